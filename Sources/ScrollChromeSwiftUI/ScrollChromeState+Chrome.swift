#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// The collapsing chrome of that name, made from `preset` the first time it is asked for.
    /// A body may ask for it; a changed preset is handed over with ``replace(_:named:isSame:)``.
    func collapsingSlot<Preset: CollapsingPreset>(
      _ preset: Preset, named name: String
    ) -> CollapsingSlot<Preset.Chrome> {
      if let slot = slots[name] as? CollapsingSlot<Preset.Chrome> { return slot }
      let (valid, chrome) = makeChrome(preset)
      let slot = CollapsingSlot(RosterCollapsingChrome(chrome, name: name), preset: valid)
      add(slot, piece: slot.piece)
      return slot
    }

    /// The pull header of that name, made from `preset` the first time it is asked for.
    func pullSlot<Preset: PullingPreset>(
      _ preset: Preset, named name: String
    ) -> PullSlot<Preset.Chrome> {
      if let slot = slots[name] as? PullSlot<Preset.Chrome> { return slot }
      let (valid, chrome) = makeChrome(preset)
      let slot = PullSlot(RosterPullChrome(chrome, name: name), preset: valid)
      add(slot, piece: slot.piece)
      return slot
    }

    /// Runs `preset` in the collapsing chrome of that name, from where the chrome is, unless it
    /// runs the same preset already (`isSame`, on valid presets). Called from `onChange`, never
    /// while a body is built.
    func replace<Preset: CollapsingPreset>(
      _ preset: Preset, named name: String, isSame: (Preset, Preset) -> Bool
    ) {
      guard let slot = slots[name] as? CollapsingSlot<Preset.Chrome> else { return }
      if let running = slot.preset as? Preset, isSame(running, preset.clamped()) { return }
      let (valid, chrome) = makeChrome(preset)
      slot.preset = valid
      roster.replace(slot.piece, with: chrome)
    }

    /// Runs `preset` in the pull header of that name, unless it runs the same preset already.
    func replace<Preset: PullingPreset & Equatable>(_ preset: Preset, named name: String) {
      guard let slot = slots[name] as? PullSlot<Preset.Chrome> else { return }
      if let running = slot.preset as? Preset, running == preset.clamped() { return }
      let (valid, chrome) = makeChrome(preset)
      slot.preset = valid
      roster.replace(slot.piece, with: chrome)
    }

    // MARK: Private

    /// Keeps a new slot; its piece starts once one of its views appears.
    private func add(_ slot: AnyObject, piece: any RosterChrome) {
      slots[piece.name] = slot
      roster.add(piece)
    }

    /// The nearest valid preset and its running chrome on ``tracker``. An invalid preset is
    /// reported after the update that draws it (a body may be building), never during it.
    private func makeChrome<Preset: ChromePreset>(
      _ preset: Preset
    ) -> (valid: Preset, chrome: Preset.Chrome) {
      let (valid, issue) = preset.resolved()
      if let issue { Task { [weak self] in self?.onInvalidPreset(issue) } }
      return (valid, valid.makeChrome(tracker: tracker))
    }
  }
#endif
