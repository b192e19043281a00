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
/// SwiftUI declares it, like `animation(minimumInterval:paused:)`, `TimelineView` and
/// `TimelineViewDefaultContext` below; `TimelineSchedule` and `EveryMinuteTimelineSchedule` are
/// SwiftUICore's. `entries(from:mode:)` and `Entries` are left out, as on the protocol.
// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7697 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// Create a pausable schedule of dates updating at a frequency no more quickly than the
  /// provided interval.
  // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7698 (iPhoneOS18.1.sdk)
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
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7692 (iPhoneOS18.1.sdk)
  public static func animation(
    minimumInterval: Double? = nil, paused: Bool = false
  ) -> AnimationTimelineSchedule { fatalError() }
}

/// A view that updates according to a schedule that you provide.
///
/// As in the interface, the `View` conformance is in an extension, and `Sendable` is explicitly
/// unavailable for the view and its context.
// https://developer.apple.com/documentation/swiftui/timelineview
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19526 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// Information passed to a timeline view's content callback. Only `date` is declared;
  /// `cadence` and its `Cadence` type are left out.
  // https://developer.apple.com/documentation/swiftui/timelineview/context
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19527 (iPhoneOS18.1.sdk)
  public struct Context {
    /// The date from the schedule that triggered the current view update.
    // https://developer.apple.com/documentation/swiftui/timelineview/context/date
    // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19539 (iPhoneOS18.1.sdk)
    public let date: Date
  }
}

/// A timeline view is not sendable.
// https://developer.apple.com/documentation/swiftui/timelineview
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19544 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension TimelineView: Sendable {}

/// A timeline view's context is not sendable.
// https://developer.apple.com/documentation/swiftui/timelineview/context
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19547 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension TimelineView.Context: Sendable {}

/// Information passed to a timeline view's content callback.
// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19550 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

/// A timeline view of views is a primitive view.
// https://developer.apple.com/documentation/swiftui/timelineview
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19552 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  /// A primitive view has no body.
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19553 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }

  /// Creates a new timeline view that uses the given schedule.
  ///
  /// The deprecated, disfavoured overload whose content takes `TimelineView.Context` is left
  /// out.
  // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19554 (iPhoneOS18.1.sdk)
  nonisolated public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) { fatalError() }
}
