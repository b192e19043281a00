#if canImport(UIKit)
  import ScrollChromeCore

  /// One piece of chrome a ``ScrollChromeDriver`` runs: its current value, and the commands that
  /// move it with UIKit-style completions.
  ///
  /// You get a handle from ``ScrollChromeDriver/add(_:apply:)``. The driver feeds it every event
  /// and, while it animates, every frame; after each one the handle calls your apply closure with
  /// ``chrome``, then the completions of the commands the engine reported finished — each exactly
  /// once, as the engine reports it.
  @MainActor
  public final class ChromeHandle<Chrome: CollapsingChrome> {
    // MARK: Public

    /// The chrome as of the last event, frame or command: read its outputs here or in `apply`.
    public internal(set) var chrome: Chrome

    // MARK: Internal

    /// The driver that feeds this handle, to start frames after a command.
    weak var driver: ScrollChromeDriver?
    /// Applies the chrome's outputs to the views.
    let apply: (Chrome) -> Void
    /// The completions of commands that are still running, by command.
    var completions: [CommandID: (Bool) -> Void] = [:]
    /// Commands the engine reported finished during the current call, in order.
    var finished: [(id: CommandID, finished: Bool)] = []

    init(_ chrome: Chrome, driver: ScrollChromeDriver, apply: @escaping (Chrome) -> Void) {
      self.chrome = chrome
      self.driver = driver
      self.apply = apply
      finished.reserveCapacity(2)
    }

    /// Records the command completions among the engine's reports, to run once state is stored.
    ///
    /// - Note: Cost per event: O(1); appends to a buffer whose capacity is kept.
    func record(_ event: CollapseEvent) {
      if case .completed(let id, _, let finished) = event {
        self.finished.append((id, finished))
      }
    }

    /// Calls `apply`, then the completions the engine reported since the last call.
    ///
    /// Completions run after the new state is stored, so one may issue another command.
    /// - Note: Cost per event: the apply closure, plus O(1) per reported completion.
    func settle() {
      apply(chrome)
      while !finished.isEmpty {
        let report = finished.removeFirst()
        completions.removeValue(forKey: report.id)?(report.finished)
      }
    }
  }

  /// What ``ScrollChromeDriver`` needs of a handle, whatever its chrome type.
  @MainActor
  protocol DrivenChrome: AnyObject {
    /// Whether the chrome's behaviour needs frames.
    var isAnimating: Bool { get }
    /// Sets the behaviour's Reduce Motion flag.
    func setReduceMotion(_ reduceMotion: Bool)
    /// Hands an event the tracker accepted to the behaviour, then applies.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker)
    /// Moves a running animation to a frame time, then applies.
    func advance(to time: Double)
  }

  extension ChromeHandle: DrivenChrome {
    var isAnimating: Bool { chrome.isAnimating }

    func setReduceMotion(_ reduceMotion: Bool) {
      chrome.behavior.reduceMotion = reduceMotion
    }

    /// - Note: Cost per event: the behaviour's `handle` (O(1)) and the apply closure.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      chrome.handle(event, tracker: tracker) { record($0) }
      settle()
    }

    /// - Note: Cost per event: the behaviour's `advance` (O(1)) and the apply closure.
    func advance(to time: Double) {
      chrome.advance(to: time) { record($0) }
      settle()
    }
  }
#endif
