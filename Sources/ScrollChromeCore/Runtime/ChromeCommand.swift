/// A command for a piece of chrome, as an app gives it.
public enum ChromeCommand: Sendable, Equatable {
  /// Show it fully.
  case expand(animated: Bool)
  /// Hide it fully.
  case collapse(animated: Bool)
  /// Move it to a fraction, 0 shown to 1 hidden.
  case fraction(Double, animated: Bool)
}
