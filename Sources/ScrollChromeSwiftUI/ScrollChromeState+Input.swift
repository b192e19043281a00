#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// Feeds a geometry report to the host model.
    func observe(_ metrics: ScrollMetrics) {
      let time = now()
      host.observe(metrics, at: time) { handle($0, at: time) }
    }

    /// Feeds a phase report to the host model.
    func changePhase(to activity: ScrollActivity, velocity: Double?, geometry: ScrollMetrics) {
      let time = now()
      host.changePhase(to: activity, velocity: velocity, geometry: geometry, at: time) {
        handle($0, at: time)
      }
    }

    /// New accessibility settings: Reduce Motion for every chrome; VoiceOver starting expands all
    /// chrome, and while it runs no chrome follows scrolling.
    func setAccessibility(_ settings: ChromeAccessibility) {
      guard settings != accessibility else { return }
      let previous = accessibility
      accessibility = settings
      for chrome in chromes { chrome.configure(reduceMotion: settings.isReduceMotionEnabled) }
      updateEnabling()
      if settings.expandsChrome(comingFrom: previous) { expand() }
    }
  }
#endif
