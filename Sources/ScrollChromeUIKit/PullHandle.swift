#if canImport(UIKit)
  import ScrollChromeCore

  /// A pull-to-trigger header a ``ScrollChromeDriver`` runs: its chrome (a
  /// ``DraggableSwitch/Chrome``, say) and its haptic.
  ///
  /// You get a handle from ``ScrollChromeDriver/addPull(_:apply:onTrigger:)``. After every event
  /// that changes the pull, the driver plays the haptic the engine asked for, calls your apply
  /// closure with ``chrome`` — its ``DraggableSwitch/Chrome/text`` and
  /// ``DraggableSwitch/Chrome/arrowRotation`` — and, when the finger lifted past a threshold, your
  /// trigger closure with the state that fired.
  ///
  /// The haptic follows the engine's reports exactly: prepared whenever the pull enters its
  /// shallow or deep state, so it plays without latency, and played on
  /// ``PullEvent/willTrigger``; iOS only. A pull needs no
  /// frames: it changes only with events. While its driver is paused the pull stays in its normal
  /// state and triggers nothing.
  @MainActor
  public final class PullHandle<Chrome: PullingChrome> {
    // MARK: Public

    /// The chrome as of the last event: its text, arrow rotation and behaviour.
    public var chrome: Chrome { piece.chrome }

    // MARK: Internal

    /// The runtime's piece.
    let piece: PullPiece<Chrome>

    init(_ piece: PullPiece<Chrome>) { self.piece = piece }
  }
#endif
