// The accessibility members UIKit adds to every object: `@interface NSObject (UIAccessibility)`
// and `@interface NSObject (UIAccessibilityAction)` in UIAccessibility.h. Swift imports category
// members as overridable `@objc open` extension members; each is `NS_SWIFT_UI_ACTOR` (main-actor
// isolated) and `API_UNAVAILABLE(watchos)`. Here they are `public`, so not overridable: on Linux
// `@objc` cannot bridge their types (see the README's known differences).

extension NSObject {
  /// A Boolean value that indicates whether the element is an accessibility element that an
  /// assistive app can access.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  // SDK: UIKit.framework/Headers/UIAccessibility.h:52 (iPhoneOS18.0.sdk)
  @available(watchOS, unavailable)
  @MainActor public var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// A succinct label in a localized string that identifies the accessibility element.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  // SDK: UIKit.framework/Headers/UIAccessibility.h:64 (iPhoneOS18.0.sdk)
  @available(watchOS, unavailable)
  @MainActor public var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// A Boolean value that indicates whether the accessibility elements contained within this
  /// accessibility element are hidden.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
  // SDK: UIKit.framework/Headers/UIAccessibility.h:160 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  @available(watchOS, unavailable)
  @MainActor public var accessibilityElementsHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// An array of custom actions to display along with the built-in actions.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
  // SDK: UIKit.framework/Headers/UIAccessibility.h:410 (iPhoneOS18.0.sdk)
  @available(iOS 8.0, *)
  @available(watchOS, unavailable)
  @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { fatalError() }
    set { fatalError() }
  }
}
