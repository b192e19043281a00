import ScrollChromeCore
import Testing

/// How pieces an app keys by ids of its own are named on the runtime (`PieceNames`): one name per
/// key, never shared between keys, whatever the keys print as.
@Suite("Runtime: piece names") struct PieceNamesTests {
  /// A key as the SwiftUI adapter makes it: the kind and the app's id, compared with its type.
  struct Key: Hashable, Sendable {
    /// An app's id, a string or a number: `"1"` and `1` are different ids.
    enum ID: Hashable, Sendable {
      case text(String)
      case number(Int)
    }

    let kind: String
    let id: ID

    init(kind: String, id: String) { (self.kind, self.id) = (kind, .text(id)) }
    init(kind: String, id: Int) { (self.kind, self.id) = (kind, .number(id)) }
  }

  @Test func aKeyKeepsItsNameAndItsKindStartsIt() {
    var names = PieceNames<Key>()
    let search = Key(kind: "shyTopBar", id: "search")
    let first = names.name(for: search, kind: "shyTopBar")
    #expect(first.hasPrefix("shyTopBar#"))
    #expect(names.name(for: search, kind: "shyTopBar") == first)
    #expect(names.existingName(for: search) == first)
    #expect(names.key(named: first) == search)
  }

  @Test(arguments: [
    // Two ids of one kind.
    (Key(kind: "followingBar.bottom", id: "player"), Key(kind: "followingBar.bottom", id: "tabs")),
    // One id on two kinds.
    (Key(kind: "shyTopBar", id: "a"), Key(kind: "collapsingHeader", id: "a")),
    // A string and a number that print alike.
    (Key(kind: "collapsingHeader", id: "1"), Key(kind: "collapsingHeader", id: 1)),
  ])
  func differentKeysNeverShareAName(_ a: Key, _ b: Key) {
    var names = PieceNames<Key>()
    #expect(names.name(for: a, kind: a.kind) != names.name(for: b, kind: b.kind))
  }

  @Test func aKindsOwnNameAndNamesNeverGivenHaveNoKey() {
    var names = PieceNames<Key>()
    _ = names.name(for: Key(kind: "shyTopBar", id: 7), kind: "shyTopBar")
    #expect(names.key(named: "shyTopBar") == nil)
    #expect(names.key(named: "shyTopBar#9") == nil)
    #expect(names.existingName(for: Key(kind: "shyTopBar", id: 8)) == nil)
  }
}
