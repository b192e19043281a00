// MARK: Internal

/// Number formatting and escaping for the demo renderers, without Foundation.
///
/// Every function appends to a caller-owned string so a page is built in one buffer.
enum DemoFormat {
  /// The typographic minus sign used in labels a person reads.
  static let minusSign = "\u{2212}"

  /// The system font stack used by the page and the picture (no quotes, safe in attributes).
  static let fontStack =
    "-apple-system, BlinkMacSystemFont, Segoe UI, system-ui, Roboto, Helvetica Neue, Arial, "
    + "sans-serif"

  /// Returns `value`, or zero when it is NaN or infinite.
  ///
  /// - Parameter value: Any number from a recording.
  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  /// Appends `value` with exactly `decimals` places (`2.50`), never `-0`.
  ///
  /// - Parameters:
  ///   - value: The number; non-finite values print as zero.
  ///   - decimals: Places after the point, 0…6.
  ///   - out: The buffer to append to.
  static func append(_ value: Double, decimals: Int, to out: inout String) {
    appendDigits(value, decimals: decimals, trim: false, minus: "-", to: &out)
  }

  /// Appends `value` with at most `decimals` places and no trailing zeros (`2.5`, `3`).
  ///
  /// Used for SVG coordinates and embedded JSON, where every byte counts.
  ///
  /// - Parameters:
  ///   - value: The number; non-finite values print as zero.
  ///   - decimals: The most places after the point, 0…6.
  ///   - out: The buffer to append to.
  static func appendCompact(_ value: Double, decimals: Int, to out: inout String) {
    appendDigits(value, decimals: decimals, trim: true, minus: "-", to: &out)
  }

  /// Appends `value` for a person to read: fixed places and a typographic minus sign.
  ///
  /// - Parameters:
  ///   - value: The number; non-finite values print as zero.
  ///   - decimals: Places after the point, 0…6.
  ///   - out: The buffer to append to.
  static func appendDisplay(_ value: Double, decimals: Int, to out: inout String) {
    appendDigits(value, decimals: decimals, trim: false, minus: minusSign, to: &out)
  }

  /// Returns `value` as compact text with at most `decimals` places.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most places after the point.
  static func compact(_ value: Double, decimals: Int = 1) -> String {
    var text = ""
    appendCompact(value, decimals: decimals, to: &text)
    return text
  }

  /// Appends `text` escaped for HTML and XML text and attribute values (`& < > " '`).
  ///
  /// - Parameters:
  ///   - text: Untrusted text such as a recording title.
  ///   - out: The buffer to append to.
  static func appendEscaped(_ text: String, to out: inout String) {
    guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 })
    else {
      out += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
  }

  /// Appends `text` as a JSON string literal that is also safe inside an HTML `<script>`.
  ///
  /// Quotes, backslashes and control characters are escaped as JSON requires; `<`, `>` and `&`
  /// become `\u003c`, `\u003e` and `\u0026` so no `</script>` can end the element early.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - out: The buffer to append to.
  static func appendJSONString(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          out += "\\u00"
          out += scalar.value < 0x10 ? "0" : "1"
          out += String(scalar.value & 0xF, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// An estimate of the width of `text` in a proportional system font, for label layout.
  ///
  /// - Parameters:
  ///   - text: The label.
  ///   - fontSize: The font size in the same units as the result.
  static func estimatedWidth(of text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.54
  }

  // MARK: Private

  private static func appendDigits(
    _ value: Double,
    decimals: Int,
    trim: Bool,
    minus: String,
    to out: inout String
  ) {
    let number = min(max(finite(value), -1e12), 1e12)
    let places = min(max(decimals, 0), 6)
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    let units = UInt64((abs(number) * Double(scale)).rounded())
    if units != 0 && number < 0 { out += minus }
    out += String(units / scale)
    var fraction = units % scale
    var digits = places
    if trim {
      while digits > 0 && fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
    }
    guard digits > 0 else { return }
    out += "."
    let text = String(fraction)
    for _ in text.count..<digits { out += "0" }
    out += text
  }
}
