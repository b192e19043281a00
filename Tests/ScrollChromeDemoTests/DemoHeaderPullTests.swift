import Foundation
import ScrollChromeCore
import ScrollChromeDemo
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// MARK: Header and pull banner

@Suite("Demo header and pull banner")
struct DemoHeaderPullTests {
  @Test("the header's picture scrolls with the content and the title sits in the navigation bar")
  func headerIsDrawn() {
    let page = renderDemoPage([withHeaderAndPull(pullAndFling())])
    // Frame 0: at rest, the picture fills its 220 points; the rows start below it.
    #expect(
      page.contains(
        "data-ch=\"0\" data-kind=\"header\" transform=\"translate(195 110) scale(1 1) "
          + "translate(-195 -110)\" opacity=\"1\""))
    #expect(page.contains("class=\"sc-chrome-clip\" width=\"390\" height=\"220\""))
    #expect(page.contains("class=\"sc-chrome-art\" transform=\"translate(195 0) scale(1) "))
    #expect(page.contains("<g transform=\"translate(0 220)\"><rect width=\"390\""))
    // The title: 10 points low and transparent, centred in the bar (47 … 64, middle 55.5).
    #expect(
      page.contains(
        "class=\"sc-chrome-title\" data-ch=\"0\" transform=\"translate(195 65.5) scale(1 1) "
          + "translate(-195 -55.5)\" opacity=\"0\""))
    #expect(page.contains(">Menu</text>") && page.contains(">Yosemite</text>"))
    #expect(!page.contains(">ScrollChrome</text>"))
    #expect(page.contains("replaying Drag, then fling, with its header and pull\""))
    #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
  }

  @Test("pulled 30 points, the header stretches under the bar and the banner shows its deep state")
  func stretchAndBanner() {
    // The picture freezes the deepest pull: frame 15, 30 points past the top.
    let picture = renderDemoPicture(withHeaderAndPull(pullAndFling()))
    #expect(picture.contains("transform=\"translate(195 95) scale(1 1) translate(-195 -125)\""))
    #expect(picture.contains("class=\"sc-chrome-clip\" width=\"390\" height=\"250\""))
    #expect(picture.contains("class=\"sc-chrome-art\" transform=\"translate(195 0) scale(1.1364)"))
    #expect(picture.contains("class=\"sc-chrome-caption\" transform=\"translate(0 30)\""))
    // The 50-point banner slides down by the pull: its top at 64 + 30 − 50.
    #expect(picture.contains("class=\"sc-chrome-banner\" transform=\"translate(0 44)\""))
    #expect(picture.contains("fill=\"#232323\""))  // the seed's RGB(35, 35, 35)
    #expect(
      picture.contains("class=\"sc-chrome-arrow\" transform=\"translate(30 25) rotate(180)\""))
    #expect(picture.contains(">RELEASE TO RETURN TO MENU.</text>"))
    #expect(picture.contains("class=\"sc-chrome-flash\" width=\"390\" height=\"50\""))
    #expect(picture.contains("opacity=\"0\"><rect x=\"-94\""))  // no "Triggered" label yet
    #expect(
      picture.contains("overscroll 30.0 pt \u{00B7} header expanded \u{00B7} pull deep at 30 pt"))
    #expect(tagBalanceProblem(picture) == nil)
  }

  @Test(
    "a trigger flashes the banner and shows a label for about a second",
    arguments: [
      (16, "0.85", "0"),  // the trigger's frame
      (22, "0.66", "0.83"),  // 0.1 s later: fading flash, label fading in
      (70, "0", "1"),  // 0.9 s later: label held
      (119, "0", "0"),  // 1.72 s later: gone
    ])
  func triggerFlash(frame: Int, flash: String, label: String) {
    let picture = renderDemoPicture(withHeaderAndPull(pullAndFling()), frameIndex: frame)
    #expect(
      picture.contains(
        "class=\"sc-chrome-flash\" width=\"390\" height=\"50\" "
          + "fill=\"#9333ea\" opacity=\"\(flash)\""))
    #expect(
      picture.contains(
        "class=\"sc-chrome-toast\" data-ch=\"1\" transform=\"translate(195 134)\" "
          + "opacity=\"\(label)\""))
    #expect(picture.contains(">Triggered: deep</text>"))
  }

  @Test("the chart plots the header's fraction and the pull's progress, and marks the trigger")
  func chartLinesAndTriggers() {
    let page = renderDemoPage([withHeaderAndPull(pullAndFling())])
    #expect(occurrences(of: "class=\"sc-line\"", in: page) == 4)
    #expect(page.contains(">header fraction</text>") && page.contains(">pull progress</text>"))
    #expect(occurrences(of: "class=\"sc-trigger\"", in: page) == 1)
    #expect(page.contains("fill=\"#9333ea\" font-weight=\"700\">triggered:deep</text>"))
    #expect(page.contains(">trigger</text>"))
    #expect(page.contains("header fraction and pull progress from 0 to 1, with triggers marked\""))
    #expect(page.contains("\u{00B7} header 0.00 \u{00B7} pull normal 0 pt</span>"))
    #expect(page.contains("at the end: header collapsed, pull at rest</p>"))
    // Without a pull banner, no marker and no legend entry.
    let plain = renderDemoPage([withChrome(pullAndFling())])
    #expect(!plain.contains("sc-trigger") && !plain.contains(">trigger</text>"))
  }

  @Test("the player's data has the attributes, states, texts and triggers, two decimals at most")
  func playerData() throws {
    var recording = withHeaderAndPull(pullAndFling())
    recording.chrome[0].headerAttributes[3].translateY = .nan
    recording.chrome[0].headerAttributes[4].height = .infinity
    recording.chrome[0].titleAttributes[5].alpha = 7
    let page = renderDemoPage([recording])
    #expect(page.contains("\"k\":\"header\",\"top\":47,\"h\":220,\"c\":["))
    #expect(page.contains(",\"bb\":64,\"mid\":55.5,\"hd\":{\"a\":1,\"x\":0,\"y\":[0,"))
    #expect(page.contains(",\"sx\":1,\"sy\":1,\"h\":[220,"))
    #expect(page.contains(",\"tt\":{\"a\":[0,"))
    #expect(page.contains("\"sn\":[\"normal\",\"shallow\",\"deep\"],\"si\":[0,0,0,0,0,1,"))
    #expect(page.contains("\"tn\":[\"ABOUT\",\"PULL TO RETURN TO MENU.\","))
    #expect(page.contains("\"tg\":[[16,\"deep\"]]"))
    let data = try #require(page.firstRange(of: "class=\"sc-data\">")).upperBound
    let json = page[data...].prefix { $0 != "<" }
    for number in json.split(whereSeparator: { ",[]{}:\"".contains($0) })
    where number.first?
      .isNumber == true || number.first == "-"
    {
      #expect((number.split(separator: ".").dropFirst().first?.count ?? 0) <= 2, "\(number)")
      #expect(number != "-0")
    }
    // NaN and infinite attributes are drawn as the identity; alpha stays within 0…1.
    let y = jsonArrays("y", in: page)[1]
    let heights = jsonArrays("h", in: page)[0]
    let alphas = jsonArrays("a", in: page)[0]
    #expect((y[3], heights[4], alphas[5]) == ("0", "220", "1"))
  }

  @Test("texts and trigger names are escaped in the phone, the chart and the data")
  func escaping() {
    var recording = withHeaderAndPull(pullAndFling())
    let hostile = "<b>&\"'</script>"
    recording.chrome[1].texts = recording.chrome[1].texts.map { _ in hostile }
    recording.chrome[1].name = "p<u>ll"
    recording.frames[16].events = ["endDragging", "triggered:<i>"]
    let page = renderDemoPage([recording])
    #expect(page.contains(">&lt;b&gt;&amp;&quot;&#39;&lt;/script&gt;</text>"))
    #expect(page.contains("\"\\u003cb\\u003e\\u0026\\\"'\\u003c/script\\u003e\""))
    #expect(page.contains(">triggered:&lt;i&gt;</text>"))
    #expect(page.contains("[[16,\"\\u003ci\\u003e\"]]"))
    #expect(page.contains(">p&lt;u&gt;ll progress</text>"))
    #expect(!page.contains("<i>") && !page.contains("<u>") && !page.contains("<b>"))
    let picture = renderDemoPicture(recording, frameIndex: 20)
    #expect(picture.contains(">Triggered: &lt;i&gt;</text>"))
    #expect(tagBalanceProblem(picture) == nil)
  }
}

// MARK: Private

/// `recording` with a 220-point header collapsing and stretching with the offset beyond −64, and
/// a 50-point pull banner: deep from 25 points of pull (the seed's texts), triggered at frame 16
/// when the finger lifts.
private func withHeaderAndPull(_ recording: DemoRecording) -> DemoRecording {
  var recording = recording
  let stretch = recording.frames.map { max(0, -64 - $0.offset) }
  let collapsed = recording.frames.map { min(220, max(0, $0.offset + 64)) }
  let fractions = collapsed.map { $0 / 220 }
  recording.chrome.append(
    .header(
      name: "header", height: 220, collapsed: collapsed, fractions: fractions,
      header: stretch.map { Attributes(translateY: -$0, height: 220 + $0) },
      title: fractions.map { Attributes(alpha: $0, translateY: 10 * (1 - $0)) }))
  let states = recording.frames.indices.map { index in
    let pull = stretch[index]
    return index >= 16 || pull < 10 ? "normal" : pull < 25 ? "shallow" : "deep"
  }
  let texts = states.map { state in
    switch state {
    case "shallow": "PULL TO RETURN TO MENU."
    case "deep": "RELEASE TO RETURN TO MENU."
    default: "ABOUT"
    }
  }
  recording.chrome.append(
    .pullBanner(
      name: "pull", pull: stretch, progress: stretch.map { min(1, $0 / 25) }, states: states,
      texts: texts))
  recording.frames[16].events.append("triggered:deep")
  return recording
}
