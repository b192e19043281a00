/// One completion for a command given to several pieces of chrome at once (a SwiftUI state's
/// `expand()`): it is due once, when the last piece's command ends, and it reports `finished`
/// only if every piece's command finished. A group of no commands is due at once, finished: there
/// was nothing to move.
package struct CompletionGroup: Sendable, Equatable {
  // MARK: Package

  /// The group's result once every command has ended; `nil` while some still run.
  package private(set) var result: Bool?

  /// Creates the group of `count` commands.
  ///
  /// - Parameter count: How many commands the group waits for; 0 or less is due at once.
  package init(count: Int) {
    remaining = max(0, count)
    result = remaining == 0 ? true : nil
  }

  /// Records one command's end.
  ///
  /// - Parameter finished: Whether that command finished.
  /// - Returns: The group's result if this was the last command, otherwise `nil` — so the result
  ///   is returned exactly once. Ends reported after that change nothing and return `nil`.
  package mutating func end(finished: Bool) -> Bool? {
    guard remaining > 0 else { return nil }
    remaining -= 1
    allFinished = allFinished && finished
    guard remaining == 0 else { return nil }
    result = allFinished
    return allFinished
  }

  // MARK: Private

  private var remaining: Int
  private var allFinished = true
}
