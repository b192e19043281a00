import ScrollChromeDemo
import ScrollChromeTestSupport
import Testing

// MARK: Test hook

@Suite("Demo page test hook")
struct DemoTestHookTests {
  @Test(
    "the page documents its test contract in its source",
    arguments: [
      "Contract for automated tests (stable): window.scrollchromeDemo",
      "- ready: a Promise resolved once every player is set up.",
      "- scenes(): one object per playable card",
      "- pause(): pauses every player",
      "- seek(scene, frame): pauses every player, draws card `scene` exactly at recorded frame",
      "- values(scene, frame): what seek returns, without drawing or pausing anything.",
    ])
  func contractIsDocumented(line: String) {
    #expect(renderDemoPage([withChrome(pullAndFling())]).contains(line))
  }

  @Test("the hook is one object with the contract's members, inside the player's closure")
  func hookIsDefinedOnce() throws {
    let page = renderDemoPage([withChrome(pullAndFling())])
    #expect(occurrences(of: "window.scrollchromeDemo = {", in: page) == 1)
    for member in [
      "ready: Promise.resolve(true)", "scenes: function ()", "pause: pauseAll",
      "values: function (scene, frame)", "seek: function (scene, frame)",
    ] {
      #expect(page.contains(member), "\(member)")
    }
    // The hook reaches the players, so it is defined before the closure ends, which ends once.
    let hook = try #require(page.range(of: "window.scrollchromeDemo = {"))
    let end = try #require(page.range(of: "})();\n</script>"))
    #expect(hook.upperBound < end.lowerBound)
    #expect(occurrences(of: "})();", in: page) == 1)
  }

  @Test("seek draws one recorded frame, paused, and returns the recorded values")
  func seekReturnsRecordedValues() {
    let page = renderDemoPage([withChrome(pullAndFling())])
    // Paused and drawn at the frame's own time: no interpolation, nothing animating.
    #expect(page.contains("pauseAll();\n      p.time = p.ts[i];\n      draw(p);"))
    // The values come from the card's embedded data (`d.y`, the chrome tracks' `c`, `f`, `hd`,
    // `tg`), the numbers the engine recorded, not from the drawing.
    for source in [
      "offset: d.y[frame]", "collapsed: at(t.c), fraction: at(t.f)",
      "e.visibleHeight = t.h - clamp(e.collapsed, t.h);", "var a = attrs(t.hd, frame, 0);",
      "e.visibleHeight = Math.min(e.pull, t.h);", "t.tg.forEach(function (x) {",
    ] {
      #expect(page.contains(source), "\(source)")
    }
    #expect(!page.contains("getAttribute"))
  }

  @Test("the hook leaves a person's page as it was: it starts nothing and is called by nobody")
  func hookIsInert() {
    let page = renderDemoPage([withChrome(pullAndFling())])
    #expect(occurrences(of: "pauseAll();", in: page) == 1)
    #expect(!page.contains("scrollchromeDemo."))
    #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
  }
}
