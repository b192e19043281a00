import Foundation
import Testing

/// Runs the seeded random sessions of a property suite and records what they break.
package enum PropertySessions {
  // MARK: Public

  /// How many tasks share the sessions: session `n` runs in task `n mod chunks`.
  package static let chunks = 8

  /// Runs sessions `0 ..< count` in ``chunks`` parallel tasks and records one issue per kind of
  /// violation (invariant and step), with its first seeds and its first case.
  ///
  /// With `SCROLLCHROME_PROPERTY_SEED=<seed>` in the environment it runs only that session,
  /// verbosely (the session prints every call), and records its violation. With
  /// `SCROLLCHROME_PROPERTY_ANNOUNCE=1` each task prints `<filter> seed <n>` as it starts a
  /// session, so that a `precondition` inside the engine, which stops the process, leaves the
  /// candidates (the last seed printed for each task).
  ///
  /// - Parameters:
  ///   - count: How many sessions run.
  ///   - filter: The `--filter` that selects the suite (printed with every replay command).
  ///   - sourceLocation: Where the issues are recorded; the caller's by default.
  ///   - make: Sets up the session of a seed, verbose or not (throwing the setup's violation).
  package static func run<Session: PropertySession>(
    _ count: Int, filter: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ make:
      @escaping @Sendable (_ seed: UInt64, _ verbose: Bool) throws(SessionViolation) -> Session
  ) async {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["SCROLLCHROME_PROPERTY_SEED"].flatMap({ UInt64($0) }) {
      if let violation = outcome(seed, verbose: true, make) {
        Issue.record("\(violation)", sourceLocation: sourceLocation)
      }
      return
    }
    let announce = environment["SCROLLCHROME_PROPERTY_ANNOUNCE"] == "1"
    let found = await withTaskGroup(of: [SessionViolation].self) { group in
      for chunk in 0..<chunks {
        group.addTask {
          stride(from: chunk, to: count, by: chunks).compactMap { index in
            if announce { print("\(filter) seed \(index)") }
            return outcome(UInt64(index), verbose: false, make)
          }
        }
      }
      var all: [SessionViolation] = []
      for await part in group { all += part }
      return all.sorted { $0.seed < $1.seed }
    }
    var groups: [String: [SessionViolation]] = [:]
    for violation in found { groups[violation.key, default: []].append(violation) }
    for (key, group) in groups.sorted(by: { $0.value[0].seed < $1.value[0].seed }) {
      let seeds = group.prefix(8).map { "\($0.seed)" }.joined(separator: ", ")
      Issue.record(
        "\(group.count) of \(count) sessions broke \(key) (seeds \(seeds)); first: \(group[0])",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: Private

  /// Sets up and runs one session; returns its violation, if any.
  private static func outcome<Session: PropertySession>(
    _ seed: UInt64, verbose: Bool,
    _ make: (UInt64, Bool) throws(SessionViolation) -> Session
  ) -> SessionViolation? {
    do {
      var session = try make(seed, verbose)
      try session.run()
      return nil
    } catch {
      return error
    }
  }
}
