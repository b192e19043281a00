extension ChromeRuntime {
  // MARK: Package

  /// Hands a piece of chrome to the system, which moves its own bar in the piece's place (iOS
  /// 27's navigation bar minimization), or takes it back.
  ///
  /// - **Handed over**, the piece shows fully at once — its views at rest, no safe area taken from
  ///   any screen — and then stops, as when its last view disappears: scrolling does not move it,
  ///   its commands complete with `finished == false` at once, and the scroll view does not offer
  ///   the expand action. A navigation stack keeps switching screens meanwhile; a screen shown
  ///   while the system has the bar keeps no state of the piece, and the screens not shown keep
  ///   theirs.
  /// - **Taken back**, the piece runs again from where it stopped — fully shown — with the app's
  ///   enabling. It reads the scroll view followed now as a new one (the screen may have changed
  ///   meanwhile, or its content: content that now fits keeps the bar shown) and follows its
  ///   scrolling.
  ///
  /// A call that changes nothing — handing over a piece the system has, taking back one it does
  /// not — does nothing, so an adapter may call on every change of its inputs.
  ///
  /// - Parameters:
  ///   - piece: The piece, as added.
  ///   - toSystem: `true` to hand it over, `false` to take it back.
  package func handOver(_ piece: RuntimePiece, toSystem: Bool) {
    perform { [self] in
      guard let index = index(of: piece), entries[index].isHandedToSystem != toSystem else {
        return
      }
      entries[index].isHandedToSystem = toSystem
      guard toSystem else {
        appeared(piece)
        perform { [self] in
          guard isRunning(piece) else { return }
          _ = piece.receive(.switchScrollView(tracker.metrics), tracker: tracker)
        }
        return
      }
      run(.expand(animated: false), on: piece)
      disappeared(piece)
    }
  }
}
