/// Which of SwiftUI's system bars the chrome hides itself and which it hands to the system's own
/// minimization, for one scroll view that hides them with scrolling.
///
/// The chrome can only show or hide a system bar (``SystemBarVisibility``). Where the system
/// minimizes a bar itself — tab bars from iOS 26, navigation bars from iOS 27 — and the app
/// prefers it, the bar is handed over: the chrome leaves it shown, and the system minimizes it as
/// the preset's ``SystemMinimization`` says. Where the system could minimize a bar that the
/// chrome hides, the system is told never to, so that the two never move one bar at once. A bar
/// the app did not ask for is left as the system and the app set it. A navigation bar's
/// minimization is set from the scroll view; a tab bar's is set on its tab view, which reads the
/// same plan. The chrome runs only while it hides some bar: once every bar is handed over,
/// nothing it draws depends on scrolling, so it offers no action and keeps no state.
package struct SystemBarsPlan: Equatable, Sendable {
  // MARK: Package

  /// The kinds of bar this version of the system minimizes itself.
  package struct Support: Equatable, Sendable {
    /// Whether the system minimizes navigation bars (iOS 27 and later).
    package var navigationBars: Bool
    /// Whether the system minimizes tab bars (iOS 26 and later).
    package var tabBars: Bool

    /// Creates the support.
    ///
    /// - Parameters:
    ///   - navigationBars: Whether the system minimizes navigation bars.
    ///   - tabBars: Whether the system minimizes tab bars.
    package init(navigationBars: Bool, tabBars: Bool) {
      self.navigationBars = navigationBars
      self.tabBars = tabBars
    }

    /// What the system minimizes, from what the platform reports: a kind of bar only where the
    /// system has its minimization and the app draws with Liquid Glass (an app that keeps the
    /// earlier design with `UIDesignRequiresCompatibility` gets neither), and tab bars only on
    /// iPhone, where the system minimizes them.
    ///
    /// - Parameters:
    ///   - navigationBarMinimization: Whether the system has navigation bar minimization (iOS 27
    ///     and later, on iPhone and iPad).
    ///   - tabBarMinimization: Whether the system has tab bar minimization (iOS 26 and later).
    ///   - isLiquidGlass: Whether the app draws with Liquid Glass.
    ///   - isPhone: Whether the app runs on iPhone.
    package init(
      navigationBarMinimization: Bool, tabBarMinimization: Bool, isLiquidGlass: Bool,
      isPhone: Bool
    ) {
      navigationBars = navigationBarMinimization && isLiquidGlass
      tabBars = tabBarMinimization && isLiquidGlass && isPhone
    }
  }

  /// Whether the chrome hides the navigation bar with scrolling.
  package let hidesNavigationBar: Bool
  /// Whether the chrome hides the tab bar with scrolling.
  package let hidesTabBar: Bool
  /// What the system is told for the navigation bar: the preset's minimization when the bar is
  /// handed over, never to minimize it when the chrome hides it, or `nil` to leave the system's
  /// setting (the app did not ask for the bar, or the system does not minimize navigation bars).
  package let navigationBarMinimization: SystemMinimization?
  /// What the system is told for the tab bar, by the same rule.
  package let tabBarMinimization: SystemMinimization?

  /// Whether the chrome runs: it hides some bar.
  package var runsChrome: Bool { hidesNavigationBar || hidesTabBar }

  /// Whether the navigation bar is hidden now: the chrome hides it, and the chrome's bars are
  /// hidden (``SystemBarVisibility``).
  ///
  /// - Parameter barsHidden: Whether the chrome's bars are hidden.
  package func isNavigationBarHidden(barsHidden: Bool) -> Bool {
    hidesNavigationBar && barsHidden
  }

  /// Whether the tab bar is hidden now: the chrome hides it, and the chrome's bars are hidden.
  ///
  /// - Parameter barsHidden: Whether the chrome's bars are hidden.
  package func isTabBarHidden(barsHidden: Bool) -> Bool { hidesTabBar && barsHidden }

  /// The plan for a scroll view's bars.
  ///
  /// - Parameters:
  ///   - navigationBar: Whether the app asked for the navigation bar to go with scrolling.
  ///   - tabBar: Whether the app asked for the tab bar to go with scrolling.
  ///   - prefersSystemMinimization: Whether the app prefers the system's minimization where
  ///     there is one.
  ///   - minimization: The system's minimization that stands for the preset.
  ///   - support: The kinds of bar this version of the system minimizes.
  package init(
    navigationBar: Bool, tabBar: Bool, prefersSystemMinimization: Bool,
    minimization: SystemMinimization, support: Support
  ) {
    hidesNavigationBar =
      navigationBar && !(prefersSystemMinimization && support.navigationBars)
    hidesTabBar = tabBar && !(prefersSystemMinimization && support.tabBars)
    navigationBarMinimization = Self.told(
      asked: navigationBar, hidden: hidesNavigationBar, supported: support.navigationBars,
      minimization: minimization)
    tabBarMinimization = Self.told(
      asked: tabBar, hidden: hidesTabBar, supported: support.tabBars, minimization: minimization)
  }

  // MARK: Private

  /// The system's minimization for one bar: `nil` unless the app asked for the bar and the system
  /// minimizes bars of its kind; then never while the chrome hides it, the preset's otherwise.
  private static func told(
    asked: Bool, hidden: Bool, supported: Bool, minimization: SystemMinimization
  ) -> SystemMinimization? {
    guard asked, supported else { return nil }
    return minimization.ifHandedToSystem(!hidden)
  }
}
