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
    /// at rest is never covered. The inset is the bar's full height and never changes: the bar moves up inside it, clipped to it, and
    /// the content scrolls beneath. The scroll view is therefore never resized while the bar
    /// moves, and the bar never feeds its own movement back into the engine.
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }
    ///   .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
    ///     TitleBar().opacity(bar.itemAlpha)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The bar's heights and settling. A different preset later runs from the bar's
    ///     fraction at the time; commands under way end unfinished.
    ///   - state: The scroll view's state.
    ///   - bar: The bar, given the ``ChromeFrame`` it draws (`itemAlpha`, `fraction`, …); it is
    ///     laid out at the full height.
    /// - Returns: The scroll view with the bar above it.
    /// - Note: Cost per event: the bar's body, only while the bar moves; the list is not
    ///   re-rendered.
    public func shyTopBar<Bar: View>(
      _ preset: ShyBar, in state: ScrollChromeState,
      @ViewBuilder bar: @escaping (ChromeFrame<ShyBar.Chrome>) -> Bar
    ) -> some View {
      scrollChrome(state).chromeBar(edge: .top) {
        ShyTopBar(state: state, preset: preset, bar: bar)
      }
    }
  }

  // MARK: Private

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct ShyTopBar<Bar: View>: View {
    let state: ScrollChromeState
    let preset: ShyBar
    let bar: (ChromeFrame<ShyBar.Chrome>) -> Bar
    private var name: String { ScrollChromeState.ChromeID.shyTopBar.name }

    var body: some View {
      let slot = state.collapsingSlot(preset, named: name)
      return CollapsingChromeView(state: state, slot: slot) {
        bar($0)
          .frame(height: CGFloat(preset.fullHeight))
          .offset(y: CGFloat(-$0.collapsed))
      }
      .frame(height: CGFloat(preset.fullHeight), alignment: .bottom)
      .clipped()
      .accessibilityHidden(preset.shyHeight == 0 && slot.isHiddenFromAccessibility)
      .onPresetChange(preset, isSame: ==) { state.replace($0, named: name, isSame: ==) }
    }
  }
#endif
