#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Marks this scroll view as refreshable, with the refresh gate of UIKit's `RefreshControl`:
    /// `action` starts once the finger lifts, never while it still pulls, so the rows it reloads
    /// never move under the finger; and the refresh ends (SwiftUI hides its indicator) once
    /// `action` has returned and no finger is down, so the content never snaps away from one.
    ///
    /// Use it in place of `refreshable(action:)` on a scroll view connected with
    /// ``scrollChrome(_:)``, beside a ``pullHeader(_:id:in:height:onShallow:onDeep:header:)`` or
    /// any other chrome:
    ///
    /// ```swift
    /// ScrollView { rows }
    ///   .refreshable(in: scroll) { await model.reload() }
    ///   .scrollChrome(scroll)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The scroll view's state, which knows where the finger is.
    ///   - action: The refresh, awaited.
    /// - Returns: This view, refreshable.
    public func refreshable(
      in state: ScrollChromeState, action: @escaping @Sendable () async -> Void
    ) -> some View {
      refreshable {
        await state.fingerLifted()
        await action()
        await state.fingerLifted()
      }
    }
  }
#endif
