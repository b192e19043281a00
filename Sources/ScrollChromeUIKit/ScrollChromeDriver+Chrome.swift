#if canImport(UIKit)
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
    ///   - apply: Called with the chrome's outputs at once and after every event, frame and
    ///     command that changed them (never when nothing changed).
    /// - Returns: The handle through which you command the chrome.
    @discardableResult
    public func add<Preset: CollapsingPreset>(
      _ preset: Preset, apply: @escaping (Preset.Chrome) -> Void
    ) -> ChromeHandle<Preset.Chrome> {
      let piece = runtime.add(preset, named: nextPieceName(), running: true) { apply($0.chrome) }
      return ChromeHandle(piece, driver: self)
    }

    /// Adds a pull-to-trigger header and applies its current state at once.
    ///
    /// The header reads the same scroll view as the driver's other chrome, so a collapsing header
    /// and a pull header can share one scroll view. See ``PullHandle`` for the order of the calls
    /// and for the haptic.
    ///
    /// ```swift
    /// chrome.addPull(DraggableSwitch()) { [unowned self] header in
    ///   pullLabel.text = header.text
    ///   arrowView.transform = CGAffineTransform.identity.rotated(by: header.arrowRotation)
    /// } onTrigger: { [unowned self] _ in
    ///   returnToMenu()
    /// }
    /// ```
    ///
    /// An invalid preset runs as its nearest valid one, reported once through
    /// ``onInvalidPreset``.
    ///
    /// - Parameters:
    ///   - preset: The header: a ``DraggableSwitch`` with its thresholds and texts, or a
    ///     ``PullConfiguration`` of your own.
    ///   - apply: Called at once and after every event that changed the header, with its
    ///     outputs; set the label's text and the arrow's rotation here.
    ///   - onTrigger: Called when the finger lifts past a threshold, with the state whose action
    ///     should run (``PullState/shallow`` or ``PullState/deep``); at most once per drag.
    /// - Returns: The handle, through which you read the header.
    @discardableResult
    public func addPull<Preset: PullingPreset>(
      _ preset: Preset, apply: @escaping (Preset.Chrome) -> Void,
      onTrigger: @escaping (PullState) -> Void
    ) -> PullHandle<Preset.Chrome> {
      let haptics = PullHaptics()
      let piece = runtime.addPull(
        preset, named: nextPieceName(), running: true, apply: { apply($0.chrome) },
        onTrigger: onTrigger, onFeedback: { haptics.play($0) })
      return PullHandle(piece)
    }

    /// Removes chrome: it no longer follows scrolling, and the completions of its commands still
    /// running are called with `false`. Removing chrome that is not attached does nothing.
    ///
    /// - Parameter chrome: A handle ``add(_:apply:)`` returned.
    public func remove<Chrome>(_ chrome: ChromeHandle<Chrome>) { runtime.remove(chrome.piece) }

    /// Removes a pull-to-trigger header: it no longer reads pulls. Removing a header that is not
    /// attached does nothing.
    ///
    /// - Parameter header: A handle ``addPull(_:apply:onTrigger:)`` returned.
    public func remove<Chrome>(_ header: PullHandle<Chrome>) { runtime.remove(header.piece) }

    // MARK: Internal

    /// A name for the next piece, unique on this driver.
    func nextPieceName() -> String {
      pieceCount += 1
      return "chrome\(pieceCount)"
    }
  }
#endif
