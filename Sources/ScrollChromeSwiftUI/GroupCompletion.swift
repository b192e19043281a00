#if canImport(SwiftUI)
  import ScrollChromeCore

  /// Runs one completion for a command given to several pieces of chrome (``CommandGroup``).
  final class GroupCompletion {
    private var group: CommandGroup
    private let completion: (Bool) -> Void

    init(count: Int, completion: @escaping (Bool) -> Void) {
      group = CommandGroup(count: count)
      self.completion = completion
      if let result = group.result { completion(result) }
    }

    func end(finished: Bool) {
      if let result = group.end(finished: finished) { completion(result) }
    }
  }
#endif
