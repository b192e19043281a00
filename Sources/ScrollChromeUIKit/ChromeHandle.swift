#if canImport(UIKit)
  import ScrollChromeCore

  /// One piece of chrome a ``ScrollChromeDriver`` runs: its current outputs, and the commands
  /// that move it with UIKit-style completions.
  ///
  /// You get a handle from ``ScrollChromeDriver/add(_:apply:)``. The driver feeds it every event
  /// and, while it animates, every frame; after each one the handle calls your apply closure with
  /// ``chrome``, then the completions of the commands the engine reported ended — each exactly
  /// once, as the engine reports it.
  @MainActor
  public final class ChromeHandle<Chrome: CollapsingChrome> {
    // MARK: Public

    /// The chrome as of the last event, frame or command: read its outputs here or in `apply`.
    public var chrome: Chrome { controller.chrome }

    // MARK: Internal

    /// The driver that feeds this handle, to start frames after a command.
    weak var driver: ScrollChromeDriver?
    /// Applies the chrome's outputs to the views.
    let apply: (Chrome) -> Void
    /// The chrome and the completions its commands owe.
    var controller: ChromeController<Chrome, (Bool) -> Void>

    init(_ chrome: Chrome, driver: ScrollChromeDriver, apply: @escaping (Chrome) -> Void) {
      controller = ChromeController(chrome)
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

  /// What ``ScrollChromeDriver`` needs of a handle, whatever its chrome type.
  @MainActor
  protocol DrivenChrome: AnyObject {
    /// Whether the chrome needs frames.
    var isAnimating: Bool { get }
    /// Sets the behaviour's Reduce Motion flag.
    func setReduceMotion(_ reduceMotion: Bool)
    /// Hands an event the tracker accepted to the behaviour, then applies.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker)
    /// Moves a running animation to a frame time, then applies.
    func advance(to time: Double)
  }

  extension ChromeHandle: DrivenChrome {
    var isAnimating: Bool { controller.chrome.isAnimating }

    func setReduceMotion(_ reduceMotion: Bool) {
      controller.setReduceMotion(reduceMotion)
    }

    /// - Note: Cost per event: the chrome's `handle` (O(1), O(number of effects) for a header)
    ///   and the apply closure.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      controller.handle(event, tracker: tracker)
      settle()
    }

    /// - Note: Cost per event: the chrome's `advance` (O(1), O(number of effects) for a header)
    ///   and the apply closure.
    func advance(to time: Double) {
      controller.advance(to: time)
      settle()
    }
  }
#endif
