#if canImport(SwiftUI)
  import Observation

  /// How far one piece of collapsing chrome is hidden, published for views outside the chrome's
  /// own (``ChromeFractionReader``).
  ///
  /// It exists as soon as a reader or the chrome asks for it, so a reader drawn before the chrome
  /// finds the chrome once it runs. The chrome's slot connects to it and publishes every change
  /// after the chrome has been drawn; connecting changes nothing a view observes, so it may
  /// happen while a body is built.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  @Observable
  final class ChromeProgress {
    // MARK: Internal

    /// Changes whenever an event or a command moved the chrome.
    private(set) var revision = 0
    /// Whether an animation runs, so that readers draw frames.
    private(set) var isAnimating = false

    /// The fraction at a frame's time, or now outside a frame; 0 before the chrome runs.
    ///
    /// - Parameter time: The frame's time on the state's clock, or `nil`.
    func fraction(at time: Double?) -> Double {
      _ = revision
      return sample(time)
    }

    /// Reads the chrome through `sample` from now on.
    func connect(_ sample: @escaping (Double?) -> Double) { self.sample = sample }

    /// Tells readers that the chrome changed.
    func publish(isAnimating: Bool) {
      revision &+= 1
      if isAnimating != self.isAnimating { self.isAnimating = isAnimating }
    }

    // MARK: Private

    @ObservationIgnored private var sample: (Double?) -> Double = { _ in 0 }
  }
#endif
