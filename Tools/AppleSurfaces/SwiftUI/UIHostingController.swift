import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// SwiftUI declares it with UIKit, which its interface imports; this surface imports the UIKit
/// surface for it. Only `init(rootView:)` and the required `init?(coder:)` are declared.
// https://developer.apple.com/documentation/swiftui/uihostingcontroller
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
@preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
  @MainActor @preconcurrency public init(rootView: Content) { fatalError() }

  /// Creates a hosting controller object from an archive (`required`, as for every view
  /// controller).
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
  @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError() }
}
