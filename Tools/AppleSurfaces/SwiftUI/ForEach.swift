/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Only the initialiser over a constant range is declared; the initialisers over identified data
/// and by key path are left out.
// https://developer.apple.com/documentation/swiftui/foreach
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a given constant range.
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
  public init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}
