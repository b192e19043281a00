/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Only the initialiser over a constant range is declared; the stored `data` and `content` and
/// the initialisers over identified data and by key path are left out.
// https://developer.apple.com/documentation/swiftui/foreach
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14538 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

/// A for-each view is not sendable.
// https://developer.apple.com/documentation/swiftui/foreach
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14543 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension ForEach: Sendable {}

/// A for-each view of views is a primitive view.
// https://developer.apple.com/documentation/swiftui/foreach
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14550 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14551 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a given constant range.
  ///
  /// The interface marks it `@_semantics("swiftui.requires_constant_range")`, which is left out:
  /// it only asks Apple's compiler to warn about a range that is not a constant.
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14600 (iPhoneOS18.1.sdk)
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}
