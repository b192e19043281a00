import ScrollChromeCore
import Testing

/// `SystemBarsPlan`: a bar the app asked for goes to the system where the system minimizes that
/// kind of bar and the app prefers it; otherwise the chrome hides it, and the system, where it
/// minimizes such bars, is told never to. A bar the app did not ask for is left alone. The
/// chrome runs only while it hides some bar.
@Suite("System bars plan") struct SystemBarsPlanTests {
  /// What the system is told for one bar.
  enum Told: Sendable {
    /// Nothing: the system's own setting stays.
    case nothing
    /// Never to minimize the bar, which the chrome hides.
    case never
    /// The preset's minimization: the bar is handed over.
    case preset
  }

  /// One situation: what the app asked for, what the system supports, and the expected plan.
  struct Row: Sendable, CustomTestStringConvertible {
    let navigationBar: Bool
    let tabBar: Bool
    let prefers: Bool
    let navigationSupport: Bool
    let tabSupport: Bool
    let hidesNavigationBar: Bool
    let hidesTabBar: Bool
    let navigationTold: Told
    let tabTold: Told

    var testDescription: String {
      "navigation \(navigationBar), tab \(tabBar), prefers \(prefers), "
        + "support \(navigationSupport)/\(tabSupport)"
    }
  }

  static let rows: [Row] = [
    // iOS 18–25, opt-in or not: the chrome hides both bars.
    Row(
      navigationBar: true, tabBar: true, prefers: true, navigationSupport: false,
      tabSupport: false, hidesNavigationBar: true, hidesTabBar: true,
      navigationTold: .nothing, tabTold: .nothing),
    // iOS 26 with the opt-in: the tab bar goes to the system, the navigation bar stays ours.
    Row(
      navigationBar: true, tabBar: true, prefers: true, navigationSupport: false,
      tabSupport: true, hidesNavigationBar: true, hidesTabBar: false,
      navigationTold: .nothing, tabTold: .preset),
    // iOS 26 without the opt-in: the chrome hides the tab bar, and the system must not minimize it.
    Row(
      navigationBar: true, tabBar: true, prefers: false, navigationSupport: false,
      tabSupport: true, hidesNavigationBar: true, hidesTabBar: true,
      navigationTold: .nothing, tabTold: .never),
    // iOS 27 with the opt-in: both bars go to the system.
    Row(
      navigationBar: true, tabBar: true, prefers: true, navigationSupport: true,
      tabSupport: true, hidesNavigationBar: false, hidesTabBar: false,
      navigationTold: .preset, tabTold: .preset),
    // iOS 27 without the opt-in: the chrome hides both, as before.
    Row(
      navigationBar: true, tabBar: true, prefers: false, navigationSupport: true,
      tabSupport: true, hidesNavigationBar: true, hidesTabBar: true,
      navigationTold: .never, tabTold: .never),
    // iOS 27, opt-in, navigation bar only: the tab bar is neither hidden nor handed over.
    Row(
      navigationBar: true, tabBar: false, prefers: true, navigationSupport: true,
      tabSupport: true, hidesNavigationBar: false, hidesTabBar: false,
      navigationTold: .preset, tabTold: .nothing),
    // iOS 27, opt-in, tab bar only: the navigation bar is left alone.
    Row(
      navigationBar: false, tabBar: true, prefers: true, navigationSupport: true,
      tabSupport: true, hidesNavigationBar: false, hidesTabBar: false,
      navigationTold: .nothing, tabTold: .preset),
    // Neither bar asked for: nothing to do.
    Row(
      navigationBar: false, tabBar: false, prefers: true, navigationSupport: true,
      tabSupport: true, hidesNavigationBar: false, hidesTabBar: false,
      navigationTold: .nothing, tabTold: .nothing),
  ]

  @Test(arguments: rows)
  func plan(row: Row) {
    let minimization = FollowView(maxFollowPoint: 44).systemMinimization
    let plan = SystemBarsPlan(
      navigationBar: row.navigationBar, tabBar: row.tabBar, prefersSystemMinimization: row.prefers,
      minimization: minimization,
      support: SystemBarsPlan.Support(
        navigationBars: row.navigationSupport, tabBars: row.tabSupport))
    #expect(plan.hidesNavigationBar == row.hidesNavigationBar)
    #expect(plan.hidesTabBar == row.hidesTabBar)
    #expect(plan.navigationBarMinimization == Self.minimization(row.navigationTold, minimization))
    #expect(plan.tabBarMinimization == Self.minimization(row.tabTold, minimization))
    #expect(plan.runsChrome == (row.hidesNavigationBar || row.hidesTabBar))
    #expect(plan.isNavigationBarHidden(barsHidden: true) == row.hidesNavigationBar)
    #expect(plan.isTabBarHidden(barsHidden: true) == row.hidesTabBar)
    #expect(!plan.isNavigationBarHidden(barsHidden: false))
    #expect(!plan.isTabBarHidden(barsHidden: false))
  }

  /// The minimization a row expects the system to be told.
  static func minimization(_ told: Told, _ preset: SystemMinimization) -> SystemMinimization? {
    switch told {
    case .nothing: nil
    case .never: SystemMinimization(behavior: .never, restoration: .onReversal)
    case .preset: preset
    }
  }

  /// A handed-over bar minimizes as the preset says: a following view restores on any reversal.
  @Test func handedOverBarMinimizesAsThePresetSays() {
    let plan = SystemBarsPlan(
      navigationBar: true, tabBar: false, prefersSystemMinimization: true,
      minimization: FollowView(maxFollowPoint: 44).systemMinimization,
      support: SystemBarsPlan.Support(navigationBars: true, tabBars: true))
    #expect(
      plan.navigationBarMinimization
        == SystemMinimization(behavior: .onScrollDown, restoration: .onReversal))
  }

  /// The system minimizes a kind of bar only where it has the minimization and the app draws with
  /// Liquid Glass; tab bars only on iPhone.
  @Test(arguments: [
    // iOS 27 on iPhone with Liquid Glass: both.
    (true, true, true, true, true, true),
    // iOS 27 on iPad: navigation bars only.
    (true, true, true, false, true, false),
    // iOS 26 on iPhone: tab bars only.
    (false, true, true, true, false, true),
    // iOS 27 in an app that keeps the earlier design: neither.
    (true, true, false, true, false, false),
    // Before iOS 26: neither.
    (false, false, true, true, false, false),
  ])
  func supportFollowsThePlatform(
    navigation: Bool, tab: Bool, glass: Bool, phone: Bool, expectNavigation: Bool,
    expectTab: Bool
  ) {
    let support = SystemBarsPlan.Support(
      navigationBarMinimization: navigation, tabBarMinimization: tab, isLiquidGlass: glass,
      isPhone: phone)
    #expect(support == SystemBarsPlan.Support(navigationBars: expectNavigation, tabBars: expectTab))
  }
}
