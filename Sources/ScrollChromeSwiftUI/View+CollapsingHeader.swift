#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Makes this view a collapsing header: the first view of a scroll view's content, which runs
    /// a ``HeaderTransition``'s effects as the content scrolls (TIUIElements' header and
    /// animators) and, with the parallax animators, stretches when the content is pulled down.
    ///
    /// The header keeps a fixed slot of `headerHeight` in the content, so the rows below never
    /// move with it. Its effects — the stretch (`height = headerHeight + stretch`, pinned to the
    /// visual top), the parallax — are applied with ``chromeAttributes(_:)``. Show the animator's
    /// title with ``collapsingHeaderTitle(_:id:in:)``. Connect the scroll view with
    /// ``scrollChrome(_:)``: the header lives inside it.
    ///
    /// Hand it an `id` to put a header of its own on the scroll view: headers with different ids
    /// are different pieces of chrome (``ScrollChromeState/ChromeID/collapsingHeader(id:)``). Its
    /// title takes the same id.
    ///
    /// ```swift
    /// ScrollView {
    ///   Banner().collapsingHeader(transition, in: scroll)
    ///   ArticleBody()
    /// }
    /// .scrollChrome(scroll)
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The header's height and animator; the title shares it. A different preset
    ///     later (different heights, title gate or effects; custom effects' closures are not
    ///     compared) runs from the header's fraction at the time.
    ///   - id: The app's key for the header, or `nil` (the default) for the scroll view's one
    ///     header.
    ///   - state: The scroll view's state.
    /// - Returns: The header in its slot.
    /// - Note: Cost per event: the header's body while the content scrolls near the top.
    public func collapsingHeader(
      _ preset: HeaderTransition, id: (any Hashable & Sendable)? = nil,
      in state: ScrollChromeState
    ) -> some View {
      CollapsingHeader(
        state: state, preset: preset, name: state.name(of: .collapsingHeader(id: id)),
        header: self)
    }

    /// Shows this view as the title of a ``collapsingHeader(_:id:in:)``: faded, slid or scaled in
    /// as the animator says while the header collapses.
    ///
    /// The title of a header handed an `id` takes the same `id`.
    ///
    /// ```swift
    /// Text("Article").collapsingHeaderTitle(transition, in: scroll)
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The same preset as the header's.
    ///   - id: The header's id, or `nil` (the default) for the scroll view's one header.
    ///   - state: The scroll view's state.
    /// - Returns: The title with the animator's attributes.
    /// - Note: Cost per event: the title's body while the header moves.
    public func collapsingHeaderTitle(
      _ preset: HeaderTransition, id: (any Hashable & Sendable)? = nil,
      in state: ScrollChromeState
    ) -> some View {
      let name = state.name(of: .collapsingHeader(id: id))
      return CollapsingChromeView(state: state, slot: state.collapsingSlot(preset, named: name)) {
        self.chromeAttributes($0.title)
      }
    }
  }

  // MARK: Private

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct CollapsingHeader<Header: View>: View {
    let state: ScrollChromeState
    let preset: HeaderTransition
    let name: String
    let header: Header

    /// Whether two presets configure the same header (`HeaderTransition.isSameConfiguration(as:)`).
    private static func isSame(_ a: HeaderTransition, _ b: HeaderTransition) -> Bool {
      a.isSameConfiguration(as: b)
    }

    var body: some View {
      CollapsingChromeView(state: state, slot: state.collapsingSlot(preset, named: name)) {
        header
          .frame(height: CGFloat($0.header.height ?? preset.headerHeight))
          .chromeAttributes($0.header)
      }
      .frame(height: CGFloat(preset.headerHeight), alignment: .top)
      .onPresetChange(preset, isSame: Self.isSame) {
        state.replace($0, named: name, isSame: Self.isSame)
      }
    }
  }
#endif
