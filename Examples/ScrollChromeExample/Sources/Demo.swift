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
  case scrollEdgeHairline
  case chat
  case reading
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
    case .scrollEdgeHairline: "A hairline drawn from the overlap"
    case .chat: "Chat: a bottom-anchored list"
    case .reading: "Reading: a toolbar that comes back at the end"
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
    case .scrollEdgeHairline:
      let screen = StripViewController(
        rows: RowsViewController(title: "Hairline"), preset: FollowView(maxFollowPoint: 44),
        note: "The strip's hairline reads the overlap: it fades in over the first 8 points the "
          + "list scrolls from its top, while the strip still slides up with it, and out as the "
          + "list comes back to its top.")
      menu.navigationController?.pushViewController(screen, animated: true)
    case .chat:
      // The strip follows the chat in the reversed direction: it hides as the list scrolls up
      // toward older messages, and shows again toward the newest, at the end of the list.
      let screen = StripViewController(
        rows: MessagesViewController(),
        preset: FollowView(maxFollowPoint: 44, direction: .reversed),
        note: "The oldest messages. Scroll down to the newest: the strip comes back.",
        startsAtEnd: true)
      menu.navigationController?.pushViewController(screen, animated: true)
    case .reading:
      present(ReadingViewController(), from: menu, toolbarClass: FollowingToolbar.self)
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
