import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The `keyframes` effect: piecewise-linear attributes over f with an optional easing per segment
// (BLKFlexibleHeightBar-style). Below the first keyframe its attributes hold, above the last one
// its attributes hold; in between, the segment's progress t = (f − f₀)/(f₁ − f₀) is eased by the
// easing of the keyframe that ends the segment. Eased values (python3, solving the Bézier for x):
// easeInOut(0.25) = 0.1291619310, easeInOut(0.5) = 0.5, easeIn(0.5) = 0.3153568126.

private typealias Frame = AttributeKeyframes.Frame

/// The element the keyframes apply to: 100 pt tall, half transparent.
private let base = Attributes(alpha: 0.5, height: 100)

/// A title: hidden 12 pt down at half size at f 0.2, in place at f 0.6.
private let hidden = Attributes(alpha: 0, translateY: 12, scaleX: 0.5, scaleY: 0.5)
private let shown = Attributes(alpha: 1)

/// Attributes `t` of the way from `hidden` to `shown`, on the base's height:
/// alpha t, translateY 12·(1 − t), scale 0.5 + 0.5·t.
private func title(_ t: Double) -> Attributes {
  Attributes(
    alpha: t, translateY: 12 * (1 - t), scaleX: 0.5 + 0.5 * t, scaleY: 0.5 + 0.5 * t, height: 100)
}

/// easeInOut(0.25), from python3: solve x(s) = 0.25 for the Bézier (0.42, 0, 0.58, 1), take y(s).
private let easeInOutQuarter = 0.129_161_931_047_319_8
/// easeIn(0.5), from python3 for the Bézier (0.42, 0, 1, 1).
private let easeInHalf = 0.315_356_812_572_539_45

/// (situation, keyframes, f, expected)
private let rows: [(String, AttributeKeyframes, Double, Attributes)] = [
  // Below the first keyframe (0.2): its attributes.
  ("below the first", linearTitle, 0, title(0)),
  ("at the first", linearTitle, 0.2, title(0)),
  // t = (0.3 − 0.2)/0.4 = 0.25: alpha 0.25, ty 9, scale 0.625.
  ("quarter of the segment", linearTitle, 0.3, title(0.25)),
  // t = 0.5: alpha 0.5, ty 6, scale 0.75.
  ("mid-segment", linearTitle, 0.4, title(0.5)),
  ("at the last", linearTitle, 0.6, title(1)),
  // Above the last keyframe (0.6): its attributes.
  ("above the last", linearTitle, 1, title(1)),
  // Out-of-range fractions are clamped before: the first's and the last's.
  ("f below 0", linearTitle, -0.5, title(0)),
  ("f above 1", linearTitle, 1.5, title(1)),
  // easeInOut on the segment: t 0.25 ⇒ 0.12916.
  ("eased quarter", easedTitle, 0.3, title(easeInOutQuarter)),
  // easeInOut is symmetric: t 0.5 ⇒ 0.5.
  ("eased half", easedTitle, 0.4, title(0.5)),
  // Outside the segment the easing does not matter.
  ("eased, above the last", easedTitle, 0.8, title(1)),
  // Three keyframes, the first segment easeIn: f 0.25 ⇒ t 0.5 ⇒ alpha 0.31536.
  ("first segment eased", twoSegments, 0.25, Attributes(alpha: easeInHalf, height: 100)),
  // The middle keyframe exactly: alpha 1.
  ("middle keyframe", twoSegments, 0.5, Attributes(alpha: 1, height: 100)),
  // The second segment is linear: f 0.75 ⇒ t 0.5 ⇒ alpha 1 + (0 − 1)·0.5 = 0.5.
  ("second segment linear", twoSegments, 0.75, Attributes(alpha: 0.5, height: 100)),
  // Given in reverse order, sorted: the same as linearTitle mid-segment.
  (
    "unsorted input", AttributeKeyframes([Frame(fraction: 0.6, attributes: shown), hiddenAt02]),
    0.4,
    title(0.5)
  ),
  // One keyframe: everywhere its attributes (alpha replaced, not multiplied into the base's 0.5).
  ("single keyframe", AttributeKeyframes([Frame(fraction: 0.5, attributes: shown)]), 0.1, title(1)),
  // No keyframes: the base passes through.
  ("empty", AttributeKeyframes([]), 0.5, base),
  // Keyframes that set heights 60 and 80: halfway 70.
  ("heights set", heights(60, 80), 0.5, Attributes(height: 70)),
  // A keyframe that sets no height stands for the base's: at it, 100.
  ("no height at a keyframe", heights(nil, 80), 0, Attributes(height: 100)),
  // …and halfway to a keyframe of 80 the height is 100 + (80 − 100)·0.5 = 90, so the element
  // does not jump as f leaves the keyframe.
  ("no height, mid-segment", heights(nil, 80), 0.5, Attributes(height: 90)),
  // A height of 0 is a height: halfway from 0 to 80 is 40.
  ("height 0 animates", heights(0, 80), 0.5, Attributes(height: 40)),
]

private let hiddenAt02 = Frame(fraction: 0.2, attributes: hidden)
private let linearTitle = AttributeKeyframes([hiddenAt02, Frame(fraction: 0.6, attributes: shown)])
private let easedTitle = AttributeKeyframes([
  hiddenAt02, Frame(fraction: 0.6, attributes: shown, easing: .easeInOut),
])
private let twoSegments = AttributeKeyframes([
  Frame(fraction: 0, attributes: Attributes(alpha: 0)),
  Frame(fraction: 0.5, attributes: Attributes(alpha: 1), easing: .easeIn),
  Frame(fraction: 1, attributes: Attributes(alpha: 0)),
])

/// Two keyframes at 0 and 1 that only set heights.
private func heights(_ start: Double?, _ end: Double?) -> AttributeKeyframes {
  AttributeKeyframes([
    Frame(fraction: 0, attributes: Attributes(height: start)),
    Frame(fraction: 1, attributes: Attributes(height: end)),
  ])
}

@Suite("Keyframes")
struct KeyframesTests {
  @Test("attributes at f: first below, last above, eased segments between", arguments: rows)
  func attributes(
    situation: String, keyframes: AttributeKeyframes, fraction: Double, expected: Attributes
  ) {
    let direct = keyframes.attributes(at: min(max(fraction, 0), 1), base: base)
    #expect(isClose(direct, expected), "\(situation): \(direct)")
    // As an effect (which clamps f itself), after a fade that the keyframes replace.
    let effects: [Effect] = [.fade(from: 0, to: 1), .keyframes(keyframes)]
    let viaEffect = effects.attributes(for: EffectInput(fraction: fraction), base: base)
    let passedThrough = keyframes.frames.isEmpty
    let expectedViaEffect =
      passedThrough
      ? Attributes(alpha: 0.5 * min(max(fraction, 0), 1), height: 100) : expected
    #expect(isClose(viaEffect, expectedViaEffect), "\(situation): \(viaEffect)")
  }

  @Test("the segment's easing is TimingCurve's value at the segment's progress")
  func easingMatchesTimingCurve() {
    // The per-segment easing is exactly the curve's progress at t, for any t.
    for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
      let f = 0.2 + 0.4 * t
      let alpha = easedTitle.attributes(at: f, base: base).alpha
      #expect(isClose(alpha, TimingCurve.easeInOut.progress(at: t), tolerance: 1e-9), "t = \(t)")
    }
    #expect(isClose(TimingCurve.easeInOut.progress(at: 0.25), easeInOutQuarter, tolerance: 1e-9))
  }

  @Test("keyframes are sorted by fraction, each keeping its easing")
  func sorted() {
    let keyframes = AttributeKeyframes([
      Frame(fraction: 1, attributes: shown, easing: .easeOut),
      Frame(fraction: 0, attributes: hidden),
      Frame(fraction: 0.5, attributes: Attributes(alpha: 0.2), easing: .easeIn),
    ])
    #expect(keyframes.frames.map(\.fraction) == [0, 0.5, 1])
    #expect(keyframes.frames.map(\.easing) == [nil, .easeIn, .easeOut])
  }
}
