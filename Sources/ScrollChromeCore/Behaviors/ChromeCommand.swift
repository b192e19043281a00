/// What an app asks of a piece of chrome: the one vocabulary of commands, the same in the core, the
/// UIKit components, SwiftUI's state and a completion's report.
///
/// `expand` shows the chrome fully (a bar slides back, a header opens to its full height),
/// `collapse` hides it fully, and `setFraction` moves it between, 0 expanded to 1 collapsed.
/// `duration` is how long the animation takes, in seconds, on an ease-in-out curve (UIKit's view
/// animations), or `nil` for the piece's own animation; 0 moves at once, and a negative or
/// non-finite duration runs the piece's own animation. With Reduce Motion every command moves at
/// once.
///
/// ```swift
/// let id = bar.run(.collapse(duration: 0.5), at: time) { event in … }
/// ```
public enum ChromeCommand: Sendable, Equatable {
  /// Show the chrome fully.
  case expand(animated: Bool = true, duration: Double? = nil)
  /// Hide the chrome fully, where the rules allow it.
  case collapse(animated: Bool = true, duration: Double? = nil)
  /// Move the chrome to a fraction, 0 expanded to 1 collapsed; a value outside is clamped, a
  /// non-finite one refused.
  case setFraction(Double, animated: Bool = true, duration: Double? = nil)

  /// The command's name, as a trace prints it in `completed:<name>`: `expand`, `collapse` or
  /// `setFraction`.
  public var name: StaticString {
    switch self {
    case .expand: "expand"
    case .collapse: "collapse"
    case .setFraction: "setFraction"
    }
  }
}
