import ScrollChromeCore

// MARK: Public

extension DemoChrome {
  /// Creates a collapsing header: a picture at the top of the content and a navigation-bar title,
  /// drawn from the attributes the engine's effects computed at every frame.
  ///
  /// The picture sits at the top of the content, `height` tall, and takes `header`'s attributes:
  /// a stretch effect grows its height and moves it up by the overscroll so it stays pinned under
  /// the navigation bar. The title, centred in the navigation bar, takes `title`'s attributes (it
  /// fades, slides or scales in as the header collapses). The chart draws `fractions` as
  /// `"<name> fraction"`.
  ///
  /// ```swift
  /// let header = DemoChrome.header(
  ///   name: "header", height: 220, collapsed: [0, 110], fractions: [0, 0.5],
  ///   header: [Attributes(height: 220), Attributes(height: 220)],
  ///   title: [Attributes(alpha: 0, translateY: 10), Attributes(alpha: 0.5, translateY: 5)])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The element's name, such as `"header"`.
  ///   - height: The header's resting height in points.
  ///   - collapsed: How far the header has collapsed at each frame, in points.
  ///   - fractions: The header's fraction at each frame, 0…1.
  ///   - header: The picture's attributes at each frame.
  ///   - title: The title's attributes at each frame.
  /// - Returns: A ``Kind/header`` element.
  public static func header(
    name: String, height: Double, collapsed: [Double], fractions: [Double],
    header: [Attributes], title: [Attributes]
  ) -> DemoChrome {
    var element = DemoChrome(
      name: name, kind: .header, height: height, collapsed: collapsed, fractions: fractions)
    element.headerAttributes = header
    element.titleAttributes = title
    return element
  }

  /// Creates a pull-to-trigger banner: a dark banner revealed by the pull, with its state and text
  /// at every frame.
  ///
  /// The banner slides down from under the navigation bar by the pull (all of it shows once the
  /// pull reaches `height`); its arrow turns by `progress × π` and its text is the frame's. A
  /// `triggered:<state>` event in the recording's frames flashes the banner and shows a
  /// "Triggered" label for a second. The chart draws `progress` as `"<name> progress"`.
  ///
  /// - Parameters:
  ///   - name: The element's name, such as `"pull"`.
  ///   - height: The banner's height in points; default 50, the height of
  ///     WZDraggableSwitchHeaderView's label.
  ///   - pull: How far the content is pulled past its resting top at each frame, in points.
  ///   - progress: `clamp(pull / deep, 0, 1)` at each frame.
  ///   - states: The state at each frame: `"normal"`, `"shallow"` or `"deep"`.
  ///   - texts: The banner's text at each frame.
  /// - Returns: A ``Kind/pullBanner`` element.
  public static func pullBanner(
    name: String, height: Double = 50, pull: [Double], progress: [Double], states: [String],
    texts: [String]
  ) -> DemoChrome {
    var element = DemoChrome(
      name: name, kind: .pullBanner, height: height, collapsed: pull, fractions: progress)
    element.states = states
    element.texts = texts
    return element
  }
}

// MARK: Internal

extension Attributes {
  /// The attributes used for drawing: non-finite values become the identity's, alpha lies within
  /// 0…1, scales within ±100, and the height and translations within ±1e6 points.
  var drawn: Attributes {
    func bounded(_ value: Double, _ fallback: Double, _ limit: Double) -> Double {
      value.isFinite ? min(max(value, -limit), limit) : fallback
    }
    return Attributes(
      alpha: min(1, max(0, bounded(alpha, 1, 1))),
      translateX: bounded(translateX, 0, 1e6), translateY: bounded(translateY, 0, 1e6),
      scaleX: bounded(scaleX, 1, 100), scaleY: bounded(scaleY, 1, 100),
      height: height.map { max(0, bounded($0, 0, 1e6)) })
  }

  /// `translate(cx + tx, cy + ty) scale(sx sy) translate(−cx, −cy)`: the transform of a view
  /// whose centre is `(cx, cy)`, as UIKit applies a transform about the view's centre.
  ///
  /// The player's script writes the same text.
  ///
  /// - Parameters:
  ///   - centerX: The view's horizontal centre.
  ///   - centerY: The view's vertical centre.
  func transform(centerX: Double, centerY: Double) -> String {
    var text = "translate("
    DemoFormat.appendCompact(centerX + translateX, decimals: 2, to: &text)
    text += " "
    DemoFormat.appendCompact(centerY + translateY, decimals: 2, to: &text)
    text += ") scale("
    DemoFormat.appendCompact(scaleX, decimals: 3, to: &text)
    text += " "
    DemoFormat.appendCompact(scaleY, decimals: 3, to: &text)
    text += ") translate("
    DemoFormat.appendCompact(-centerX, decimals: 2, to: &text)
    text += " "
    DemoFormat.appendCompact(-centerY, decimals: 2, to: &text)
    return text + ")"
  }
}
