#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    /// Hides the navigation bar, the tab bar or both while the list scrolls down, and shows them
    /// as soon as it scrolls back up — what SwiftUI allows of UIKit's `hidesBarsOnSwipe` — or,
    /// with `prefersSystemMinimization`, hands each bar to the system where the system minimizes
    /// it (tab bars from iOS 26, navigation bars from iOS 27).
    ///
    /// SwiftUI shows and hides its own bars through `toolbarVisibility(_:for:)`; it offers no way
    /// to move them part of the way. So a ``FollowView`` runs as for any following bar, and the
    /// bars change only at the ends of its travel: hidden once it is
    /// fully collapsed, shown once it is fully expanded. They slide over the same 0.2 s
    /// ease-in-out a following bar settles with, at once with Reduce Motion. The content stays
    /// where it is: the bars' height changes the scroll view's inset, not its offset, and the
    /// engine takes it as geometry, never as scrolling. Apply it to the scroll view inside the
    /// navigation stack (or the tab); with VoiceOver running the bars stay shown.
    ///
    /// Not possible in SwiftUI: moving a system bar with the finger (use
    /// ``shyTopBar(_:id:in:bar:)`` or ``followingBar(_:edge:id:in:bar:)`` with a bar of your own),
    /// hiding the status bar or the home indicator with scrolling, and a large title's own
    /// collapse, which the system runs.
    ///
    /// ```swift
    /// List(items) { ItemRow($0) }
    ///   .systemBarsHideOnScroll(FollowView(maxFollowPoint: 44), in: scroll, tabBar: true)
    /// ```
    ///
    /// A bar handed to the system stays in place, and the system minimizes it as the content
    /// scrolls down and restores it as soon as the scrolling reverses, as a ``FollowView`` moves.
    /// Where the system does not minimize a bar, it hides with
    /// scrolling as without `prefersSystemMinimization`. The tab bar's minimization is set on its
    /// tab view: add ``tabBarMinimizeBehavior(for:prefersSystemMinimization:)`` there. Once every
    /// bar is handed over, the chrome does not run and offers no button to show bars.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///   .systemBarsHideOnScroll(bars, in: scroll, prefersSystemMinimization: true)
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The travel before the bars hide, delays and settling (44 points in
    ///     ``systemBarsHideOnScroll(in:navigationBar:tabBar:prefersSystemMinimization:)``).
    ///   - state: The scroll view's state.
    ///   - navigationBar: Whether the navigation bar goes with scrolling; default `true`.
    ///   - tabBar: Whether the tab bar goes with scrolling; default `false`.
    ///   - prefersSystemMinimization: Whether the system minimizes the bars where it can; default
    ///     `false`, the bars hide with scrolling everywhere.
    /// - Returns: The scroll view whose bars go with scrolling.
    /// - Note: Cost per event: none beyond the engine's; the bars' visibility changes only at the
    ///   ends of the travel.
    public func systemBarsHideOnScroll(
      _ preset: FollowView, in state: ScrollChromeState, navigationBar: Bool = true,
      tabBar: Bool = false, prefersSystemMinimization: Bool = false
    ) -> some View {
      let slot = state.collapsingSlot(preset, named: ScrollChromeState.ChromeID.systemBars.name)
      let plan = SystemBarsPlan(
        navigationBar: navigationBar, tabBar: tabBar,
        prefersSystemMinimization: prefersSystemMinimization,
        minimization: preset.systemMinimization, support: .current)
      return SystemBars(state: state, slot: slot, plan: plan, content: scrollChrome(state))
        .background {
          // Frames for the snaps, which decide where the bars end up; while it is on screen the
          // chrome runs.
          if plan.runsChrome { CollapsingChromeView(state: state, slot: slot) { _ in Color.clear } }
        }
        .onPresetChange(preset, isSame: ==) {
          state.replace($0, named: ScrollChromeState.ChromeID.systemBars.name, isSame: ==)
        }
    }

    /// Hides the system bars once the content has scrolled 44 points down, and shows them once it
    /// has scrolled 44 points back up:
    /// ``systemBarsHideOnScroll(_:in:navigationBar:tabBar:prefersSystemMinimization:)`` with
    /// `FollowView(maxFollowPoint: 44)`.
    ///
    /// ```swift
    /// List(items) { ItemRow($0) }
    ///   .systemBarsHideOnScroll(in: scroll)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The scroll view's state.
    ///   - navigationBar: Whether the navigation bar goes with scrolling; default `true`.
    ///   - tabBar: Whether the tab bar goes with scrolling; default `false`.
    ///   - prefersSystemMinimization: Whether the system minimizes the bars where it can; default
    ///     `false`.
    /// - Returns: The scroll view whose bars go with scrolling.
    /// - Note: Cost per event: none beyond the engine's.
    public func systemBarsHideOnScroll(
      in state: ScrollChromeState, navigationBar: Bool = true, tabBar: Bool = false,
      prefersSystemMinimization: Bool = false
    ) -> some View {
      systemBarsHideOnScroll(
        FollowView(maxFollowPoint: 44), in: state, navigationBar: navigationBar, tabBar: tabBar,
        prefersSystemMinimization: prefersSystemMinimization)
    }
  }

  // MARK: Private

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  private struct SystemBars<Content: View>: View {
    let state: ScrollChromeState
    let slot: CollapsingSlot<FollowView.Chrome>
    let plan: SystemBarsPlan
    let content: Content
    /// The chrome's `systemBarsHidden` as the bars show it. It changes inside an animated
    /// transaction, so that the bars and everything their height moves animate together.
    @State private var barsHidden = false

    var body: some View {
      content
        .toolbarVisibility(
          visibility(plan.isNavigationBarHidden(barsHidden: barsHidden)), for: .navigationBar
        )
        .toolbarVisibility(visibility(plan.isTabBarHidden(barsHidden: barsHidden)), for: .tabBar)
        .navigationBarMinimization(plan.navigationBarMinimization)
        .onAppear { barsHidden = slot.systemBarsHidden }
        .onChange(of: slot.systemBarsHidden) { _, hidden in
          withAnimation(animation) { barsHidden = hidden }
        }
    }

    /// The bars' animation now, or `nil` with Reduce Motion.
    private var animation: Animation? {
      SystemBarVisibility.changeAnimation(state.runtime.accessibility).map {
        .timingCurve($0.curve.x1, $0.curve.y1, $0.curve.x2, $0.curve.y2, duration: $0.duration)
      }
    }

    /// A bar's visibility: hidden, or left to SwiftUI.
    private func visibility(_ hidden: Bool) -> Visibility { hidden ? .hidden : .automatic }
  }
#endif
