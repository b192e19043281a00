import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// A shy navigation bar shows its scroll-edge look while no content runs under its visible edge,
/// and its standard look once content does. UIKit measures the content against the scroll view's
/// top, moved by the safe area the bar takes; the bar stands its scroll-edge look in exactly where
/// the two disagree: while it moves up with the content near the top, until it is fully shy.
@Suite("Scroll-edge appearance") struct ScrollEdgeAppearanceTests {
  /// A 44-point bar over a list at rest at y = −64 (status bar 20, bar 44), so u = y + 64.
  static func harness() throws -> CollapseHarness<ShyBar.Chrome> {
    try CollapseHarness(
      metrics: ScrollMetrics(viewport: 568, content: 2000, insetTop: 64), behavior: \.behavior
    ) { ShyBar(fullHeight: 44).makeChrome(tracker: $0) }
  }

  @Test(arguments: [
    // At the top: UIKit shows the scroll-edge look itself.
    (-64.0, false),
    // Within half a point of the top: screen rounding, no stand-in.
    (-63.8, false),
    // u 10: the bar has moved up 10 with the content, nothing runs under it, UIKit says standard.
    (-54.0, true),
    // u 34: the same, the bar nearly shy.
    (-30.0, true),
    // u 43: the bar nearly shy, its edge still on the content's top.
    (-21.0, true),
    // u 44: the bar fully shy: the content runs on under its edge from here; UIKit's look.
    (-20.0, false),
    // u 64: 20 points of content run under the (shy) bar's edge: standard, as UIKit says.
    (0.0, false),
    // Far down: the safe area follows the bar, UIKit and the bar agree.
    (500.0, false),
    // Pulled past the top: the scroll-edge look, UIKit's own.
    (-100.0, false),
  ])
  func theBarStandsInWhileItMovesWithTheContent(y: Double, standsIn: Bool) throws {
    var bar = try Self.harness()
    bar.drag(y)
    #expect(bar.chrome.behavior.standsInScrollEdgeAppearance == standsIn)
  }

  /// A bar shown again far down (a command) has content under its edge: the standard look.
  @Test func aBarShownFarDownShowsTheStandardLook() throws {
    var bar = try Self.harness()
    bar.drag(-30, 200, 500)
    bar.send(.endDragging(velocity: 0, willDecelerate: false))
    _ = bar.chrome.behavior.run(.expand(animated: false), at: bar.time) { _ in }
    #expect(bar.collapsed == 0)
    #expect(bar.chrome.behavior.contentUnderVisibleEdge == 564)
    #expect(bar.chrome.behavior.contentOverlap == 1)
    #expect(!bar.chrome.behavior.standsInScrollEdgeAppearance)
  }

  typealias Appearances = BarAppearances<String?, String>

  static func appearances(
    _ standard: String? = nil, compact: String? = nil, edge: String? = nil,
    compactEdge: String? = nil
  ) -> Appearances {
    Appearances(
      standard: standard, compact: compact, scrollEdge: edge, compactScrollEdge: compactEdge)
  }

  /// A bar's appearances: its standard one is always "bar standard".
  static func bar(from appearances: Appearances) -> BarAppearances<String, String> {
    BarAppearances(
      standard: "bar standard", compact: appearances.compact, scrollEdge: appearances.scrollEdge,
      compactScrollEdge: appearances.compactScrollEdge)
  }

  @Test(arguments: [
    // The item's scroll-edge appearance comes first.
    (appearances(edge: "item edge"), appearances(edge: "bar edge"), false, "item edge", false),
    // Then the bar's.
    (appearances("item"), appearances(edge: "bar edge"), false, "bar edge", false),
    // None: the item's standard appearance, with a transparent background.
    (appearances("item"), appearances(), false, "item", true),
    // None at all: the bar's standard appearance, transparent.
    (appearances(), appearances(), false, "bar standard", true),
    // Compact height: the compact scroll-edge appearances first.
    (
      appearances(edge: "item edge"), appearances(compactEdge: "bar compact edge"), true,
      "bar compact edge", false
    ),
    // Compact height without them: the scroll-edge appearances.
    (
      appearances(edge: "item edge"), appearances(compact: "bar compact"), true, "item edge",
      false
    ),
    // Compact height without any: the compact appearance before the standard one, transparent.
    (appearances("item"), appearances(compact: "bar compact"), true, "bar compact", true),
  ])
  func theScrollEdgeLookFollowsUIKitsFallback(
    item: Appearances, bar: Appearances, compact: Bool, expected: String, clears: Bool
  ) {
    let look = Self.bar(from: bar).scrollEdgeLook(compact: compact, item: item)
    #expect(look.appearance == expected)
    #expect(look.clearsBackground == clears)
  }

  /// A navigation item: an object with a name.
  final class Item {
    let name: String
    init(_ name: String) { self.name = name }
  }

  /// A navigation item as the stand-in holds it: weakly.
  struct WeakItem: WeakItemReference {
    weak var item: Item?
    var isReleased: Bool { item == nil }
    init(_ item: Item) { self.item = item }
  }

  /// A stand-in starts once, keeps the item's own values, and gives them back once: when it is no
  /// longer wanted, or when another item comes on top (which then gets a stand-in of its own).
  @Test func theItemGetsItsOwnValuesBackOnce() {
    let first = Item("first")
    let second = Item("second")
    var standIn = ScrollEdgeAppearanceStandIn<WeakItem, String>()
    #expect(!standIn.starts(wanted: false, topItemID: 1))
    #expect(!standIn.starts(wanted: true, topItemID: nil))
    #expect(standIn.starts(wanted: true, topItemID: 1))
    standIn.begin(.init(item: WeakItem(first), id: 1, standard: "own", compact: nil))
    let goesOn = standIn.end(wanted: true, topItemID: 1)
    #expect(goesOn == nil)
    #expect(!standIn.starts(wanted: true, topItemID: 1))
    let pushed = standIn.end(wanted: true, topItemID: 2)
    #expect(pushed?.item.item === first && pushed?.standard == "own" && pushed?.compact == nil)
    #expect(standIn.starts(wanted: true, topItemID: 2))
    standIn.begin(.init(item: WeakItem(second), id: 2, standard: nil, compact: "compact"))
    let ended = standIn.end(wanted: false, topItemID: 2)
    #expect(ended?.item.item === second && ended?.compact == "compact")
    let again = standIn.end(wanted: false, topItemID: 2)
    #expect(again == nil)
    #expect(standIn.kept == nil)
  }

  /// The bar leaving its window ends the stand-in, whatever the chrome says: the item gets its
  /// own values back although the bar never applies again.
  @Test func leavingTheWindowGivesTheValuesBack() {
    let item = Item("item")
    var standIn = ScrollEdgeAppearanceStandIn<WeakItem, String>()
    standIn.begin(.init(item: WeakItem(item), id: 1, standard: "own", compact: "own compact"))
    let kept = standIn.end(wanted: false, topItemID: nil)
    #expect(kept?.item.item === item && kept?.standard == "own" && kept?.compact == "own compact")
    #expect(standIn.kept == nil)
  }

  /// The stand-in does not keep a popped item alive: once the app lets it go, nothing is given
  /// back to it, and the stand-in ends once, even if a new item comes on top with its identity.
  @Test func aReleasedItemIsNotKeptAlive() {
    var standIn = ScrollEdgeAppearanceStandIn<WeakItem, String>()
    weak var released: Item?
    do {
      let item = Item("popped")
      released = item
      standIn.begin(.init(item: WeakItem(item), id: 1, standard: "own", compact: nil))
    }
    #expect(released == nil)
    let kept = standIn.end(wanted: true, topItemID: 1)
    #expect(kept != nil && kept?.item.isReleased == true)
    #expect(standIn.starts(wanted: true, topItemID: 1))
    #expect(standIn.kept == nil)
  }
}
