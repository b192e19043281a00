#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// The collapsing chrome of that name, made from `preset` the first time it is asked for; it
    /// runs once one of its views appears. A body may ask for it; a changed preset is handed over
    /// with ``replace(_:named:isSame:)``.
    func collapsingSlot<Preset: CollapsingPreset>(
      _ preset: Preset, named name: String
    ) -> CollapsingSlot<Preset.Chrome> {
      if let slot = slots[name] as? CollapsingSlot<Preset.Chrome> { return slot }
      let slot = CollapsingSlot(
        runtime.add(preset, named: name, running: false), preset: preset.clamped(),
        progress: progress(named: name))
      slots[name] = slot
      return slot
    }

    /// The pull header of that name, made from `preset` the first time it is asked for.
    func pullSlot<Preset: PullingPreset>(
      _ preset: Preset, named name: String
    ) -> PullSlot<Preset.Chrome> {
      if let slot = slots[name] as? PullSlot<Preset.Chrome> { return slot }
      let slot = PullSlot(
        runtime.addPull(preset, named: name, running: false), preset: preset.clamped())
      slots[name] = slot
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
      slot.preset = preset.clamped()
      runtime.replace(slot.piece, with: preset)
    }

    /// Runs `preset` in the bar of that name, fitted to the bar's layout: takes `measured` as the
    /// bar's new laid-out height unless it is within half a point of the one in use
    /// (``LaidOutHeight/measure(_:)``), then hands the preset `fitting` makes of the app's preset
    /// and the height to ``replace(_:named:isSame:)``, which runs it from the bar's fraction.
    /// Without a measurement it fits a changed app preset to the last one. Called from
    /// `onChange`, never while a body is built.
    func fit<Preset: CollapsingPreset & Equatable>(
      _ preset: Preset, named name: String, measured: Double? = nil,
      fitting: (Preset, LaidOutHeight) -> Preset
    ) {
      guard let slot = slots[name] as? CollapsingSlot<Preset.Chrome> else { return }
      if let measured, !slot.laidOut.measure(measured) { return }
      replace(fitting(preset, slot.laidOut), named: name, isSame: ==)
    }

    /// Runs `preset` in the pull header of that name, unless it runs the same preset already.
    func replace<Preset: PullingPreset & Equatable>(_ preset: Preset, named name: String) {
      guard let slot = slots[name] as? PullSlot<Preset.Chrome> else { return }
      if let running = slot.preset as? Preset, running == preset.clamped() { return }
      slot.preset = preset.clamped()
      runtime.replace(slot.piece, with: preset)
    }
  }
#endif
