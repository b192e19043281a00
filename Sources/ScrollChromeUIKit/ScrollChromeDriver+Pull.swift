#if canImport(UIKit)
  import ScrollChromeCore

  extension ScrollChromeDriver {
    // MARK: Public

    /// Adds a pull-to-trigger header and applies its current state at once.
    ///
    /// The header reads the same events as the driver's other chrome, so a collapsing header and
    /// a pull header can share one scroll view. See ``PullHandle`` for the order of the calls and
    /// for the haptic.
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
    ///   - apply: Called at once and after every event with the header's outputs; set the label's
    ///     text and the arrow's rotation here.
    ///   - onTrigger: Called when the finger lifts past a threshold, with the state whose action
    ///     should run (``PullState/shallow`` or ``PullState/deep``); at most once per drag.
    /// - Returns: The handle, through which you read the header.
    @discardableResult
    public func addPull<Preset: PullingPreset>(
      _ preset: Preset, apply: @escaping (Preset.Chrome) -> Void,
      onTrigger: @escaping (PullState) -> Void
    ) -> PullHandle<Preset.Chrome> {
      let handle = PullHandle(makeChrome(preset), apply: apply, onTrigger: onTrigger)
      attach(handle)
      return handle
    }
  }
#endif
