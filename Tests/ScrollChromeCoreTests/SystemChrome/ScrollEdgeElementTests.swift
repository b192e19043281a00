import ScrollChromeCore
import Testing

/// `ScrollEdgeElement`: custom chrome registers with the system's scroll edge effect at its own
/// edge while it follows a scroll view, unless the app opted out or the chrome sits inside the
/// scroll view's content.
@Suite("Scroll edge element") struct ScrollEdgeElementTests {
  @Test(arguments: [
    // A top bar over a scroll view it follows: the top edge.
    (ChromeEdge.top, true, true, false, ChromeEdge?.some(.top)),
    // A bottom bar (a tab bar, a toolbar, a floating button): the bottom edge.
    (.bottom, true, true, false, .bottom),
    // The app opted out: nowhere.
    (.top, false, true, false, nil),
    // No scroll view yet, or not any more: nowhere.
    (.bottom, true, false, false, nil),
    // Inside the scroll view's content, the chrome scrolls with it and overlays no edge.
    (.top, true, true, true, nil),
    // Opted out and without a scroll view: nowhere.
    (.top, false, false, false, nil),
  ])
  func registers(
    edge: ChromeEdge, registers: Bool, followsScrollView: Bool, isInsideScrollView: Bool,
    expected: ChromeEdge?
  ) {
    let element = ScrollEdgeElement(
      edge: edge, registers: registers, followsScrollView: followsScrollView,
      isInsideScrollView: isInsideScrollView)
    #expect(element?.edge == expected)
  }
}
