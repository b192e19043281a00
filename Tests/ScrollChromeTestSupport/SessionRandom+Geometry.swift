import ScrollChromeCore

// The scroll views of the seeded random sessions: geometry, offsets and resizes, weighted by the
// suite's ``SessionMix``.

extension SessionRandom {
  // MARK: Public

  /// The largest content height a session draws.
  package static let largestContent = 5e8

  /// Valid geometry: ordinary phones, content shorter than any chrome's travel, zero and huge
  /// sizes, insets of bars and odd ones.
  ///
  /// - Parameter mix: The suite's weights of content heights.
  package mutating func geometry(_ mix: SessionMix) -> ScrollMetrics {
    ScrollMetrics(
      viewport: weighted([5, 2, 1, 2, 1], [800.0, 600, 0, number(1...2000), 1e6]),
      content: weighted(
        mix.contentWeights, [4000.0, 2000, number(0...1200), 0, 830, 1e8, Self.largestContent]),
      insetTop: weighted([4, 3, 1, 1], [0.0, 64, 100, number(-50...200)]),
      insetBottom: weighted([4, 1, 1], [0.0, 34, number(0...100)]))
  }

  /// An offset at the top, anywhere in the range, or past an edge — or, with `lines`, in 30 % of
  /// the draws exactly at (or a hair off) one of them past the top.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view.
  ///   - mix: The suite's weights of offsets.
  ///   - lines: Distances past the top worth hitting exactly (a pull's thresholds), or none.
  package mutating func offset(
    in metrics: ScrollMetrics, _ mix: SessionMix, near lines: [Double] = []
  ) -> Double {
    var y = weighted(
      mix.offsetWeights,
      [
        metrics.minY, number(metrics.minY...metrics.maxY), metrics.maxY,
        metrics.minY - number(0...mix.topOverscroll), metrics.maxY + number(0...200),
        metrics.minY + number(0...100),
      ])
    if !lines.isEmpty, chance(0.3) {
      y = metrics.minY - pick(lines) + pick([0, 0, 1e-9, -1e-9, 0.5, -0.5])
    }
    return min(max(y, -ScrollMetrics.maximumMagnitude), ScrollMetrics.maximumMagnitude)
  }

  /// A geometry change: content that becomes no taller than the chrome's travel allows (D ≤ R),
  /// or new values for some of the sizes and insets.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view.
  ///   - mix: The suite's chances of a fitting resize and of a kept content height.
  ///   - range: The chrome's travel, or `nil` for none (then no resize makes content fit).
  package mutating func resize<OwnStep>(
    _ metrics: ScrollMetrics, _ mix: SessionMix, fitting range: Double?
  ) -> SessionStep<OwnStep> {
    let next = geometry(mix)
    if let range, chance(mix.fittingResize) {
      let fits = metrics.viewport - metrics.insetTop - metrics.insetBottom + range * number(0...1)
      return .resize(
        viewport: nil, content: min(max(0, fits), Self.largestContent), insetTop: nil,
        insetBottom: nil)
    }
    return .resize(
      viewport: chance(0.5) ? nil : next.viewport,
      content: chance(mix.contentKept) ? nil : next.content,
      insetTop: chance(0.6) ? nil : next.insetTop, insetBottom: chance(0.7) ? nil : next.insetBottom
    )
  }
}
