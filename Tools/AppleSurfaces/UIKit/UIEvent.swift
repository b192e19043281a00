/// An object that describes a single user interaction with your app.
///
/// Only the class is declared: `UIControl.sendAction(_:to:for:)` takes one.
// https://developer.apple.com/documentation/uikit/uievent
// SDK: UIKit.framework/Headers/UIEvent.h:62 (iPhoneOS18.1.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIEvent: NSObject {}
