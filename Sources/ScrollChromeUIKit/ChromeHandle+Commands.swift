#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore

  extension ChromeHandle {
    // MARK: Public

    /// Shows the chrome fully.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - completion: Called exactly once, when the engine reports the command ended: `true` if
    ///     it finished, `false` if a drag, another command or disabling interrupted it.
    public func expand(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      perform { $0.expand(animated: animated, at: $1, completion: completion) }
    }

    /// Hides the chrome fully.
    ///
    /// A collapse the engine's rules forbid (content that fits, a bar still near the top) is
    /// refused: it completes at once with `false` and the chrome stays where it is.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - completion: Called exactly once, when the engine reports the command ended.
    public func collapse(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      perform { $0.collapse(animated: animated, at: $1, completion: completion) }
    }

    /// Moves the chrome to a fraction, `0` shown to `1` hidden, within the engine's limits.
    ///
    /// - Parameters:
    ///   - fraction: The fraction to move to.
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - completion: Called exactly once, when the engine reports the command ended.
    public func setFraction(
      _ fraction: Double, animated: Bool = true, completion: ((Bool) -> Void)? = nil
    ) {
      perform { $0.setFraction(fraction, animated: animated, at: $1, completion: completion) }
    }

    /// Whether scrolling moves the chrome. Disabled chrome stays where it is; a running command
    /// ends with `false`. While VoiceOver runs or the driver ``ScrollChromeDriver/isPaused``, the
    /// chrome stays still whatever this says, and follows it again afterwards.
    public var isEnabled: Bool {
      get { requestedEnabled }
      set {
        requestedEnabled = newValue
        if let driver {
          driver.updateEnabling(self)
        } else {
          perform { $0.setEnabled(newValue, at: $1) }
        }
      }
    }

    /// What to remember of this screen before another replaces it: pass it to ``restore(_:)``
    /// when the screen returns.
    public var memory: CollapseMemory {
      var memory = chrome.behavior.memory
      memory.isEnabled = requestedEnabled
      return memory
    }

    /// Restores what ``memory`` returned, at once and within the engine's rules.
    ///
    /// - Parameter memory: The screen's memory; `CollapseMemory(fraction: 0)` for a new screen.
    public func restore(_ memory: CollapseMemory) {
      requestedEnabled = memory.isEnabled
      perform { $0.restore(memory, at: $1) }
      driver?.updateEnabling(self)
    }

    // MARK: Private

    /// Changes the chrome through its controller at the current time, then applies (running the
    /// completions that are due) and updates the frames.
    private func perform(
      _ change: (inout ChromeController<Chrome, (Bool) -> Void>, Double) -> Void
    ) {
      change(&controller, driver?.now() ?? CACurrentMediaTime())
      settle()
      driver?.updateAccessibilityAction()
      driver?.updateFrames()
    }
  }
#endif
