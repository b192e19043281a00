/// Why the engine rejected an event or a configuration.
///
/// Bad input is a value, not a crash: a rejected event leaves every state exactly as it was, and the
/// diagnostic names the field and the allowed range so that it can be logged usefully.
public struct ScrollDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: Public

  /// The input field a diagnostic is about.
  public enum Field: String, Sendable, Equatable {
    /// The content offset.
    case offset
    /// The viewport height.
    case viewport
    /// The content height.
    case content
    /// The adjusted top inset.
    case insetTop
    /// The adjusted bottom inset.
    case insetBottom
    /// A release velocity.
    case velocity
    /// An event's timestamp.
    case time
    /// The scroll view's deceleration rate.
    case decelerationRate
    /// The scroll phase: the event does not fit what the scroll view is doing.
    case phase
  }

  /// What is wrong with the field's value.
  public enum Problem: String, Sendable, Equatable {
    /// NaN or an infinity.
    case notFinite
    /// A negative length where only zero or more makes sense.
    case negative
    /// A magnitude beyond ``ScrollMetrics/maximumMagnitude``.
    case tooLarge
    /// A timestamp earlier than the previous event's.
    case timeWentBackwards
    /// A rate outside the open interval between 0 and 1.
    case outsideUnitInterval
    /// The end of a deceleration while a finger is down or the app animates the offset: nothing
    /// was decelerating.
    case endDecelerating
    /// The end of a programmatic animation while the user scrolls: no animation was running.
    case endProgrammatic
    /// The lift of a finger whose drag a programmatic scroll or scroll-to-top took over: that drag
    /// is already over.
    case endDragging
  }

  /// The offending field.
  public var field: Field
  /// What is wrong with it.
  public var problem: Problem

  /// A sentence naming the field and the allowed range.
  public var description: String {
    switch problem {
    case .notFinite: "\(field.rawValue) must be a finite number"
    case .negative: "\(field.rawValue) must be 0 or more"
    case .tooLarge: "\(field.rawValue) must lie within ±1e9 points"
    case .timeWentBackwards: "\(field.rawValue) must not be earlier than the previous event"
    case .outsideUnitInterval: "\(field.rawValue) must lie strictly between 0 and 1"
    case .endDecelerating: "endDecelerating cannot arrive while a finger is down or the app scrolls"
    case .endProgrammatic: "endProgrammatic cannot arrive while the user scrolls"
    case .endDragging:
      "endDragging cannot end a drag that a programmatic scroll took over; the next drag starts afresh"
    }
  }

  // MARK: Package

  /// Creates a diagnostic.
  package init(field: Field, problem: Problem) {
    self.field = field
    self.problem = problem
  }

  /// A short, stable reason such as `offset:notFinite` or `phase:endDecelerating`, used by
  /// `scrollchrome trace` in its `rejected:<reason>` events.
  package var reason: String { field.rawValue + ":" + problem.rawValue }

  // MARK: Internal

  /// Returns the diagnostic for `value` in `field`, or `nil` if the value is acceptable.
  static func check(_ value: Double, field: Field, allowsNegative: Bool = true) -> Self? {
    if !value.isFinite { return Self(field: field, problem: .notFinite) }
    if abs(value) > ScrollMetrics.maximumMagnitude { return Self(field: field, problem: .tooLarge) }
    if !allowsNegative && value < 0 { return Self(field: field, problem: .negative) }
    return nil
  }
}
