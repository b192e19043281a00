import ScrollChromeCore
import Testing

/// `HeaderTransition.isSameConfiguration(as:)`: a body that builds the same preset again changes
/// nothing; any value that differs does.
@Suite("Header transition matching") struct HeaderTransitionMatchingTests {
  @Test(arguments: HeaderTransition.Animator.allCases)
  func thePresetBuiltAgainMatches(animator: HeaderTransition.Animator) {
    let preset = HeaderTransition(headerHeight: 220, fixedTopOffset: 52, animator: animator)
    #expect(
      preset.isSameConfiguration(
        as: HeaderTransition(headerHeight: 220, fixedTopOffset: 52, animator: animator)))
  }

  @Test func differentAnimatorsDoNotMatch() {
    let animators = HeaderTransition.Animator.allCases
    for a in animators {
      for b in animators where a != b {
        let first = HeaderTransition(animator: a)
        let second = HeaderTransition(animator: b)
        // `.none` and `.parallax` differ only in the stretch and the title's gate: still different.
        #expect(!first.isSameConfiguration(as: second), "\(a) vs \(b)")
      }
    }
  }

  @Test func everyValueCounts() {
    let base = HeaderTransition(
      headerHeight: 200, header: [.stretch, .parallax(0.5)],
      title: [.slide(10), .fade(from: 0, to: 1), .scale(from: 0.5), .threshold])
    var changes: [HeaderTransition] = []
    var next = base
    next.headerHeight = 201
    changes.append(next)
    next = base
    next.fixedTopOffset = 1
    changes.append(next)
    next = base
    next.titleWaitsForCollapse = true
    changes.append(next)
    next = base
    next.headerEffects = [.stretch, .parallax(0.4)]
    changes.append(next)
    next = base
    next.headerEffects = [.parallax(0.5), .stretch]
    changes.append(next)
    next = base
    next.titleEffects = [.slide(12), .fade(from: 0, to: 1), .scale(from: 0.5), .threshold]
    changes.append(next)
    next = base
    next.titleEffects = [.slide(10), .fade(from: 0.2, to: 1), .scale(from: 0.5), .threshold]
    changes.append(next)
    next = base
    next.titleEffects = [.slide(10), .fade(from: 0, to: 0.9), .scale(from: 0.5), .threshold]
    changes.append(next)
    next = base
    next.titleEffects = [.slide(10), .fade(from: 0, to: 1), .scale(from: 0.6), .threshold]
    changes.append(next)
    next = base
    next.titleEffects = [.slide(10), .fade(from: 0, to: 1), .scale(from: 0.5)]
    changes.append(next)
    #expect(base.isSameConfiguration(as: base))
    for (index, changed) in changes.enumerated() {
      #expect(!base.isSameConfiguration(as: changed), "change \(index)")
      #expect(!changed.isSameConfiguration(as: base), "change \(index), reversed")
    }
  }

  @Test func anInvalidPresetMatchesItselfOnceClamped() {
    // NaN never equals itself, so hosts compare the nearest valid presets: a body that builds
    // the same invalid preset again hands over nothing.
    let invalid = HeaderTransition(headerHeight: .nan, fixedTopOffset: .nan, animator: .parallax)
    #expect(!invalid.isSameConfiguration(as: invalid))
    #expect(invalid.clamped().isSameConfiguration(as: invalid.clamped()))
  }

  @Test func keyframesCompareByValue() {
    let frames = AttributeKeyframes([
      .init(fraction: 0, attributes: .identity()),
      .init(fraction: 1, attributes: Attributes(alpha: 0)),
    ])
    let other = AttributeKeyframes([
      .init(fraction: 0, attributes: .identity()),
      .init(fraction: 1, attributes: Attributes(alpha: 0.5)),
    ])
    let preset = HeaderTransition(headerHeight: 200, header: [.keyframes(frames)], title: [])
    var same = preset
    same.headerEffects = [.keyframes(frames)]
    var changed = preset
    changed.headerEffects = [.keyframes(other)]
    #expect(preset.isSameConfiguration(as: same))
    #expect(!preset.isSameConfiguration(as: changed))
  }

  @Test func customEffectsMatchAnyCustomEffectAtTheSamePlace() {
    let preset = HeaderTransition(
      headerHeight: 200, header: [.custom { _, attributes in attributes.alpha = 0.5 }], title: [])
    let rebuilt = HeaderTransition(
      headerHeight: 200, header: [.custom { _, attributes in attributes.alpha = 0.25 }], title: [])
    let builtIn = HeaderTransition(headerHeight: 200, header: [.fade(from: 1, to: 0)], title: [])
    #expect(preset.isSameConfiguration(as: rebuilt))
    #expect(!preset.isSameConfiguration(as: builtIn))
    #expect(!builtIn.isSameConfiguration(as: preset))
  }
}
