/// The runtime's names for the pieces of chrome of one scroll view that an app tells apart by ids
/// of its own: two shy bars, two headers, two following bars at one edge.
///
/// The runtime names its pieces by strings. A kind of piece without an id keeps the kind's own
/// name (`"shyTopBar"`), so that a scroll view with one piece of each kind needs no key at all. A
/// piece keyed by an id gets the kind's name, `#` and a number: the same name each time its key is
/// asked for, a different one for every other key. Keys compare as `Key` values do — never by
/// their descriptions — so two keys that print alike are still two pieces, and an adapter whose
/// keys compare ids with their types (`"1"` and `1` are different ids) keeps them apart.
///
/// The names live as long as the scroll view's state; what outlives it (the memory across
/// navigation) is kept by key, and ``key(named:)`` turns a name back into its key.
package struct PieceNames<Key: Hashable> {
  // MARK: Package

  /// Creates a book that has given out no name.
  package init() {}

  /// The name of the piece `key` stands for, given out the first time it is asked for.
  ///
  /// - Parameters:
  ///   - key: The piece's key.
  ///   - kind: The kind's own name; it starts the name, so names of different kinds never meet.
  /// - Note: Cost per event: one dictionary look-up; called when a view is built, never per frame.
  package mutating func name(for key: Key, kind: String) -> String {
    if let name = names[key] { return name }
    let name = kind + "#" + String(names.count + 1)
    names[key] = name
    keys[name] = key
    return name
  }

  /// The name `key` was given, or `nil` if it was never asked for: a command to a piece whose
  /// modifier has not drawn.
  ///
  /// - Parameter key: The piece's key.
  package func existingName(for key: Key) -> String? { names[key] }

  /// The key a name was given for, or `nil` for a kind's own name and for names never given out.
  ///
  /// - Parameter name: A piece's name on the runtime.
  package func key(named name: String) -> Key? { keys[name] }

  // MARK: Private

  private var names: [Key: String] = [:]
  private var keys: [String: Key] = [:]
}
