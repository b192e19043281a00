// MARK: - Public

/// A piece of scroll-linked chrome drawn over a recording's phone: a shy navigation bar or a bar
/// that follows scrolling, with its state at every frame.
///
/// A behaviour's state is two numbers per frame: how far the chrome has collapsed, in points
/// (`collapsed`, 0 … ``height``), and the same as a `fraction` (0 = fully shown, 1 = fully
/// collapsed or hidden). The phone draws the chrome from `collapsed` — a ``Kind/topBar`` shrinks
/// to `height − collapsed` below the status bar and fades its items by `1 − fraction`, a
/// ``Kind/bottomBar`` slides down by `collapsed` — and the chart draws `fraction` as a line named
/// `"<name> fraction"` on its 0…1 band.
///
/// ```swift
/// let bar = DemoChrome(
///   name: "shy bar", kind: .topBar, height: 44, collapsed: [0, 22, 44], fractions: [0, 0.5, 1])
/// ```
public struct DemoChrome: Sendable, Equatable {
  /// What the chrome is, which decides how the phone draws it.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A navigation bar below the status bar whose visible height shrinks from ``height`` as it
    /// collapses, its title and buttons sliding up with it and fading to transparent.
    case topBar
    /// A tab bar at the bottom of the screen, ``height`` tall including the home indicator area,
    /// that slides down off the screen as it hides.
    case bottomBar
  }

  /// The element's name, for example `"shy bar"`; the chart's legend reads `"shy bar fraction"`.
  public var name: String
  /// What the chrome is.
  public var kind: Kind
  /// The chrome's full height in points: below the status bar for a top bar, down to the screen's
  /// bottom edge (home indicator area included) for a bottom bar.
  public var height: Double
  /// How far the chrome has collapsed at each frame, in points (0 … ``height``).
  public var collapsed: [Double]
  /// The chrome's fraction at each frame: 0 when fully shown, 1 when fully collapsed or hidden.
  public var fractions: [Double]

  /// Creates a chrome track.
  ///
  /// Values are not validated: non-finite numbers count as zero, `collapsed` is drawn within
  /// 0 … `height` and `fractions` within 0…1, and a frame past the end of an array uses the
  /// array's last value (zero when it is empty).
  ///
  /// - Parameters:
  ///   - name: The element's name, such as `"tab bar"`.
  ///   - kind: What the chrome is.
  ///   - height: The full height in points.
  ///   - collapsed: How far the chrome has collapsed at each frame, in points.
  ///   - fractions: The fraction at each frame, 0…1.
  public init(
    name: String, kind: Kind, height: Double, collapsed: [Double], fractions: [Double]
  ) {
    self.name = name
    self.kind = kind
    self.height = height
    self.collapsed = collapsed
    self.fractions = fractions
  }
}

// MARK: - Internal

extension DemoChrome {
  /// The full height used for drawing: never negative.
  var drawnHeight: Double { max(0, DemoFormat.finite(height)) }

  /// The collapsed distance drawn at frame `index`, within 0 … ``drawnHeight``.
  ///
  /// - Parameter index: A frame of the recording.
  func drawnCollapsed(at index: Int) -> Double {
    min(drawnHeight, max(0, Self.value(collapsed, at: index)))
  }

  /// The fraction drawn at frame `index`, within 0…1.
  ///
  /// - Parameter index: A frame of the recording.
  func drawnFraction(at index: Int) -> Double {
    min(1, max(0, Self.value(fractions, at: index)))
  }

  /// The chart line of this element: its fractions, named `"<name> fraction"`.
  var fractionSeries: DemoSeries { DemoSeries(name: name + " fraction", values: fractions) }

  /// Describes the fraction at frame `index` in words: `"shy bar collapsed"`, `"tab bar shown"`,
  /// `"shy bar at 0.42"`.
  ///
  /// - Parameter index: A frame of the recording.
  func stateText(at index: Int) -> String {
    let fraction = drawnFraction(at: index)
    var text = name
    if fraction <= 0.005 {
      text += kind == .topBar ? " expanded" : " shown"
    } else if fraction >= 0.995 {
      text += kind == .topBar ? " collapsed" : " hidden"
    } else {
      text += " at "
      DemoFormat.append(fraction, decimals: 2, to: &text)
    }
    return text
  }

  // MARK: - Private

  private static func value(_ values: [Double], at index: Int) -> Double {
    guard let last = values.indices.last else { return 0 }
    return DemoFormat.finite(values[min(max(0, index), last)])
  }
}

extension DemoRecording {
  /// The chart's 0…1 lines: each chrome element's fraction, then the extra ``series``.
  var chartSeries: [DemoSeries] { chrome.map(\.fractionSeries) + series }
}
