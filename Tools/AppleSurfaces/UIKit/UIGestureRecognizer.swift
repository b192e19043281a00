/// The base class for concrete gesture recognizers.
// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Constants that represent the current state a gesture recognizer is in.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int, Sendable {
    /// The gesture recognizer hasn't yet recognized its gesture.
    case possible
    /// The gesture recognizer has received touch objects recognized as a continuous gesture.
    case began
    /// The gesture recognizer has received touches recognized as a change to the gesture.
    case changed
    /// The gesture recognizer has received touches recognized as the end of the gesture.
    case ended
    /// The gesture recognizer has received touches resulting in the cancellation of the gesture.
    case cancelled
    /// The gesture recognizer has received a touch sequence that it can't recognize.
    case failed
  }

  /// The current state of the gesture recognizer.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  open var state: UIGestureRecognizer.State {
    get { fatalError() }
    set { fatalError() }
  }

  /// Adds a target and an action to a gesture-recognizer object.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  open func addTarget(_ target: Any, action: Selector) { fatalError() }

  /// Removes a target and an action from a gesture-recognizer object.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
  open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }
}

/// A continuous gesture recognizer that interprets panning gestures.
// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Interprets the velocity of the pan gesture in the coordinate system of the specified view.
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}
