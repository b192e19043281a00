/// An object that provides access to the font's characteristics.
///
/// `UIFont.h` is in none of the stored SDK folders (iPhoneOS 16.1–18.1 were searched), so the
/// class and `systemFont(ofSize:weight:)` cite no line: they follow the documentation pages
/// (UIFont: iOS 2.0+; the method: iOS 8.2+). Apple's UIFont may be `Sendable`; without the header
/// that cannot be confirmed, so no conformance is declared (a missing one can only make this
/// check stricter than Apple's compiler, never laxer).
// https://developer.apple.com/documentation/uikit/uifont
// SDK: UIKit.framework/Headers/UIFont.h (not in the stored SDK copy; see above)
@available(iOS 2.0, *)
open class UIFont: NSObject {
  /// Returns the system font object in the specified size and weight.
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  // SDK: UIKit.framework/Headers/UIFont.h (not in the stored SDK copy)
  @available(iOS 8.2, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
}

extension UIFont {
  /// The weight of a font.
  ///
  /// `typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM` in `UIFontDescriptor.h`, imported as
  /// a `RawRepresentable` structure with both `init(_:)` and `init(rawValue:)`; UIKit's API notes
  /// name it `UIFont.Weight`.
  // https://developer.apple.com/documentation/uikit/uifont/weight
  // SDK: UIKit.framework/Headers/UIFontDescriptor.h:54 (iPhoneOS18.0.sdk)
  @available(watchOS 4.0, *)
  public struct Weight: Hashable, RawRepresentable, Sendable {
    /// The weight as a floating-point value.
    public let rawValue: CGFloat
    /// Creates a weight from a floating-point value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight from a floating-point value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The font weight for the regular style (`UIFontWeightRegular`, a `const` global imported as
    /// a `let`; the value, 0.0 at run time, is never read here).
    // https://developer.apple.com/documentation/uikit/uifont/weight/regular
    // SDK: UIKit.framework/Headers/UIFontDescriptor.h:145 (iPhoneOS18.0.sdk)
    @available(iOS 8.2, watchOS 2.0, *)
    public static let regular = UIFont.Weight(rawValue: 0.0)

    /// The font weight for the semibold style (`UIFontWeightSemibold`; 0.3 at run time, likewise
    /// never read).
    // https://developer.apple.com/documentation/uikit/uifont/weight/semibold
    // SDK: UIKit.framework/Headers/UIFontDescriptor.h:147 (iPhoneOS18.0.sdk)
    @available(iOS 8.2, watchOS 2.0, *)
    public static let semibold = UIFont.Weight(rawValue: 0.3)
  }
}
