#if canImport(SwiftUI)
  import QuartzCore
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ScrollChromeModel {
    // MARK: Public

    /// Shows the chrome fully.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - completion: Called exactly once, when the engine reports the command ended: `true` if
    ///     it finished, `false` if a drag, another command or disabling interrupted it.
    public func expand(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      run(completion) { chrome, time, emit in
        chrome.behavior.expand(animated: animated, at: time, emit: emit)
      }
    }

    /// Hides the chrome fully, as far as the engine's rules allow.
    ///
    /// Content that fits never collapses; the engine then completes the command at once with
    /// `false`.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - completion: Called exactly once, when the engine reports the command ended.
    public func collapse(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      run(completion) { chrome, time, emit in
        chrome.behavior.collapse(animated: animated, at: time, emit: emit)
      }
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
      run(completion) { chrome, time, emit in
        chrome.behavior.setFraction(fraction, animated: animated, at: time, emit: emit)
      }
    }

    /// Enables or disables the chrome. Disabled chrome stays where it is; a running command
    /// ends with `false`.
    ///
    /// - Parameter enabled: Whether scrolling moves the chrome.
    public func setEnabled(_ enabled: Bool) {
      perform { chrome, time, emit in chrome.behavior.setEnabled(enabled, at: time, emit: emit) }
    }

    /// What to remember of this screen before another replaces it: pass it to ``restore(_:)``
    /// when the screen returns.
    public var memory: CollapseMemory { chrome.behavior.memory }

    /// Restores what ``memory`` returned, at once and within the engine's rules.
    ///
    /// - Parameter memory: The screen's memory; `CollapseMemory(fraction: 0)` for a new screen.
    public func restore(_ memory: CollapseMemory) {
      perform { chrome, time, emit in chrome.behavior.restore(memory, at: time, emit: emit) }
    }

    // MARK: Private

    /// Runs a command, registers its completion by the identifier the engine returns, publishes.
    private func run(
      _ completion: ((Bool) -> Void)?,
      _ command: (inout Chrome, Double, (CollapseEvent) -> Void) -> CommandID
    ) {
      // A command that ends at once reports it before returning its identifier: the report waits
      // in `finished` until `settle()`, after the completion is registered.
      let id = command(&chrome, CACurrentMediaTime()) { record($0) }
      if let completion { completions[id] = completion }
      settle()
    }

    /// Changes the chrome through the engine, then publishes.
    private func perform(_ change: (inout Chrome, Double, (CollapseEvent) -> Void) -> Void) {
      change(&chrome, CACurrentMediaTime()) { record($0) }
      settle()
    }
  }
#endif
