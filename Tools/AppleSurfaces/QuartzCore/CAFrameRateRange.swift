/// A structure that represents a range of frame rates and a preferred rate.
///
/// The C structure is declared in `CAFrameRateRange.h`, which is in none of the stored SDK folders
/// (iPhoneOS 16.1–18.1 were searched), so the type cites no header line. Its Swift shape comes
/// from the QuartzCore overlay, which is stored: `init(minimum:maximum:preferred:)`, `preferred`
/// as a `Float?` (the header's field is refined for Swift) and `Equatable`. The `minimum` and
/// `maximum` fields and the overlay's `preferred` property are left out.
// https://developer.apple.com/documentation/quartzcore/caframeraterange
// SDK: QuartzCore.framework/Headers/CAFrameRateRange.h (not in the stored SDK copy; see above)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct CAFrameRateRange: Sendable {
  /// Creates a frame rate range from minimum, maximum, and preferred frame rate values.
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
  // SDK: QuartzCore.swiftmodule/arm64e-apple-ios.swiftinterface:12 (iPhoneOS18.1.sdk)
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { fatalError() }

  /// The default frame rate range.
  ///
  /// `CAFrameRateRangeDefault`, a `const` global of the same unstored header that its
  /// `NS_SWIFT_NAME` makes `CAFrameRateRange.default`; a `const` global is imported as a `let`, and
  /// a `static let` needs a value here (never read).
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/default
  // SDK: QuartzCore.framework/Headers/CAFrameRateRange.h (not in the stored SDK copy)
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// The QuartzCore overlay's equality of frame rate ranges.
// https://developer.apple.com/documentation/quartzcore/caframeraterange/==(_:_:)
// SDK: QuartzCore.swiftmodule/arm64e-apple-ios.swiftinterface:19 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension CAFrameRateRange: Equatable {}
