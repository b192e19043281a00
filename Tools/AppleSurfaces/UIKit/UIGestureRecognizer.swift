/// The base class for concrete gesture recognizers.
// https://developer.apple.com/documentation/uikit/uigesturerecognizer
// SDK: UIKit.framework/Headers/UIGestureRecognizer.h:35 (iPhoneOS16.2.sdk)
@available(iOS 3.2, *)
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Constants that represent the current state a gesture recognizer is in.
  ///
  /// `UIGestureRecognizerState` in the header; UIKit's API notes give it the Swift name
  /// `UIGestureRecognizer.State`. `UIGestureRecognizerStateRecognized` has the raw value of
  /// `UIGestureRecognizerStateEnded`, so Swift imports it as a static alias, not as a case.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:20 (iPhoneOS16.2.sdk)
  public enum State: Int, Sendable {
    /// The gesture recognizer hasn't yet recognized its gesture.
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible
    // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:21 (iPhoneOS16.2.sdk)
    case possible

    /// The gesture recognizer has received touch objects recognized as a continuous gesture.
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
    // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:23 (iPhoneOS16.2.sdk)
    case began

    /// The gesture recognizer has received touches recognized as a change to the gesture.
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed
    // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:24 (iPhoneOS16.2.sdk)
    case changed

    /// The gesture recognizer has received touches recognized as the end of the gesture.
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended
    // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:25 (iPhoneOS16.2.sdk)
    case ended

    /// The gesture recognizer has received touches resulting in the cancellation of the gesture.
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled
    // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:26 (iPhoneOS16.2.sdk)
    case cancelled

    /// The gesture recognizer has received a touch sequence that it can't recognize.
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed
    // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:28 (iPhoneOS16.2.sdk)
    case failed

    /// The gesture recognizer has received touches recognized as the gesture (the same raw
    /// value as `ended`).
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized
    // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:31 (iPhoneOS16.2.sdk)
    public static var recognized: UIGestureRecognizer.State { fatalError() }
  }

  /// The current state of the gesture recognizer.
  ///
  /// Read-only here, as `UIGestureRecognizer.h` declares it; only subclasses that import
  /// `UIGestureRecognizerSubclass.h` may set it.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:48 (iPhoneOS16.2.sdk)
  open var state: UIGestureRecognizer.State { fatalError() }

  /// Adds a target and an action to a gesture-recognizer object.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:45 (iPhoneOS16.2.sdk)
  open func addTarget(_ target: Any, action: Selector) { fatalError() }

  /// Removes a target and an action from a gesture-recognizer object.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
  // SDK: UIKit.framework/Headers/UIGestureRecognizer.h:46 (iPhoneOS16.2.sdk)
  open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }
}

/// A continuous gesture recognizer that interprets panning gestures.
// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
// SDK: UIKit.framework/Headers/UIPanGestureRecognizer.h:31 (iPhoneOS18.0.sdk)
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Interprets the velocity of the pan gesture in the coordinate system of the specified view.
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  // SDK: UIKit.framework/Headers/UIPanGestureRecognizer.h:39 (iPhoneOS18.0.sdk)
  open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}
