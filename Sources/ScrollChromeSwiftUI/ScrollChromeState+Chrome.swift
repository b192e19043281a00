#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// The collapsing chrome of that name, made from `preset` the first time it is asked for,
    /// and made again — at the same fraction — when a later preset differs (`isSame`).
    func collapsingSlot<Preset: CollapsingPreset>(
      _ preset: Preset, named name: String, isSame: (Preset, Preset) -> Bool
    ) -> CollapsingSlot<Preset.Chrome> {
      if let slot = slots[name] as? CollapsingSlot<Preset.Chrome> {
        if let running = slot.preset as? Preset, isSame(running, preset) { return slot }
        slot.replace(with: makeChrome(preset), preset: preset, at: now())
        configure(slot)
        return slot
      }
      let slot = CollapsingSlot(makeChrome(preset), preset: preset, name: name)
      add(slot)
      return slot
    }

    /// ``collapsingSlot(_:named:isSame:)`` for a preset that compares by value.
    func collapsingSlot<Preset: CollapsingPreset & Equatable>(
      _ preset: Preset, named name: String
    ) -> CollapsingSlot<Preset.Chrome> {
      collapsingSlot(preset, named: name, isSame: ==)
    }

    /// The pull header of that name, made from `preset` the first time it is asked for, and made
    /// again when a later preset differs.
    func pullSlot<Preset: PullingPreset & Equatable>(
      _ preset: Preset, named name: String
    ) -> PullSlot<Preset.Chrome> {
      if let slot = slots[name] as? PullSlot<Preset.Chrome> {
        if let running = slot.preset as? Preset, running == preset { return slot }
        slot.replace(with: makeChrome(preset), preset: preset)
        configure(slot)
        return slot
      }
      let slot = PullSlot(makeChrome(preset), preset: preset, name: name)
      add(slot)
      return slot
    }

    /// One of a chrome's views appeared: the first one starts the chrome, which gets back what
    /// its key remembers.
    func chromeAppeared(_ chrome: any StateChrome) {
      guard chrome.presence.appear() else { return }
      chromes.append(chrome)
      configure(chrome)
      recall(chrome)
      updateExpandAction()
    }

    /// One of a chrome's views disappeared: with the last one, the chrome stops — it is written
    /// down under its key, takes no more events, and its commands end unfinished.
    func chromeDisappeared(_ chrome: any StateChrome) {
      guard chrome.presence.disappear() else { return }
      chromes.removeAll { $0 === chrome }
      if let id, let memory, let kept = chrome.memory {
        memory.remember(kept, for: id, chrome: chrome.name)
      }
      chrome.stop()
      updateExpandAction()
    }

    /// The scroll view appears: each running chrome gets back what its key remembers.
    func appear(remembering memory: ScrollChromeMemory) {
      self.memory = memory
      for chrome in chromes { recall(chrome) }
    }

    /// The scroll view disappears: each running chrome is written down under its key.
    func disappear() {
      guard let id, let memory else { return }
      for chrome in chromes {
        if let kept = chrome.memory { memory.remember(kept, for: id, chrome: chrome.name) }
      }
    }

    /// Gives each running chrome the enabling the rules allow for its kind.
    func updateEnabling() {
      let time = now()
      for chrome in chromes { chrome.updateEnabling(accessibility, isPaused: isPaused, at: time) }
    }

    /// Offers the expand action while some running chrome offers it.
    func updateExpandAction() {
      let offered = chromes.contains { $0.offersExpandAction }
      if offered != offersExpandAction { offersExpandAction = offered }
    }

    // MARK: Private

    /// Keeps a new chrome; it starts once one of its views appears.
    private func add(_ chrome: any StateChrome) {
      slots[chrome.name] = chrome
      chrome.onExpandActionChange = { [weak self] in self?.updateExpandAction() }
    }

    /// The running chrome of a preset on ``tracker``: the nearest valid one, reported if it was
    /// not valid.
    private func makeChrome<Preset: ChromePreset>(_ preset: Preset) -> Preset.Chrome {
      let (valid, issue) = preset.resolved()
      if let issue { onInvalidPreset(issue) }
      return valid.makeChrome(tracker: tracker)
    }

    /// Applies the state's settings to a chrome.
    private func configure(_ chrome: any StateChrome) {
      chrome.configure(reduceMotion: accessibility.isReduceMotionEnabled)
      chrome.updateEnabling(accessibility, isPaused: isPaused, at: now())
    }

    private func recall(_ chrome: any StateChrome) {
      guard let id, let kept = memory?.memory(for: id, chrome: chrome.name) else { return }
      chrome.restore(kept, at: now())
      chrome.updateEnabling(accessibility, isPaused: isPaused, at: now())
    }
  }
#endif
