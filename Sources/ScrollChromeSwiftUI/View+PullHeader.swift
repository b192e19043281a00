#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Drives a ``PullHeaderModel`` from the first scroll view in this view.
    ///
    /// The scroll view's events go to ``PullHeaderModel/handle(_:at:)`` through
    /// `scrollChromeEvents(_:)`. A pull needs no frames. Show the model's outputs in your header
    /// yourself, and set ``PullHeaderModel/onTrigger`` for the action.
    ///
    /// - Parameter model: The model to drive.
    /// - Returns: A view that drives `model` while it is on screen.
    /// - Note: Cost per event: that of `scrollChromeEvents(_:)` and of the model's `handle`.
    public func pullHeader(_ model: PullHeaderModel) -> some View {
      scrollChromeEvents { event, time in model.handle(event, at: time) }
    }
  }
#endif
