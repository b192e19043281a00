// The display-synchronised timer. On Apple platforms QuartzCore's headers import Foundation, which
// brings `NSObject`, `RunLoop` and `Selector`; here the surface imports the same modules.

import CoreFoundation
import Foundation
import ObjectiveC

/// A timer object that allows your app to synchronize its drawing to the refresh rate of the
/// display.
///
/// Only what the adapters use is declared: the initialiser, `add(to:forMode:)`, `invalidate()`
/// and `targetTimestamp`. Apple's documentation shows no actor isolation for the class, and the
/// class cannot be subclassed, so it is `public`, not `open`.
// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, tvOS 9.0, visionOS 1.0, *)
public class CADisplayLink: NSObject {
  /// Creates a display link for a target that calls its selector.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  @available(iOS 3.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  public init(target: Any, selector sel: Selector) { fatalError() }

  /// Registers the display link with a run loop.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }

  /// Removes the display link from all run loop modes.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  public func invalidate() { fatalError() }

  /// The time interval that represents when the next frame displays.
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
  @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
  public var targetTimestamp: CFTimeInterval { fatalError() }
}
