// MARK: Internal

/// A trigger in a recording: the frame of a `triggered:<state>` event and the state.
struct DemoTrigger: Equatable {
  /// The frame whose events hold `triggered:<state>`.
  var index: Int
  /// The state that fired, for example `"deep"`.
  var state: String
}

extension DemoRecording {
  /// Every `triggered:<state>` event of the recording, in time order.
  var triggers: [DemoTrigger] {
    var triggers: [DemoTrigger] = []
    for (index, frame) in frames.enumerated() {
      for event in frame.events where event.hasPrefix("triggered:") {
        triggers.append(DemoTrigger(index: index, state: String(event.dropFirst(10))))
      }
    }
    return triggers
  }
}

/// The pull-to-trigger banner and its "Triggered" label.
///
/// The banner (`sc-chrome-banner`) is a dark bar, RGB(35, 35, 35) as in WZDraggableSwitchHeaderView,
/// `h` tall, clipped to the screen below the navigation bar and moved to
/// `barBottom + min(pull, h) − h`: it slides down from under the bar with the content's edge
/// until all of it shows. Its arrow (`sc-chrome-arrow`) points up at rest and turns by
/// `progress × 180°`; its text (`sc-chrome-text`) is the frame's. After a `triggered:<state>`
/// event the banner flashes in the element's tint (`sc-chrome-flash`) and a label
/// (`sc-chrome-toast`) reads "Triggered: <state>" for about a second, timed by ``flashOpacity(age:)``
/// and ``toastOpacity(age:)``. The player's `chrome` function repeats these formulas.
extension DemoPhone {
  /// The banner's colour, WZDraggableSwitchHeaderView's RGB(35, 35, 35).
  static let bannerColor = "#232323"

  /// The pull banners of the recording, with their index in its chrome.
  var pullBanners: [(number: Int, element: DemoChrome)] {
    recording.chrome.enumerated().filter { $0.element.kind == .pullBanner }.map {
      (number: $0.offset, element: $0.element)
    }
  }

  /// The banner's flash opacity `age` seconds after a trigger: 0.85 fading to 0 in 0.45 s.
  ///
  /// - Parameter age: Seconds since the trigger; negative before it.
  static func flashOpacity(age: Double) -> Double {
    guard age >= 0, age < 0.45 else { return 0 }
    return 0.85 * (1 - age / 0.45)
  }

  /// The label's opacity `age` seconds after a trigger: in over 0.12 s, held until 1 s, out by
  /// 1.3 s.
  ///
  /// - Parameter age: Seconds since the trigger; negative before it.
  static func toastOpacity(age: Double) -> Double {
    guard age >= 0 else { return 0 }
    if age < 0.12 { return age / 0.12 }
    if age < 1 { return 1 }
    return max(0, (1.3 - age) / 0.3)
  }

  /// The latest trigger at or before frame `index` and how long before, in seconds.
  ///
  /// - Parameter index: A frame of the recording.
  func latestTrigger(at index: Int) -> (age: Double, state: String)? {
    guard let trigger = recording.triggers.last(where: { $0.index <= index }) else { return nil }
    let frames = recording.frames
    let age = DemoFormat.finite(frames[index].time) - DemoFormat.finite(frames[trigger.index].time)
    return (age, trigger.state)
  }

  /// Appends every pull banner as it is at frame `index`, over the list and under the bars.
  ///
  /// - Parameters:
  ///   - index: The frame to draw.
  ///   - out: The buffer to append to.
  func appendPullBanners(at index: Int, to out: inout String) {
    let flash = Self.flashOpacity(age: latestTrigger(at: index)?.age ?? -1)
    for (number, banner) in pullBanners {
      let height = banner.drawnHeight
      let top = barBottom + min(banner.drawnCollapsed(at: index), height) - height
      let id = "\(idPrefix)-chrome\(number)"
      out += "<g class=\"sc-chrome\" data-ch=\"\(number)\" data-kind=\"pullBanner\">"
      out += "<defs><linearGradient id=\"\(id)-shadow\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
      out += "<stop offset=\"0\" stop-color=\"#000\" stop-opacity=\"0.45\"/><stop offset=\"1\" "
      out += "stop-color=\"#000\" stop-opacity=\"0\"/></linearGradient><clipPath id=\"\(id)\">"
      out += "<rect y=\""
      DemoFormat.appendCompact(barBottom, decimals: 2, to: &out)
      out += "\" width=\"390\" height=\""
      DemoFormat.appendCompact(recording.drawnViewport, decimals: 2, to: &out)
      out += "\"/></clipPath></defs><g clip-path=\"url(#\(id))\"><g class=\"sc-chrome-banner\" "
      out += "transform=\"translate(0 "
      DemoFormat.appendCompact(top, decimals: 2, to: &out)
      out += ")\"><rect y=\""
      DemoFormat.appendCompact(height, decimals: 2, to: &out)
      out += "\" width=\"390\" height=\"6\" fill=\"url(#\(id)-shadow)\"/><rect width=\"390\" "
      out += "height=\""
      DemoFormat.appendCompact(height, decimals: 2, to: &out)
      out += "\" fill=\"\(Self.bannerColor)\"/><rect class=\"sc-chrome-flash\" width=\"390\" "
      out += "height=\""
      DemoFormat.appendCompact(height, decimals: 2, to: &out)
      out += "\" fill=\"\(Self.tint(of: number))\" opacity=\""
      DemoFormat.appendCompact(flash, decimals: 2, to: &out)
      out += "\"/><g class=\"sc-chrome-arrow\" transform=\""
      out += Self.arrowTransform(height: height, progress: banner.drawnFraction(at: index))
      out += "\"><path d=\"M0 7.5V-6.5M-6-1 0-7l6 6\" fill=\"none\" stroke=\"#fff\" "
      out += "stroke-width=\"2.4\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></g>"
      out += "<text class=\"sc-chrome-text\" x=\"56\" y=\""
      DemoFormat.appendCompact(height / 2 + 4.5, decimals: 2, to: &out)
      out += "\" font-size=\"13\" font-weight=\"700\" letter-spacing=\"1\" fill=\"#fff\">"
      DemoFormat.appendEscaped(banner.text(at: index), to: &out)
      out += "</text></g></g></g>"
    }
  }

  /// `translate(30 h/2) rotate(progress × 180)`: the arrow's place and turn.
  ///
  /// - Parameters:
  ///   - height: The banner's height.
  ///   - progress: The pull's progress, 0…1.
  static func arrowTransform(height: Double, progress: Double) -> String {
    var text = "translate(30 "
    DemoFormat.appendCompact(height / 2, decimals: 2, to: &text)
    text += ") rotate("
    DemoFormat.appendCompact(progress * 180, decimals: 1, to: &text)
    return text + ")"
  }

  /// Appends each pull banner's "Triggered" label, shown after a trigger at frame `index`.
  ///
  /// - Parameters:
  ///   - index: The frame to draw.
  ///   - out: The buffer to append to.
  func appendTriggerLabels(at index: Int, to out: inout String) {
    let latest = latestTrigger(at: index)
    let opacity = Self.toastOpacity(age: latest?.age ?? -1)
    for (number, _) in pullBanners {
      out += "<g class=\"sc-chrome-toast\" data-ch=\"\(number)\" transform=\"translate(195 "
      DemoFormat.appendCompact(barBottom + 70, decimals: 2, to: &out)
      out += ")\" opacity=\""
      DemoFormat.appendCompact(opacity, decimals: 2, to: &out)
      out += "\"><rect x=\"-94\" y=\"-19\" width=\"188\" height=\"38\" rx=\"19\" fill=\"#0f172a\" "
      out += "fill-opacity=\"0.92\"/><circle cx=\"-72\" r=\"10\" "
      out += "fill=\"\(Self.tint(of: number))\"/>"
      out += "<path d=\"M-76.5 0.5l3 3 6-6.5\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2.2\" "
      out += "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
      out += "<text class=\"sc-chrome-toast-text\" x=\"-54\" y=\"5\" font-size=\"14\" "
      out += "font-weight=\"600\" fill=\"#fff\">Triggered: "
      DemoFormat.appendEscaped(latest?.state ?? "deep", to: &out)
      out += "</text></g>"
    }
  }
}
