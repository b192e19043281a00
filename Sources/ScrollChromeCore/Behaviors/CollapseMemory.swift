/// What a ``CollapseBehavior`` remembers of one screen, to restore when the user returns to it.
public struct CollapseMemory: Sendable, Equatable {
  /// The fraction the chrome had, or was animating to, when the screen was left.
  public var fraction: Double
  /// Whether the chrome followed scrolling.
  public var isEnabled: Bool

  /// Creates a memory.
  ///
  /// - Parameters:
  ///   - fraction: The fraction to restore, `0…1`.
  ///   - isEnabled: Whether the chrome follows scrolling.
  public init(fraction: Double, isEnabled: Bool = true) {
    self.fraction = fraction
    self.isEnabled = isEnabled
  }
}
