// Swift key-value observing, from Apple's Foundation overlay.
//
// swift-corelibs-foundation has no KVO, so the declarations live here: the adapters reach them
// through `import UIKit`, which re-exports Foundation on Apple platforms.
// https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift
//
// SDK: Foundation.framework/Modules/Foundation.swiftmodule/arm64e-apple-ios.swiftinterface
// (iPhoneOS18.1.sdk), no line numbers. The file is stored, but it is 998,165 characters long:
// counting its lines means reading all of it (about 63 pages of the look-up tool), which did not
// fit the look-up and time budget of the session that added these citations, and the text index
// (which covers only a file's first 100,000 characters) finds only non-SDK copies of
// `_KeyValueCodingAndObserving`. The shapes below follow the documentation pages and the Swift
// overlay's source, as before; they carry no per-declaration line until the file is read. The
// exception is `NSKeyValueObservingOptions`, an Objective-C `NS_OPTIONS` type that Swift imports
// from `NSKeyValueObserving.h`, which is cited by line.

/// The protocol through which `NSObject` gains `observe(_:options:changeHandler:)`.
///
/// Apple's overlay declares it as `public protocol _KeyValueCodingAndObserving {}` with
/// `extension NSObject : _KeyValueCodingAndObserving {}`.
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
public protocol _KeyValueCodingAndObserving {}

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

/// The change that an observation reports. Its members are not used by the adapters.
// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {}

/// An observation; it stops observing when it is invalidated or deinitialised.
///
/// Apple declares it `@objc(_NSKeyValueObservation) class NSKeyValueObservation` (a subclass of
/// `NSObject`). Only Objective-C's `NSObject` can carry a class-level `@objc`, so the runtime name
/// is left out here; it does not matter to a type check.
// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
public class NSKeyValueObservation: NSObject {
  /// `invalidate()` will be called automatically when an `NSKeyValueObservation` is deinited.
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  @objc public func invalidate() { fatalError() }
}

extension _KeyValueCodingAndObserving {
  /// When the returned `NSKeyValueObservation` is deinited or invalidated, it will stop observing.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { fatalError() }
}
