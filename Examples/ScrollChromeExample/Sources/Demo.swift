import ScrollChromeUIKit
import UIKit

/// The demos the menu lists: screens pushed onto the menu's navigation controller, and screens
/// that need a navigation or tab bar controller of their own, presented full screen.
@MainActor
enum Demo: CaseIterable {
  case shyNavigationBar
  case followingBars
  case followingTabBar
  case collapsingHeader
  case pullHeader
  case refreshControl
  case combined

  var title: String {
    switch self {
    case .shyNavigationBar: "Shy navigation bar"
    case .followingBars: "Custom top bar and bottom bar"
    case .followingTabBar: "Following tab bar"
    case .collapsingHeader: "Collapsing header"
    case .pullHeader: "Pull-to-switch header"
    case .refreshControl: "Refresh control"
    case .combined: "Shy bar, toolbar and refresh together"
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
