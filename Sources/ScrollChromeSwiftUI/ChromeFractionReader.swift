#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  /// Reads how far a piece of chrome is hidden, for views outside the chrome's own: a navigation
  /// title that comes in as a header collapses, a hairline that appears under a bar, a hand-off
  /// with matched geometry.
  ///
  /// ```swift
  /// ChromeFractionReader(.collapsingHeader, in: scroll) { fraction in
  ///   Text("Mountains").opacity(fraction)
  /// }
  /// ```
  ///
  /// The content gets the fraction, 0 fully shown to 1 fully hidden, at each frame's own time
  /// while the chrome animates, as the chrome's own views do; 0 until the chrome has been drawn.
  /// A reader does not keep the chrome running: the chrome runs while one of its own views is on
  /// screen. It reads collapsing chrome — a shy or following bar, a collapsing header, the system
  /// bars; a pull header has no fraction, and reads as 0.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  public struct ChromeFractionReader<Content: View>: View {
    // MARK: Public

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - chrome: The piece of collapsing chrome to read.
    ///   - state: The scroll view's state.
    ///   - content: The view, given the piece's fraction.
    public init(
      _ chrome: ScrollChromeState.ChromeID, in state: ScrollChromeState,
      @ViewBuilder content: @escaping (Double) -> Content
    ) {
      self.state = state
      progress = state.progress(named: state.name(of: chrome))
      self.content = content
    }

    /// The content at the fraction now, or at each frame while the chrome animates.
    ///
    /// - Note: Cost per event: the content's body, only while the chrome moves.
    public var body: some View {
      TimelineView(.animation(paused: !progress.isAnimating)) { context in
        content(
          progress.fraction(
            at: progress.isAnimating ? state.frameTime(for: context.date) : nil))
      }
    }

    // MARK: Private

    private let state: ScrollChromeState
    private let progress: ChromeProgress
    private let content: (Double) -> Content
  }
#endif
