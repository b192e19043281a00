/// The centralized point of control and coordination for apps running in iOS.
///
/// Only the class is declared: the example app's delegate receives it as a parameter.
// https://developer.apple.com/documentation/uikit/uiapplication
// SDK: UIKit.framework/Headers/UIApplication.h:85 (iPhoneOS18.1.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIApplication: UIResponder {}

extension UIApplication {
  /// Keys used to access values in the launch options dictionary passed to the app delegate.
  ///
  /// An `NSString` `NS_TYPED_ENUM`, which Swift imports as a `RawRepresentable` struct; the Swift
  /// name comes from UIKit's API notes. The keys themselves are left out: the example reads none.
  // https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
  // SDK: UIKit.framework/Headers/UIApplication.h:287 (iPhoneOS18.1.sdk)
  @available(watchOS, unavailable)
  public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
    /// The key's string.
    public var rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// A set of methods to manage shared behaviors for your app.
///
/// Every requirement is `@optional` in the header. Swift imports optional requirements of an
/// `@objc` protocol, which this surface cannot declare (its UIKit classes cannot be represented in
/// Objective-C); they are requirements with default implementations here, so that a delegate that
/// leaves one out still conforms. Only the members the example app implements are declared.
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
// SDK: UIKit.framework/Headers/UIApplication.h:290 (iPhoneOS18.1.sdk)
@available(watchOS, unavailable)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
  // SDK: UIKit.framework/Headers/UIApplication.h:296 (iPhoneOS18.1.sdk)
  @available(iOS 3.0, *)
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The window to use when presenting a storyboard.
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
  // SDK: UIKit.framework/Headers/UIApplication.h:376 (iPhoneOS18.1.sdk)
  @available(iOS 5.0, *)
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  /// The optional requirement's stand-in: an app delegate need not implement it.
  @available(iOS 3.0, *)
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { fatalError() }

  /// The optional requirement's stand-in: an app delegate need not declare it.
  @available(iOS 5.0, *)
  public var window: UIWindow? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Provides the top-level entry point for the app (what `@main` calls).
  ///
  /// Declared in UIKit's Swift overlay, in an extension of `UIApplicationDelegate` (line 3696),
  /// with `@_alwaysEmitIntoClient`.
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
  // SDK: UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:3697 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public static func main() { fatalError() }
}
