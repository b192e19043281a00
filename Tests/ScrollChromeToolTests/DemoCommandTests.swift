import Foundation
import ScrollChromeCore
import ScrollChromeDemo
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// MARK: Recording and the demo command

@Suite("Demo recordings and command")
struct DemoCommandTests {
  @Test("a scenario with both behaviours records the header's effects and the pull's states")
  func recordsHeaderAndPull() throws {
    let recording = try DemoRecording(
      title: "Pull", caption: "Pull past deep, hold, let go.", scenario: detailScenario,
      tracks: [
        DemoTrack(behavior: "header", name: "header", kind: .header, height: 220),
        DemoTrack(behavior: "pull", name: "pull", kind: .pullBanner, height: 50),
      ])
    let frames = recording.frames
    let header = recording.chrome[0]
    let pull = recording.chrome[1]
    #expect(recording.chrome.map(\.kind) == [.header, .pullBanner])
    #expect(header.headerAttributes.count == frames.count)
    #expect(header.titleAttributes.count == frames.count)
    #expect(
      [pull.collapsed.count, pull.states.count, pull.texts.count]
        == Array(repeating: frames.count, count: 3))
    // The stretch pins the header under the bar: it grows by what it moves up.
    for (index, attributes) in header.headerAttributes.enumerated() {
      #expect(
        abs((attributes.height ?? .nan) - 220 + attributes.translateY) < 1e-6, "frame \(index)")
      let overscroll = max(0, -91 - frames[index].offset)
      #expect(abs(-attributes.translateY - overscroll) < 1e-3, "frame \(index)")
      #expect(abs(pull.collapsed[index] - overscroll) < 1e-3, "frame \(index)")
    }
    #expect(header.titleAttributes.allSatisfy { $0.alpha == 0 })  // never scrolled: no title
    // One trigger, deep, with the finger's lift; none on the bounce back.
    let triggers = frames.indices.filter {
      frames[$0].events.contains { $0.hasPrefix("triggered:") }
    }
    #expect(triggers.count == 1)
    let lift = try #require(triggers.first)
    #expect(
      frames[lift].events.contains("endDragging") && frames[lift].events.contains("triggered:deep"))
    #expect(frames.flatMap(\.events).filter { $0 == "willTrigger" }.count == 1)
    #expect(!frames.flatMap(\.events).contains { $0.hasPrefix("state:") })
    #expect(pull.states[lift - 1] == "deep" && pull.texts[lift - 1] == "RELEASE TO RETURN TO MENU.")
    #expect(pull.states[lift...].allSatisfy { $0 == "normal" })
    #expect(pull.fractions.allSatisfy { (0...1).contains($0) })
    // The picture freezes the deepest pull, finger down.
    let picture = renderDemoPicture(recording)
    #expect(picture.contains("pull deep at 93 pt"))
    #expect(picture.contains(">RELEASE TO RETURN TO MENU.</text>"))
    #expect(picture.contains("visibility=\"visible\""))
  }

  @Test("swift run scrollchrome writes the cards, the README picture and the documentation's")
  func demoCommand() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollchrome-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandLineTool.run(["--output", folder.path])
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    let cards = occurrences(of: "<section class=\"sc-card\"", in: page)
    #expect((12...16).contains(cards))
    // Six list cards with both bars, one with a toolbar over tabs (a top bar alone); four detail
    // cards with a header, three with a pull banner; three scenes beyond the libraries (the
    // scroll edge, the chat, the end of a page), each with a top bar and a bottom bar.
    #expect(occurrences(of: "data-kind=\"topBar\"", in: page) == 10)
    // The toolbar over tabs ends fully collapsed, after resting at its stop on the way.
    #expect(result.standardOutput.contains("Toolbar over tabs: 3.12 s, rests at 124.00 pt"))
    #expect(page.contains("toolbar + tabs"))
    #expect(occurrences(of: "data-kind=\"bottomBar\"", in: page) == 9)
    #expect(occurrences(of: "data-kind=\"header\"", in: page) == 4)
    #expect(occurrences(of: "data-kind=\"pullBanner\"", in: page) == 3)
    // Both pull scripts trigger once each: deep, then shallow after changing its mind.
    #expect(occurrences(of: "class=\"sc-trigger\"", in: page) == 2)
    #expect(page.contains(">triggered:deep</text>") && page.contains(">triggered:shallow</text>"))
    for caption in page.split(separator: "<p class=\"sc-caption\">").dropFirst() {
      let text = caption.prefix { $0 != "<" }
      #expect(text.count <= 100, "\(text)")
    }
    #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
    let readme = try picture("scrollchrome-demo.svg", in: folder)
    #expect(readme.contains("shy bar at 0.") && readme.contains("tab bar at 0."))
    let header = try picture("header-transition.svg", in: folder)
    #expect(header.contains("header at 0.5"))
    #expect(header.contains("class=\"sc-chrome-title\" data-ch=\"0\""))
    let pull = try picture("pull-to-trigger.svg", in: folder)
    #expect(
      pull.contains("pull deep at 93 pt") && pull.contains(">RELEASE TO RETURN TO MENU.</text>"))
  }

  @Test("the documentation's pictures are the ones the demo writes")
  func documentationPicturesAreCurrent() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollchrome-docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandLineTool.run(["--output", folder.path])
    #expect(result.status == 0, "\(result.standardError)")
    let resources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ScrollChromeCore/ScrollChromeCore.docc/Resources")
    for name in ["header-transition.svg", "pull-to-trigger.svg"] {
      let written = try picture(name, in: folder)
      let stored = try picture(name, in: resources)
      #expect(
        written == stored,
        "\(name) is stale: run `swift run scrollchrome --output DIR` and copy it from DIR")
    }
  }
}

// MARK: Private

/// The demo's detail page: 844-point screen under a 91-point bar, a 220-point header with a title
/// transition and the draggable switch; the finger pulls 190 points of raw offset in a second,
/// holds, and lets go.
private let detailScenario = Scenario(
  metrics: ScrollMetrics(viewport: 844, content: 2380, insetTop: 91, insetBottom: 34),
  behaviors: [
    BehaviorSpec(
      name: "header", kind: .preset(.headerTransition),
      parameters: [("headerHeight", .number(220)), ("animator", .string("parallaxWithTransition"))]),
    BehaviorSpec(name: "pull", kind: .preset(.draggableSwitch)),
  ],
  steps: [.drag(by: -190, duration: 1), .advance(0.3), .release(velocity: 0), .advance(1)])

/// The text of picture `name` in `folder`.
private func picture(_ name: String, in folder: URL) throws -> String {
  try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
}
