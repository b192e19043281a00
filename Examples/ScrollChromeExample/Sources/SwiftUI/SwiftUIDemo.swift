import SwiftUI
import UIKit

/// The SwiftUI demos: screens pushed onto the menu's navigation controller, and the system bars'
/// screen, which needs a SwiftUI navigation stack of its own and is presented full screen.
@available(iOS 18.0, *)
@MainActor
enum SwiftUIDemo: CaseIterable {
  case shyTopBar
  case followingBar
  case twoBottomBars
  case collapsingHeader
  case pullHeader
  case systemBars
  case list
  case combined
  case scrollEdge

  /// The menu that lists them.
  static func makeMenu() -> UIViewController {
    MenuViewController(
      title: "SwiftUI", entries: allCases.map { .init(title: $0.title, show: $0.show) })
  }

  var title: String {
    switch self {
    case .shyTopBar: "Shy top bar"
    case .followingBar: "Following top and bottom bars"
    case .twoBottomBars: "Two bars at the bottom, keyed by id"
    case .collapsingHeader: "Collapsing header"
    case .pullHeader: "Pull-to-switch header"
    case .systemBars: "System bars hiding"
    case .list: "A List with a shy bar and a bottom bar"
    case .combined: "Shy bar, bottom bar and pull header together"
    case .scrollEdge: "Hairlines from the overlap, a toolbar back at the end"
    }
  }

  func show(from menu: UIViewController) {
    // The pushed screen is on top of the menu: popping it returns there.
    let returnToMenu = { [weak menu] in
      _ = menu?.navigationController?.popViewController(animated: true)
    }
    switch self {
    case .shyTopBar: push(ShyTopBarScreen(), from: menu)
    case .followingBar: push(FollowingBarScreen(), from: menu)
    case .twoBottomBars: push(TwoBottomBarsScreen(), from: menu)
    case .collapsingHeader: push(CollapsingHeaderScreen(), from: menu)
    case .pullHeader: push(PullHeaderScreen(returnToMenu: returnToMenu), from: menu)
    case .list: push(ListScreen(), from: menu)
    case .combined: push(CombinedScreen(returnToMenu: returnToMenu), from: menu)
    case .scrollEdge: push(ScrollEdgeScreen(), from: menu)
    case .systemBars:
      let screen = UIHostingController(
        rootView: SystemBarsScreen { [weak menu] in menu?.dismiss(animated: true) })
      screen.modalPresentationStyle = .fullScreen
      menu.present(screen, animated: true)
    }
  }

  /// Pushes a screen onto the menu's navigation controller, titled as the menu lists it.
  private func push(_ screen: some View, from menu: UIViewController) {
    let hosting = UIHostingController(rootView: screen)
    hosting.title = title
    menu.navigationController?.pushViewController(hosting, animated: true)
  }
}
