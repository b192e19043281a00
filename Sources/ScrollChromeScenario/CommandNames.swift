import ScrollChromeCore

/// The step names of one behaviour's latest commands, so a completion is named by the step that
/// gave the command (`hide` as `hide`, not the engine's `collapse`).
///
/// A behaviour numbers its commands 1, 2, 3… in the order it receives them (``CommandID``), and a
/// new command ends the one running, so a completion always belongs to one of the last few: the
/// last 16 names are kept, 4 bits each, by number modulo 16. It allocates nothing and compiles as
/// Embedded Swift, for `scrollchrome trace` and the playground alike.
package struct CommandNames {
  // MARK: Package

  /// No commands yet.
  package init() {}

  /// Notes the step name of the next command the behaviour receives; `enable` and `disable`,
  /// which the engine does not number, are not noted.
  package mutating func note(_ name: Step.Command.Name) {
    guard name != .enable, name != .disable else { return }
    count &+= 1
    let shift = UInt64(count % 16) * 4
    codes = codes & ~(0xF << shift) | UInt64(Self.index(of: name)) << shift
  }

  /// The step name of command `id`.
  package func name(of id: CommandID) -> Step.Command.Name {
    Step.Command.Name.allCases[Int(codes >> (UInt64(id.rawValue % 16) * 4) & 0xF)]
  }

  // MARK: Private

  private var count: UInt32 = 0
  private var codes: UInt64 = 0

  private static func index(of name: Step.Command.Name) -> Int {
    Step.Command.Name.allCases.firstIndex(of: name) ?? 0
  }
}
