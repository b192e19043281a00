#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  extension ScrollChromeDriver {
    // MARK: Internal

    /// Follows another scroll view: a tracker with its metrics and deceleration rate (the
    /// chrome re-baselines without moving), an observer, a watcher of its window.
    func observe(_ scrollView: UIScrollView?) {
      observer?.invalidate()
      observer = nil
      if let scrollView {
        if let fresh = try? ScrollTracker(
          metrics: scrollView.chromeSample.metrics, time: clock.latest,
          deceleration: scrollView.chromeDeceleration)
        {
          tracker = fresh
        }
        observer = ScrollViewObserver(
          scrollView: scrollView, now: { [unowned self] in now() },
          handler: { [unowned self] event, time in handle(event, at: time) })
      }
      watchWindow(of: scrollView)
    }

    /// Stops everything the driver started: frames, observers, the accessibility action; the
    /// completions still owed run with `false`.
    func tearDown() {
      frames.run(false)
      observer?.invalidate()
      for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
      windowWatcher?.removeFromSuperview()
      removeAccessibilityAction()
      for chrome in chromes { chrome.detach() }
      chromes = []
    }
  }
#endif
