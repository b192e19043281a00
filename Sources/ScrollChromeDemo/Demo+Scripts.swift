// MARK: Public

extension Demo {
  /// The scripted gestures, in page order: six on the list, one under a toolbar over tabs, four
  /// on the detail page, then the three screens beyond the libraries: a bar's scroll-edge
  /// appearance, a chat anchored at its newest message and a toolbar that comes back at the end.
  public static let scripts = [
    Script(
      title: "Slow drag, then let go",
      caption: "A slow 66 pt drag: the nav bar shrinks with the content; the tab bar follows, "
        + "then snaps away.",
      steps: [.drag(by: 66, duration: 1), .release(velocity: 0), .advance(0.3)]),
    Script(
      title: "Let go near the top",
      caption: "Released 30 pt down, the shy bar is past half yet expands: so near the top it "
        + "can't hide.",
      steps: [.drag(by: 30, duration: 0.5), .release(velocity: 0), .advance(0.3)]),
    Script(
      title: "Fling up the list",
      caption: "A 2400 pt/s fling: both bars hide as the list coasts, and stay hidden when it "
        + "stops.",
      steps: [.drag(by: 40, duration: 0.12), .release(velocity: 2400)]),
    Script(
      title: "Scroll back up mid-list",
      caption: "70 pt back up mid-list: the tab bar returns at once (quick return); the shy bar "
        + "stays collapsed.",
      offset: 1200,
      steps: [
        .drag(by: 320, duration: 0.6), .release(velocity: 0), .advance(0.3),
        .drag(by: -70, duration: 0.5), .release(velocity: 0), .advance(0.3),
      ]),
    Script(
      title: "Fling into the bottom edge",
      caption: "A 3200 pt/s fling hides both bars and hits the bottom edge; the bounce reveals "
        + "neither.",
      offset: 2200, steps: [.fling(velocity: 3200)]),
    Script(
      title: "Tap the status bar",
      caption: "300 pt down the list, a tap on the status bar scrolls to the top and both bars "
        + "expand.",
      steps: [
        .drag(by: 300, duration: 0.5), .release(velocity: 0), .advance(0.3), .scrollToTop,
        .advance(0.2),
      ]),
    Script(
      title: "Toolbar over tabs",
      caption: "Let go 75 pt down: the toolbar hides, the tabs stay (a stop at 56 pt); 200 pt "
        + "further both hide.",
      screen: .toolbarOverTabs,
      steps: [
        .drag(by: 75, duration: 0.8), .release(velocity: 0), .advance(0.5),
        .drag(by: 200, duration: 0.8), .release(velocity: 0), .advance(0.5),
      ]),
    Script(
      title: "Collapsing header",
      caption: "A slow 240 pt scroll: the header scrolls away as the title slides and fades in; "
        + "then back down.",
      screen: .headerAndPull,
      steps: [
        .drag(by: 240, duration: 2), .release(velocity: 0), .advance(0.4),
        .drag(by: -240, duration: 1.6), .release(velocity: 0), .advance(0.3),
      ]),
    Script(
      title: "Stretchy header",
      caption: "Pulled 84 pt past the top, the header stretches to fill the gap; let go, it "
        + "springs back.",
      screen: .header,
      steps: [
        .drag(by: -170, duration: 0.8), .advance(0.3), .release(velocity: 0), .advance(0.3),
      ]),
    Script(
      title: "Pull to trigger",
      caption: "Past 70 pt the text changes and the arrow flips; letting go triggers once, the "
        + "bounce back never.",
      screen: .headerAndPull,
      steps: [
        .drag(by: -190, duration: 1), .advance(0.3), .release(velocity: 0), .advance(1),
      ]),
    Script(
      title: "Pull, then change your mind",
      caption: "Pulled deep, then back to 42 pt before letting go: the shallow trigger fires, "
        + "not the deep one.",
      screen: .headerAndPull,
      steps: [
        .drag(by: -190, duration: 0.9), .advance(0.2), .drag(by: 110, duration: 0.6),
        .advance(0.2), .release(velocity: 0), .advance(1),
      ]),
    Script(
      title: "Scroll-edge appearance",
      caption: "From the end: rows slide under the tab bar, giving it a hairline; at the top the "
        + "nav bar loses its.",
      screen: .scrollEdge, offset: Demo.scrollEdgeMetrics().maxY,
      steps: [
        .advance(0.3), .drag(by: -30, duration: 0.8), .drag(by: -170, duration: 0.5),
        .drag(by: -40, duration: 1), .release(velocity: 0), .advance(0.3),
        .drag(by: 60, duration: 0.8), .release(velocity: 0), .advance(0.4),
      ]),
    Script(
      title: "Bottom-anchored chat",
      caption: "Scrolling up into older messages hides the bar; back down toward the newest "
        + "brings it back.",
      screen: .chat, offset: Demo.chatMetrics().maxY,
      steps: [
        .advance(0.3), .drag(by: -220, duration: 1.2), .release(velocity: 0), .advance(0.3),
        .drag(by: 20, duration: 0.12), .release(velocity: 1500),
      ]),
    Script(
      title: "Revealing at the end",
      caption: "Reading hides both bars; at the end of the page the toolbar comes back, the nav "
        + "bar stays hidden.",
      screen: .reading, offset: Demo.readingMetrics().maxY - 700,
      steps: [
        .drag(by: 300, duration: 1.2), .release(velocity: 0), .advance(0.3),
        .drag(by: 40, duration: 0.15), .release(velocity: 2200),
      ]),
  ]
}
