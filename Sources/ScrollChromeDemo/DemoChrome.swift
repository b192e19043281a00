import ScrollChromeCore

// MARK: Public

/// A piece of scroll-linked chrome drawn over a recording's phone, with its state at every frame:
/// a shy navigation bar, a bar that follows scrolling, a collapsing header with a navigation-bar
/// title, or a pull-to-trigger banner.
///
/// A behaviour's state is two numbers per frame: how far the chrome has collapsed, in points
/// (`collapsed`, 0 … ``height``), and the same as a `fraction` (0 = fully shown, 1 = fully
/// collapsed or hidden). The phone draws the chrome from `collapsed` — a ``Kind/topBar`` shrinks
/// to `height − collapsed` below the status bar and fades its items by `1 − fraction`, a
/// ``Kind/bottomBar`` slides down by `collapsed` — and the chart draws `fraction` as a line named
/// `"<name> fraction"` on its 0…1 band.
///
/// A ``Kind/header`` is drawn from the effect attributes the engine computed instead
/// (``headerAttributes`` and ``titleAttributes``, see ``header(name:height:collapsed:fractions:header:title:)``);
/// a ``Kind/pullBanner`` keeps the pull in points in `collapsed` and its progress in `fractions`,
/// charted as `"<name> progress"`, with the state and text of every frame (see
/// ``pullBanner(name:height:pull:progress:states:texts:)``).
///
/// ```swift
/// let bar = DemoChrome(
///   name: "shy bar", kind: .topBar, height: 44, collapsed: [0, 22, 44], fractions: [0, 0.5, 1])
/// ```
public struct DemoChrome: Sendable, Equatable {
  /// What the chrome is, which decides how the phone draws it.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A navigation bar below the status bar whose visible height shrinks from ``height`` as it
    /// collapses, its title and buttons sliding up with it and fading to transparent.
    case topBar
    /// A tab bar at the bottom of the screen, ``height`` tall including the home indicator area,
    /// that slides down off the screen as it hides.
    case bottomBar
    /// A collapsing table header: a picture ``height`` tall at the top of the content that
    /// scrolls away with it and stretches when pulled down, and the navigation bar's title that
    /// comes in as it collapses, both drawn from the engine's effect attributes.
    case header
    /// A dark pull-to-trigger banner, ``height`` tall, that slides down from under the navigation
    /// bar as the content is pulled past its top, with its text per state and an arrow turned by
    /// `progress × π`; it flashes, and a label shows, when a `triggered:*` event fires.
    case pullBanner
  }

  /// The element's name, for example `"shy bar"`; the chart's legend reads `"shy bar fraction"`.
  public var name: String
  /// What the chrome is.
  public var kind: Kind
  /// The chrome's full height in points: below the status bar for a top bar, down to the screen's
  /// bottom edge (home indicator area included) for a bottom bar.
  public var height: Double
  /// How far the chrome has collapsed at each frame, in points (0 … ``height``). For a
  /// ``Kind/pullBanner``, the pull: how far the content is pulled past its resting top.
  public var collapsed: [Double]
  /// The chrome's fraction at each frame: 0 when fully shown, 1 when fully collapsed or hidden.
  /// For a ``Kind/pullBanner``, the pull's progress: 0 at rest, 1 at the deep threshold.
  public var fractions: [Double]
  /// How far the content runs under a bar's edge at each frame, 0…1 (the engine's `overlap`):
  /// the bar draws its hairline with this much of its full opacity, as UIKit's scroll-edge
  /// appearance shows a bar without one while nothing scrolls under it. Empty for a bar whose
  /// hairline is fixed, and for other kinds.
  public var overlaps: [Double]
  /// A ``Kind/header``'s picture attributes at each frame (its height and vertical translation
  /// make it stretch); empty for other kinds.
  public var headerAttributes: [Attributes] = []
  /// A ``Kind/header``'s navigation-bar title attributes at each frame; empty for other kinds.
  public var titleAttributes: [Attributes] = []
  /// A ``Kind/pullBanner``'s state at each frame (`"normal"`, `"shallow"` or `"deep"`); empty for
  /// other kinds.
  public var states: [String] = []
  /// A ``Kind/pullBanner``'s text at each frame, for example `"PULL TO RETURN TO MENU."`; empty
  /// for other kinds.
  public var texts: [String] = []

  /// Creates a chrome track.
  ///
  /// Values are not validated: non-finite numbers count as zero, `collapsed` is drawn within
  /// 0 … `height` and `fractions` within 0…1, and a frame past the end of an array uses the
  /// array's last value (zero when it is empty).
  ///
  /// - Parameters:
  ///   - name: The element's name, such as `"tab bar"`.
  ///   - kind: What the chrome is.
  ///   - height: The full height in points.
  ///   - collapsed: How far the chrome has collapsed at each frame, in points.
  ///   - fractions: The fraction at each frame, 0…1.
  ///   - overlaps: How far the content runs under a bar's edge at each frame, 0…1; empty (the
  ///     default) for a fixed hairline.
  public init(
    name: String, kind: Kind, height: Double, collapsed: [Double], fractions: [Double],
    overlaps: [Double] = []
  ) {
    self.name = name
    self.kind = kind
    self.height = height
    self.collapsed = collapsed
    self.fractions = fractions
    self.overlaps = overlaps
  }
}

// MARK: Internal

extension DemoChrome {
  /// The full height used for drawing: never negative.
  var drawnHeight: Double { max(0, DemoFormat.finite(height)) }

  /// The collapsed distance drawn at frame `index`, within 0 … ``drawnHeight`` (a pull banner's
  /// pull: at least 0, as far as the content is pulled).
  ///
  /// - Parameter index: A frame of the recording.
  func drawnCollapsed(at index: Int) -> Double {
    let value = max(0, Self.value(collapsed, at: index))
    return kind == .pullBanner ? min(value, 1e6) : min(drawnHeight, value)
  }

  /// The fraction drawn at frame `index`, within 0…1.
  ///
  /// - Parameter index: A frame of the recording.
  func drawnFraction(at index: Int) -> Double {
    min(1, max(0, Self.value(fractions, at: index)))
  }

  /// Whether the bar draws its hairline from ``overlaps`` (a bar with overlaps recorded).
  var drawsScrollEdge: Bool { !overlaps.isEmpty && (kind == .topBar || kind == .bottomBar) }

  /// The overlap drawn at frame `index`, within 0…1.
  ///
  /// - Parameter index: A frame of the recording.
  func drawnOverlap(at index: Int) -> Double {
    min(1, max(0, Self.value(overlaps, at: index)))
  }

  /// Whether the element collapses (bars and headers), rather than reporting a pull.
  var collapses: Bool { kind != .pullBanner }

  /// The chart line of this element: its fractions, named `"<name> fraction"` (a pull banner's
  /// progress, `"<name> progress"`).
  var fractionSeries: DemoSeries {
    DemoSeries(name: name + (collapses ? " fraction" : " progress"), values: fractions)
  }

  /// The chart line of a bar's overlaps, named `"<name> overlap"`; `nil` for chrome that draws no
  /// scroll edge.
  var overlapSeries: DemoSeries? {
    drawsScrollEdge ? DemoSeries(name: name + " overlap", values: overlaps) : nil
  }

  /// A pull banner's state at frame `index`, `"normal"` when unknown.
  ///
  /// - Parameter index: A frame of the recording.
  func state(at index: Int) -> String {
    guard let last = states.indices.last else { return "normal" }
    return states[min(max(0, index), last)]
  }

  /// A pull banner's text at frame `index`, empty when unknown.
  ///
  /// - Parameter index: A frame of the recording.
  func text(at index: Int) -> String {
    guard let last = texts.indices.last else { return "" }
    return texts[min(max(0, index), last)]
  }

  /// A header's picture attributes at frame `index`: identity at ``drawnHeight`` when unknown
  /// (and that height when the frame's is not finite).
  ///
  /// - Parameter index: A frame of the recording.
  func headerAttributes(at index: Int) -> Attributes {
    guard let last = headerAttributes.indices.last else {
      return Attributes(height: drawnHeight)
    }
    let attributes = headerAttributes[min(max(0, index), last)]
    var drawn = attributes.drawn
    if !(attributes.height?.isFinite ?? false) { drawn.height = drawnHeight }
    return drawn
  }

  /// A header's title attributes at frame `index`: identity when unknown.
  ///
  /// - Parameter index: A frame of the recording.
  func titleAttributes(at index: Int) -> Attributes {
    guard let last = titleAttributes.indices.last else { return Attributes() }
    return titleAttributes[min(max(0, index), last)].drawn
  }

  /// Describes the element at frame `index` in words: `"shy bar collapsed"`, `"tab bar shown"`,
  /// `"shy bar at 0.42"`, `"header expanded"`, `"pull deep at 93 pt"`, `"pull at rest"`.
  ///
  /// - Parameter index: A frame of the recording.
  func stateText(at index: Int) -> String {
    var text = name
    if kind == .pullBanner {
      let pull = drawnCollapsed(at: index)
      guard pull >= 0.5 else { return text + " at rest" }
      text += " " + state(at: index) + " at "
      DemoFormat.append(pull, decimals: 0, to: &text)
      return text + " pt"
    }
    let fraction = drawnFraction(at: index)
    if fraction <= 0.005 {
      text += kind == .bottomBar ? " shown" : " expanded"
    } else if fraction >= 0.995 {
      text += kind == .bottomBar ? " hidden" : " collapsed"
    } else {
      text += " at "
      DemoFormat.append(fraction, decimals: 2, to: &text)
    }
    return text
  }

  // MARK: Private

  private static func value(_ values: [Double], at index: Int) -> Double {
    guard let last = values.indices.last else { return 0 }
    return DemoFormat.finite(values[min(max(0, index), last)])
  }
}

extension DemoRecording {
  /// The chart's 0…1 lines: each chrome element's fraction, each scroll-edge bar's overlap, then
  /// the extra ``series``.
  var chartSeries: [DemoSeries] {
    chrome.map(\.fractionSeries) + chrome.compactMap(\.overlapSeries) + series
  }
}
