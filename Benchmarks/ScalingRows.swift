import ScrollChromeCore

/// The rows that show how the cost scales: with the history behind the chrome (it must be flat,
/// DESIGN.md rule 4) and with the number of following views (it must be linear).
enum ScalingRows {
  // MARK: Internal

  /// The history lengths of the `history…/event` rows.
  static let histories = [1_000, 1_000_000]
  /// The follower counts of the `followers…/event` rows.
  static let followerCounts = [3, 30, 300]

  /// Every scaling row.
  ///
  /// - Parameters:
  ///   - feed: The feed-reading session the follower rows replay.
  ///   - pulls: The pulls-and-scrolls session the history rows replay.
  /// - Returns: `history1e3/event`, `history1e6/event`, `followers3/event`, … in that order.
  static func all(feed: GestureSession, pulls: GestureSession) -> [Benchmark] {
    histories.map { history($0, replaying: pulls) }
      + followerCounts.map { followers($0, replaying: feed) }
  }

  /// The cost of one more follower: the slope between the first and the last follower rows, in
  /// ns per event per follower, or `nil` if they are missing.
  ///
  /// - Parameter results: Every result.
  static func slope(of results: [BenchmarkResult]) -> Double? {
    guard let first = followerCounts.first, let last = followerCounts.last,
      let low = results.first(where: { $0.name == "followers\(first)/event" }),
      let high = results.first(where: { $0.name == "followers\(last)/event" })
    else { return nil }
    return (high.median - low.median) / Double(last - first)
  }

  // MARK: Private

  /// `fullStack/event` after `prior` events: the full stack replays the session lap after lap
  /// (later by a session's length each lap) until it has handled `prior` events, once, untimed;
  /// each sample then replays one more lap on a copy.
  private static func history(_ prior: Int, replaying session: GestureSession) -> Benchmark {
    var warmed = try! FullStack(metrics: session.metrics)
    _ = session.events.withUnsafeBufferPointer { replay($0, events: prior, on: &warmed) }
    let exponent = String(prior).count - 1
    return Benchmark(name: "history1e\(exponent)/event", unit: .event) { meter in
      var chrome = warmed
      let events = session.events
      meter.measure(operations: events.count) {
        events.withUnsafeBufferPointer { replay($0, events: $0.count, on: &chrome) }
      }
    }
  }

  /// One event of the session through a tracker, a shy bar and `count` followers, with the
  /// layout the host applies after it. Each sample replays the whole session on fresh chrome.
  private static func followers(_ count: Int, replaying session: GestureSession) -> Benchmark {
    Benchmark(name: "followers\(count)/event", unit: .event) { meter in
      var chrome = try! ShyBarWithManyFollowers(metrics: session.metrics, followers: count)
      let events = session.events
      meter.measure(operations: events.count) {
        events.withUnsafeBufferPointer { events in
          var sum = 0.0
          for timed in events { sum += chrome.handle(timed.event, at: timed.time) }
          return sum
        }
      }
    }
  }
}

/// A shy bar and any number of followers on one tracker: the followers alternate between the three
/// kinds of ``ShyBarWithFollowers`` (a tab bar, a delayed toolbar, a half-showing button).
struct ShyBarWithManyFollowers {
  // MARK: Internal

  /// The shared tracker.
  var tracker: ScrollTracker
  /// The shy bar.
  var bar: ShyBar.Chrome
  /// The followers.
  var followers: [FollowView.Chrome]

  /// Creates the chrome.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset.
  ///   - count: The number of followers.
  init(metrics: ScrollMetrics, followers count: Int) throws {
    tracker = try ScrollTracker(metrics: metrics)
    bar = ShyBar().makeChrome(tracker: tracker)
    followers = []
    followers.reserveCapacity(count)
    for index in 0..<count {
      switch index % 3 {
      case 0: followers.append(FollowView(maxFollowPoint: 49).makeChrome(tracker: tracker))
      case 1:
        followers.append(
          FollowView(maxFollowPoint: 44, hideDelay: 40, showDelay: 20)
            .makeChrome(tracker: tracker))
      default:
        followers.append(
          FollowView(maxFollowPoint: 96, allowsHalfDisplay: true).makeChrome(tracker: tracker))
      }
    }
  }

  /// Handles one event: the tracker, then the bar and every follower; returns the layout (the
  /// bar's height plus every follower's constant). A rejected event returns 0.
  ///
  /// - Note: Cost per event: the tracker's, the bar's and each follower's `handle`.
  @inline(__always)
  mutating func handle(_ event: ScrollEvent, at time: Double) -> Double {
    do {
      try tracker.handle(event, at: time)
    } catch {
      return 0
    }
    bar.behavior.handle(event, tracker: tracker) { _ in }
    var layout = bar.visibleHeight
    for index in followers.indices {
      followers[index].behavior.handle(event, tracker: tracker) { _ in }
      layout += followers[index].constant
    }
    return layout
  }
}
