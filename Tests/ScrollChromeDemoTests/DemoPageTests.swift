import Foundation
import ScrollChromeDemo
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// MARK: Page

@Suite("Demo page")
struct DemoPageTests {
  @Test("the page is self-contained: no network, no external files")
  func pageIsSelfContained() {
    let page = renderDemoPage([pullAndFling(), pullAndFling(title: "Second")])
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<title>ScrollChrome demo</title>"))
    #expect(page.contains("<noscript>"))
    #expect(page.contains("prefers-reduced-motion"))
    for external in ["http://", "https://", "src=", "<link", "@import", "url(http"] {
      #expect(!page.contains(external), "\(external)")
    }
  }

  @Test(
    "one card, phone, chart and player per recording",
    arguments: [
      0,  // no recordings: an empty page, still valid
      1,  // the usual single preset
      3,  // several presets, with a table of contents
    ])
  func onePhoneAndChartPerRecording(count: Int) {
    let recordings = (0..<count).map { pullAndFling(title: "Recording \($0)") }
    let page = renderDemoPage(recordings)
    #expect(occurrences(of: "<section class=\"sc-card\"", in: page) == count)
    #expect(occurrences(of: "<svg class=\"sc-phone\"", in: page) == count)
    #expect(occurrences(of: "<svg class=\"sc-chart\"", in: page) == count)
    #expect(occurrences(of: "class=\"sc-content\"", in: page) == count)
    #expect(occurrences(of: "class=\"sc-cursor\"", in: page) == count)
    #expect(occurrences(of: "<button type=\"button\" class=\"sc-play\"", in: page) == count)
    #expect(occurrences(of: "type=\"range\"", in: page) == count)
    #expect(
      occurrences(of: "<script type=\"application/json\" class=\"sc-data\">", in: page) == count)
    #expect(page.contains("<nav class=\"sc-toc\"") == (count > 1))
  }

  @Test("titles, captions, series and chrome names are escaped for HTML")
  func escapesText() {
    var recording = withChrome(pullAndFling(title: "Drag <b> & \"fling\""))
    recording.caption = "Caption with <i>tags</i> & 'quotes'"
    recording.series = [DemoSeries(name: "a<b", values: [0.5])]
    recording.chrome[0].name = "<bar> & \"x\""
    recording.frames[0].phase = "</script><script>alert(1)</script>"
    let page = renderDemoPage([recording])
    #expect(page.contains("Drag &lt;b&gt; &amp; &quot;fling&quot;"))
    #expect(page.contains("Caption with &lt;i&gt;tags&lt;/i&gt; &amp; &#39;quotes&#39;"))
    #expect(page.contains("a&lt;b"))
    #expect(!page.contains("<b>"))
    #expect(!page.contains("<i>"))
    #expect(!page.contains("alert(1)</script>"))
    #expect(page.contains("\\u003c/script\\u003e"))
    // In the legend, the phone's label and the player's data; the picture's note too.
    #expect(page.contains(">&lt;bar&gt; &amp; &quot;x&quot; fraction</text>"))
    #expect(page.contains("with its &lt;bar&gt; &amp; &quot;x&quot; and tab bar"))
    #expect(page.contains("\"n\":\"\\u003cbar\\u003e \\u0026 \\\"x\\\"\""))
    #expect(!page.contains("<bar>"))
    #expect(renderDemoPicture(recording).contains("&lt;bar&gt; &amp; &quot;x&quot; at 0.55"))
  }

  @Test("the data embeds exactly one entry per frame", arguments: [1, 2, 61, 240])
  func embedsEveryFrame(frameCount: Int) {
    let recording = pullAndFling(frameCount: frameCount)
    let page = renderDemoPage([recording])
    #expect(page.contains("data-frame-count=\"\(frameCount)\""))
    #expect(page.contains("{\"n\":\(frameCount),"))
    for key in ["ms", "y", "v", "p"] {
      #expect(jsonArray(key, in: page)?.count == frameCount, "\(key)")
    }
    #expect(page.contains("max=\"\(frameCount - 1)\""))
  }

  @Test("embedded numbers have at most two decimals and never read -0")
  func compactNumbers() {
    var recording = pullAndFling()
    recording.frames[0].offset = -0.0001
    recording.frames[1].velocity = -0.004
    let page = renderDemoPage([recording])
    let data = jsonArray("y", in: page) ?? []
    #expect(data.first == "0")
    for key in ["ms", "y", "v"] {
      for number in jsonArray(key, in: page) ?? [] {
        let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
        #expect(decimals <= 2, "\(key): \(number)")
        #expect(number != "-0", "\(key)")
      }
    }
  }

  @Test("series become extra chart lines and legend entries")
  func seriesLinesAppear() {
    var recording = pullAndFling()
    let count = recording.frames.count
    recording.series = [
      DemoSeries(name: "fraction", values: (0..<count).map { Double($0) / Double(count) }),
      DemoSeries(name: "pull", unit: "pt", values: (0..<count).map { _ in 0.25 }),
    ]
    let page = renderDemoPage([recording])
    // Offset and velocity, then one line per series.
    #expect(occurrences(of: "class=\"sc-line\"", in: page) == 4)
    #expect(occurrences(of: "class=\"sc-dot-series\"", in: page) == 2)
    #expect(page.contains(">fraction</text>"))
    #expect(page.contains(">pull (pt)</text>"))
    #expect(page.contains("\"s\":[["))
    let plain = renderDemoPage([pullAndFling()])
    #expect(occurrences(of: "class=\"sc-line\"", in: plain) == 2)
    #expect(plain.contains("\"s\":[]"))
  }

  @Test("events are marked on the chart, and the finger shows while dragging")
  func eventsAreMarked() {
    let page = renderDemoPage([pullAndFling()])
    for event in ["beginDragging", "endDragging", "endDecelerating"] {
      #expect(page.contains(">\(event)</text>"), "\(event)")
    }
    // One drag: frames 0 through 15, before `endDragging` at frame 16.
    #expect(page.contains("\"touch\":[[0,15,"))
    #expect(occurrences(of: "class=\"sc-touch\"", in: page) == 1)
  }

  @Test("the summary gives duration, final offset and peak overscroll")
  func summaryLine() {
    let page = renderDemoPage([pullAndFling(frameCount: 61)])
    #expect(page.contains("Duration 1.00 s"))
    #expect(page.contains("61 frames"))
    #expect(page.contains("peak overscroll 30.0 pt past the top"))
  }

  @Test("the page's markup is balanced outside its scripts")
  func pageIsBalanced() {
    let page = renderDemoPage([pullAndFling(), pullAndFling(frameCount: 1)])
    #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
  }

  @Test("a recording without frames still renders a card")
  func emptyRecording() {
    let recording = DemoRecording(
      title: "Nothing", caption: "No frames.", viewport: 600, content: 400, frames: [])
    let page = renderDemoPage([recording])
    #expect(page.contains("data-frame-count=\"0\""))
    #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
    #expect(renderDemoPicture(recording).hasPrefix("<svg"))
  }
}

// MARK: Picture

extension DemoPageTests {
  @Suite("Demo picture")
  struct Picture {
    @Test("the picture is a well-formed standalone SVG")
    func pictureIsStandaloneSVG() {
      let picture = renderDemoPicture(pullAndFling(title: "Drag <&> \"fling\""))
      #expect(picture.hasPrefix("<svg"))
      #expect(picture.contains("xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(picture.contains("viewBox=\"0 0 900 420\""))
      #expect(picture.hasSuffix("</svg>\n"))
      #expect(picture.contains("Drag &lt;&amp;&gt; &quot;fling&quot;"))
      #expect(!picture.contains("<script"))
      #expect(!picture.contains("https://"))
      #expect(!picture.contains("href"))
      #expect(tagBalanceProblem(picture) == nil)
    }

    @Test("the picture freezes the phone at the peak overscroll")
    func pictureShowsPeakOverscroll() {
      let picture = renderDemoPicture(pullAndFling())
      // The synthetic pull peaks 30 points past the resting top (−64) at frame 15.
      #expect(picture.contains("class=\"sc-content\" transform=\"translate(0 94)\""))
      #expect(picture.contains("overscroll 30.0 pt"))
      // The finger is still down at the peak (the drag ends at frame 16).
      #expect(picture.contains("class=\"sc-touch\""))
      #expect(picture.contains("visibility=\"visible\""))
    }
  }
}

// MARK: Chrome

extension DemoPageTests {
  @Suite("Demo chrome")
  struct Chrome {
    @Test("the shy bar and the tab bar are drawn over the list at the first frame's state")
    func chromeIsDrawn() {
      var recording = withChrome(pullAndFling())
      recording.chrome[0].collapsed[0] = 22
      recording.chrome[0].fractions[0] = 0.5
      recording.chrome[1].collapsed[0] = 40
      let page = renderDemoPage([recording])
      #expect(occurrences(of: "class=\"sc-chrome\"", in: page) == 2)
      // The bar is 47 + 44 − 22 tall; its items are centred in the 22 points left, half faded.
      #expect(page.contains("class=\"sc-chrome-bg\" width=\"390\" height=\"69\""))
      #expect(page.contains("class=\"sc-chrome-clip\" y=\"47\" width=\"390\" height=\"22\""))
      #expect(page.contains("translate(195 58) scale(0.8) translate(-195 -69)\" opacity=\"0.5\""))
      // The tab bar slides down by its collapsed points and shows four tabs.
      #expect(page.contains("data-kind=\"bottomBar\" transform=\"translate(0 40)\""))
      #expect(
        ["Inbox", "Search", "Activity", "Profile"].allSatisfy { page.contains(">\($0)</text>") })
      #expect(!page.contains(">ScrollChrome</text>"))  // no fixed navigation bar under the shy one
      #expect(page.contains("replaying Drag, then fling, with its shy bar and tab bar\""))
      #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
    }

    @Test("each element's fraction is a chart line named after it")
    func fractionLines() {
      let page = renderDemoPage([withChrome(pullAndFling())])
      // Offset and velocity, then one line per element.
      #expect(occurrences(of: "class=\"sc-line\"", in: page) == 4)
      #expect(occurrences(of: "class=\"sc-dot-series\"", in: page) == 2)
      #expect(page.contains(">shy bar fraction</text>"))
      #expect(page.contains(">tab bar fraction</text>"))
      #expect(page.contains(">collapsed</text>") && page.contains(">shown</text>"))
      #expect(page.contains("\"s\":[["))
      #expect(page.contains(", and shy bar fraction and tab bar fraction from 0 to 1\""))
      #expect(page.contains("\u{00B7} shy bar 0.00 \u{00B7} tab bar 0.00</span>"))
      #expect(page.contains("at the end: shy bar collapsed, tab bar hidden</p>"))
    }

    @Test("the chrome's data has one value per frame, drawn in range, with two decimals at most")
    func chromeData() {
      var recording = withChrome(pullAndFling())
      recording.chrome[0].collapsed[5] = 20.123456
      recording.chrome[0].fractions[6] = .nan
      recording.chrome[1].collapsed[7] = 500  // more than the bar's 83 points
      recording.chrome[1].fractions.removeLast(20)
      let page = renderDemoPage([recording])
      #expect(
        page.contains("\"ch\":[{\"n\":\"shy bar\",\"k\":\"topBar\",\"top\":47,\"h\":44,\"c\":["))
      let collapsed = jsonArrays("c", in: page)
      let fractions = jsonArrays("f", in: page)
      #expect(collapsed.map(\.count) == [120, 120])
      #expect(fractions.map(\.count) == [120, 100])
      for number in (collapsed + fractions).joined() {
        #expect((number.split(separator: ".").dropFirst().first?.count ?? 0) <= 2, "\(number)")
        #expect(number != "-0")
      }
      #expect([collapsed[0][5], fractions[0][6], collapsed[1][7]] == ["20.12", "0", "83"])
      #expect(renderDemoPage([pullAndFling()]).contains("\"ch\":[]"))
    }

    @Test("the picture freezes the phone where both elements are partly collapsed")
    func pictureShowsPartialChrome() {
      // Frame 43 (offset −40): the bar at 24 / 44 and the tab bar at 24 / 83, both well between.
      let picture = renderDemoPicture(withChrome(pullAndFling()))
      #expect(picture.contains("class=\"sc-content\" transform=\"translate(0 40)\""))
      #expect(picture.contains("t = 0.72 s \u{00B7} offset \u{2212}40 pt"))
      #expect(picture.contains("shy bar at 0.55 \u{00B7} tab bar at 0.29"))
      #expect(tagBalanceProblem(picture) == nil)
    }

    @Test("a resting edge far from a mid-list recording stays off the offset axis")
    func axisLeavesOutFarEdges() {
      var recording = pullAndFling()
      for index in recording.frames.indices { recording.frames[index].offset += 1500 }
      #expect(!renderDemoPage([recording]).contains(">resting top</text>"))
      #expect(renderDemoPage([pullAndFling()]).contains(">resting top</text>"))
    }
  }
}

// MARK: Shared with the other demo tests

/// A synthetic session at 60 Hz: pull 30 points past the top, spring back, then fling down.
func pullAndFling(title: String = "Drag, then fling", frameCount: Int = 120)
  -> DemoRecording
{
  var frames: [DemoFrame] = []
  for index in 0..<frameCount {
    let time = Double(index) / 60
    let offset: Double
    let phase: String
    var events: [String] = []
    switch index {
    case 0..<16:
      offset = -64 - 2 * Double(index)
      phase = "tracking"
      if index == 0 { events = ["beginDragging"] }
    case 16..<40:
      offset = -94 + 30 * Double(index - 15) / 24
      phase = "decelerating"
      if index == 16 { events = ["endDragging"] }
    default:
      offset = -64 + 8 * Double(index - 40)
      phase = index == frameCount - 1 ? "idle" : "decelerating"
      if index == frameCount - 1 { events = ["endDecelerating"] }
    }
    let velocity = index == 0 ? 0 : (offset - (frames.last?.offset ?? offset)) * 60
    frames.append(
      DemoFrame(time: time, offset: offset, velocity: velocity, phase: phase, events: events))
  }
  return DemoRecording(
    title: title, caption: "Pull past the top, release, then fling.", viewport: 640,
    content: 1800, insetTop: 64, frames: frames)
}

/// `recording` with a 44-point shy bar and an 83-point tab bar that collapse with the offset
/// beyond −64 (the resting top).
func withChrome(_ recording: DemoRecording) -> DemoRecording {
  var recording = recording
  for (name, kind, height) in [
    ("shy bar", DemoChrome.Kind.topBar, 44.0), ("tab bar", .bottomBar, 83),
  ] {
    let collapsed = recording.frames.map { min(height, max(0, $0.offset + 64)) }
    let fractions = collapsed.map { $0 / height }
    recording.chrome.append(
      DemoChrome(name: name, kind: kind, height: height, collapsed: collapsed, fractions: fractions)
    )
  }
  return recording
}
