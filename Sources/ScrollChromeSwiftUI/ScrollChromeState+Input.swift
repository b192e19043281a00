#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// The scroll view appears: its chrome is written to and read from the environment's memory
    /// under the state's key, read when it is used.
    func appear(remembering memory: ScrollChromeMemory) {
      runtime.connect(
        ChromeRuntime.Memory(
          remember: { [weak self] kept, name in
            if let id = self?.id { memory.remember(kept, for: id, chrome: name) }
          },
          recall: { [weak self] name in
            self?.id.flatMap { memory.memory(for: $0, chrome: name) }
          }))
    }
  }
#endif
