/// The `shyBar` preset: SQTShyNavigationBar's shy navigation bar, on the engine.
///
/// SQTShyNavigationBar (cbpowell) slides a navigation bar up as the content leaves its top, until
/// only a shy strip remains, and fades the bar's items. Here that is a ``CollapseBehavior`` in
/// ``CollapseConfiguration/Mode/collapsesWithContent`` mode with
/// `R = fullHeight − shyHeight`, both heights measured below the top safe area,
/// ``CollapseConfiguration/Snap/nearest`` settling with the near-top rule (or none without
/// `shouldSnap`), and the seed's 0.2 s ease-in-out. The seed's defects are fixed;
/// <doc:MigratingFromSQTShyNavigationBar> lists each difference.
public struct ShyBar: Sendable, Equatable {
  // MARK: Public

  /// The bar's height when fully shown, below the top safe area. Default 44.
  public let fullHeight: Double
  /// The height that stays visible when shy, below the top safe area. Default 0. (The seed measured
  /// it from the screen top, so its default 20 — the status bar — is 0 here.)
  public let shyHeight: Double
  /// The engine running the bar.
  public var behavior: CollapseBehavior

  /// Creates the preset with the seed's parameters.
  ///
  /// - Parameters:
  ///   - fullHeight: The full height, default 44; greater than 0.
  ///   - shyHeight: The shy height, default 0; from 0 to below `fullHeight`.
  ///   - shouldSnap: Whether a partial bar settles when scrolling stops. Default `true`.
  ///   - isEnabled: Whether scrolling moves the bar. Default `true`.
  ///   - tracker: The scroll view's tracker.
  /// - Throws: The first parameter out of range, by its seed name.
  public init(
    fullHeight: Double = 44,
    shyHeight: Double = 0,
    shouldSnap: Bool = true,
    isEnabled: Bool = true,
    tracker: ScrollTracker
  ) throws(ConfigurationError) {
    guard fullHeight.isFinite, fullHeight > 0, fullHeight <= ScrollMetrics.maximumMagnitude else {
      throw ConfigurationError(field: "fullHeight", allowed: "a number greater than 0, up to 1e9")
    }
    guard shyHeight.isFinite, shyHeight >= 0, shyHeight < fullHeight else {
      throw ConfigurationError(field: "shyHeight", allowed: "a number from 0 to below fullHeight")
    }
    var configuration = CollapseConfiguration(
      range: fullHeight - shyHeight, mode: .collapsesWithContent,
      snap: shouldSnap ? .nearest : .none)
    configuration.animation = FollowView.animation
    behavior = try CollapseBehavior(configuration, tracker: tracker)
    if !isEnabled { behavior.setEnabled(false, at: tracker.time) { _ in } }
    self.fullHeight = fullHeight
    self.shyHeight = shyHeight
  }

  /// The seed's `shyFraction`: 1 when full, 0 when shy (`1 − f`).
  public var shyFraction: Double { 1 - behavior.fraction }

  /// The bar's visible height below the top safe area: `fullHeight − c`.
  public var visibleHeight: Double { fullHeight - behavior.collapsed }

  /// The alpha of the bar's items in the default fade: `shyFraction`.
  public var itemAlpha: Double { shyFraction }

  /// The seed's `prepareForSegueAway`: what to remember of this screen before another is pushed
  /// or presented over it. Restore it with ``enterScreen(remembering:at:emit:)`` on return.
  public var memoryForLeaving: CollapseMemory { behavior.memory }

  /// The seed's `adjustForSegueInto`: a screen appears. A returning screen gets its memory back;
  /// a new one (`nil`) starts expanded and enabled.
  ///
  /// - Parameters:
  ///   - memory: What ``memoryForLeaving`` returned when the screen was left, or `nil`.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and the completion of an interrupted command.
  public mutating func enterScreen(
    remembering memory: CollapseMemory?, at time: Double, emit: (CollapseEvent) -> Void
  ) {
    behavior.restore(memory ?? CollapseMemory(fraction: 0), at: time, emit: emit)
  }
}
