/// A namespace for the accessibility settings and notifications UIKit exposes in Swift.
///
/// In Swift the C functions and constants of `UIAccessibility.h` become static members of this
/// structure (UIKit's API notes give them Swift names such as `UIAccessibility.isVoiceOverRunning`).
/// The structure itself is not declared in any header that was read (it comes from UIKit's Swift
/// side, which the stored SDK copy does not hold), so it cites no line. Only the VoiceOver and
/// Reduce Motion members are declared.
// https://developer.apple.com/documentation/uikit/uiaccessibility
// SDK: not declared in UIAccessibility.h (see above)
public struct UIAccessibility {
  /// A Boolean value that indicates whether VoiceOver is in an enabled state.
  ///
  /// `UIAccessibilityIsVoiceOverRunning()`, `NS_SWIFT_UI_ACTOR`.
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
  // SDK: UIKit.framework/Headers/UIAccessibility.h:519 (iPhoneOS18.0.sdk)
  @available(iOS 4.0, *)
  @available(watchOS, unavailable)
  @MainActor public static var isVoiceOverRunning: Bool { fatalError() }

  /// A notification that UIKit posts when VoiceOver starts or stops.
  ///
  /// `UIAccessibilityVoiceOverStatusDidChangeNotification`, `NS_SWIFT_NONISOLATED`, available
  /// from iOS 11 (it replaced the deprecated `UIAccessibilityVoiceOverStatusChanged`). A `const`
  /// global is a `let`; a `static let` needs a value here, so it has the constant's name.
  // https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
  // SDK: UIKit.framework/Headers/UIAccessibility.h:521 (iPhoneOS18.0.sdk)
  @available(iOS 11.0, tvOS 11.0, *)
  @available(watchOS, unavailable)
  nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// A Boolean value that indicates whether the Reduce Motion setting is in an enabled state.
  ///
  /// `UIAccessibilityIsReduceMotionEnabled()`, `NS_SWIFT_UI_ACTOR`.
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  // SDK: UIKit.framework/Headers/UIAccessibility.h:556 (iPhoneOS18.0.sdk)
  @available(iOS 8.0, *)
  @available(watchOS, unavailable)
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }

  /// A notification that UIKit posts when the system's Reduce Motion setting changes.
  ///
  /// `UIAccessibilityReduceMotionStatusDidChangeNotification`, `NS_SWIFT_NONISOLATED`; the value
  /// is the constant's name, as for `voiceOverStatusDidChangeNotification`.
  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  // SDK: UIKit.framework/Headers/UIAccessibility.h:557 (iPhoneOS18.0.sdk)
  @available(iOS 8.0, *)
  @available(watchOS, unavailable)
  nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
