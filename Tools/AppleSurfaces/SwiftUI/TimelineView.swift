/// A type that provides a sequence of dates for use as a schedule.
///
/// `entries(from:mode:)` and its `Entries` type (and `Mode`) are left out: the adapters only pass
/// schedules.
// https://developer.apple.com/documentation/swiftui/timelineschedule
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1854 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval.
///
/// Not cited, like `animation(minimumInterval:paused:)`, `TimelineView` and
/// `TimelineViewDefaultContext` below: they lie beyond the part of SwiftUICore's interface that
/// was line-counted (its first 688,000 characters) or in SwiftUI's own interface, which was not
/// line-counted; their shapes follow the documentation.
// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule {
  /// Create a pausable schedule of dates updating at a frequency no more quickly than the
  /// provided interval.
  // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// A schedule for updating a timeline view at the start of every minute. Declared because
/// `TimelineViewDefaultContext` names it. Its `Entries` type is left out.
// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1924 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Creates a per-minute update schedule.
  // https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/init()
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1932 (iPhoneOS18.1.sdk)
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided
  /// interval.
  // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(
    minimumInterval: Double? = nil, paused: Bool = false
  ) -> AnimationTimelineSchedule { fatalError() }
}

/// A view that updates according to a schedule that you provide.
// https://developer.apple.com/documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// Information passed to a timeline view's content callback. Only `date` is declared.
  // https://developer.apple.com/documentation/swiftui/timelineview/context
  public struct Context {
    /// The date from the schedule that triggered the current view update.
    // https://developer.apple.com/documentation/swiftui/timelineview/context/date
    public let date: Date
  }
}

/// Information passed to a timeline view's content callback.
// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }

  /// Creates a new timeline view that uses the given schedule.
  // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  nonisolated public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) { fatalError() }
}
