#if canImport(SwiftUI)
  import ScrollChromeCore

  /// What a ``ScrollChromeState`` needs of a piece of its chrome, whatever its type: the SwiftUI
  /// twin of the UIKit driver's chrome handles.
  protocol StateChrome: AnyObject {
    /// The chrome's name on its scroll view, unique per kind: `shyTopBar`, `followingBar.top`…
    var name: String { get }
    /// How many of the chrome's views are on screen; it runs while one is.
    var presence: ChromePresence { get set }
    /// Whether the state's expand and collapse of all chrome move this one.
    var takesCommands: Bool { get }
    /// Whether the app wants scrolling to move the chrome.
    var requestedEnabled: Bool { get set }
    /// What to remember when the chrome stops; `nil` for chrome that keeps nothing.
    var memory: CollapseMemory? { get }
    /// Whether the scroll view offers the action that expands this chrome
    /// (``ChromeAccessibility/offersExpandAction(fraction:isEnabled:)``).
    var offersExpandAction: Bool { get }
    /// Called when ``offersExpandAction`` changes.
    var onExpandActionChange: () -> Void { get set }
    /// Sets the behaviour's Reduce Motion flag.
    func configure(reduceMotion: Bool)
    /// Enables or disables the behaviour as the state's rules decide for its kind.
    func updateEnabling(_ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double)
    /// Hands an event the tracker accepted to the behaviour.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker)
    /// Runs a command of the app's (or VoiceOver starting); `completion` runs once it ends.
    func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?)
    /// Restores what ``memory`` returned, at once.
    func restore(_ memory: CollapseMemory, at time: Double)
    /// The chrome stops running: every command still under way ends, `finished == false`.
    func stop()
  }

  /// A command for one piece of chrome.
  enum ChromeCommand {
    /// Show it fully.
    case expand(animated: Bool)
    /// Hide it fully.
    case collapse(animated: Bool)
    /// Move it to a fraction.
    case fraction(Double, animated: Bool)
  }
#endif
