// Module `ObjectiveC`: the one Objective-C runtime type the adapters name.
//
// On Apple platforms `import UIKit` re-exports Foundation, which re-exports ObjectiveC. The
// compiler looks `Selector` up in a module of exactly this name when it checks `#selector`.

/// A type for Objective-C selectors.
///
/// Swift's `Selector` is not the C `SEL` of `objc/objc.h` (which is not in the stored SDK copy)
/// but a structure of the ObjectiveC Swift overlay, cited here. The overlay declares it
/// `ExpressibleByStringLiteral, @unchecked Sendable` with `init(_:)`, `init(stringLiteral:)` and a
/// stored pointer, as here; the literal conformance is left out because the adapters create
/// selectors with `#selector` or from a selector name. The compiler lowers `#selector` to that one
/// stored pointer, so the stand-in must have it too.
// https://developer.apple.com/documentation/objectivec/selector
// SDK: usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface:48 (iPhoneOS18.1.sdk)
@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)
@frozen
public struct Selector: @unchecked Sendable {
  internal var ptr: OpaquePointer

  /// Creates the selector of the given name (UIKit reports selectors by name, as in
  /// `UIControl.actions(forTarget:forControlEvent:)`).
  // https://developer.apple.com/documentation/objectivec/selector/init(_:)
  // SDK: usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface:50 (iPhoneOS18.1.sdk)
  public init(_ str: String) { fatalError() }
}

/// The overlay's equality and hashing of selectors.
// https://developer.apple.com/documentation/objectivec/selector
// SDK: usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface:60 (iPhoneOS18.1.sdk)
@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)
extension Selector: Equatable, Hashable {}
