/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
///
/// Its designated initialisers are redeclared here because the header redeclares them
/// (`NS_DESIGNATED_INITIALIZER`).
// https://developer.apple.com/documentation/uikit/uicontrol
// SDK: UIKit.framework/Headers/UIControl.h:76 (iPhoneOS17.4.sdk)
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
  /// Initializes the control with the specified frame rectangle.
  // https://developer.apple.com/documentation/uikit/uicontrol/init(frame:)
  // SDK: UIKit.framework/Headers/UIControl.h:78 (iPhoneOS17.4.sdk)
  public override init(frame: CGRect) { fatalError() }

  /// Creates a control from data in an unarchiver.
  // https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)
  // SDK: UIKit.framework/Headers/UIControl.h:79 (iPhoneOS17.4.sdk)
  public required init?(coder: NSCoder) { fatalError() }

  /// Associates a target object and action method with the control.
  // https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
  // SDK: UIKit.framework/Headers/UIControl.h:103 (iPhoneOS17.4.sdk)
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    fatalError()
  }

  /// Returns the names of the action methods performed on a target object in response to the
  /// specified event, or `nil` if there are none.
  // https://developer.apple.com/documentation/uikit/uicontrol/actions(fortarget:forcontrolevent:)
  // SDK: UIKit.framework/Headers/UIControl.h:122 (iPhoneOS17.4.sdk)
  open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event)
    -> [String]?
  { fatalError() }

  /// Calls the specified action method.
  // https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:to:for:)
  // SDK: UIKit.framework/Headers/UIControl.h:128 (iPhoneOS17.4.sdk)
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { fatalError() }

  /// Calls the action's handler: how a control dispatches a `UIAction` added for an event. An
  /// override calls `super` once to send the action, or not at all to suppress it.
  // https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:)
  // SDK: UIKit.framework/Headers/UIControl.h:130 (iPhoneOS17.4.sdk)
  @available(iOS 14.0, *)
  open func sendAction(_ action: UIAction) { fatalError() }
}

extension UIControl {
  /// Constants describing the types of events possible for controls.
  ///
  /// `UIControlEvents` in the header; UIKit's API notes give it the Swift name
  /// `UIControl.Event`. Only `valueChanged` is declared.
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  // SDK: UIKit.framework/Headers/UIControl.h:16 (iPhoneOS17.4.sdk)
  public struct Event: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates events from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch dragging or otherwise manipulating a control, causing it to emit a series of
    /// different values.
    // https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    // SDK: UIKit.framework/Headers/UIControl.h:27 (iPhoneOS17.4.sdk)
    public static var valueChanged: UIControl.Event { fatalError() }
  }
}
