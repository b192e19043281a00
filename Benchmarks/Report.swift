/// Formats benchmark results: a table for people, JSON for tools.
enum Report {
  // MARK: Internal

  /// The results as an aligned table, one row per benchmark.
  ///
  /// - Parameter results: The results, in order.
  /// - Returns: The table's lines.
  static func table(_ results: [BenchmarkResult]) -> [String] {
    let width = max(12, results.map(\.name.count).max() ?? 0)
    var lines = [
      "benchmark".padded(to: width) + "    median       min       max  unit      allocs/op"
    ]
    for result in results {
      let allocations = result.allocationsPerOperation.map(number) ?? "n/a"
      lines.append(
        result.name.padded(to: width) + fixed(result.median) + fixed(result.min)
          + fixed(result.max) + "  " + result.unit.rawValue.padded(to: 8)
          + String(repeating: " ", count: Swift.max(1, 11 - allocations.count)) + allocations)
    }
    return lines
  }

  /// The results as `{"benchmarks": [{"name", "unit", "median", "min", "max", "allocations"}]}`,
  /// with nanoseconds rounded to 0.1 and `allocations` per operation (`null` without a counter).
  ///
  /// - Parameter results: The results, in order.
  /// - Returns: The JSON text.
  static func json(_ results: [BenchmarkResult]) -> String {
    let rows = results.map { result in
      let fields = [
        "\"name\": \(quoted(result.name))",
        "\"unit\": \(quoted(result.unit.rawValue))",
        "\"median\": \(number(rounded(result.median)))",
        "\"min\": \(number(rounded(result.min)))",
        "\"max\": \(number(rounded(result.max)))",
        "\"allocations\": \(result.allocationsPerOperation.map(number) ?? "null")",
      ]
      return "    {" + fields.joined(separator: ", ") + "}"
    }
    return "{\n  \"benchmarks\": [\n" + rows.joined(separator: ",\n") + "\n  ]\n}"
  }

  // MARK: Private

  /// `value` rounded to 0.1.
  private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

  /// A finite number as JSON writes it: whole numbers without a fraction.
  private static func number(_ value: Double) -> String {
    precondition(value.isFinite, "cannot report a non-finite number")
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// `value` rounded to 0.1, right-aligned in 10 columns.
  private static func fixed(_ value: Double) -> String {
    let whole = Int(rounded(value) * 10)
    let text = "\(whole / 10).\(abs(whole % 10))"
    return String(repeating: " ", count: Swift.max(1, 10 - text.count)) + text
  }

  /// A JSON string literal (names are plain ASCII, but quotes and backslashes are escaped).
  private static func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + escaped + "\""
  }
}

extension String {
  /// The string followed by spaces up to `length` characters.
  fileprivate func padded(to length: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, length - count))
  }
}
