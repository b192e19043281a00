import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// The compiled twins of the Swift snippets in the DocC articles and in the core's doc comments:
/// each test repeats its snippet verbatim, with the snippet's `// result` comments turned into
/// expectations. If a snippet stops compiling or stops telling the truth, its twin fails.
@Suite("Documentation snippets") struct DocumentationSnippetTests {
  // MARK: Articles

  /// `ScrollChromeCore.md`: a preset runs where it is attached, here through `makeChrome`.
  @Test func presetRunsWhereAttachedSnippet() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    var bar = ShyBar(fullHeight: 44).makeChrome(tracker: tracker)
    try tracker.handle(.beginDragging, at: 0)
    bar.handle(.beginDragging, tracker: tracker) { _ in }
    try tracker.handle(.scroll(y: 30), at: 0.016)
    bar.handle(.scroll(y: 30), tracker: tracker) { _ in }
    #expect(bar.visibleHeight == 14)
  }

  /// `ScrollChromeCore.md`: an invalid preset runs as its nearest valid one.
  @Test func invalidPresetSnippet() {
    let bar = ShyBar(fullHeight: 44, shyHeight: 60)
    let (running, issue) = bar.resolved()
    #expect(running.shyHeight == Double(44).nextDown)
    #expect(issue?.description == "shyHeight must be a number from 0 to below fullHeight")
  }

  /// `ScrollInput.md`: the tracker's first example.
  @Test func scrollInputSnippet() throws {
    var tracker = try ScrollTracker(
      metrics: ScrollMetrics(viewport: 800, content: 4000, insetTop: 44))
    try tracker.handle(.beginDragging, at: 0)
    try tracker.handle(.scroll(y: -20), at: 0.016)
    #expect(tracker.delta == 24)
    #expect(tracker.direction == .down)
  }

  /// `SimulatingAScrollView.md`: a fling at 1000 pt/s rests at 494.01.
  @Test func simulatorSnippet() {
    var simulator = ScrollViewSimulator(metrics: ScrollMetrics(viewport: 800, content: 4000))
    var events: [ScrollEvent] = []
    simulator.touchDown { events.append($0) }
    simulator.liftFinger(velocity: 1000) { events.append($0) }
    var time = 0.0
    while !simulator.isIdle {
      time += 1.0 / 60
      simulator.advance(to: time) { events.append($0) }
    }
    // python: 1*0.998/0.002*(1 - 10/1000) → 494.01
    #expect(isClose(simulator.metrics.offset, 494.01, tolerance: 1e-9))
    #expect(events.first == .beginDragging)
    #expect(events.last == .endDecelerating)
  }

  /// `CollapsingChromeBehavior.md` and ``CollapseBehavior``'s summary: a bar follows a 30-point
  /// scroll.
  @Test func collapseSnippet() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    var bar = CollapseBehavior(CollapseConfiguration(range: 44), tracker: tracker)
    try tracker.handle(.beginDragging, at: 0)
    bar.handle(.beginDragging, tracker: tracker) { _ in }
    try tracker.handle(.scroll(y: 30), at: 0.016)
    bar.handle(.scroll(y: 30), tracker: tracker) { _ in }
    #expect(bar.fraction == 30.0 / 44)
  }

  /// `EffectsAndAttributes.md`: a title halfway through slide and fade.
  @Test func effectsSnippet() {
    let title: [Effect] = [.slide(10), .fade(from: 0, to: 1)]
    let attributes = title.attributes(
      for: EffectInput(fraction: 0.5), base: .identity())
    #expect(attributes.translateY == 5)
    #expect(attributes.alpha == 0.5)
  }

  /// `EffectsAndAttributes.md`: a custom animator is two effect lists.
  @Test func customAnimatorSnippet() throws {
    let header = HeaderTransition(
      headerHeight: 200, header: [.stretch, .parallax()],
      title: [.scale(from: 0.8), .fade(from: 0, to: 1)])
    #expect(header.headerEffects.count == 2)
    #expect(!header.titleWaitsForCollapse)
    // Halfway (u = 100 of R = 200) the title is at 0.8 + 0.2·0.5 = 0.9 of its size, half faded in.
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 600, content: 3000))
    var transition = header.makeChrome(tracker: tracker)
    try tracker.handle(.scroll(y: 100), at: 0)
    transition.handle(.scroll(y: 100), tracker: tracker) { _ in }
    #expect(isClose(transition.title.scaleX, 0.9, tolerance: 1e-12))
    #expect(transition.title.alpha == 0.5)
    #expect(transition.header.height == 200)
  }

  /// `MigratingFromSQTShyNavigationBar.md`: a screen's memory replaces the segue methods.
  @Test func shyBarMemorySnippet() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 3000))
    var bar = ShyBar(fullHeight: 44).makeChrome(tracker: tracker)
    try tracker.handle(.scroll(y: 200), at: 0)
    bar.handle(.scroll(y: 200), tracker: tracker) { _ in }
    let inbox = bar.memoryForLeaving  // prepareForSegueAway:
    bar.enterScreen(remembering: nil, at: 1) { _ in }  // a new screen: a full bar
    #expect(bar.visibleHeight == 44)
    bar.enterScreen(remembering: inbox, at: 2) { _ in }  // adjustForSequeInto: on return
    #expect(bar.visibleHeight == 0)
  }

  /// `MigratingFromScrollingFollowView.md`: `setup` and `setupDelayPoints` as one value; `hide`.
  @Test func followViewSnippet() throws {
    let tabBar = FollowView(maxFollowPoint: 83, hideDelay: 40, showDelay: 20)
    let tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 600, content: 2000))
    var running = tabBar.makeChrome(tracker: tracker)
    running.behavior.collapse(animated: false, at: 0) { _ in }
    #expect(running.constant == -83)
  }

  /// `MigratingFromTIUIElements.md`: the `transition` animator halfway.
  @Test func headerTransitionSnippet() throws {
    let header = HeaderTransition(headerHeight: 200, animator: .transition)
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 600, content: 3000))
    var transition = header.makeChrome(tracker: tracker)
    try tracker.handle(.scroll(y: 100), at: 0)
    transition.handle(.scroll(y: 100), tracker: tracker) { _ in }
    #expect(transition.title.alpha == 0.5)
    #expect(transition.title.translateY == 5)
    #expect(transition.title.height == nil)
  }

  /// `MigratingFromWZDraggableSwitchHeaderView.md`: a deep pull with a text of the app's own.
  @Test func draggableSwitchSnippet() throws {
    let header = DraggableSwitch(deepText: "RELEASE TO GO BACK.")
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 600, content: 2000))
    var running = header.makeChrome(tracker: tracker)
    try tracker.handle(.beginDragging, at: 0)
    running.handle(.beginDragging, tracker: tracker) { _ in }
    try tracker.handle(.scroll(y: -75), at: 0.1)
    running.handle(.scroll(y: -75), tracker: tracker) { _ in }
    #expect(running.text == "RELEASE TO GO BACK.")
    #expect(running.arrowRotation == Double.pi)
  }

  // MARK: Doc comments

  /// ``AttributeKeyframes``' summary: a title that stays hidden until 60 % and eases in after.
  @Test func keyframesSnippet() {
    let title = AttributeKeyframes([
      AttributeKeyframes.Frame(fraction: 0, attributes: Attributes(alpha: 0, translateY: 12)),
      AttributeKeyframes.Frame(fraction: 0.6, attributes: Attributes(alpha: 0, translateY: 12)),
      AttributeKeyframes.Frame(fraction: 1, attributes: Attributes(alpha: 1), easing: .easeOut),
    ])
    #expect(title.attributes(at: 0.3, base: .identity()).alpha == 0)
    #expect(title.attributes(at: 1, base: .identity()).translateY == 0)
    // Halfway between 0.6 and 1 the segment's easeOut (0, 0, 0.58, 1) gives the alpha; python:
    // bisect x(s) = 3(1−s)s²·0.58 + s³ = 0.5, then y(s) = 3(1−s)²s·0 + 3(1−s)s² + s³ → 0.684643
    #expect(isClose(title.attributes(at: 0.8, base: .identity()).alpha, 0.684643, tolerance: 1e-6))
  }

  /// ``ShyBar``'s summary: a preset is a value, without a tracker and without `try`.
  @Test func shyBarSnippet() throws {
    let bar = ShyBar(fullHeight: 44)
    #expect(bar == ShyBar())
    try bar.validate()
  }

  /// ``FollowView``'s summary: a tab bar that hides by its 83 points.
  @Test func followViewSummarySnippet() throws {
    let tabBar = FollowView(maxFollowPoint: 83)
    #expect(tabBar.configuration.range == 83)
    try tabBar.validate()
  }

  /// ``HeaderTransition``'s summary: a stretching header whose title slides and fades in.
  @Test func headerTransitionSummarySnippet() throws {
    let header = HeaderTransition(headerHeight: 220, animator: .parallaxWithTransition)
    #expect(header.configuration.range == 220)
    #expect(header.titleEffects.count == 2)
    try header.validate()
  }

  /// ``DraggableSwitch``'s summary: the original's thresholds and texts.
  @Test func draggableSwitchSummarySnippet() throws {
    let header = DraggableSwitch()
    #expect(header.configuration == PullConfiguration(shallow: 20, deep: 70))
    #expect(header.normalText == "ABOUT")
    try header.validate()
  }
}
