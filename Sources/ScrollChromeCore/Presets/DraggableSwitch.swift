/// A header that switches to another screen when the content is pulled down past a threshold and
/// released: the behaviour of WZDraggableSwitchHeaderView, as a plain configuration.
///
/// WZDraggableSwitchHeaderView (wongzigii) showed a three-state label and arrow while the user
/// pulled a scroll view down, and called back when the finger lifted. Attached to a scroll view, a
/// `DraggableSwitch` runs as ``Chrome``: a ``PullBehavior`` with its thresholds (20 and 70 points
/// by default) and a text per state. <doc:MigratingFromWZDraggableSwitchHeaderView> lists every
/// difference from the original.
///
/// ```swift
/// let header = DraggableSwitch()
/// ```
public struct DraggableSwitch: PullingPreset, Equatable {
  // MARK: Public

  /// The `normal` text WZDraggableSwitchHeaderView showed by default.
  public static let defaultNormalText = "ABOUT"
  /// The default `shallow` text.
  public static let defaultShallowText = "PULL TO RETURN TO MENU."
  /// The default `deep` text (with the period the original's README documents).
  public static let defaultDeepText = "RELEASE TO RETURN TO MENU."

  /// The pull where `shallow` starts (WZDraggableSwitchHeaderView's `normalStateHeight`), in
  /// points. Default 20; 0 to 1e9.
  public var shallowThreshold: Double
  /// The pull where `deep` starts (`heightCanTriggerSwitch`), in points. Default 70; greater than
  /// ``shallowThreshold``, up to 1e9.
  public var deepThreshold: Double
  /// The text shown in `normal`.
  public var normalText: String
  /// The text shown in `shallow`.
  public var shallowText: String
  /// The text shown in `deep`.
  public var deepText: String

  /// Creates the configuration.
  ///
  /// - Parameters:
  ///   - shallowThreshold: The pull where `shallow` starts; default 20.
  ///   - deepThreshold: The pull where `deep` starts; default 70.
  ///   - normalText: The `normal` text; default "ABOUT".
  ///   - shallowText: The `shallow` text; default "PULL TO RETURN TO MENU.".
  ///   - deepText: The `deep` text; default "RELEASE TO RETURN TO MENU.".
  public init(
    shallowThreshold: Double = 20, deepThreshold: Double = 70,
    normalText: String = Self.defaultNormalText, shallowText: String = Self.defaultShallowText,
    deepText: String = Self.defaultDeepText
  ) {
    self.shallowThreshold = shallowThreshold
    self.deepThreshold = deepThreshold
    self.normalText = normalText
    self.shallowText = shallowText
    self.deepText = deepText
  }

  /// The pull behaviour's thresholds.
  public var configuration: PullConfiguration {
    PullConfiguration(shallow: shallowThreshold, deep: deepThreshold)
  }

  /// Checks both thresholds.
  ///
  /// - Throws: The first threshold out of range, by its name here.
  public func validate() throws(ConfigurationError) {
    do {
      try configuration.validate()
    } catch {
      throw error.field == "shallow"
        ? ConfigurationError(field: "shallowThreshold", allowed: "a number from 0 to 1e9")
        : ConfigurationError(
          field: "deepThreshold", allowed: "a number greater than shallowThreshold, up to 1e9")
    }
  }

  /// The nearest valid configuration: the thresholds as ``PullConfiguration/clamped()`` moves
  /// them; the texts unchanged.
  public func clamped() -> DraggableSwitch {
    var next = self
    let thresholds = configuration.clamped()
    next.shallowThreshold = thresholds.shallow
    next.deepThreshold = thresholds.deep
    return next
  }

  /// The running header for a scroll view (``clamped()`` if invalid).
  ///
  /// - Parameter tracker: The scroll view's tracker.
  public func makeChrome(tracker: ScrollTracker) -> Chrome {
    let header = clamped()
    return Chrome(preset: header, behavior: PullBehavior(header.configuration))
  }

  // MARK: Package

  /// The text shown in a state.
  ///
  /// - Parameter state: The pull's state.
  package func text(for state: PullState) -> String {
    switch state {
    case .normal: normalText
    case .shallow: shallowText
    case .deep: deepText
    }
  }

  /// A running ``DraggableSwitch``: its behaviour, the text of its state and the arrow's
  /// rotation.
  public struct Chrome: PullingChrome, Equatable, ChromeOutputs {
    // MARK: Public

    /// The configuration it runs.
    public let preset: DraggableSwitch
    /// The engine running the header.
    public var behavior: PullBehavior

    /// The text for the current state.
    public var text: String { preset.text(for: behavior.state) }

    /// The arrow's rotation in radians: 0 (pointing up) with no pull, π (down) at the deep
    /// threshold, following ``PullBehavior/progress`` continuously.
    public var arrowRotation: Double { behavior.progress * Double.pi }

    /// Reports `text`.
    package func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor) {
      visitor.visit("text", text: text)
    }
  }
}
