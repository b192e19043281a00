#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  /// Draws one piece of collapsing chrome, at each frame's own time while it animates.
  ///
  /// A `TimelineView(.animation(paused:))` runs only while the chrome animates. Its content
  /// samples the chrome at the context's date, converted to the state's clock, so the frame
  /// being built shows where the chrome is at that frame — not where the previous tick left it.
  /// The frame is committed to the runtime after it is built, which completes commands and pauses
  /// the timeline once the animation ends. SwiftUI pauses
  /// timelines off screen; the closed-form animations resume at the right value. The chrome runs
  /// while one of its views is on screen.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  struct CollapsingChromeView<Chrome: CollapsingChrome, Content: View>: View {
    let state: ScrollChromeState
    let slot: CollapsingSlot<Chrome>
    let content: (ChromeFrame<Chrome>) -> Content

    var body: some View {
      TimelineView(.animation(paused: !slot.isAnimating)) { context in
        frame(at: slot.isAnimating ? state.frameTime(for: context.date) : nil)
      }
      .presence(of: slot.piece, in: state)
    }

    /// The content at a frame's time, committing the frame once it is built.
    private func frame(at time: Double?) -> some View {
      content(ChromeFrame(slot.chrome(at: time)))
        .onChange(of: time, initial: true) { _, time in
          if let time { state.runtime.frame(at: time) }
        }
    }
  }
#endif
