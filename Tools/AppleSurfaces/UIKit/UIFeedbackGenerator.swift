/// The abstract superclass for all feedback generators.
///
/// Only `prepare()` is declared. The `UIInteraction` conformance, the deprecated `init()` and
/// `init(view:)` (iOS 17.5) are left out: the adapters create an impact generator only.
// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@available(iOS 10.0, *)
@MainActor
open class UIFeedbackGenerator: NSObject {
  /// Prepares the generator to trigger feedback.
  // https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  open func prepare() { fatalError() }
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
///
/// Only `init(style:)` and `impactOccurred()` are declared; `init(style:view:)`,
/// `impactOccurred(intensity:)` and the `at:` variants are left out.
// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@available(iOS 10.0, *)
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the objects in the collision simulated by an impact feedback generator object.
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  public enum FeedbackStyle: Int, Sendable {
    /// A collision between small, light user interface elements.
    case light
    /// A collision between moderately sized user interface elements.
    case medium
    /// A collision between large, heavy user interface elements.
    case heavy
    /// A collision between user interface elements that are soft, exhibiting a large amount of
    /// compression or elasticity.
    @available(iOS 13.0, *)
    case soft
    /// A collision between user interface elements that are rigid, exhibiting a small amount of
    /// compression or elasticity.
    @available(iOS 13.0, *)
    case rigid
  }

  /// Creates an impact feedback generator with the specified style.
  ///
  /// The documentation shows the availability range iOS 10.0–27.0: the SDK marks the initialiser
  /// `API_TO_BE_DEPRECATED` (`deprecated: 100000`) in favour of `init(style:view:)` (iOS 17.5),
  /// which Swift reports only once the deployment target reaches that version.
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  @available(iOS, introduced: 10.0, deprecated: 100000)
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }

  /// Triggers impact feedback.
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  open func impactOccurred() { fatalError() }
}
