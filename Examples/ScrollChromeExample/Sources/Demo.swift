import ScrollChromeUIKit
import UIKit

/// The demos the menu lists: screens pushed onto the menu's navigation controller, screens that
/// need a navigation or tab bar controller of their own, presented full screen, and, from iOS 18,
/// the menu of SwiftUI demos.
@MainActor
enum Demo: CaseIterable {
  case shyNavigationBar
  case followingBars
  case followingTabBar
  case collapsingHeader
  case pullHeader
  case refreshControl
  case combined
  case swiftUI

  /// Whether the demo runs on this system: the SwiftUI demos need iOS 18.
  var isAvailable: Bool {
    guard self == .swiftUI else { return true }
    if #available(iOS 18.0, *) { return true }
    return false
  }

  var title: String {
    switch self {
    case .shyNavigationBar: "Shy navigation bar"
    case .followingBars: "Custom top bar and bottom bar"
    case .followingTabBar: "Following tab bar"
    case .collapsingHeader: "Collapsing header"
    case .pullHeader: "Pull-to-switch header"
    case .refreshControl: "Refresh control"
    case .combined: "Shy bar, toolbar and refresh together"
    case .swiftUI: "SwiftUI (iOS 18)"
    }
  }

  func show(from menu: UIViewController) {
    switch self {
    case .shyNavigationBar:
      present(ShyBarViewController(depth: 1), from: menu, toolbarClass: nil)
    case .followingBars:
      menu.navigationController?.pushViewController(FollowingBarsViewController(), animated: true)
    case .followingTabBar:
      let tabs = FollowingTabsController()
      tabs.modalPresentationStyle = .fullScreen
      menu.present(tabs, animated: true)
    case .collapsingHeader:
      menu.navigationController?.pushViewController(
        CollapsingHeaderViewController(), animated: true)
    case .pullHeader:
      menu.navigationController?.pushViewController(PullHeaderViewController(), animated: true)
    case .refreshControl:
      menu.navigationController?.pushViewController(RefreshViewController(), animated: true)
    case .combined:
      present(CombinedViewController(), from: menu, toolbarClass: FollowingToolbar.self)
    case .swiftUI:
      if #available(iOS 18.0, *) {
        menu.navigationController?.pushViewController(SwiftUIDemo.makeMenu(), animated: true)
      }
    }
  }

  /// Presents `root` in a navigation controller whose bar is a ``ShyNavigationBar``.
  private func present(
    _ root: UIViewController, from menu: UIViewController, toolbarClass: AnyClass?
  ) {
    let navigation = UINavigationController(
      navigationBarClass: ShyNavigationBar.self, toolbarClass: toolbarClass)
    navigation.viewControllers = [root]
    navigation.modalPresentationStyle = .fullScreen
    root.addDoneButton()
    menu.present(navigation, animated: true)
  }
}
