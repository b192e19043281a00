#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Puts a shy bar above this scroll view: it collapses with the content as the content leaves
    /// its top, down to the preset's shy height, and comes back as the content returns (the
    /// behaviour of SQTShyNavigationBar, as ``ShyBar`` describes it).
    ///
    /// The bar sits in the safe area's top — `safeAreaBar(edge: .top)` on iOS 26 and later, where
    /// the system's scroll edge effect reaches it, `safeAreaInset(edge: .top)` before — so content
    /// at rest is never covered. The inset is the bar's full height and does not change while the
    /// bar moves: the bar moves up inside it, clipped to it, and the content scrolls beneath. The
    /// scroll view is therefore never resized while the bar moves, and the bar never feeds its own
    /// movement back into the engine.
    ///
    /// The bar is laid out at its own height for the width it is given, and at least the preset's
    /// `fullHeight`: its full height is the larger of the two, so a title that grows with Dynamic
    /// Type is never clipped. Until the bar is first laid out, and for changes under half a point,
    /// the height in use stays. Keep the bar's layout the same at every fraction (fade with
    /// `itemAlpha`, don't remove views), so its height never follows its own collapse.
    ///
    /// Hand it an `id` to put a bar of its own on the scroll view: bars with different ids are
    /// different pieces of chrome, each with its own travel and commands
    /// (``ScrollChromeState/ChromeID/shyTopBar(id:)``).
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }
    ///   .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
    ///     TitleBar().opacity(bar.itemAlpha)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The bar's heights and settling; its `fullHeight` is the least full height. A
    ///     different preset later runs from the bar's fraction at the time; commands under way end
    ///     unfinished.
    ///   - id: The app's key for the bar, or `nil` (the default) for the scroll view's one shy bar.
    ///   - state: The scroll view's state.
    ///   - bar: The bar, given the ``ChromeFrame`` it draws (`itemAlpha`, `fraction`, …); it is
    ///     laid out at the full height.
    /// - Returns: The scroll view with the bar above it.
    /// - Note: Cost per event: the bar's body, only while what it draws changes — while the bar
    ///   moves, and while the content is within `overlapDistance` of its top; the list is not
    ///   re-rendered.
    public func shyTopBar<Bar: View>(
      _ preset: ShyBar, id: (any Hashable & Sendable)? = nil, in state: ScrollChromeState,
      @ViewBuilder bar: @escaping (ChromeFrame<ShyBar.Chrome>) -> Bar
    ) -> some View {
      scrollChrome(state).chromeBar(edge: .top) {
        ShyTopBar(
          state: state, preset: preset, name: state.name(of: .shyTopBar(id: id)), bar: bar)
      }
    }
  }

  // MARK: Private

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct ShyTopBar<Bar: View>: View {
    let state: ScrollChromeState
    let preset: ShyBar
    let name: String
    let bar: (ChromeFrame<ShyBar.Chrome>) -> Bar

    var body: some View {
      let slot = state.collapsingSlot(preset, named: name)
      return CollapsingChromeView(state: state, slot: slot) {
        bar($0)
          .laidOutAtIdealHeight(minimum: preset.fullHeight)
          .onBarLayout { fit(preset, measured: $0.height) }
          .offset(y: CGFloat(-$0.collapsed))
          .clipped()
      }
      .accessibilityHidden(preset.shyHeight == 0 && slot.isHiddenFromAccessibility)
      .onPresetChange(preset, isSame: ==) { fit($0, measured: nil) }
    }

    /// Runs `preset` fitted to the bar's laid-out height, taking `measured` as the new height.
    private func fit(_ preset: ShyBar, measured: Double?) {
      state.fit(preset, named: name, measured: measured) { $0.fitted(to: $1) }
    }
  }
#endif
