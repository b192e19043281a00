// Foundation's key-value coding, which swift-corelibs-foundation's `NSObject` lacks and which
// `import UIKit` re-exports from Foundation on Apple platforms. The example app uses it for the one
// thing UIKit offers no API for in code: giving a `UITabBarController` a tab bar subclass.
extension NSObject {
  /// Sets the property of the receiver specified by a given key to a given value.
  ///
  /// `NSKeyValueCoding.h` is in none of the stored SDK folders (iPhoneOS 16.4–18.1 were searched),
  /// so no line can be cited; the signature follows the documentation page (`- (void)setValue:
  /// (nullable id)value forKey:(NSString *)key;` in `@interface NSObject (NSKeyValueCoding)`).
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
  // SDK: Foundation.framework/Headers/NSKeyValueCoding.h (not in the stored SDK copy; see above)
  public func setValue(_ value: Any?, forKey key: String) { fatalError() }
}
