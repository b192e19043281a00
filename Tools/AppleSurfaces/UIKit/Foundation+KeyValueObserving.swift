// Swift key-value observing, from Apple's Foundation overlay.
//
// swift-corelibs-foundation has no KVO, so the declarations live here: the adapters reach them
// through `import UIKit`, which re-exports Foundation on Apple platforms.
// https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift
//
// SDK: Foundation.framework/Modules/Foundation.swiftmodule/arm64e-apple-ios.swiftinterface
// (iPhoneOS18.1.sdk), cited by line below as `Foundation.swiftinterface`. The exception is
// `NSKeyValueObservingOptions`, an Objective-C `NS_OPTIONS` type that Swift imports from
// `NSKeyValueObserving.h`, which is cited by its header's line.

/// The protocol through which `NSObject` gains `observe(_:options:changeHandler:)`.
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
// SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:322 (iPhoneOS18.1.sdk)
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
public protocol _KeyValueCodingAndObserving {}

// SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:325 (iPhoneOS18.1.sdk)
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
extension NSObject: _KeyValueCodingAndObserving {}

/// The values that can be returned in a change dictionary.
///
/// The adapters pass no options (`[]`), so the `new`, `old`, `initial` and `prior` constants are
/// not declared. `NSUInteger` imports as `UInt`; the header is audited for sendability
/// (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`, line 14), so the options are `Sendable`.
// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
// SDK: Foundation.framework/Headers/NSKeyValueObserving.h:18 (iPhoneOS17.0.sdk)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates options from a raw bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// The change that an observation reports. Its members are not used by the adapters and are left
/// out.
// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
// SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:328 (iPhoneOS18.1.sdk)
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
public struct NSKeyValueObservedChange<Value> {}

// SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:337 (iPhoneOS18.1.sdk)
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// An observation; it stops observing when it is invalidated or deinitialised.
///
/// Apple declares it `@objc(_NSKeyValueObservation) class NSKeyValueObservation` (a subclass of
/// `NSObject`, with `@_hasMissingDesignatedInitializers`). Only Objective-C's `NSObject` can carry
/// a class-level `@objc`, so the runtime name is left out here; it does not matter to a type
/// check.
// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
// SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:345 (iPhoneOS18.1.sdk)
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
public class NSKeyValueObservation: NSObject {
  /// `invalidate()` will be called automatically when an `NSKeyValueObservation` is deinited.
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  // SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:346 (iPhoneOS18.1.sdk)
  @objc public func invalidate() { fatalError() }
}

// SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:350 (iPhoneOS18.1.sdk)
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension NSKeyValueObservation: @unchecked Sendable {}

// SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:353 (iPhoneOS18.1.sdk)
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
extension _KeyValueCodingAndObserving {
  /// When the returned `NSKeyValueObservation` is deinited or invalidated, it will stop observing.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
  // SDK: Foundation.swiftmodule/arm64e-apple-ios.swiftinterface:354 (iPhoneOS18.1.sdk)
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { fatalError() }
}
