#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ScrollChromeDriver {
    // MARK: Internal

    /// Runs the display link exactly while ``FrameSchedule/needsFrames(chromeAnimates:scrollViewMoves:isOnScreen:)``
    /// says so: some chrome animates or the scroll view still moves, and it is on screen.
    ///
    /// - Note: Cost per event: O(number of chrome), no allocation unless the link starts.
    func updateFrames() {
      frames.run(
        FrameSchedule.needsFrames(
          chromeAnimates: chromes.contains { $0.isAnimating },
          scrollViewMoves: observer?.needsFrames ?? false,
          isOnScreen: scrollView?.window != nil))
    }

    /// Watches the scroll view's window, so that frames stop off screen and resume on return.
    func watchWindow(of scrollView: UIScrollView?) {
      windowWatcher?.removeFromSuperview()
      windowWatcher = nil
      guard let scrollView else { return }
      let watcher = WindowWatcher()
      watcher.onWindowChange = { [weak self] in self?.updateFrames() }
      scrollView.addSubview(watcher)
      windowWatcher = watcher
    }

    /// One frame: samples the scroll view, then moves every animating chrome to the frame's time.
    ///
    /// - Parameter targetTimestamp: When the frame will be shown.
    /// - Note: Cost per event: one sample, O(1) per animating chrome plus its apply closure.
    func frameDidFire(at targetTimestamp: Double) {
      let time = clock.frame(targetTimestamp: targetTimestamp)
      observer?.poll(at: time)
      for chrome in chromes where chrome.isAnimating { chrome.advance(to: time) }
      updateAccessibilityAction()
      updateFrames()
    }
  }
#endif
