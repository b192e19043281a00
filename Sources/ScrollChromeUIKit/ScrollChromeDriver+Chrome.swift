#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  extension ScrollChromeDriver {
    // MARK: Public

    /// Adds chrome and applies its current state at once.
    ///
    /// An invalid preset runs as its nearest valid one, reported once through
    /// ``onInvalidPreset``.
    ///
    /// - Parameters:
    ///   - preset: The chrome: ``ShyBar``, ``FollowView``, ``HeaderTransition``, or a
    ///     ``CollapseConfiguration`` of your own.
    ///   - apply: Called after every event, frame and command with the chrome's outputs.
    /// - Returns: The handle through which you command the chrome.
    @discardableResult
    public func add<Preset: CollapsingPreset>(
      _ preset: Preset, apply: @escaping (Preset.Chrome) -> Void
    ) -> ChromeHandle<Preset.Chrome> {
      let handle = ChromeHandle(makeChrome(preset), driver: self, apply: apply)
      attach(handle)
      return handle
    }

    /// Removes chrome: it no longer follows scrolling, and the completions of its commands still
    /// running are called with `false`. Removing chrome that is not attached does nothing.
    ///
    /// - Parameter chrome: A handle ``add(_:apply:)`` or ``addPull(_:apply:onTrigger:)`` returned.
    public func remove(_ chrome: AnyObject) {
      guard let index = chromes.firstIndex(where: { $0 === chrome }) else { return }
      chromes.remove(at: index).detach()
      updateAccessibilityAction()
      updateFrames()
    }

    // MARK: Internal

    /// The running chrome of a preset on ``tracker``: the nearest valid one, reported if it was
    /// not valid.
    func makeChrome<Preset: ChromePreset>(_ preset: Preset) -> Preset.Chrome {
      let (valid, issue) = preset.resolved()
      if let issue { onInvalidPreset(issue) }
      return valid.makeChrome(tracker: tracker)
    }

    /// Starts driving a handle: its settings, its first apply, frames if it animates.
    func attach(_ handle: any DrivenChrome) {
      handle.configure(reduceMotion: accessibility.isReduceMotionEnabled, at: now())
      chromes.append(handle)
      updateEnabling(handle)
      handle.settle()
      updateAccessibilityAction()
      updateFrames()
    }
  }
#endif
