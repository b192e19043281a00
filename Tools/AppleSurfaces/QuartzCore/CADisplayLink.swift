// The display-synchronised timer. On Apple platforms QuartzCore's headers import Foundation, which
// brings `NSObject`, `RunLoop` and `Selector`; here the surface imports the same modules.

import CoreFoundation
import Foundation
import ObjectiveC

/// A timer object that allows your app to synchronize its drawing to the refresh rate of the
/// display.
///
/// An Objective-C class that is neither `NS_FINAL` nor `NS_SWIFT_UI_ACTOR`, so Swift imports it as
/// an `open class` with `open` members and no actor isolation. Only what the adapters and the
/// UIKit layer use is declared.
// https://developer.apple.com/documentation/quartzcore/cadisplaylink
// SDK: QuartzCore.framework/Headers/CADisplayLink.h:21 (iPhoneOS18.1.sdk)
@available(iOS 3.1, macOS 14.0, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CADisplayLink: NSObject {
  /// Creates a display link for a target that calls its selector.
  ///
  /// `+displayLinkWithTarget:selector:`, a class factory method, which Swift imports as a
  /// convenience initialiser.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  // SDK: QuartzCore.framework/Headers/CADisplayLink.h:32 (iPhoneOS18.1.sdk)
  @available(macOS, unavailable)
  public convenience init(target: Any, selector sel: Selector) { fatalError() }

  /// Registers the display link with a run loop.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  // SDK: QuartzCore.framework/Headers/CADisplayLink.h:40 (iPhoneOS18.1.sdk)
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }

  /// Removes the display link from all run loop modes.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  // SDK: QuartzCore.framework/Headers/CADisplayLink.h:51 (iPhoneOS18.1.sdk)
  open func invalidate() { fatalError() }

  /// The time interval that represents when the last frame displayed.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  // SDK: QuartzCore.framework/Headers/CADisplayLink.h:58 (iPhoneOS18.1.sdk)
  open var timestamp: CFTimeInterval { fatalError() }

  /// The time interval that represents when the next frame displays.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
  // SDK: QuartzCore.framework/Headers/CADisplayLink.h:63 (iPhoneOS18.1.sdk)
  @available(iOS 10.0, tvOS 10.0, *)
  @available(watchOS, unavailable)
  open var targetTimestamp: CFTimeInterval { fatalError() }

  /// A Boolean value that indicates whether the system suspends the display link's notifications
  /// to the target.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  // SDK: QuartzCore.framework/Headers/CADisplayLink.h:69 (iPhoneOS18.1.sdk)
  open var isPaused: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The preferred frame rate range for the display link callback.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
  // SDK: QuartzCore.framework/Headers/CADisplayLink.h:99 (iPhoneOS18.1.sdk)
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError() }
    set { fatalError() }
  }
}
