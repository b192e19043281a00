#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  extension ScrollChromeDriver {
    // MARK: Internal

    /// Runs the display link exactly while some chrome reports ``CollapsingChrome/isAnimating``
    /// (a behaviour's settle or command, or a header's title fade).
    ///
    /// - Note: Cost per event: O(number of chrome), no allocation unless the link starts.
    func updateFrames() {
      let needsFrames = chromes.contains { $0.isAnimating }
      if needsFrames, displayLink == nil {
        let link = CADisplayLink(target: self, selector: #selector(frameDidFire))
        link.add(to: .main, forMode: .common)
        displayLink = link
      } else if !needsFrames, let link = displayLink {
        link.invalidate()
        displayLink = nil
      }
    }

    /// Follows the system's Reduce Motion setting.
    func observeReduceMotion() {
      reduceMotionObserver = NotificationCenter.default.addObserver(
        forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil,
        queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.reduceMotion = UIAccessibility.isReduceMotionEnabled }
      }
    }

    /// Stops following the Reduce Motion setting.
    func stopObservingReduceMotion() {
      if let reduceMotionObserver {
        NotificationCenter.default.removeObserver(reduceMotionObserver)
      }
      reduceMotionObserver = nil
    }

    // MARK: Private

    /// Advances every animating chrome to the frame the display link is preparing.
    ///
    /// - Note: Cost per event: O(1) per animating chrome plus its apply closure.
    @objc private func frameDidFire() {
      guard let time = displayLink?.targetTimestamp else { return }
      for chrome in chromes where chrome.isAnimating { chrome.advance(to: time) }
      updateFrames()
    }
  }
#endif
