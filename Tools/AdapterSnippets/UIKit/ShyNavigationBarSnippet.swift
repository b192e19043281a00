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
#endif
