// MARK: Internal

/// The chart's trigger markers: each `triggered:<state>` event of a pull banner, marked across
/// the 0…1 band (or the main panel without one) with a line and a diamond in the banner's tint,
/// the diamond on the banner's progress line at that frame.
extension DemoChart {
  /// The colour of trigger markers: the first pull banner's line colour, else purple.
  var triggerColor: String {
    guard let number = recording.chrome.firstIndex(where: { $0.kind == .pullBanner }) else {
      return "#9333ea"
    }
    return Self.seriesColors[number % Self.seriesColors.count]
  }

  /// The colour of an event's label: `begin…` green, `end…` red, `triggered:…` the trigger
  /// colour, anything else slate.
  ///
  /// - Parameter event: An event name such as `"beginDragging"`.
  func eventColor(_ event: String) -> String {
    if event.hasPrefix("begin") { return "#15803d" }
    if event.hasPrefix("end") { return "#b91c1c" }
    if event.hasPrefix("triggered:") { return triggerColor }
    return "#475569"
  }

  /// Appends a marker for every trigger of the recording.
  ///
  /// - Parameter out: The buffer to append to.
  func appendTriggers(to out: inout String) {
    let triggers = recording.triggers
    guard !triggers.isEmpty else { return }
    let pull = recording.chrome.first { $0.kind == .pullBanner }
    let color = triggerColor
    for trigger in triggers {
      let frame = recording.frames[trigger.index]
      let x = timeMap(frame.time)
      let top = hasSeriesBand ? bandTop : plotTop
      let bottom = hasSeriesBand ? bandBottom : mainBottom
      out += "<path class=\"sc-trigger\" stroke=\"\(color)\" stroke-width=\"1.5\" d=\""
      appendLine(x, top, x, bottom, to: &out)
      out += "\"/>"
      let y =
        hasSeriesBand
        ? seriesY(pull?.drawnFraction(at: trigger.index) ?? 1) : offsetMap(frame.offset)
      appendDiamond(x: x, y: y, radius: 6, to: &out)
    }
  }

  /// Appends a diamond in the trigger colour, white-edged, centred on `(x, y)`.
  ///
  /// - Parameters:
  ///   - x: The centre's x position.
  ///   - y: The centre's y position.
  ///   - radius: The distance from the centre to each corner.
  ///   - out: The buffer to append to.
  func appendDiamond(x: Double, y: Double, radius: Double, to out: inout String) {
    out += "<path d=\"M"
    DemoFormat.appendCompact(x, decimals: 1, to: &out)
    out += " "
    DemoFormat.appendCompact(y - radius, decimals: 1, to: &out)
    out += "l"
    DemoFormat.appendCompact(radius, decimals: 1, to: &out)
    out += " "
    DemoFormat.appendCompact(radius, decimals: 1, to: &out)
    out += "-"
    DemoFormat.appendCompact(radius, decimals: 1, to: &out)
    out += " "
    DemoFormat.appendCompact(radius, decimals: 1, to: &out)
    out += "-"
    DemoFormat.appendCompact(radius, decimals: 1, to: &out)
    out += "-"
    DemoFormat.appendCompact(radius, decimals: 1, to: &out)
    out += "Z\" fill=\"\(triggerColor)\" stroke=\"#fff\" stroke-width=\"1.5\"/>"
  }
}
