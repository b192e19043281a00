/// Why a behaviour's configuration was refused: the field and the values it allows.
///
/// Configurations are validated when a behaviour is built, so a bad value is reported once, with
/// its name, instead of misbehaving on every frame.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: Public

  /// The parameter's name, as the configuration spells it (`range`, `hideDelay`, …).
  public var field: String
  /// The values it allows, as a phrase (`a number greater than 0`).
  public var allowed: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - field: The parameter's name.
  ///   - allowed: The values it allows, as a phrase.
  public init(field: String, allowed: String) {
    self.field = field
    self.allowed = allowed
  }

  /// `"<field> must be <allowed>"`.
  public var description: String { field + " must be " + allowed }

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
