/// A piece of chrome as a ``ChromeRoster`` runs it.
public protocol RosterChrome: AnyObject {
  /// The piece's name on its scroll view, unique per kind: `shyTopBar`, `followingBar.top`…
  var name: String { get }
  /// Whether the roster's commands to all chrome move it (collapsing chrome, not a pull header).
  var takesCommands: Bool { get }
  /// Whether the app wants scrolling to move it.
  var requestedEnabled: Bool { get set }
  /// What to remember when it stops; `nil` for chrome that keeps nothing.
  var memory: CollapseMemory? { get }
  /// Whether the scroll view offers the action that expands it
  /// (``ChromeAccessibility/offersExpandAction(fraction:isEnabled:isHeader:)``).
  var offersExpandAction: Bool { get }
  /// Sets the behaviour's Reduce Motion flag.
  func configure(reduceMotion: Bool)
  /// Enables or disables the behaviour as the rules decide for its kind.
  func updateEnabling(_ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double)
  /// Moves running animations to a frame's time.
  func advance(to time: Double)
  /// Hands an event the tracker accepted to the behaviour.
  func receive(_ event: ScrollEvent, tracker: ScrollTracker)
  /// Runs a command; `completion` runs once it ends.
  func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?)
  /// Restores what ``memory`` returned, at once.
  func restore(_ memory: CollapseMemory, at time: Double)
  /// The piece stops running: every command still under way ends, `finished == false`.
  func stop()
}

/// A command for a piece of chrome, as an app gives it.
public enum ChromeCommand: Sendable, Equatable {
  /// Show it fully.
  case expand(animated: Bool)
  /// Hide it fully.
  case collapse(animated: Bool)
  /// Move it to a fraction, 0 shown to 1 hidden.
  case fraction(Double, animated: Bool)
}
