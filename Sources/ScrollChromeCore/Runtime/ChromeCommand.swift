/// A command for a piece of chrome, as an app gives it.
///
/// `duration` is how long the animation takes, in seconds, on an ease-in-out curve, or `nil` for
/// the piece's own animation (see ``CollapseBehavior/expand(animated:duration:at:emit:)``).
package enum ChromeCommand: Sendable, Equatable {
  /// Show it fully.
  case expand(animated: Bool, duration: Double? = nil)
  /// Hide it fully.
  case collapse(animated: Bool, duration: Double? = nil)
  /// Move it to a fraction, 0 shown to 1 hidden.
  case fraction(Double, animated: Bool, duration: Double? = nil)
}
