#if canImport(SwiftUI)
  import ScrollChromeCore

  extension CollapsingSlot: StateChrome {
    var takesCommands: Bool { true }

    var memory: CollapseMemory? {
      CollapseMemory(fraction: controller.chrome.behavior.fraction, isEnabled: requestedEnabled)
    }

    func configure(reduceMotion: Bool) {
      controller.setReduceMotion(reduceMotion)
    }

    /// Scrolling moves the chrome as the app asked, unless paused or VoiceOver runs.
    func updateEnabling(_ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double) {
      let enabled = accessibility.isEnabled(requested: requestedEnabled, isPaused: isPaused)
      guard enabled != controller.chrome.behavior.isEnabled else { return }
      change { $0.setEnabled(enabled, at: time) }
    }

    /// - Note: Cost per event: the chrome's `handle` (O(1), O(number of effects) for a header).
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      change { $0.handle(event, tracker: tracker) }
    }

    func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?) {
      change {
        switch command {
        case .expand(let animated): $0.expand(animated: animated, at: time, completion: completion)
        case .collapse(let animated):
          $0.collapse(animated: animated, at: time, completion: completion)
        case .fraction(let fraction, let animated):
          $0.setFraction(fraction, animated: animated, at: time, completion: completion)
        }
      }
    }

    func restore(_ memory: CollapseMemory, at time: Double) {
      requestedEnabled = memory.isEnabled
      change { $0.restore(memory, at: time) }
    }

    func stop() {
      for due in controller.cancelAll() { due.completion(due.finished) }
    }
  }
#endif
