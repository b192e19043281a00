#if canImport(SwiftUI)
  import ScrollChromeCore

  /// A piece of chrome as one frame draws it: what the chrome modifiers hand your content.
  ///
  /// Read the behaviour's numbers for custom effects — `fraction`, `stretch`, `collapsed`, `state`
  /// (a ``CollapseState``) and `overlap` for collapsing chrome; `state` (a ``PullState``), `pull` and
  /// `progress` for a pull header — and the preset's own outputs through dynamic member lookup: `bar.itemAlpha` and
  /// `bar.visibleHeight` of a ``ShyBar``, `header.title` of a ``HeaderTransition``,
  /// `pull.text` and `pull.arrowRotation` of a ``DraggableSwitch``.
  ///
  /// ```swift
  /// .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
  ///   TitleBar().opacity(bar.itemAlpha)
  /// }
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  @dynamicMemberLookup
  public struct ChromeFrame<Chrome> {
    // MARK: Public

    /// The running chrome, sampled at the frame's time.
    public let chrome: Chrome

    /// Creates a frame of a piece of chrome.
    ///
    /// - Parameter chrome: The chrome at the frame's time.
    public init(_ chrome: Chrome) { self.chrome = chrome }

    /// The chrome's own outputs, by name.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Chrome, Value>) -> Value {
      chrome[keyPath: keyPath]
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ChromeFrame where Chrome: CollapsingChrome {
    /// The fraction: 0 fully shown, 1 fully hidden.
    public var fraction: Double { chrome.behavior.fraction }
    /// How far the chrome is collapsed, in points.
    public var collapsed: Double { chrome.behavior.collapsed }
    /// How far the content is pulled down past its resting top, for stretchy headers.
    public var stretch: Double { chrome.behavior.stretch }
    /// Where the chrome is between its ends.
    public var state: CollapseState { chrome.behavior.state }
    /// How far the content runs under the chrome's edge, from 0 to 1: 0 while the content's edge
    /// meets the chrome's, 1 once it runs the preset's `overlapDistance` (default 8 points) under
    /// it. A bar at the top measures how far the content is scrolled from its top; a following
    /// bar at the bottom, how far the content runs on below the scroll view. It depends on the
    /// scroll view alone, not on the chrome's own movement. Fade in a hairline or a shadow with
    /// it; on iOS 26 and later the system's scroll edge effect softens the content under a bar by
    /// itself, and this drives only effects of your own.
    public var overlap: Double { chrome.behavior.overlap }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ChromeFrame where Chrome: PullingChrome {
    /// Where the pull is: below, past the shallow or past the deep threshold.
    public var state: PullState { chrome.behavior.state }
    /// How far the content is pulled down past its resting top, in points.
    public var pull: Double { chrome.behavior.pull }
    /// The pull as a fraction of the deep threshold, `0…1`.
    public var progress: Double { chrome.behavior.progress }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ChromeFrame: Sendable where Chrome: Sendable {}
#endif
