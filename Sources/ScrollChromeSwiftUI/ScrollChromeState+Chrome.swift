#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// The collapsing chrome of that name, added from `preset` the first time it is asked for.
    /// Later presets of the same name are ignored: the chrome keeps running as it was added.
    func collapsingSlot<Preset: CollapsingPreset>(
      _ preset: Preset, named name: String
    ) -> CollapsingSlot<Preset.Chrome> {
      slot(named: name) { CollapsingSlot(makeChrome(preset), name: name) }
    }

    /// The pull header of that name, added from `preset` the first time it is asked for.
    func pullSlot<Preset: PullingPreset>(
      _ preset: Preset, named name: String
    ) -> PullSlot<Preset.Chrome> {
      slot(named: name) { PullSlot(makeChrome(preset), name: name) }
    }

    /// Feeds a geometry report to the host model.
    func observe(_ metrics: ScrollMetrics) {
      let time = now()
      host.observe(metrics, at: time) { handle($0, at: time) }
    }

    /// Feeds a phase report to the host model.
    func changePhase(to activity: ScrollActivity, velocity: Double?, geometry: ScrollMetrics) {
      let time = now()
      host.changePhase(to: activity, velocity: velocity, geometry: geometry, at: time) {
        handle($0, at: time)
      }
    }

    /// New accessibility settings: Reduce Motion for every chrome; VoiceOver starting expands all
    /// chrome, and while it runs no chrome follows scrolling.
    func setAccessibility(_ settings: ChromeAccessibility) {
      guard settings != accessibility else { return }
      let previous = accessibility
      accessibility = settings
      for chrome in chromes { chrome.configure(reduceMotion: settings.isReduceMotionEnabled) }
      updateEnabling()
      if settings.expandsChrome(comingFrom: previous) { moveAll(expanding: true, animated: true) }
    }

    /// Gives each chrome the enabling the rules allow: the app's request, unless paused or
    /// VoiceOver runs.
    func updateEnabling() {
      let time = now()
      for chrome in chromes { enable(chrome, at: time) }
    }

    /// The scroll view appears: each chrome gets back what its key remembers.
    func appear(remembering memory: ScrollChromeMemory) {
      self.memory = memory
      for chrome in chromes { recall(chrome) }
    }

    /// The scroll view disappears: each chrome is written down under its key.
    func disappear() {
      guard let id, let memory else { return }
      for chrome in chromes {
        if let kept = chrome.memory { memory.remember(kept, for: id, chrome: chrome.name) }
      }
    }

    // MARK: Private

    /// The chrome of that name, or a new one from `make`, attached.
    private func slot<Slot: StateChrome>(named name: String, make: () -> Slot) -> Slot {
      if let slot = chromes.first(where: { $0.name == name }) as? Slot { return slot }
      let slot = make()
      attach(slot)
      return slot
    }

    /// The running chrome of a preset on ``tracker``: the nearest valid one, reported if it was
    /// not valid.
    private func makeChrome<Preset: ChromePreset>(_ preset: Preset) -> Preset.Chrome {
      let (valid, issue) = preset.resolved()
      if let issue { onInvalidPreset(issue) }
      return valid.makeChrome(tracker: tracker)
    }

    /// Starts running a chrome: its settings and its memory. A chrome of the same name but
    /// another type replaces the old one.
    private func attach(_ chrome: any StateChrome) {
      chromes.removeAll { $0.name == chrome.name }
      chrome.configure(reduceMotion: accessibility.isReduceMotionEnabled)
      chromes.append(chrome)
      enable(chrome, at: now())
      recall(chrome)
    }

    private func enable(_ chrome: any StateChrome, at time: Double) {
      chrome.setEffectiveEnabled(
        accessibility.isEnabled(requested: chrome.requestedEnabled, isPaused: isPaused), at: time)
    }

    private func recall(_ chrome: any StateChrome) {
      guard let id, let kept = memory?.memory(for: id, chrome: chrome.name) else { return }
      chrome.restore(kept, at: now())
      enable(chrome, at: now())
    }
  }
#endif
