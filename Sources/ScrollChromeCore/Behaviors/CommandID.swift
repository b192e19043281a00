/// Identifies one command given to a behaviour, so its completion can be matched.
public struct CommandID: Hashable, Sendable {
  /// A number unique among the commands of one behaviour: 1 for its first command, then one more
  /// for each command it is given, refused ones included.
  package let rawValue: UInt32
}
