/// A piece of chrome as a ``ChromeRuntime`` runs it: collapsing chrome (``CollapsingPiece``) or a
/// pull header (``PullPiece``).
///
/// A piece changes only while the runtime processes an input, and never calls out then: it notes
/// what changed, and the runtime has it ``deliver()`` its outputs — the apply closure, the
/// completions due, a trigger — once the input is processed, when no state is being changed. So an
/// output may read anything and call the runtime again (the call waits for its turn).
///
/// The members below are what the runtime calls; their bodies here are those of a piece that
/// needs no frames, keeps no memory, takes no commands and leaves the safe area alone (a pull
/// header), and each kind of piece overrides what it does differently.
package class RuntimePiece {
  // MARK: Package

  /// Its name on its scroll view: the key of its memory and of the commands to it by name.
  package let name: String
  /// Whether the app wants scrolling to move it.
  package var requestedEnabled: Bool

  /// Creates a piece.
  ///
  /// - Parameters:
  ///   - name: Its name on its scroll view.
  ///   - requestedEnabled: Whether the app wants scrolling to move it.
  init(name: String, requestedEnabled: Bool) {
    self.name = name
    self.requestedEnabled = requestedEnabled
  }

  /// Whether commands move it. The runtime ends the commands of a piece that takes none
  /// unfinished, without calling ``run(_:at:completion:)``.
  var takesCommands: Bool { false }
  /// What the runtime reads of it after an input: whether it has outputs to deliver, needs frames,
  /// offers the expand action.
  var status: PieceStatus { [] }
  /// What to remember when it stops, or before its screen is left; `nil` for chrome that keeps
  /// nothing.
  package var memory: CollapseMemory? { nil }

  /// How many points it takes from the top safe area now (a shy bar's ``ChromeSafeArea``).
  func topSafeAreaReduction(offsetFromTop: Double) -> Double { 0 }
  /// Sets the behaviour's Reduce Motion flag.
  func configure(reduceMotion: Bool) {}
  /// Enables or disables the behaviour as the rules decide for its kind.
  func updateEnabling(_ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double) {}
  /// Hands an event the tracker accepted to the behaviour.
  ///
  /// - Returns: The piece's ``status`` after the event.
  func receive(_ event: ScrollEvent, tracker: ScrollTracker) -> PieceStatus { status }
  /// Moves running animations to a frame's time.
  func advance(to time: Double) {}
  /// Runs a command (only on a piece that ``takesCommands``); its completion is delivered once it
  /// ends.
  func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?) {}
  /// Restores what ``memory`` returned, at once.
  func restore(_ memory: CollapseMemory, at time: Double) {}
  /// It stops running: every command under way ends, `finished == false`.
  func stop() {}
  /// Calls out what changed since the last delivery, in order: the apply closure (only if an
  /// output changed), then the completions due, then a trigger.
  func deliver() {}
  /// Forgets the outputs not yet delivered but the completions owed: the runtime stopped.
  func discardOutputs() {}
}
