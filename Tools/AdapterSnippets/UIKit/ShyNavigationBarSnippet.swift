#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the "After" snippet in the article "Adding a shy navigation bar": the
  /// members below `inbox` are the example, verbatim.
  private final class ShyNavigationBarExample: SnippetViewController {
    var inbox: UIViewController!

    func makeNavigationController() -> UINavigationController {
      // Where you create the navigation controller (or set the bar's class in the storyboard):
      let navigation = UINavigationController(
        navigationBarClass: ShyNavigationBar.self, toolbarClass: nil)
      navigation.viewControllers = [inbox]
      return navigation
    }

    // In a view controller whose view is not the scroll view itself:
    override func viewDidLoad() {
      super.viewDidLoad()
      setContentScrollView(tableView, for: .top)
    }

    // To bring the bar back, for example when the title is tapped:
    func titleTapped() {
      navigationController?.shyNavigationBar?.expand()
    }
  }

  /// The compiled twin of the snippet in "Scroll-edge appearance" of the same article.
  private final class ShyNavigationBarHairlineExample: SnippetViewController {
    var hairline: UIView!

    // `hairline` is a view of yours in the navigation controller's view. From viewDidLoad():
    func installHairline() {
      let bar = navigationController?.shyNavigationBar
      bar?.onUpdate = { [weak self, weak bar] visible, _ in
        self?.hairline.frame.origin.y = visible.maxY
        self?.hairline.alpha = bar?.contentOverlap ?? 0
      }
    }
  }

  /// The compiled twin of the snippet in "Bottom-anchored content" of the same article.
  private final class ShyNavigationBarChatExample: SnippetViewController {
    // The bar serves every screen of its navigation controller: a chat sets the reversed
    // direction as it comes on screen, and the other screens set `.normal` in theirs.
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      navigationController?.shyNavigationBar?.direction = .reversed
    }
  }
#endif
