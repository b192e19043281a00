/// A namespace for the accessibility settings and notifications UIKit exposes in Swift.
///
/// In Swift the C functions and constants of `UIAccessibility.h` become static members of this
/// structure, whose only purpose is to be that namespace (UIKit's generated interface declares
/// `public struct UIAccessibility` with a reserved field). Only the Reduce Motion members are
/// declared.
// https://developer.apple.com/documentation/uikit/uiaccessibility
public struct UIAccessibility {
  /// A Boolean value that indicates whether the Reduce Motion setting is in an enabled state.
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  @available(iOS 8.0, *)
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }

  /// A notification that UIKit posts when the system's Reduce Motion setting changes.
  ///
  /// The stored documentation has no page for this constant; its shape is the one its sibling
  /// `voiceOverStatusDidChangeNotification` shows, from the same header.
  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  // https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
  @available(iOS 8.0, *)
  nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
