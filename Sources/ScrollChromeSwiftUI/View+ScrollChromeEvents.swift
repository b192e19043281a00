#if canImport(SwiftUI)
  import QuartzCore
  import ScrollChromeCore
  import SwiftUI

  extension View {
    /// Reports the first scroll view in this view as ``ScrollEvent``s, each with a timestamp.
    ///
    /// The modifier is the SwiftUI twin of the UIKit `ScrollViewObserver`: it converts what
    /// SwiftUI reports into the engine's events and decides nothing.
    ///
    /// - `onScrollGeometryChange(for:of:action:)` turns the content offset into
    ///   ``ScrollEvent/scroll(y:)``, and the container height, content height and content insets
    ///   (safe area included) into ``ScrollEvent/geometry(viewport:content:insetTop:insetBottom:)``,
    ///   each when it changes. `CGFloat` becomes `Double` here, at the edge.
    /// - `onScrollPhaseChange(_:)` maps SwiftUI's phase to a ``ScrollActivity`` (`interacting` is
    ///   ``ScrollActivity/tracking``; `tracking`, a finger resting without scrolling, is
    ///   ``ScrollActivity/idle``) and lets
    ///   ``ScrollActivity/transition(from:to:velocity:emit:)`` turn the change into events.
    ///
    /// ```swift
    /// List(rows) { row in Text(row.title) }
    ///   .scrollChromeEvents { event, time in try? tracker.handle(event, at: time) }
    /// ```
    ///
    /// - Parameter handler: Called on the main thread with every event and its timestamp, in
    ///   seconds on the `CACurrentMediaTime()` clock.
    /// - Returns: A view that reports the scroll events of the first scroll view in it.
    /// - Note: Cost per event: O(1), no allocation. SwiftUI evaluates both geometry transforms on
    ///   every frame the content moves.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    public func scrollChromeEvents(
      _ handler: @escaping (ScrollEvent, Double) -> Void
    ) -> some View {
      onScrollGeometryChange(for: ScrollEvent.self, of: ScrollEvent.offsetEvent(for:)) {
        handler($1, CACurrentMediaTime())
      }
      .onScrollGeometryChange(for: ScrollEvent.self, of: ScrollEvent.geometryEvent(for:)) {
        handler($1, CACurrentMediaTime())
      }
      .onScrollPhaseChange { old, new, context in
        let time = CACurrentMediaTime()
        // The context's velocity is the scroll view's own (points per second, offset's sign).
        let velocity = context.velocity.map { Double($0.dy) } ?? 0
        ScrollActivity.transition(
          from: ScrollActivity(old), to: ScrollActivity(new), velocity: velocity
        ) { handler($0, time) }
      }
    }
  }

  // MARK: Private

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollEvent {
    nonisolated fileprivate static func offsetEvent(for geometry: ScrollGeometry) -> Self {
      .scroll(y: Double(geometry.contentOffset.y))
    }

    nonisolated fileprivate static func geometryEvent(for geometry: ScrollGeometry) -> Self {
      .geometry(
        viewport: Double(geometry.containerSize.height),
        content: Double(geometry.contentSize.height),
        insetTop: Double(geometry.contentInsets.top),
        insetBottom: Double(geometry.contentInsets.bottom)
      )
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollActivity {
    nonisolated fileprivate init(_ phase: ScrollPhase) {
      switch phase {
      case .interacting: self = .tracking
      case .decelerating: self = .decelerating
      case .animating: self = .animating
      case .idle, .tracking: self = .idle
      }
    }
  }
#endif
