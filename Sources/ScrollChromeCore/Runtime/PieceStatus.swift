/// What the runtime reads of a piece after every input.
package struct PieceStatus: OptionSet, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Outputs changed, or completions or a trigger are due: call ``RuntimePiece/deliver()``.
  package static let hasOutputs = PieceStatus(rawValue: 1)
  /// An animation runs: the piece needs frames.
  package static let isAnimating = PieceStatus(rawValue: 2)
  /// The scroll view offers the action that expands it
  /// (``ChromeAccessibility/offersExpandAction(fraction:isEnabled:isHeader:)``).
  package static let offersExpandAction = PieceStatus(rawValue: 4)
}
