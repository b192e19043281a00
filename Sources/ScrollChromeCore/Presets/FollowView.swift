/// The `followView` preset: ScrollingFollowView's view that follows scrolling, on the engine.
///
/// ScrollingFollowView (ktanaka117) moves one Auto Layout constant by the scroll delta between
/// `−maxFollowPoint` (hidden) and `minFollowPoint` (shown). Here that is a ``CollapseBehavior`` in
/// ``CollapseConfiguration/Mode/followsScroll`` mode with `R = maxFollowPoint + minFollowPoint`,
/// the delay points as ``CollapseConfiguration/hideDelay`` and
/// ``CollapseConfiguration/showDelay``, ``CollapseConfiguration/Snap/nearest`` settling (or
/// ``CollapseConfiguration/Snap/none`` with `allowHalfDisplay`), and the seed's 0.2 s ease-in-out
/// for snaps and show/hide. ``constant`` is the seed's constraint constant. The seed's defects are
/// fixed; <doc:MigratingFromScrollingFollowView> lists each difference.
public struct FollowView: Sendable, Equatable {
  // MARK: Public

  /// The seed's `maxFollowPoint`: how far above its shown position the view hides. Default 64.
  public let maxFollowPoint: Double
  /// The seed's `minFollowPoint`: the constraint constant when fully shown. Default 0.
  public let minFollowPoint: Double
  /// The engine running the view.
  public var behavior: CollapseBehavior

  /// The seed's 0.2 s ease-in-out, for snaps, `show` and `hide`.
  public static let animation = ChromeAnimation.Curve.timing(.easeInOut, duration: 0.2)

  /// Creates the preset with the seed's parameters.
  ///
  /// - Parameters:
  ///   - maxFollowPoint: How far the view hides, default 64.
  ///   - minFollowPoint: The constant when shown, default 0. `maxFollowPoint + minFollowPoint`
  ///     must be greater than 0.
  ///   - allowHalfDisplay: Whether the view may rest half shown (no settling). Default `false`.
  ///   - pointOfStartingHiding: Travel before hiding starts. Default 0.
  ///   - pointOfStartingShowing: Travel before showing starts. Default 0.
  ///   - tracker: The scroll view's tracker.
  /// - Throws: The first parameter out of range, by its seed name.
  public init(
    maxFollowPoint: Double = 64,
    minFollowPoint: Double = 0,
    allowHalfDisplay: Bool = false,
    pointOfStartingHiding: Double = 0,
    pointOfStartingShowing: Double = 0,
    tracker: ScrollTracker
  ) throws(ConfigurationError) {
    guard minFollowPoint.isFinite else {
      throw ConfigurationError(field: "minFollowPoint", allowed: "a finite number")
    }
    let range = maxFollowPoint + minFollowPoint
    guard maxFollowPoint.isFinite, range > 0 else {
      throw ConfigurationError(
        field: "maxFollowPoint",
        allowed: "a number making maxFollowPoint + minFollowPoint greater than 0")
    }
    var configuration = CollapseConfiguration(
      range: range, mode: .followsScroll, snap: allowHalfDisplay ? .none : .nearest)
    configuration.hideDelay = pointOfStartingHiding
    configuration.showDelay = pointOfStartingShowing
    configuration.animation = Self.animation
    do {
      behavior = try CollapseBehavior(configuration, tracker: tracker)
    } catch {
      throw error.renamed([
        "hideDelay": "pointOfStartingHiding", "showDelay": "pointOfStartingShowing",
      ])
    }
    self.maxFollowPoint = maxFollowPoint
    self.minFollowPoint = minFollowPoint
  }

  /// The seed's constraint constant: `minFollowPoint` when shown, `−maxFollowPoint` when hidden.
  public var constant: Double { minFollowPoint - behavior.collapsed }

  /// Shows the view (the seed's `show(_:duration:completionHandler:)`).
  ///
  /// - Parameters:
  ///   - animated: Whether to run the 0.2 s animation.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and, exactly once, the completion.
  /// - Returns: The command's identifier.
  @discardableResult
  public mutating func show(
    animated: Bool = true, at time: Double, emit: (CollapseEvent) -> Void
  ) -> CommandID {
    behavior.expand(animated: animated, at: time, emit: emit)
  }

  /// Hides the view (the seed's `hide(_:duration:completionHandler:)`).
  ///
  /// - Parameters:
  ///   - animated: Whether to run the 0.2 s animation.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and, exactly once, the completion.
  /// - Returns: The command's identifier.
  @discardableResult
  public mutating func hide(
    animated: Bool = true, at time: Double, emit: (CollapseEvent) -> Void
  ) -> CommandID {
    behavior.collapse(animated: animated, at: time, emit: emit)
  }
}

extension ConfigurationError {
  /// The same error with the field renamed to a preset's own parameter name.
  func renamed(_ names: [String: String]) -> ConfigurationError {
    ConfigurationError(field: names[field] ?? field, index: index, allowed: allowed)
  }
}
