#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ShyNavigationBar {
    // MARK: Internal

    /// Runs the bar's preset, keeping the fraction if it ran before.
    func install() {
      let memory = handle?.memory
      if let handle { driver.remove(handle) }
      let preset = ShyBar(
        fullHeight: Double(fullHeight), shyHeight: Double(shyHeight), snaps: snaps)
      driver.expandActionName = "Show Navigation Bar"
      handle = driver.add(preset) { [weak self] chrome in self?.apply(chrome) }
      if let memory { handle?.restore(memory) }
    }

    /// Follows the navigation controller's top view controller: when it changes, remembers the
    /// bar of the screen that goes, restores the one of the screen that comes (a new screen starts
    /// shown); and it follows the top view controller's scroll view, also one registered after the
    /// screen appeared.
    ///
    /// UIKit lays the bar out whenever its items change — a push, a pop, the start and the
    /// cancellation of an interactive pop — so `layoutSubviews` is where the change shows.
    func followTopViewController() {
      guard let navigation = delegate as? UINavigationController,
        let top = navigation.topViewController, let handle
      else { return }
      var restored: CollapseMemory?
      if top !== screen {
        setSafeAreaReduction(0)
        restored =
          screens.switchScreen(
            to: ObjectIdentifier(top), leaving: handle.memory,
            keeping: navigation.viewControllers.map(ObjectIdentifier.init))
          ?? CollapseMemory(fraction: 0)
        screen = top
      }
      let scrollView = top.contentScrollView(for: .top) ?? (top.viewIfLoaded as? UIScrollView)
      if driver.scrollView !== scrollView { driver.scrollView = scrollView }
      if let restored { handle.restore(restored) }
    }

    /// Moves the bar up by its hidden height, fades its items, lets the safe area follow and
    /// reports the change.
    ///
    /// - Note: Cost per event: a few assignments, one per bar button item, and the update closure.
    func apply(_ chrome: ShyBar.Chrome) {
      let hidden = chrome.behavior.collapsed
      transform = CGAffineTransform.identity.translatedBy(x: 0, y: CGFloat(-hidden))
      if fadesItems, let item = topItem {
        let alpha = CGFloat(chrome.itemAlpha)
        item.titleView?.alpha = alpha
        for button in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
          button.customView?.alpha = alpha
        }
      }
      setSafeAreaReduction(
        CGFloat(
          ChromeSafeArea.topReduction(
            hidden: hidden, offsetFromTop: driver.tracker.metrics.offsetFromTop,
            range: chrome.behavior.range)))
      onUpdate?(visibleFrame, CGFloat(chrome.behavior.fraction))
    }

    // MARK: Private

    /// Takes `reduction` points from the top safe area of the followed view controller, keeping
    /// whatever the app set itself, and tells the host model it was the chrome's own write.
    private func setSafeAreaReduction(_ reduction: CGFloat) {
      guard reduction != safeAreaReduction, let screen else { return }
      screen.additionalSafeAreaInsets.top += safeAreaReduction - reduction
      safeAreaReduction = reduction
      driver.setOwnInsets(top: -Double(reduction), bottom: 0)
    }
  }

  extension UINavigationController {
    // MARK: Public

    /// The navigation bar as a ``ShyNavigationBar``, or `nil` if it is another class
    /// (SQTShyNavigationBar's `shyNavigationBar`).
    public var shyNavigationBar: ShyNavigationBar? { navigationBar as? ShyNavigationBar }
  }
#endif
