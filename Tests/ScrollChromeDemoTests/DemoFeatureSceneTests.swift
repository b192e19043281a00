import ScrollChromeDemo
import ScrollChromeTestSupport
import Testing

// MARK: Scenes beyond the libraries

@Suite("Demo scenes beyond the libraries")
struct DemoFeatureSceneTests {
  @Test("scroll edge: each bar's hairline is the overlap at its own edge, as the engine recorded")
  func scrollEdgeScene() throws {
    let recording = try recorded("Scroll-edge appearance")
    #expect(recording.chrome.map(\.kind) == [.topBar, .bottomBar])
    let bar = recording.chrome[0]
    let tab = recording.chrome[1]
    let frames = recording.frames
    #expect([bar.overlaps.count, tab.overlaps.count] == [frames.count, frames.count])
    // Top edge: clamp((y − minY) / 8, 0, 1); bottom edge: clamp((maxY − y) / 8, 0, 1).
    let top = -recording.insetTop
    let bottom = recording.content + recording.insetBottom - recording.viewport
    for (index, frame) in frames.enumerated() {
      let underBar = min(1, max(0, (frame.offset - top) / 8))
      let underTab = min(1, max(0, (bottom - frame.offset) / 8))
      #expect(abs(bar.overlaps[index] - underBar) < 1e-9, "frame \(index)")
      #expect(abs(tab.overlaps[index] - underTab) < 1e-9, "frame \(index)")
    }
    // It starts at rest at the end, with rows under the nav bar and none under the tab bar, and
    // passes through the top, where it is the other way round; halfway fades on both ways.
    #expect(frames[0].offset == bottom && bar.overlaps[0] == 1 && tab.overlaps[0] == 0)
    #expect(frames.contains { $0.offset == top })
    #expect(bar.overlaps.contains { $0 > 0.2 && $0 < 0.8 })
    #expect(tab.overlaps.contains { $0 > 0.2 && $0 < 0.8 })
    // The nav bar never moves; the tab bar still follows the scroll, and ends hidden.
    #expect(bar.collapsed.allSatisfy { $0 == 0 })
    #expect(tab.fractions.last == 1)
    let page = renderDemoPage([recording])
    #expect(page.contains(">nav bar overlap</text>") && page.contains(">tab bar overlap</text>"))
  }

  @Test("chat: anchored at the newest message, the bar hides going up and returns going down")
  func chatScene() throws {
    let recording = try recorded("Bottom-anchored chat")
    #expect(recording.chrome.map(\.kind) == [.topBar, .bottomBar])
    #expect(recording.contentStyle == .messages)
    let bar = recording.chrome[0]
    let input = recording.chrome[1]
    let frames = recording.frames
    let bottom = recording.content + recording.insetBottom - recording.viewport
    // It starts at rest on the newest message: nothing under the input bar, which never moves.
    #expect(frames[0].offset == bottom && input.overlaps[0] == 0 && bar.fractions[0] == 0)
    #expect(input.collapsed.allSatisfy { $0 == 0 })
    // Up into older messages (the offset falls): collapsed, where a normal bar would show.
    let oldest = try #require(frames.indices.min { frames[$0].offset < frames[$1].offset })
    #expect(frames[oldest].offset < bottom - 200)
    #expect(bar.fractions[oldest] == 1 && input.overlaps[oldest] == 1)
    // Back down toward the newest: it shows again before the list lands on the newest message,
    // and stays shown through the bounce past it.
    let landing = try #require(frames.indices.first { $0 > oldest && frames[$0].offset >= bottom })
    #expect(bar.fractions[landing] == 0)
    #expect(frames[landing...].contains { $0.offset > bottom + 1 })
    #expect(bar.fractions[landing...].allSatisfy { $0 == 0 })
    #expect(frames.last?.offset == bottom && input.overlaps.last == 0)
  }

  @Test("revealing at the end: the toolbar comes back at the end of the page, the nav bar does not")
  func revealingScene() throws {
    let recording = try recorded("Revealing at the end")
    #expect(recording.chrome.map(\.kind) == [.topBar, .bottomBar])
    let bar = recording.chrome[0]
    let toolbar = recording.chrome[1]
    let frames = recording.frames
    let bottom = recording.content + recording.insetBottom - recording.viewport
    // Reading down hides both; the end is reached hidden, then the toolbar alone expands.
    let end = try #require(frames.indices.first { frames[$0].offset >= bottom })
    #expect(bar.fractions[end - 1] == 1 && toolbar.fractions[end - 1] == 1)
    #expect(toolbar.fractions[end...].contains { $0 > 0 && $0 < 1 })
    #expect(toolbar.fractions.last == 0)
    #expect(bar.fractions[end...].allSatisfy { $0 == 1 })
    // Nothing runs under the toolbar at the end: it comes back without its hairline.
    #expect(toolbar.overlaps.last == 0)
    #expect(recording.contentStyle == .article)
    #expect(frames.last?.offset == bottom)
    #expect(renderDemoPage([recording]).contains("at the end: nav bar collapsed, toolbar shown"))
  }

  @Test("the page shows the three scenes after the others, each caption at most 100 characters")
  func scenesArePaged() throws {
    let titles = Demo.scripts.map(\.title)
    #expect(
      Array(titles.suffix(3)) == [
        "Scroll-edge appearance", "Bottom-anchored chat", "Revealing at the end",
      ])
    for script in Demo.scripts.suffix(3) {
      #expect(script.caption.count <= 100, "\(script.caption)")
      #expect(!script.caption.contains("'"), "\(script.caption)")
    }
  }
}

// MARK: Private

/// The demo's script titled `title`, recorded through the engine.
private func recorded(_ title: String) throws -> DemoRecording {
  let script = try #require(Demo.scripts.first { $0.title == title })
  return try Demo.record(script)
}
