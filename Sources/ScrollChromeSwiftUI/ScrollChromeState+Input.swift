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

    /// New accessibility settings (``ChromeRoster/setAccessibility(_:)``).
    func setAccessibility(_ settings: ChromeAccessibility) {
      roster.setAccessibility(settings)
    }

    /// The scroll view appears: the roster writes to and reads from the environment's memory
    /// under the state's key, read when it is used.
    func appear(remembering memory: ScrollChromeMemory) {
      roster.connect(
        ChromeRoster.Memory(
          remember: { [weak self] kept, name in
            if let id = self?.id { memory.remember(kept, for: id, chrome: name) }
          },
          recall: { [weak self] name in
            self?.id.flatMap { memory.memory(for: $0, chrome: name) }
          }))
    }

    /// The scroll view disappears: each running piece is written down.
    func disappear() { roster.rememberRunning() }
  }
#endif
