/// The abstract superclass for all feedback generators.
///
/// Only `prepare()` is declared. The `UIInteraction` conformance (iOS 17.5), the deprecated
/// `init()` and `init(view:)` (iOS 17.5) are left out: the adapters create an impact generator
/// only.
// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
// SDK: UIKit.framework/Headers/UIFeedbackGenerator.h:16 (iPhoneOS18.0.sdk)
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIFeedbackGenerator: NSObject {
  /// Prepares the generator to trigger feedback.
  // https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  // SDK: UIKit.framework/Headers/UIFeedbackGenerator.h:25 (iPhoneOS18.0.sdk)
  open func prepare() { fatalError() }
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
///
/// Only `init(style:)` and `impactOccurred()` are declared; `init(style:view:)`,
/// `impactOccurred(intensity:)` and the `at:` variants are left out. The stored SDK copy of the
/// header is the iOS 17.5 one.
// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
// SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:25 (iPhoneOS17.5.sdk)
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the objects in the collision simulated by an impact feedback generator object.
  ///
  /// `UIImpactFeedbackStyle` in the header; UIKit's API notes give it the Swift name
  /// `UIImpactFeedbackGenerator.FeedbackStyle`.
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:15 (iPhoneOS17.5.sdk)
  @available(iOS 10.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public enum FeedbackStyle: Int, Sendable {
    /// A collision between small, light user interface elements.
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/light
    // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:16 (iPhoneOS17.5.sdk)
    case light

    /// A collision between moderately sized user interface elements.
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/medium
    // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:17 (iPhoneOS17.5.sdk)
    case medium

    /// A collision between large, heavy user interface elements.
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/heavy
    // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:18 (iPhoneOS17.5.sdk)
    case heavy

    /// A collision between user interface elements that are soft, exhibiting a large amount of
    /// compression or elasticity.
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/soft
    // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:19 (iPhoneOS17.5.sdk)
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    case soft

    /// A collision between user interface elements that are rigid, exhibiting a small amount of
    /// compression or elasticity.
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/rigid
    // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:20 (iPhoneOS17.5.sdk)
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    case rigid
  }

  /// Creates an impact feedback generator with the specified style.
  ///
  /// The header marks it `API_DEPRECATED_WITH_REPLACEMENT("+feedbackGeneratorWithStyle:forView:",
  /// ios(10.0, API_TO_BE_DEPRECATED))`; `API_TO_BE_DEPRECATED` is the version 100000, which Swift
  /// reports only once a deployment target reaches it, so the iOS 15 package uses it. The
  /// replacement is `init(style:view:)` (iOS 17.5).
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:38 (iPhoneOS17.5.sdk)
  @available(iOS, introduced: 10.0, deprecated: 100000, renamed: "init(style:view:)")
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }

  /// Triggers impact feedback.
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  // SDK: UIKit.framework/Headers/UIImpactFeedbackGenerator.h:31 (iPhoneOS17.5.sdk)
  open func impactOccurred() { fatalError() }
}
