#if canImport(UIKit)
  import ScrollChromeCore

  /// One piece of chrome a ``ScrollChromeDriver`` runs: its current outputs, and the commands
  /// that move it with UIKit-style completions.
  ///
  /// You get a handle from ``ScrollChromeDriver/add(_:apply:)``. The driver feeds it every event
  /// and, while it animates, every frame; after each one the handle calls your apply closure with
  /// ``chrome``, then the completions of the commands the engine reported ended — each exactly
  /// once. When the handle's chrome goes away (``ScrollChromeDriver/remove(_:)``, or the driver is
  /// freed), the completions still owed run with `false`.
  @MainActor
  public final class ChromeHandle<Chrome: CollapsingChrome> {
    // MARK: Public

    /// The chrome as of the last event, frame or command: read its outputs here or in `apply`.
    public var chrome: Chrome { controller.chrome }

    // MARK: Internal

    /// The driver that feeds this handle; `nil` once removed.
    weak var driver: ScrollChromeDriver?
    /// Applies the chrome's outputs to the views.
    let apply: (Chrome) -> Void
    /// The chrome and the completions its commands owe.
    var controller: ChromeController<Chrome, (Bool) -> Void>
    /// Whether the app wants scrolling to move the chrome (the driver may still hold it still).
    var requestedEnabled: Bool

    init(_ chrome: Chrome, driver: ScrollChromeDriver, apply: @escaping (Chrome) -> Void) {
      controller = ChromeController(chrome)
      requestedEnabled = chrome.behavior.isEnabled
      self.driver = driver
      self.apply = apply
    }

    /// Calls `apply`, then the completions the engine reported since the last call.
    ///
    /// Completions run after the new state is stored, so one may issue another command.
    /// - Note: Cost per event: the apply closure, plus O(1) per reported completion.
    func settle() {
      apply(controller.chrome)
      for due in controller.takeCompletions() { due.completion(due.finished) }
    }
  }
#endif
