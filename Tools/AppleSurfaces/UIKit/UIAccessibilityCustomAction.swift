/// A custom action to perform on an accessible object.
///
/// Only `init(name:actionHandler:)` is declared; the target-selector and attributed-name
/// initialisers and the properties are left out.
// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
// SDK: UIKit.framework/Headers/UIAccessibilityCustomAction.h:16 (iPhoneOS18.0.sdk)
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// Creates a custom action object with the specified name and action handler.
  ///
  /// The header marks no initialiser designated, so Swift treats this one as designated.
  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  // SDK: UIKit.framework/Headers/UIAccessibilityCustomAction.h:25 (iPhoneOS18.0.sdk)
  @available(iOS 13.0, tvOS 13.0, *)
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
    fatalError()
  }
}

/// A block that performs a custom action and returns whether it succeeded.
///
/// `typedef BOOL(^UIAccessibilityCustomActionHandler)(UIAccessibilityCustomAction *customAction)
/// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`: the typedef's `NS_SWIFT_UI_ACTOR` makes the
/// function type main-actor isolated.
// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomactionhandler
// SDK: UIKit.framework/Headers/UIAccessibilityCustomAction.h:24 (iPhoneOS18.0.sdk)
@available(watchOS, unavailable)
public typealias UIAccessibilityCustomActionHandler =
  @MainActor (UIAccessibilityCustomAction) -> Bool
