// MARK: Public

/// One scripted gesture session, recorded frame by frame for the demo page.
///
/// A recording is what `swift run scrollchrome` captures while it drives a preset through the
/// scroll-view simulator: the scroll view's geometry, one ``DemoFrame`` per tick of the 60 Hz
/// frame clock, the chrome the behaviours move (``DemoChrome``: a shy navigation bar, a tab bar
/// that follows scrolling) and optional extra chart lines (``DemoSeries``).
/// ``renderDemoPage(_:)`` turns recordings into an animated HTML page and
/// ``renderDemoPicture(_:)`` turns one into a static SVG for the README.
///
/// Offsets follow UIKit: `offset` is `contentOffset.y`, the resting top is `−insetTop` and the
/// resting bottom is `max(−insetTop, content + insetBottom − viewport)`; anything past those is
/// overscroll. The phone is an iPhone with a ``statusBarHeight`` status bar and a
/// ``homeIndicatorHeight`` home indicator area; the content sits below `insetTop` and scrolls
/// under the translucent bars, as in UIKit.
public struct DemoRecording: Sendable, Equatable {
  /// The height of the drawn phone's status bar, 47 points (the top safe area of an iPhone with a
  /// Dynamic Island).
  public static let statusBarHeight = 47.0
  /// The height of the drawn phone's home indicator area, 34 points (the bottom safe area).
  public static let homeIndicatorHeight = 34.0

  /// The recording's name, shown as the card heading (for example `"Drag, then fling"`).
  public var title: String
  /// One sentence describing the scripted gesture.
  public var caption: String
  /// The viewport height `V` in points (the phone screen's content height).
  public var viewport: Double
  /// The content height `C` in points.
  public var content: Double
  /// The adjusted top inset `T` in points (status bar plus navigation bar).
  public var insetTop: Double
  /// The adjusted bottom inset `B` in points (tab bar plus home indicator area).
  public var insetBottom: Double
  /// The recorded frames, in time order, at the frame clock's rate (60 Hz).
  public var frames: [DemoFrame]
  /// Extra chart lines on a 0…1 axis, one value per frame; may be empty.
  public var series: [DemoSeries]
  /// The chrome drawn over the phone's list, in drawing order; each also adds its fraction to the
  /// chart. May be empty: the phone then shows a fixed navigation bar `insetTop` tall.
  public var chrome: [DemoChrome]
  /// What the content looks like: a list (the default), a conversation or an article.
  public var contentStyle: DemoContentStyle

  /// Creates a recording.
  ///
  /// Values are not validated: non-finite numbers are drawn as zero and a recording without
  /// frames renders as an empty card, so a broken script still produces a readable page.
  ///
  /// - Parameters:
  ///   - title: The card heading.
  ///   - caption: One sentence describing the script.
  ///   - viewport: The viewport height in points.
  ///   - content: The content height in points.
  ///   - insetTop: The adjusted top inset in points.
  ///   - insetBottom: The adjusted bottom inset in points.
  ///   - frames: The frames in time order.
  ///   - series: Extra chart lines, one value per frame.
  ///   - chrome: The chrome drawn over the list, one value per frame in each track.
  ///   - contentStyle: What the content looks like; default ``DemoContentStyle/list``.
  public init(
    title: String,
    caption: String,
    viewport: Double,
    content: Double,
    insetTop: Double = 0,
    insetBottom: Double = 0,
    frames: [DemoFrame],
    series: [DemoSeries] = [],
    chrome: [DemoChrome] = [],
    contentStyle: DemoContentStyle = .list
  ) {
    self.title = title
    self.caption = caption
    self.viewport = viewport
    self.content = content
    self.insetTop = insetTop
    self.insetBottom = insetBottom
    self.frames = frames
    self.series = series
    self.chrome = chrome
    self.contentStyle = contentStyle
  }
}

/// One frame of a ``DemoRecording``: the scroll view's state at one tick of the frame clock.
///
/// The player interpolates between frames, so the page stays smooth on 120 Hz displays.
public struct DemoFrame: Sendable, Equatable {
  /// Seconds since the start of the recording.
  public var time: Double
  /// The displayed content offset `y` in points (`contentOffset.y`).
  public var offset: Double
  /// The scroll velocity in points per second; positive while the content moves up.
  public var velocity: Double
  /// The scroll view's phase, for example `"idle"`, `"tracking"` or `"decelerating"`.
  public var phase: String
  /// Events reported in this frame, for example `"beginDragging"` or `"endDecelerating"`.
  public var events: [String]

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start of the recording.
  ///   - offset: The displayed content offset in points.
  ///   - velocity: The scroll velocity in points per second.
  ///   - phase: The scroll view's phase.
  ///   - events: Events reported in this frame; usually empty.
  public init(
    time: Double,
    offset: Double,
    velocity: Double = 0,
    phase: String = "idle",
    events: [String] = []
  ) {
    self.time = time
    self.offset = offset
    self.velocity = velocity
    self.phase = phase
    self.events = events
  }
}

/// An extra line on a recording's chart, drawn on a 0…1 axis below offset and velocity.
///
/// Behaviours report their progress as numbers between 0 and 1 (a collapse `fraction`, a pull
/// `progress`); a series shows one of them next to the scroll that drives it. Values outside
/// 0…1 are clamped to the axis.
public struct DemoSeries: Sendable, Equatable {
  /// The line's name in the legend, for example `"fraction"`.
  public var name: String
  /// The unit shown after the name in the legend; empty for plain ratios.
  public var unit: String
  /// One value per frame of the recording; extra values are ignored.
  public var values: [Double]

  /// Creates a chart series.
  ///
  /// - Parameters:
  ///   - name: The line's name in the legend.
  ///   - unit: The unit shown after the name; empty for plain ratios.
  ///   - values: One value per frame of the recording.
  public init(name: String, unit: String = "", values: [Double]) {
    self.name = name
    self.unit = unit
    self.values = values
  }
}
