import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// `replace(_:with:)`: a piece runs a new preset's chrome (a SwiftUI modifier handed another
/// preset). Collapsing chrome goes on from where the old chrome was — a header re-syncs with the
/// content — with the runtime's settings and the app's enabling; the old chrome's commands end
/// unfinished once the new chrome runs. An invalid preset runs as its nearest valid one and is
/// reported once.
@Suite("Runtime: replacing a piece's preset") struct RuntimeReplacementTests {
  @Test func aReplacedBarGoesOnFromItsFraction() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.setFraction(0.5, animated: false), on: bar)
    fixture.runtime.replace(bar, with: RuntimeFixture.barPreset(range: 96))
    #expect(bar.chrome.behavior.range == 96)
    #expect(bar.chrome.behavior.fraction == 0.5)
    #expect(fixture.lines("apply").last == "apply bar")
  }

  @Test func theOldCommandsEndUnfinishedOnceTheNewChromeRuns() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    var rangeSeen: [Double] = []
    fixture.runtime.run(.collapse(animated: true), on: bar) { [unowned fixture] finished in
      rangeSeen.append(bar.chrome.behavior.range)
      fixture.done("old")(finished)
      // An app that retries from its completion reaches the new chrome.
      if !finished {
        fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("retry"))
      }
    }
    let start = fixture.log.count
    fixture.runtime.replace(bar, with: RuntimeFixture.barPreset(range: 96))
    #expect(rangeSeen == [96])
    // The new chrome is applied first, then the old completion runs; the retry it makes waits
    // for its turn, after the runtime's own outputs (the old animation's frames are no longer
    // needed, the collapsed bar offers the expand action).
    #expect(
      Array(fixture.log[start...]) == [
        "apply bar", "done old false", "frames false", "offers true", "done retry true",
      ])
    // Mid-animation the old chrome headed to 1: the new one starts there.
    #expect(bar.chrome.behavior.fraction == 1)
  }

  @Test func aReplacedPieceKeepsReduceMotionAndTheAppsEnabling() {
    let fixture = RuntimeFixture()
    fixture.runtime.setAccessibility(ChromeAccessibility(isReduceMotionEnabled: true))
    let bar = fixture.bar()
    fixture.runtime.setEnabled(false, forPieceNamed: "bar")
    fixture.runtime.replace(bar, with: RuntimeFixture.barPreset(range: 60))
    #expect(bar.chrome.behavior.reduceMotion)
    #expect(!bar.chrome.behavior.isEnabled)
    #expect(!bar.requestedEnabled)
  }

  @Test func aReplacementWhilePausedStaysHeldAndKeepsARetryFromTheOldCompletion() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.setPaused(true)
    fixture.runtime.run(.collapse(animated: true), on: bar) { [unowned fixture] finished in
      // The new chrome starts where the old one headed (collapsed): the app sends it back.
      if !finished {
        fixture.runtime.run(.expand(animated: true), on: bar, completion: fixture.done("retry"))
      }
    }
    fixture.runtime.replace(bar, with: RuntimeFixture.barPreset(range: 60))
    #expect(!bar.chrome.behavior.isEnabled)
    #expect(fixture.results("retry").isEmpty)
    fixture.advance(1)
    #expect(fixture.results("retry") == [true])
    #expect(bar.chrome.behavior.fraction == 0)
  }

  /// Chrome scrolled 50 points from the top (`u = 50`), then handed a preset of half the range.
  enum Handover: String, CaseIterable {
    /// A header of 200 points (fraction 50/200) becomes one of 100: it re-syncs with the
    /// content, 50/100.
    case header
    /// The same header, paused: disabled chrome keeps its fraction.
    case pausedHeader
    /// A bar of 200 points that follows scrolling becomes one of 100: it keeps its fraction.
    case bar
  }

  @Test(arguments: Handover.allCases)
  func aReplacementContinuesFromTheOldChrome(handover: Handover) {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    let fraction: () -> Double
    let replace: () -> Void
    switch handover {
    case .header, .pausedHeader:
      let header = fixture.add(HeaderTransition(headerHeight: 200), named: "header")
      fraction = { header.chrome.behavior.fraction }
      replace = { fixture.runtime.replace(header, with: HeaderTransition(headerHeight: 100)) }
    case .bar:
      let bar = fixture.bar(range: 200)
      fraction = { bar.chrome.behavior.fraction }
      replace = { fixture.runtime.replace(bar, with: RuntimeFixture.barPreset(range: 100)) }
    }
    fixture.scroll(to: 50)
    #expect(fraction() == 0.25)
    if handover == .pausedHeader { fixture.runtime.setPaused(true) }
    replace()
    #expect(fraction() == (handover == .header ? 0.5 : 0.25))
  }

  /// What VoiceOver finds when the preset changes.
  enum UnderVoiceOver: String, CaseIterable {
    /// A header VoiceOver expanded.
    case expandedHeader
    /// A bar the app collapsed by a command while VoiceOver runs: made again, it shows fully.
    case barCollapsedByTheApp
  }

  @Test(arguments: UnderVoiceOver.allCases)
  func aReplacementUnderVoiceOverIsExpanded(situation: UnderVoiceOver) {
    let fixture = RuntimeFixture()
    switch situation {
    case .expandedHeader:
      let header = fixture.add(HeaderTransition(headerHeight: 200), named: "header")
      fixture.runtime.run(.collapse(animated: false), on: header)
      fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
      fixture.advance(1)
      #expect(header.chrome.behavior.fraction == 0)
      fixture.runtime.replace(header, with: HeaderTransition(headerHeight: 100))
      #expect(header.chrome.behavior.fraction == 0)
      #expect(!header.chrome.behavior.isEnabled)
    case .barCollapsedByTheApp:
      let bar = fixture.bar()
      fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
      fixture.runtime.run(.collapse(animated: false), on: bar)
      fixture.runtime.replace(bar, with: RuntimeFixture.barPreset(range: 60))
      #expect(bar.chrome.behavior.fraction == 0)
      #expect(!bar.chrome.behavior.isEnabled)
    }
  }

  @Test func aReplacedPullReadsPullsWithTheNewThresholdsAndKeepsPausing() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    let pull = fixture.pull()
    fixture.runtime.setPaused(true)
    let applied = fixture.applies("pull")
    fixture.runtime.replace(pull, with: DraggableSwitch(shallowThreshold: 10, deepThreshold: 40))
    #expect(fixture.applies("pull") == applied + 1)
    #expect(!pull.chrome.behavior.isEnabled)
    fixture.runtime.setPaused(false)
    #expect(pull.chrome.behavior.isEnabled)
    // A pull of 50 is deep with the new thresholds (50 ≥ 40), shallow with the old (20…70).
    fixture.drag(through: -50)
    #expect(fixture.lines("trigger") == ["trigger pull deep"])
  }

  /// A preset with a value out of range.
  enum Invalid: String, CaseIterable {
    /// A bar with a range of 0 (`range` must be greater than 0).
    case bar
    /// A shy bar whose shy height exceeds its full height.
    case shyBar
    /// A header of negative height.
    case header
    /// A pull header with a negative shallow threshold.
    case pull
  }

  @Test(arguments: Invalid.allCases)
  func anInvalidPresetIsReportedOnceAndItsNearestValidOneRuns(preset: Invalid) {
    let fixture = RuntimeFixture()
    let field: String
    let piece: RuntimePiece
    switch preset {
    case .bar:
      var invalid = RuntimeFixture.barPreset()
      invalid.range = 0
      piece = fixture.add(invalid, named: "bar")
      field = "range"
    case .shyBar:
      piece = fixture.add(ShyBar(fullHeight: 44, shyHeight: 50), named: "shy")
      field = "shyHeight"
    case .header:
      piece = fixture.add(HeaderTransition(headerHeight: -1), named: "header")
      field = "headerHeight"
    case .pull:
      piece = fixture.pull(preset: DraggableSwitch(shallowThreshold: -5))
      field = "shallowThreshold"
    }
    #expect(fixture.invalid.map(\.field) == [field])
    #expect(fixture.runtime.isRunning(piece))
    // Events and frames report nothing more.
    fixture.scroll(to: 1100)
    fixture.advance(1)
    #expect(fixture.invalid.count == 1)
  }

  @Test(arguments: Invalid.allCases)
  func anInvalidReplacementIsReportedOnce(preset: Invalid) {
    let fixture = RuntimeFixture()
    switch preset {
    case .bar:
      var invalid = RuntimeFixture.barPreset()
      invalid.range = -3
      fixture.runtime.replace(fixture.bar(), with: invalid)
    case .shyBar:
      fixture.runtime.replace(
        fixture.add(ShyBar(), named: "shy"), with: ShyBar(fullHeight: 44, shyHeight: 50))
    case .header:
      fixture.runtime.replace(
        fixture.add(HeaderTransition(), named: "header"), with: HeaderTransition(headerHeight: -1))
    case .pull:
      fixture.runtime.replace(fixture.pull(), with: DraggableSwitch(shallowThreshold: -5))
    }
    #expect(fixture.invalid.count == 1)
    fixture.scroll(to: 1100)
    #expect(fixture.invalid.count == 1)
  }
}
