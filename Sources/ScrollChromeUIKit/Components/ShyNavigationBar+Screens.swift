#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ShyNavigationBar {
    // MARK: Internal

    /// Runs the bar's preset; a bar that runs already goes on from its fraction.
    func install() {
      if let handle {
        driver.runtime.replace(handle.piece, with: preset)
        return
      }
      driver.expandActionName = "Show Navigation Bar"
      let handle = driver.add(preset) { [weak self] chrome in self?.apply(chrome) }
      handle.piece.reducesTopSafeArea = true
      self.handle = handle
    }

    /// Hands the runtime the screen shown on every layout pass — UIKit lays the bar out whenever
    /// its items change: a push, a pop, the start of an interactive pop — with the transition
    /// coordinator while a transition runs. The runtime picks the screen and switches; this
    /// only describes them. The screen shown gets the system's minimization that stands for the
    /// bar.
    func followTopViewController() {
      guard let navigation = delegate as? UINavigationController,
        let top = navigation.topViewController
      else { return }
      let coordinator = navigation.transitionCoordinator
      let shown = ChromeRuntime.screenShown(
        top: top, stack: navigation.viewControllers,
        destination: coordinator?.viewController(forKey: .to))
      driver.runtime.showTopScreen(
        screen(for: shown), keeping: navigation.viewControllers.map(Self.identity),
        during: coordinator.map(transition(for:)))
      minimizeWithSystem(shown)
    }

    /// Moves the bar up by its hidden height, keeps its scroll-edge appearance right, fades its
    /// items — after the appearance, since UIKit may rebuild the bar's content views when an
    /// item's appearance changes — and reports the change.
    ///
    /// - Note: Cost per event: a few assignments, one per subview of the bar, and the update
    ///   closure.
    func apply(_ chrome: ShyBar.Chrome) {
      transform = CGAffineTransform.identity.translatedBy(
        x: 0, y: CGFloat(-chrome.behavior.collapsed))
      showExpectedAppearance(for: chrome)
      fadeItems(for: chrome)
      onUpdate?(visibleFrame, CGFloat(chrome.behavior.fraction))
    }

    /// Gives the views that fade the alpha the fade hands out for `chrome`, if any: the bar's
    /// own subviews but its background, or under Liquid Glass the views the app gave the bar.
    ///
    /// - Note: Cost per event: one assignment per subview of the bar, or per item view.
    func fadeItems(for chrome: ShyBar.Chrome?) {
      guard let chrome, let alpha = itemFade.alpha(for: chrome.itemAlpha) else { return }
      guard BarItemFade.fadesBarSubviews(underLiquidGlass: LiquidGlass.isActive) else {
        topItem?.titleView?.alpha = CGFloat(alpha)
        for button in (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? []) {
          button.customView?.alpha = CGFloat(alpha)
        }
        return
      }
      for (index, view) in subviews.enumerated()
      where BarItemFade.fades(subviewAt: index, isHidden: view.isHidden, alpha: Double(view.alpha))
      {
        view.alpha = CGFloat(alpha)
      }
    }

    // MARK: Private

    /// A view controller's identity as the runtime names screens.
    private static func identity(_ screen: UIViewController) -> UInt {
      UInt(bitPattern: ObjectIdentifier(screen))
    }

    /// A view controller as the runtime sees a screen: its scroll view — the one registered with
    /// `setContentScrollView(_:for: .top)`, else its view if that is a scroll view — and its top
    /// safe area, written through `additionalSafeAreaInsets` so that the app's own value stays.
    private func screen(for controller: UIViewController) -> ChromeScreen {
      let scrollView =
        controller.contentScrollView(for: .top) ?? (controller.viewIfLoaded as? UIScrollView)
      return ChromeScreen(
        id: Self.identity(controller), scrollView: scrollView.map(driver.source(for:))
      ) { [weak controller] points in
        controller?.additionalSafeAreaInsets.top += CGFloat(points)
      }
    }

    /// The navigation controller's transition coordinator as the runtime uses it: the screen
    /// switch runs alongside the transition in the bar (which is outside the transition's
    /// container view, so an interactive pop drives it), and the completion reports a cancel.
    private func transition(
      for coordinator: any UIViewControllerTransitionCoordinator
    ) -> ScreenTransition {
      ScreenTransition(id: UInt(bitPattern: ObjectIdentifier(coordinator))) {
        [weak self] animation, completion in
        coordinator.animateAlongsideTransition(
          in: self, animation: { _ in animation() },
          completion: { context in completion(context.isCancelled) })
      }
    }
  }

  extension UINavigationController {
    // MARK: Public

    /// The navigation bar as a ``ShyNavigationBar``, or `nil` if it is another class
    /// (SQTShyNavigationBar's `shyNavigationBar`).
    public var shyNavigationBar: ShyNavigationBar? { navigationBar as? ShyNavigationBar }
  }
#endif
