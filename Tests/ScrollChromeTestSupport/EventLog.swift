import ScrollChromeCore

/// Collects the events a ``ScrollViewSimulator`` emits, each with the simulator time it was emitted
/// at.
///
/// A class so that the `emit` closures of several calls can append to one log. Each test creates
/// its own log; it never crosses a concurrency boundary.
package final class EventLog {
  // MARK: Public

  /// One emitted event.
  package struct Entry {
    /// The simulator time when the event was emitted, in seconds.
    package var time: Double
    /// The event.
    package var event: ScrollEvent
  }

  /// Creates an empty log.
  package init() {}

  /// Everything emitted so far, in order.
  package private(set) var entries: [Entry] = []

  /// A closure to pass as `emit:` that records events at `time`.
  package func recorder(at time: Double) -> (ScrollEvent) -> Void {
    { [self] event in entries.append(Entry(time: time, event: event)) }
  }

  /// Forgets everything recorded so far.
  package func removeAll() { entries.removeAll() }

  /// The events' names (`ScrollEvent.name`), in order.
  package var names: [String] { entries.map(\.event.name) }

  /// The events' names with consecutive `scroll` events collapsed into one `scroll…` entry, which
  /// makes the order of the discrete delegate callbacks easy to compare.
  package var outline: [String] {
    var result: [String] = []
    for name in names {
      let item = name == "scroll" ? "scroll…" : name
      if item == "scroll…" && result.last == item { continue }
      result.append(item)
    }
    return result
  }

  /// The offsets of the `scroll(y:)` events, in order.
  package var scrollOffsets: [Double] {
    entries.compactMap { entry in
      if case .scroll(let y) = entry.event { return y }
      return nil
    }
  }

  /// The `scroll(y:)` events with their times.
  package var scrolls: [(time: Double, y: Double)] {
    entries.compactMap { entry in
      if case .scroll(let y) = entry.event { return (entry.time, y) }
      return nil
    }
  }

  /// How many events named `name` were recorded.
  package func count(of name: String) -> Int { names.filter { $0 == name }.count }

  /// The time of the first event named `name`, if any.
  package func firstTime(of name: String) -> Double? {
    entries.first { $0.event.name == name }?.time
  }
}

extension ScrollViewSimulator {
  /// Advances frame by frame at `rate` until the scroll view is idle, for at most `limit` seconds,
  /// recording every event in `log`.
  ///
  /// - Returns: Whether the scroll view came to rest within the limit.
  @discardableResult
  package mutating func runUntilIdle(rate: Double, limit: Double = 10, log: EventLog) -> Bool {
    let clock = FrameClock(rate: rate, start: time)
    var frame = 1
    while !isIdle {
      let now = clock.time(ofFrame: frame)
      guard now - clock.start <= limit else { return false }
      advance(to: now, emit: log.recorder(at: now))
      frame += 1
    }
    return true
  }

  /// Advances frame by frame at `rate` for `duration` seconds, recording every event in `log`.
  package mutating func run(for duration: Double, rate: Double, log: EventLog) {
    for now in FrameClock(rate: rate, start: time).frames(through: duration) {
      advance(to: now, emit: log.recorder(at: now))
    }
  }
}
