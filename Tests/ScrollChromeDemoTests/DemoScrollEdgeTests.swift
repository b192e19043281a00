import ScrollChromeDemo
import ScrollChromeTestSupport
import Testing

// MARK: Scroll edge

@Suite("Demo scroll-edge hairlines")
struct DemoScrollEdgeTests {
  @Test("a bar with overlaps draws its hairline from them; one without keeps its fixed hairline")
  func hairlineFollowsOverlap() {
    let page = renderDemoPage([withOverlaps(withChrome(pullAndFling()), bar: 0.5, tab: 1)])
    // The shy bar ends at 47 + 44: 2 points of black inside its bottom edge, at 0.35 × 0.5.
    #expect(
      page.contains(
        "class=\"sc-chrome-edge\" y=\"89\" width=\"390\" height=\"2\" fill=\"#000\" "
          + "fill-opacity=\"0.175\"/>"))
    // The 83-point tab bar starts at 640 − 83: 2 points of black inside its top edge, at 0.35.
    #expect(
      page.contains(
        "<rect class=\"sc-chrome-edge\" y=\"557\" width=\"390\" height=\"2\" fill=\"#000\" "
          + "fill-opacity=\"0.35\"/>"))
    #expect(!page.contains("height=\"0.75\" fill=\"#94a3b8\""))
    let plain = renderDemoPage([withChrome(pullAndFling())])
    #expect(plain.contains("height=\"0.75\" fill=\"#000\" fill-opacity=\"0.25\"/>"))
    #expect(plain.contains("width=\"390\" height=\"0.75\" fill=\"#94a3b8\"/>"))
    #expect(!plain.contains("\"o\":["))
    #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
  }

  @Test("no overlap, no hairline: a bar with nothing under its edge draws it fully transparent")
  func noOverlapNoHairline() {
    let picture = renderDemoPicture(withOverlaps(withChrome(pullAndFling()), bar: 0, tab: 0))
    #expect(occurrences(of: "height=\"2\" fill=\"#000\" fill-opacity=\"0\"/>", in: picture) == 2)
  }

  @Test("the player's data has one overlap per frame, within 0…1, with two decimals at most")
  func overlapData() {
    var recording = withOverlaps(withChrome(pullAndFling()), bar: 0.5, tab: 1)
    recording.chrome[0].overlaps[3] = 1.7
    recording.chrome[0].overlaps[4] = -0.2
    recording.chrome[0].overlaps[5] = .nan
    recording.chrome[0].overlaps[6] = 0.123456
    recording.chrome[1].overlaps.removeLast(20)
    let page = renderDemoPage([recording])
    let overlaps = jsonArrays("o", in: page)
    #expect(overlaps.map(\.count) == [120, 100])
    #expect(overlaps.first.map { Array($0[3...6]) } == ["1", "0", "0", "0.12"])
    for number in overlaps.joined() {
      #expect((number.split(separator: ".").dropFirst().first?.count ?? 0) <= 2, "\(number)")
    }
  }

  @Test("each bar's overlap is a chart line named after it, after the fractions")
  func overlapLines() {
    let page = renderDemoPage([withOverlaps(withChrome(pullAndFling()), bar: 0.5, tab: 1)])
    // Offset and velocity, two fractions, two overlaps.
    #expect(occurrences(of: "class=\"sc-line\"", in: page) == 6)
    #expect(occurrences(of: "class=\"sc-dot-series\"", in: page) == 4)
    #expect(page.contains(">shy bar overlap</text>") && page.contains(">tab bar overlap</text>"))
    #expect(
      page.contains(
        ", and shy bar fraction, tab bar fraction, shy bar overlap and tab bar overlap from 0 to 1"
      ))
  }

  @Test("the player draws the hairline from the overlap, and the test hook reports it")
  func playerAndHook() {
    let page = renderDemoPage([withOverlaps(withChrome(pullAndFling()), bar: 0.5, tab: 1)])
    for source in [
      "g.edge.setAttribute('y', (b - (t.o ? 2 : 0.75)).toFixed(2));",
      "g.edge.setAttribute('fill-opacity', (0.35 * clamp(sample(t.o, i, f), 1)).toFixed(3));",
      "if (t.o) { e.overlap = at(t.o); }",
      "edge) and, drawn with a scroll edge, overlap (0…1: its hairline, 2 points of black",
    ] {
      #expect(page.contains(source), "\(source)")
    }
  }
}

// MARK: Private

/// `recording` with every frame's overlap set to `bar` for its first chrome element and `tab` for
/// its second.
private func withOverlaps(_ recording: DemoRecording, bar: Double, tab: Double) -> DemoRecording {
  var recording = recording
  recording.chrome[0].overlaps = recording.frames.map { _ in bar }
  recording.chrome[1].overlaps = recording.frames.map { _ in tab }
  return recording
}
