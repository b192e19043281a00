// MARK: Internal

/// A linear axis with round tick values.
struct DemoAxis: Equatable {
  /// The value at the start of the axis.
  var lower: Double
  /// The value at the end of the axis; always greater than `lower`.
  var upper: Double
  /// The distance between ticks: 1, 2, 2.5 or 5 times a power of ten.
  var step: Double

  /// Creates an axis covering `lower…upper` with about `count` ticks.
  ///
  /// - Parameters:
  ///   - lower: The smallest value to show.
  ///   - upper: The largest value to show.
  ///   - count: About how many intervals to divide the axis into.
  ///   - rounded: Whether to widen the bounds to whole steps (value axes) or keep them (time).
  init(lower: Double, upper: Double, count: Int, rounded: Bool) {
    var low = DemoFormat.finite(lower)
    var high = DemoFormat.finite(upper)
    if !(high > low) {
      low -= 1
      high += 1
    }
    let raw = (high - low) / Double(max(1, count))
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    let residual = raw / magnitude
    let nice: Double =
      residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10
    step = nice * magnitude
    self.lower = rounded ? (low / step).rounded(.down) * step : low
    self.upper = rounded ? (high / step).rounded(.up) * step : high
  }

  /// The tick values inside the axis, in increasing order.
  var ticks: [Double] {
    let first = (lower / step).rounded(.up)
    var values: [Double] = []
    var index = 0.0
    while (first + index) * step <= upper + step * 1e-9, values.count < 50 {
      values.append((first + index) * step)
      index += 1
    }
    return values
  }

  /// Returns the linear map `position = a + b × value` taking `lower…upper` to `start…end`.
  ///
  /// - Parameters:
  ///   - start: The position of `lower`.
  ///   - end: The position of `upper`.
  func map(from start: Double, to end: Double) -> DemoLinearMap {
    let slope = (end - start) / (upper - lower)
    return DemoLinearMap(intercept: start - slope * lower, slope: slope)
  }
}

/// A linear map `a + b × value`, shared by the renderer and the page's player.
struct DemoLinearMap: Equatable {
  /// The position of the value zero.
  var intercept: Double
  /// The change in position per unit of value.
  var slope: Double

  /// Returns the position of `value`.
  ///
  /// - Parameter value: A value on the axis.
  func callAsFunction(_ value: Double) -> Double { intercept + slope * DemoFormat.finite(value) }
}

/// Lays out a recording's chart: offset and velocity over time, events, and the 0…1 series band.
///
/// The geometry is computed once here; `DemoChart+Render.swift` draws it and the page embeds its
/// linear maps so the player's cursor lands exactly on the drawn curves.
struct DemoChart {
  /// The width of the chart's viewBox.
  static let width = 660.0
  /// The colours of the extra series, in order.
  ///
  /// The chrome's fraction lines come first, so chrome element `k` has colour `k`; the phone tints
  /// that element with the same colour.
  static let seriesColors = ["#0d9488", "#9333ea", "#db2777", "#65a30d", "#0891b2"]
  /// The colour of the offset line.
  static let offsetColor = "#2563eb"
  /// The colour of the velocity line.
  static let velocityColor = "#ea580c"

  /// The recording being charted.
  let recording: DemoRecording
  /// A prefix that makes element ids unique within the document.
  let idPrefix: String
  /// The left edge of the plot area.
  let plotLeft = 58.0
  /// The right edge of the plot area.
  let plotRight = width - 62
  /// The top edge of the plot area (event labels sit above it).
  let plotTop = 52.0
  /// The bottom edge of the offset and velocity panel.
  let mainBottom: Double
  /// The time axis (exact bounds).
  let time: DemoAxis
  /// The offset axis, left (round bounds): the recorded offsets, and each resting edge they come
  /// within half their own span of (a list scrolled in its middle is not squashed by its top).
  let offsetAxis: DemoAxis
  /// The velocity axis, right (round bounds).
  let velocityAxis: DemoAxis
  /// The lines of the 0…1 band: the chrome's fractions, then the recording's extra series.
  let series: [DemoSeries]

  /// Lays out the chart of `recording`.
  ///
  /// - Parameters:
  ///   - recording: The recording to chart.
  ///   - idPrefix: A prefix that makes element ids unique within the document.
  ///   - panelHeight: The height of the offset and velocity panel.
  init(recording: DemoRecording, idPrefix: String, panelHeight: Double = 200) {
    self.recording = recording
    self.idPrefix = idPrefix
    series = recording.chartSeries
    mainBottom = plotTop + panelHeight
    let start = recording.startTime
    time = DemoAxis(
      lower: start, upper: max(recording.endTime, start + 0.1), count: 6, rounded: false)
    var lowOffset = recording.frames.isEmpty ? recording.restingTop : Double.infinity
    var highOffset = recording.frames.isEmpty ? recording.restingTop : -Double.infinity
    var lowVelocity = 0.0
    var highVelocity = 0.0
    for frame in recording.frames {
      let offset = DemoFormat.finite(frame.offset)
      let velocity = DemoFormat.finite(frame.velocity)
      lowOffset = min(lowOffset, offset)
      highOffset = max(highOffset, offset)
      lowVelocity = min(lowVelocity, velocity)
      highVelocity = max(highVelocity, velocity)
    }
    // A resting edge joins the axis when the recording comes within half its own span of it.
    let reach = (highOffset - lowOffset) / 2
    if lowOffset - recording.restingTop <= reach {
      lowOffset = min(lowOffset, recording.restingTop)
    }
    if recording.restingBottom - highOffset <= reach {
      highOffset = max(highOffset, recording.restingBottom)
    }
    let margin = max(1, (highOffset - lowOffset) * 0.04)
    offsetAxis = DemoAxis(
      lower: lowOffset - margin, upper: highOffset + margin, count: 5, rounded: true)
    velocityAxis = DemoAxis(lower: lowVelocity, upper: highVelocity, count: 4, rounded: true)
  }

  /// Whether the chart has a band for extra series.
  var hasSeriesBand: Bool { !series.isEmpty }

  /// The top of the series band.
  var bandTop: Double { mainBottom + 22 }

  /// The bottom of the series band.
  var bandBottom: Double { bandTop + min(88, (mainBottom - plotTop) * 0.44) }

  /// The bottom of the lowest panel, where the time axis sits.
  var axisBottom: Double { hasSeriesBand ? bandBottom : mainBottom }

  /// The height of the chart's viewBox: the panels, the time labels and the legend rows.
  var height: Double { axisBottom + 40 + Double((legend.last?.row ?? 0) + 1) * 18 }

  /// Maps a time in seconds to an x position.
  var timeMap: DemoLinearMap { time.map(from: plotLeft, to: plotRight) }

  /// Maps an offset in points to a y position in the main panel.
  var offsetMap: DemoLinearMap { offsetAxis.map(from: mainBottom, to: plotTop) }

  /// Maps a velocity in points per second to a y position in the main panel.
  var velocityMap: DemoLinearMap { velocityAxis.map(from: mainBottom, to: plotTop) }

  /// Maps a series value (0…1) to a y position in the series band.
  var seriesMap: DemoLinearMap { DemoLinearMap(intercept: bandBottom, slope: bandTop - bandBottom) }

  /// The y position of a series value, clamped to the band.
  ///
  /// - Parameter value: A series value; drawn within 0…1.
  func seriesY(_ value: Double) -> Double { seriesMap(min(1, max(0, value))) }
}
