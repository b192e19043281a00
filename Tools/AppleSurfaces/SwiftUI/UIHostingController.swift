import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// SwiftUI declares it with UIKit, which its interface imports; this surface imports the UIKit
/// surface for it. Only `init(rootView:)` and the required `init?(coder:)` are declared. The
/// iPhoneOS interface marks it unavailable on macOS only; the overrides of `UIViewController`'s
/// members and `init?(coder:rootView:)` are left out, and `init?(coder:)`'s `@objc dynamic` is
/// left out as for the UIKit surface's classes.
// https://developer.apple.com/documentation/swiftui/uihostingcontroller
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:18744 (iPhoneOS18.1.sdk)
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor
@preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:18751 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public init(rootView: Content) { fatalError() }

  /// Creates a hosting controller object from an archive (`required`, as for every view
  /// controller).
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:18753 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError() }
}
