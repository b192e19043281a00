/// What is wrong with a configuration: the field and the values it allows.
///
/// ``ChromePreset/validate()`` throws it. Chrome given an invalid preset runs its nearest valid
/// configuration (``ChromePreset/clamped()``) and reports the error once — the adapters pass it
/// to `onInvalidPreset`, which prints it in debug builds — so a bad value is named once instead
/// of misbehaving on every frame.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: Public

  /// The parameter's name, as the configuration spells it (`range`, `hideDelay`, …).
  public var field: String
  /// For a list parameter (`stops`), the position of the offending element.
  public var index: Int?
  /// The values it allows, as a phrase (`a number greater than 0`).
  public var allowed: String

  /// `"<field> must be <allowed>"`, or `"<field>[<index>] must be <allowed>"`.
  public var description: String {
    guard let index else { return field + " must be " + allowed }
    return field + "[" + String(index) + "] must be " + allowed
  }

  // MARK: Package

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - field: The parameter's name.
  ///   - index: For a list parameter, the offending element's position; default `nil`.
  ///   - allowed: The values it allows, as a phrase.
  package init(field: String, index: Int? = nil, allowed: String) {
    self.field = field
    self.index = index
    self.allowed = allowed
  }

  /// What a host reports once when it runs an invalid preset as its nearest valid one:
  /// `"ScrollChrome: shyHeight must be a number from 0 to below fullHeight; running the nearest
  /// valid value"`.
  package var invalidPresetMessage: String {
    "ScrollChrome: " + description + "; running the nearest valid value"
  }

  // MARK: Internal

  /// The nearest value to `value` that ``require(_:atLeast:inclusive:field:allowed:)`` accepts
  /// with the same `minimum` and `inclusive`: at most 1e9, at least `minimum` (or, if not
  /// `inclusive`, the next number above it); NaN becomes the lower end.
  static func nearest(_ value: Double, atLeast minimum: Double, inclusive: Bool = true) -> Double {
    let lower = inclusive ? minimum : minimum.nextUp
    guard !value.isNaN else { return lower }
    return min(max(value, lower), ScrollMetrics.maximumMagnitude)
  }

  /// Throws unless `value` is finite, at most 1e9, and greater than (or, if `inclusive`, equal
  /// to) `minimum`.
  static func require(
    _ value: Double, atLeast minimum: Double, inclusive: Bool = true, field: String,
    allowed: String
  ) throws(ConfigurationError) {
    let inRange = inclusive ? value >= minimum : value > minimum
    guard value.isFinite, value <= ScrollMetrics.maximumMagnitude, inRange else {
      throw ConfigurationError(field: field, allowed: allowed)
    }
  }
}
