import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// An effect is a pure function of (f, stretch, u) that changes a view's attributes. Every row
// starts from `base` (a 100 pt element, otherwise untouched); the expected attributes are each
// effect's formula evaluated by hand.

/// An untouched element of height 100.
private let base = Attributes.identity(height: 100)

/// Attributes of the 100 pt element with the given changes.
private func element(
  alpha: Double = 1, translateY: Double = 0, scale: Double = 1, height: Double = 100
) -> Attributes {
  Attributes(alpha: alpha, translateY: translateY, scaleX: scale, scaleY: scale, height: height)
}

/// (situation, effect, input, expected attributes)
private let builtInRows: [(String, Effect, EffectInput, Attributes)] = [
  // stretch: height = h + s, translateY = −s, whatever f.
  ("stretch, f 0, no pull", .stretch, EffectInput(fraction: 0), base),
  ("stretch, f 0.25", .stretch, EffectInput(fraction: 0.25, offsetFromTop: 50), base),
  ("stretch, f 0.5", .stretch, EffectInput(fraction: 0.5, offsetFromTop: 100), base),
  ("stretch, f 1", .stretch, EffectInput(fraction: 1, offsetFromTop: 300), base),
  // Pulled 40 past the top: 100 + 40 = 140, moved up by 40 so it stays pinned to the visual top.
  (
    "stretch, pulled 40", .stretch, EffectInput(fraction: 0, stretch: 40, offsetFromTop: -40),
    element(translateY: -40, height: 140)
  ),
  // Pulled 12.5: 112.5 tall, −12.5.
  (
    "stretch, pulled 12.5", .stretch, EffectInput(fraction: 0, stretch: 12.5),
    element(translateY: -12.5, height: 112.5)
  ),
  // parallax(m): translateY = u·m while u > 0; independent of f.
  ("parallax, f 0, at the top", .parallax(), EffectInput(fraction: 0), base),
  // u 50 ⇒ 50·0.5 = 25 (default multiplier 0.5).
  (
    "parallax, f 0.25, u 50", .parallax(), EffectInput(fraction: 0.25, offsetFromTop: 50),
    element(translateY: 25)
  ),
  // u 100 ⇒ 50.
  (
    "parallax, f 0.5, u 100", .parallax(0.5), EffectInput(fraction: 0.5, offsetFromTop: 100),
    element(translateY: 50)
  ),
  // u 400 ⇒ 200: parallax keeps going after f reaches 1.
  (
    "parallax, f 1, u 400", .parallax(0.5), EffectInput(fraction: 1, offsetFromTop: 400),
    element(translateY: 200)
  ),
  // u 100, m 0.3 ⇒ 30.
  (
    "parallax 0.3, u 100", .parallax(0.3), EffectInput(fraction: 0.5, offsetFromTop: 100),
    element(translateY: 30)
  ),
  // Pulled 40 past the top: u = −40 ≤ 0 ⇒ no parallax.
  (
    "parallax, pulled 40", .parallax(), EffectInput(fraction: 0, stretch: 40, offsetFromTop: -40),
    base
  ),
  // fade(from: 0, to: 1): alpha = 0 + (1 − 0)·f.
  ("fade in, f 0", .fade(from: 0, to: 1), EffectInput(fraction: 0), element(alpha: 0)),
  ("fade in, f 0.25", .fade(from: 0, to: 1), EffectInput(fraction: 0.25), element(alpha: 0.25)),
  ("fade in, f 0.5", .fade(from: 0, to: 1), EffectInput(fraction: 0.5), element(alpha: 0.5)),
  ("fade in, f 1", .fade(from: 0, to: 1), EffectInput(fraction: 1), element(alpha: 1)),
  // Stretch does not fade: f 0 ⇒ alpha 0.
  (
    "fade in, pulled 40", .fade(from: 0, to: 1), EffectInput(fraction: 0, stretch: 40),
    element(alpha: 0)
  ),
  // fade(from: 1, to: 0) at 0.25: 1 − 0.25 = 0.75.
  ("fade out, f 0.25", .fade(from: 1, to: 0), EffectInput(fraction: 0.25), element(alpha: 0.75)),
  // fade(from: 0.2, to: 0.8) at 0.25: 0.2 + 0.6·0.25 = 0.35.
  (
    "fade 0.2→0.8, f 0.25", .fade(from: 0.2, to: 0.8), EffectInput(fraction: 0.25),
    element(alpha: 0.35)
  ),
  // slide(10): translateY = 10·(1 − f).
  ("slide, f 0", .slide(10), EffectInput(fraction: 0), element(translateY: 10)),
  ("slide, f 0.25", .slide(10), EffectInput(fraction: 0.25), element(translateY: 7.5)),
  ("slide, f 0.5", .slide(), EffectInput(fraction: 0.5), element(translateY: 5)),
  ("slide, f 1", .slide(10), EffectInput(fraction: 1), element(translateY: 0)),
  // Stretch does not slide: f 0 ⇒ 10.
  ("slide, pulled 40", .slide(10), EffectInput(fraction: 0, stretch: 40), element(translateY: 10)),
  // slide(−20) at 0.25: −20·0.75 = −15.
  ("slide −20, f 0.25", .slide(-20), EffectInput(fraction: 0.25), element(translateY: -15)),
  // scale(from: 0.5): scale = 0.5 + 0.5·f on both axes.
  ("scale, f 0", .scale(from: 0.5), EffectInput(fraction: 0), element(scale: 0.5)),
  // 0.5 + 0.5·0.25 = 0.625.
  ("scale, f 0.25", .scale(from: 0.5), EffectInput(fraction: 0.25), element(scale: 0.625)),
  // 0.5 + 0.5·0.5 = 0.75 (default s₀ 0.5).
  ("scale, f 0.5", .scale(), EffectInput(fraction: 0.5), element(scale: 0.75)),
  ("scale, f 1", .scale(from: 0.5), EffectInput(fraction: 1), element(scale: 1)),
  // Stretch does not scale: f 0 ⇒ 0.5.
  ("scale, pulled 40", .scale(), EffectInput(fraction: 0, stretch: 40), element(scale: 0.5)),
  // scale(from: 0.8) at 0.5: 0.8 + 0.2·0.5 = 0.9.
  ("scale from 0.8, f 0.5", .scale(from: 0.8), EffectInput(fraction: 0.5), element(scale: 0.9)),
  // threshold: alpha 1 only once f == 1.
  ("threshold, f 0", .threshold, EffectInput(fraction: 0), element(alpha: 0)),
  ("threshold, f 0.25", .threshold, EffectInput(fraction: 0.25), element(alpha: 0)),
  ("threshold, f 0.5", .threshold, EffectInput(fraction: 0.5), element(alpha: 0)),
  // Just short of collapsed: still hidden.
  ("threshold, f 0.999", .threshold, EffectInput(fraction: 0.999), element(alpha: 0)),
  ("threshold, f 1", .threshold, EffectInput(fraction: 1), base),
  ("threshold, pulled 40", .threshold, EffectInput(fraction: 0, stretch: 40), element(alpha: 0)),
]

/// (situation, effect, input fraction out of 0…1, expected attributes as at the clamped fraction)
private let clampRows: [(String, Effect, Double, Attributes)] = [
  // f −0.5 ⇒ 0: alpha 0, not −0.5.
  ("fade below 0", .fade(from: 0, to: 1), -0.5, element(alpha: 0)),
  // f 1.5 ⇒ 1: alpha 1, not 1.5.
  ("fade above 1", .fade(from: 0, to: 1), 1.5, element(alpha: 1)),
  // f −0.2 ⇒ 0: 10, not 10·1.2 = 12 (the seed's downward shift on a pull).
  ("slide below 0", .slide(10), -0.2, element(translateY: 10)),
  // f 1.5 ⇒ 1: 0, not −5.
  ("slide above 1", .slide(10), 1.5, element(translateY: 0)),
  // f −0.2 ⇒ 0: 0.5, not 0.4.
  ("scale below 0", .scale(from: 0.5), -0.2, element(scale: 0.5)),
  // f −2 ⇒ 0: 0.5, not −0.5 (no mirrored content).
  ("scale far below 0", .scale(from: 0.5), -2, element(scale: 0.5)),
  // f 2 ⇒ 1: 1, not 1.5.
  ("scale above 1", .scale(from: 0.5), 2, element(scale: 1)),
  // f 1.5 ⇒ 1: shown.
  ("threshold above 1", .threshold, 1.5, base),
  // f −1 ⇒ 0: hidden.
  ("threshold below 0", .threshold, -1, element(alpha: 0)),
]

/// A custom effect that adds 1 to the horizontal scale.
private let widen = Effect.custom { _, attributes in attributes.scaleX += 1 }
/// A custom effect that makes the element opaque.
private let opaque = Effect.custom { _, attributes in attributes.alpha = 1 }
/// Keyframes that put the element 3 pt down, whatever f.
private let threeDown = Effect.keyframes(
  AttributeKeyframes([AttributeKeyframes.Frame(fraction: 0, attributes: Attributes(translateY: 3))])
)

/// (situation, effects in order, fraction, expected attributes)
private let orderRows: [(String, [Effect], Double, Attributes)] = [
  // f 0: 0.5 then +1 ⇒ scaleX 1.5, scaleY 0.5.
  (
    "scale, then widen", [.scale(from: 0.5), widen], 0,
    Attributes(scaleX: 1.5, scaleY: 0.5, height: 100)
  ),
  // f 0: 1 + 1 = 2, then ×0.5 ⇒ scaleX 1, scaleY 0.5.
  (
    "widen, then scale", [widen, .scale(from: 0.5)], 0,
    Attributes(scaleX: 1, scaleY: 0.5, height: 100)
  ),
  // f 0.5: threshold hides (alpha 0), then the custom effect shows.
  ("threshold, then opaque", [.threshold, opaque], 0.5, base),
  // f 0.5: shown, then hidden by the threshold.
  ("opaque, then threshold", [opaque, .threshold], 0.5, element(alpha: 0)),
  // f 0.5: slide 5, then keyframes replace everything ⇒ 3.
  ("slide, then keyframes", [.slide(10), threeDown], 0.5, element(translateY: 3)),
  // f 0.5: keyframes 3, then slide adds 10·0.5 ⇒ 8.
  ("keyframes, then slide", [threeDown, .slide(10)], 0.5, element(translateY: 8)),
  // f 0.5: fades multiply: 0.5·0.5 = 0.25.
  ("two fades", [.fade(from: 0, to: 1), .fade(from: 1, to: 0)], 0.5, element(alpha: 0.25)),
  // f 0.25: slide 7.5 then scale 0.625, fade 0.25: independent attributes.
  (
    "transition and scale together", [.slide(10), .scale(from: 0.5), .fade(from: 0, to: 1)],
    0.25, element(alpha: 0.25, translateY: 7.5, scale: 0.625)
  ),
  // No effects: the base, untouched.
  ("no effects", [], 0.5, base),
]

@Suite("Effects")
struct EffectTests {
  @Test("each built-in effect follows its formula", arguments: builtInRows)
  func builtIn(situation: String, effect: Effect, input: EffectInput, expected: Attributes) {
    var attributes = base
    effect.apply(input, to: &attributes)
    #expect(isClose(attributes, expected), "\(situation): \(attributes)")
    // The array form gives the same.
    let composed = [effect].attributes(for: input, base: base)
    #expect(isClose(composed, expected), "\(situation): \(composed)")
  }

  @Test("the fraction is clamped to 0…1", arguments: clampRows)
  func clampsFraction(situation: String, effect: Effect, fraction: Double, expected: Attributes) {
    let attributes = [effect].attributes(for: EffectInput(fraction: fraction), base: base)
    #expect(isClose(attributes, expected), "\(situation): \(attributes)")
  }

  @Test("effects apply in order", arguments: orderRows)
  func compositionOrder(
    situation: String, effects: [Effect], fraction: Double, expected: Attributes
  ) {
    let attributes = effects.attributes(for: EffectInput(fraction: fraction), base: base)
    #expect(isClose(attributes, expected), "\(situation): \(attributes)")
  }

  @Test(
    "fade multiplies into the current alpha",
    arguments: [
      // (base alpha, f, expected): 0.5 · (0 + 1·0.5) = 0.25.
      (0.5, 0.5, 0.25),
      // 0.8 · 1 = 0.8: a fully faded-in element keeps the base's alpha.
      (0.8, 1.0, 0.8),
      // 0.8 · 0 = 0.
      (0.8, 0.0, 0.0),
    ])
  func fadeMultiplies(baseAlpha: Double, fraction: Double, expected: Double) {
    let attributes = [Effect.fade(from: 0, to: 1)].attributes(
      for: EffectInput(fraction: fraction), base: Attributes(alpha: baseAlpha, height: 100))
    #expect(isClose(attributes.alpha, expected, tolerance: 1e-9))
  }

  @Test(
    "a custom closure sees the input and the attributes so far",
    arguments: [
      // (fraction, stretch, u)
      EffectInput(fraction: 0, stretch: 0, offsetFromTop: 0),
      EffectInput(fraction: 0.25, stretch: 0, offsetFromTop: 50),
      EffectInput(fraction: 0, stretch: 40, offsetFromTop: -40),
      EffectInput(fraction: 1, stretch: 0, offsetFromTop: 300),
    ])
  func custom(input: EffectInput) {
    // Writes the input into the attributes, and doubles the base alpha it is handed.
    let echo = Effect.custom { input, attributes in
      attributes.translateX = input.fraction
      attributes.translateY = input.stretch
      attributes.height = attributes.height.map { $0 + input.offsetFromTop }
      attributes.alpha *= 2
    }
    let attributes = [echo].attributes(for: input, base: Attributes(alpha: 0.25, height: 100))
    #expect(attributes.translateX == input.fraction)
    #expect(attributes.translateY == input.stretch)
    #expect(attributes.height == 100 + input.offsetFromTop)
    #expect(attributes.alpha == 0.5)
    #expect(attributes.scaleX == 1 && attributes.scaleY == 1)
  }

  @Test("identity and interpolation of attributes")
  func attributesBasics() {
    let identity = Attributes.identity(height: 44)
    #expect(identity == Attributes(height: 44))
    #expect(identity.alpha == 1 && identity.scaleX == 1 && identity.scaleY == 1)
    #expect(identity.translateX == 0 && identity.translateY == 0)
    #expect(Attributes.identity().height == nil)
    // Halfway from (α 0, ty 12, s 0.5, h 100) to (α 1, ty 0, s 1, h 60): (0.5, 6, 0.75, 80).
    let from = Attributes(alpha: 0, translateY: 12, scaleX: 0.5, scaleY: 0.5, height: 100)
    let to = Attributes(alpha: 1, translateX: 8, scaleX: 1, scaleY: 1, height: 60)
    let half = from.interpolated(to: to, by: 0.5)
    let expected = Attributes(
      alpha: 0.5, translateX: 4, translateY: 6, scaleX: 0.75, scaleY: 0.75, height: 80)
    #expect(isClose(half, expected), "\(half)")
  }
}
