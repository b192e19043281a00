/// Where the property suites' random scroll views differ: the weights each suite gives the shared
/// draws of ``SessionRandom`` (geometry, offsets, host events, resizes).
package struct SessionMix: Sendable {
  // MARK: Public

  /// Weights of the content heights 4000, 2000, 0…1200, 0, 830, 1e8 and 5e8 (huge content stays
  /// below 1e9 − a fling, so every offset the simulator reports is valid).
  package var contentWeights: [Int]
  /// Weights of the offsets at the top, inside the range, at the bottom, past the top by up to
  /// ``topOverscroll``, past the bottom by up to 200 and up to 100 below the top.
  package var offsetWeights: [Int]
  /// How far past the top an offset reaches at most.
  package var topOverscroll: Double
  /// The weight of a scroll among host events; each of the eight other kinds weighs 1.
  package var hostScrollWeight: Int
  /// The chance that a resize makes the content fit the chrome's travel (when it has one).
  package var fittingResize: Double
  /// The chance that a resize keeps the content's height.
  package var contentKept: Double

  /// Creates a mix.
  ///
  /// - Parameters:
  ///   - contentWeights: Weights of the seven content heights.
  ///   - offsetWeights: Weights of the six kinds of offset.
  ///   - topOverscroll: How far past the top an offset reaches at most.
  ///   - hostScrollWeight: The weight of a scroll among host events.
  ///   - fittingResize: The chance that a resize makes the content fit.
  ///   - contentKept: The chance that a resize keeps the content's height.
  package init(
    contentWeights: [Int], offsetWeights: [Int], topOverscroll: Double, hostScrollWeight: Int,
    fittingResize: Double, contentKept: Double
  ) {
    precondition(contentWeights.count == 7 && offsetWeights.count == 6, "one weight a kind")
    self.contentWeights = contentWeights
    self.offsetWeights = offsetWeights
    self.topOverscroll = topOverscroll
    self.hostScrollWeight = hostScrollWeight
    self.fittingResize = fittingResize
    self.contentKept = contentKept
  }
}
