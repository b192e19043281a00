/// The `draggableSwitch` preset: WZDraggableSwitchHeaderView's pull-to-trigger header, on the
/// engine.
///
/// WZDraggableSwitchHeaderView (wongzigii) shows a three-state label and arrow while the user pulls
/// a scroll view down, and calls back when the finger lifts. Here that is a ``PullBehavior`` with
/// the seed's thresholds (`normalStateHeight` 20, `heightCanTriggerSwitch` 70) and texts. The
/// seed's defects are fixed; <doc:MigratingFromWZDraggableSwitchHeaderView> lists each difference.
public struct DraggableSwitch: Sendable, Equatable {
  // MARK: Public

  /// The seed's default texts.
  public static let defaultNormalStateText = "ABOUT"
  /// The seed's default shallow text.
  public static let defaultShallowStateText = "PULL TO RETURN TO MENU."
  /// The seed's default deep text (with the period its README documents).
  public static let defaultDeepStateText = "RELEASE TO RETURN TO MENU."

  /// The text shown in `normal`.
  public let normalStateText: String
  /// The text shown in `shallow`.
  public let shallowStateText: String
  /// The text shown in `deep`.
  public let deepStateText: String
  /// The engine running the header.
  public var behavior: PullBehavior

  /// Creates the preset with the seed's parameters.
  ///
  /// - Parameters:
  ///   - normalStateHeight: The pull where `shallow` starts; default 20, at least 0.
  ///   - heightCanTriggerSwitch: The pull where `deep` starts; default 70, greater than
  ///     `normalStateHeight`.
  ///   - normalStateText: The `normal` text; default "ABOUT".
  ///   - shallowStateText: The `shallow` text; default "PULL TO RETURN TO MENU.".
  ///   - deepStateText: The `deep` text; default "RELEASE TO RETURN TO MENU.".
  /// - Throws: The first parameter out of range, by its seed name.
  public init(
    normalStateHeight: Double = 20,
    heightCanTriggerSwitch: Double = 70,
    normalStateText: String = Self.defaultNormalStateText,
    shallowStateText: String = Self.defaultShallowStateText,
    deepStateText: String = Self.defaultDeepStateText
  ) throws(ConfigurationError) {
    do {
      behavior = try PullBehavior(
        PullConfiguration(shallow: normalStateHeight, deep: heightCanTriggerSwitch))
    } catch {
      throw ConfigurationError(
        field: error.field == "shallow" ? "normalStateHeight" : "heightCanTriggerSwitch",
        allowed: error.field == "shallow"
          ? "a number from 0 to 1e9" : "a number greater than normalStateHeight, up to 1e9")
    }
    self.normalStateText = normalStateText
    self.shallowStateText = shallowStateText
    self.deepStateText = deepStateText
  }

  /// The text for the current state.
  public var text: String {
    switch behavior.state {
    case .normal: normalStateText
    case .shallow: shallowStateText
    case .deep: deepStateText
    }
  }

  /// The arrow's rotation in radians: 0 (pointing up) with no pull, π (down) at the deep
  /// threshold, following ``PullBehavior/progress`` continuously.
  public var arrowRotation: Double { behavior.progress * Double.pi }
}
