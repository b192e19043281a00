#if canImport(SwiftUI)
  import QuartzCore
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Drives a ``ScrollChromeModel`` from the first scroll view in this view.
    ///
    /// The scroll view's events go to ``ScrollChromeModel/handle(_:at:)`` through
    /// `scrollChromeEvents(_:)`, and `scrollChromeFrames(_:)` delivers the animation frames and
    /// the Reduce Motion setting. Apply the model's outputs to your chrome views yourself.
    ///
    /// - Parameter model: The model to drive.
    /// - Returns: A view that drives `model` while it is on screen.
    /// - Note: Cost per event: that of `scrollChromeEvents(_:)` and of the model's `handle`.
    public func collapsingChrome<Chrome>(_ model: ScrollChromeModel<Chrome>) -> some View {
      scrollChromeEvents { event, time in model.handle(event, at: time) }
        .scrollChromeFrames(model)
    }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  extension View {
    /// Delivers animation frames to a ``ScrollChromeModel`` while it animates, and keeps its
    /// ``ScrollChromeModel/reduceMotion`` equal to the environment's `accessibilityReduceMotion`.
    ///
    /// An invisible background holds a `TimelineView(.animation(paused:))` paused whenever the
    /// model's ``ScrollChromeModel/isAnimating`` is `false`; each tick calls
    /// ``ScrollChromeModel/advance(to:)`` with `CACurrentMediaTime()`. This is the thinnest
    /// correct frame source: it exists on every platform the package builds SwiftUI for (a
    /// `CADisplayLink` does not on macOS), needs no target object, retain-cycle care or
    /// invalidation, and ticks in step with SwiftUI's own rendering. Frames stop while the view
    /// is off screen; the engine's closed-form animations then resume at the right value.
    ///
    /// Use it directly when you feed the model's events yourself, for instance before iOS 18.
    ///
    /// - Parameter model: The model to advance.
    /// - Returns: A view that advances `model` while it is on screen.
    /// - Note: Cost per event: one `advance` per display frame while animating; none otherwise.
    public func scrollChromeFrames<Chrome>(_ model: ScrollChromeModel<Chrome>) -> some View {
      background { ScrollChromeFrames(model: model) }
    }
  }

  // MARK: Private

  /// The invisible view that ticks while the model animates.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  private struct ScrollChromeFrames<Chrome: CollapsingChrome>: View {
    @ObservedObject var model: ScrollChromeModel<Chrome>
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      TimelineView(.animation(paused: !model.isAnimating)) { context in
        Color.clear.onChange(of: context.date) { _ in model.advance(to: CACurrentMediaTime()) }
      }
      .onAppear { model.reduceMotion = reduceMotion }
      .onChange(of: reduceMotion) { model.reduceMotion = $0 }
    }
  }
#endif
