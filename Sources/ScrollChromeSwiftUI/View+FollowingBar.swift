#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Puts a bar at the top or bottom of this scroll view that hides as the list scrolls down and
    /// comes back as soon as it scrolls up — a custom tab bar or toolbar (the behaviour of
    /// ScrollingFollowView, as ``FollowView`` describes it).
    ///
    /// The bar sits in the safe area at its edge — `safeAreaBar(edge:)` on iOS 26 and later, where
    /// the system's scroll edge effect reaches it, `safeAreaInset(edge:)` before — at its own
    /// height, which never changes: the bar slides past its edge by `offset`, and the content
    /// scrolls beneath. Set the preset's `maxFollowPoint` to the distance that takes the bar fully
    /// off screen (its height, plus the home indicator's area at the bottom).
    ///
    /// ```swift
    /// ScrollView { rows }
    ///   .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in
    ///     CustomTabBar()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The bar's travel, delays and settling. A different preset later runs from the
    ///     bar's fraction at the time; commands under way end unfinished.
    ///   - edge: The edge the bar sits at, and hides past. One bar per edge and state.
    ///   - state: The scroll view's state.
    ///   - bar: The bar, given the ``ChromeFrame`` it draws (`fraction`, `constant`, …).
    /// - Returns: The scroll view with the bar at `edge`.
    /// - Note: Cost per event: the bar's body, only while the bar moves.
    public func followingBar<Bar: View>(
      _ preset: FollowView, edge: ChromeEdge, in state: ScrollChromeState,
      @ViewBuilder bar: @escaping (ChromeFrame<FollowView.Chrome>) -> Bar
    ) -> some View {
      scrollChrome(state).chromeBar(edge: edge == .top ? .top : .bottom) {
        FollowingBar(state: state, preset: preset, edge: edge, bar: bar)
      }
    }
  }

  // MARK: Private

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct FollowingBar<Bar: View>: View {
    let state: ScrollChromeState
    let preset: FollowView
    let edge: ChromeEdge
    let bar: (ChromeFrame<FollowView.Chrome>) -> Bar

    var body: some View {
      let slot = state.collapsingSlot(preset, named: name)
      return CollapsingChromeView(state: state, slot: slot) {
        bar($0).offset(y: CGFloat($0.chrome.translation(at: edge)))
      }
      .accessibilityHidden(slot.isHiddenFromAccessibility)
      .onPresetChange(preset, isSame: ==) { state.replace($0, named: name, isSame: ==) }
    }

    private var name: String { ScrollChromeState.ChromeID.followingBar(edge).name }
  }
#endif
