#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The haptic of a pull header entering its deep state: a medium impact, prepared when the
  /// engine asks to prepare it (a pull entering its shallow or deep state) and played when it
  /// asks for the impact (entering the deep state).
  ///
  /// `UIImpactFeedbackGenerator` is unavailable on tvOS, visionOS and watchOS, so there this plays
  /// nothing. The condition names those platforms rather than `os(iOS)` so that the Linux type
  /// check (`Tools/typecheck-adapters.sh`) covers the iOS code.
  @MainActor
  final class PullHaptics {
    #if !os(tvOS) && !os(visionOS) && !os(watchOS)
      private let generator = UIImpactFeedbackGenerator(style: .medium)
    #endif

    /// Plays what the engine reported, if anything.
    ///
    /// - Note: Cost per event: nothing without a report.
    func play(_ feedback: PullFeedback?) {
      #if !os(tvOS) && !os(visionOS) && !os(watchOS)
        switch feedback {
        case .prepare: generator.prepare()
        case .impact: generator.impactOccurred()
        case nil: break
        }
      #endif
    }
  }
#endif
