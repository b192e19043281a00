#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    /// Hides the navigation bar, the tab bar or both while the list scrolls down, and shows them
    /// as soon as it scrolls back up — what SwiftUI allows of UIKit's `hidesBarsOnSwipe`.
    ///
    /// SwiftUI shows and hides its own bars through `toolbarVisibility(_:for:)` and animates them
    /// itself; it offers no way to move them part of the way. So a ``FollowView`` runs as for any
    /// following bar, and the bars change only at the ends of its travel
    /// (``SystemBarVisibility``): hidden once it is fully collapsed, shown once it is fully
    /// expanded. The bars' own height changes the scroll view's inset, which the engine takes as
    /// geometry, never as scrolling. Apply it to the scroll view inside the navigation stack (or
    /// the tab); with VoiceOver running the bars stay shown.
    ///
    /// Not possible in SwiftUI: moving a system bar with the finger (use ``shyTopBar(_:in:bar:)``
    /// or ``followingBar(_:edge:in:bar:)`` with a bar of your own), hiding the status bar or the
    /// home indicator with scrolling, and a large title's own collapse, which the system runs.
    ///
    /// ```swift
    /// List(items) { ItemRow($0) }
    ///   .systemBarsHideOnScroll(FollowView(maxFollowPoint: 44), in: scroll, tabBar: true)
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The travel before the bars hide, delays and settling (44 points in
    ///     ``systemBarsHideOnScroll(in:navigationBar:tabBar:)``).
    ///   - state: The scroll view's state.
    ///   - navigationBar: Whether to hide the navigation bar; default `true`.
    ///   - tabBar: Whether to hide the tab bar; default `false`.
    /// - Returns: The scroll view that hides the bars with scrolling.
    /// - Note: Cost per event: none beyond the engine's; the bars' visibility changes only at the
    ///   ends of the travel.
    public func systemBarsHideOnScroll(
      _ preset: FollowView, in state: ScrollChromeState, navigationBar: Bool = true,
      tabBar: Bool = false
    ) -> some View {
      let slot = state.collapsingSlot(preset, named: ScrollChromeState.ChromeID.systemBars.name)
      return SystemBars(
        slot: slot, navigationBar: navigationBar, tabBar: tabBar, content: scrollChrome(state)
      )
      .background {
        // Frames for the snaps, which decide where the bars end up; while it is on screen the
        // chrome runs.
        CollapsingChromeView(state: state, slot: slot) { _ in Color.clear }
      }
      .onPresetChange(preset, isSame: ==) {
        state.replace($0, named: ScrollChromeState.ChromeID.systemBars.name, isSame: ==)
      }
    }

    /// Hides the system bars once the content has scrolled 44 points down, and shows them once it
    /// has scrolled 44 points back up: ``systemBarsHideOnScroll(_:in:navigationBar:tabBar:)`` with
    /// `FollowView(maxFollowPoint: 44)`.
    ///
    /// ```swift
    /// List(items) { ItemRow($0) }
    ///   .systemBarsHideOnScroll(in: scroll)
    /// ```
    public func systemBarsHideOnScroll(
      in state: ScrollChromeState, navigationBar: Bool = true, tabBar: Bool = false
    ) -> some View {
      systemBarsHideOnScroll(
        FollowView(maxFollowPoint: 44), in: state, navigationBar: navigationBar, tabBar: tabBar)
    }
  }

  // MARK: Private

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  private struct SystemBars<Content: View>: View {
    let slot: CollapsingSlot<FollowView.Chrome>
    let navigationBar: Bool
    let tabBar: Bool
    let content: Content

    var body: some View {
      content
        .toolbarVisibility(visibility(hiding: navigationBar), for: .navigationBar)
        .toolbarVisibility(visibility(hiding: tabBar), for: .tabBar)
    }

    /// The bar's visibility: hidden while the chrome says so, if the app asked for this bar.
    private func visibility(hiding bar: Bool) -> Visibility {
      bar && slot.systemBarsHidden ? .hidden : .automatic
    }
  }
#endif
