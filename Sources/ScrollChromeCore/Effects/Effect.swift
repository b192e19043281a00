/// A pure function from progress — the collapse fraction, the stretch and the offset from the
/// top — to view attributes.
///
/// The built-in effects cover the stretchy, parallax, fading, sliding and scaling headers and
/// titles of TIUIElements' animators (<doc:EffectsAndAttributes> lists each one's formula);
/// ``keyframes(_:)`` interpolates any attributes over the fraction, and ``custom(_:)`` takes a
/// closure for anything else. Effects compose: apply several in order to one ``Attributes`` value.
/// Applying an effect allocates nothing.
public struct Effect: Sendable {
  // MARK: Public

  /// A header pinned to the visual top that grows by the stretch: `height += stretch` (for an
  /// element whose height is managed), `translateY −= stretch`.
  public static let stretch = Effect(.stretch)

  /// While the content is scrolled away from its resting top (not while pulled down), the element
  /// moves at `multiplier` of the content's speed: `translateY` grows by the offset from the top
  /// times `multiplier`.
  ///
  /// - Parameter multiplier: The share of the content's movement; default 0.5 (Android's).
  public static func parallax(_ multiplier: Double = 0.5) -> Effect {
    Effect(.parallax(multiplier))
  }

  /// Alpha goes from `from` to `to` as the fraction goes from 0 to 1 (multiplied into the current
  /// alpha).
  ///
  /// - Parameters:
  ///   - from: The alpha when fully shown (fraction 0).
  ///   - to: The alpha when fully collapsed (fraction 1).
  public static func fade(from: Double, to: Double) -> Effect { Effect(.fade(from, to)) }

  /// The element slides into place: `translateY` grows by `distance` when fully shown, shrinking in
  /// step with the fraction to nothing when fully collapsed.
  ///
  /// - Parameter distance: The offset when fully shown (fraction 0), in points; default 10,
  ///   TIUIElements' slide.
  public static func slide(_ distance: Double = 10) -> Effect { Effect(.slide(distance)) }

  /// The element scales into place on both axes: from `from` when fully shown to its full size
  /// when fully collapsed, in step with the fraction (multiplied into the current scale).
  ///
  /// - Parameter from: The scale when fully shown (fraction 0); default 0.5.
  public static func scale(from: Double = 0.5) -> Effect { Effect(.scale(from)) }

  /// The element shows only once fully collapsed: alpha is kept at fraction 1 and multiplied by 0
  /// below it, switching at once. (``HeaderTransition``'s
  /// ``HeaderTransition/titleWaitsForCollapse`` is the same gate with a 0.2 s fade.)
  public static let threshold = Effect(.threshold)

  /// Piecewise-linear attributes over the fraction, each segment with an optional easing; replaces
  /// the attributes it is applied to (keeping the base height unless a keyframe sets one).
  ///
  /// - Parameter keyframes: The keyframes.
  public static func keyframes(_ keyframes: AttributeKeyframes) -> Effect {
    Effect(.keyframes(keyframes))
  }

  /// Anything else: a closure that changes the attributes from the input (its fraction clamped
  /// to `0…1`, as for every effect). It must be pure (the same input, the same change) and should
  /// not allocate.
  ///
  /// - Parameter apply: The effect.
  public static func custom(_ apply: @escaping @Sendable (EffectInput, inout Attributes) -> Void)
    -> Effect
  {
    Effect(.custom(apply))
  }

  /// Applies the effect.
  ///
  /// - Parameters:
  ///   - input: The fraction, stretch and offset from the top.
  ///   - attributes: The attributes to change.
  /// - Note: Cost per event: O(1) (O(log n) for n keyframes), no allocation.
  @inline(__always)
  public func apply(_ input: EffectInput, to attributes: inout Attributes) {
    let f = min(max(input.fraction, 0), 1)
    switch kind {
    case .stretch:
      let stretch = max(0, input.stretch)
      if let height = attributes.height { attributes.height = height + stretch }
      attributes.translateY -= stretch
    case .parallax(let multiplier):
      if input.offsetFromTop > 0 { attributes.translateY += input.offsetFromTop * multiplier }
    case .fade(let from, let to):
      attributes.alpha *= from + (to - from) * f
    case .slide(let distance):
      attributes.translateY += distance * (1 - f)
    case .scale(let from):
      let scale = from + (1 - from) * f
      attributes.scaleX *= scale
      attributes.scaleY *= scale
    case .threshold:
      if f < 1 { attributes.alpha = 0 }
    case .keyframes(let keyframes):
      attributes = keyframes.attributes(at: f, base: attributes)
    case .custom(let apply):
      var clamped = input
      clamped.fraction = f
      apply(clamped, &attributes)
    }
  }

  // MARK: Internal

  enum Kind: Sendable {
    case stretch
    case parallax(Double)
    case fade(Double, Double)
    case slide(Double)
    case scale(Double)
    case threshold
    case keyframes(AttributeKeyframes)
    case custom(@Sendable (EffectInput, inout Attributes) -> Void)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }
}

extension Array where Element == Effect {
  /// The attributes these effects give, applied in order to `base`.
  ///
  /// - Parameters:
  ///   - input: The fraction, stretch and offset from the top.
  ///   - base: The untouched attributes (usually ``Attributes/identity(height:)``).
  /// - Note: Cost per event: O(number of effects), no allocation.
  public func attributes(for input: EffectInput, base: Attributes) -> Attributes {
    var attributes = base
    // Indices, not an iterator: an unspecialised iterator allocates in debug builds.
    for index in indices { self[index].apply(input, to: &attributes) }
    return attributes
  }
}
