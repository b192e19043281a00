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
    /// height, which does not change while it moves: the bar slides past its edge by `offset`,
    /// and the content scrolls beneath.
    ///
    /// The bar travels far enough to leave the screen: its laid-out height, plus at the bottom the
    /// safe area below it (the home indicator's strip, which its background fills), or the
    /// preset's `maxFollowPoint` if that is larger. So a bar whose text grows with Dynamic Type
    /// still hides fully, and `maxFollowPoint` only needs to be set for a longer travel. Until the
    /// bar is first laid out, and for changes under half a point, the travel in use stays.
    ///
    /// Hand it an `id` to put more than one bar at an edge: bars with different ids are different
    /// pieces of chrome, each with its own travel and commands
    /// (``ScrollChromeState/ChromeID/followingBar(_:id:)``). Bars at one edge stack, the one
    /// applied first nearest the content.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///   .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in
    ///     CustomTabBar()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The bar's least travel, delays, settling, direction and revealing at the end;
    ///     its `edge` becomes `edge`, so that `overlap` measures the content at the bar's own
    ///     edge. A different preset later runs from the bar's fraction at the time; commands under
    ///     way end unfinished.
    ///   - edge: The edge the bar sits at, and hides past; one bar per edge without an `id`.
    ///   - id: The app's key for the bar, or `nil` (the default) for the edge's one bar.
    ///   - state: The scroll view's state.
    ///   - bar: The bar, given the ``ChromeFrame`` it draws (`fraction`, `constant`, `overlap`,
    ///     …).
    /// - Returns: The scroll view with the bar at `edge`.
    /// - Note: Cost per event: the bar's body, only while what it draws changes — while the bar
    ///   moves, and while the content is within `overlapDistance` of the bar's edge.
    public func followingBar<Bar: View>(
      _ preset: FollowView, edge: ChromeEdge, id: (any Hashable & Sendable)? = nil,
      in state: ScrollChromeState,
      @ViewBuilder bar: @escaping (ChromeFrame<FollowView.Chrome>) -> Bar
    ) -> some View {
      var placed = preset
      placed.edge = edge
      return scrollChrome(state).chromeBar(edge: edge == .top ? .top : .bottom) {
        FollowingBar(
          state: state, preset: placed, edge: edge,
          name: state.name(of: .followingBar(edge, id: id)), bar: bar)
      }
    }
  }

  // MARK: Private

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct FollowingBar<Bar: View>: View {
    let state: ScrollChromeState
    let preset: FollowView
    let edge: ChromeEdge
    let name: String
    let bar: (ChromeFrame<FollowView.Chrome>) -> Bar

    var body: some View {
      let slot = state.collapsingSlot(preset, named: name)
      return CollapsingChromeView(state: state, slot: slot) {
        bar($0)
          .onBarLayout { fit(preset, measured: travel($0)) }
          .offset(y: CGFloat($0.chrome.translation(at: edge)))
      }
      .accessibilityHidden(slot.isHiddenFromAccessibility)
      .onPresetChange(preset, isSame: ==) { fit($0, measured: nil) }
    }

    /// The distance that takes the bar off screen, for its layout.
    private func travel(_ layout: BarLayout) -> Double {
      LaidOutHeight.travel(
        ofBarHeight: layout.height, safeAreaBelow: layout.safeAreaBelow, at: edge)
    }

    /// Runs `preset` fitted to the bar's travel, taking `measured` as the new travel.
    private func fit(_ preset: FollowView, measured: Double?) {
      state.fit(preset, named: name, measured: measured) { $0.fitted(to: $1) }
    }
  }
#endif
