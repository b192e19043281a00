/// Why a behaviour's configuration was refused: the field and the values it allows.
///
/// Configurations are validated when a behaviour is built, so a bad value is reported once, with
/// its name, instead of misbehaving on every frame.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: Public

  /// The parameter's name, as the configuration spells it (`range`, `hideDelay`, …).
  public var field: String
  /// For a list parameter (`stops`), the position of the offending element.
  public var index: Int?
  /// The values it allows, as a phrase (`a number greater than 0`).
  public var allowed: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - field: The parameter's name.
  ///   - index: For a list parameter, the offending element's position; default `nil`.
  ///   - allowed: The values it allows, as a phrase.
  public init(field: String, index: Int? = nil, allowed: String) {
    self.field = field
    self.index = index
    self.allowed = allowed
  }

  /// `"<field> must be <allowed>"`, or `"<field>[<index>] must be <allowed>"`.
  public var description: String {
    guard let index else { return field + " must be " + allowed }
    return field + "[" + String(index) + "] must be " + allowed
  }

  // MARK: Internal

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
