#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// The scroll view appears: its chrome is written to and read from the environment's memory
    /// under the state's key, read when it is used, each piece under its ``ChromeID`` (the
    /// runtime's names of keyed pieces last only as long as this state).
    func appear(remembering memory: ScrollChromeMemory) {
      runtime.connect(
        ChromeRuntime.Memory(
          remember: { [weak self] kept, name in
            guard let self, let id else { return }
            memory.remember(kept, for: id, chrome: chromeID(named: name))
          },
          recall: { [weak self] name in
            guard let self, let id else { return nil }
            return memory.memory(for: id, chrome: chromeID(named: name))
          }))
    }
  }
#endif
