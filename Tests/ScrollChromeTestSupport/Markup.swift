// Reading the demo's page in tests: counting, JSON arrays, and tag balance.

/// The HTML elements without a closing tag that the page uses (and its doctype).
package let htmlVoidElements: Set = ["!DOCTYPE", "meta", "input", "br"]

/// How many times `needle` occurs in `text`.
package func occurrences(of needle: String, in text: String) -> Int {
  text.ranges(of: needle).count
}

/// The elements of the first JSON array `"key":[…]` of flat numbers in `text`.
package func jsonArray(_ key: String, in text: String) -> [Substring]? {
  guard let start = text.ranges(of: "\"\(key)\":[").first?.upperBound,
    let end = text[start...].firstIndex(of: "]")
  else { return nil }
  return text[start..<end].split(separator: ",")
}

/// The elements of every JSON array `"key":[…]` of flat numbers in `text`, in order.
package func jsonArrays(_ key: String, in text: String) -> [[Substring]] {
  text.ranges(of: "\"\(key)\":[").compactMap { start in
    text[start.upperBound...].firstIndex(of: "]").map {
      text[start.upperBound..<$0].split(separator: ",")
    }
  }
}

/// `markup` with the text of every `<script>` and `<style>` element removed.
package func strippingElementText(_ markup: String) -> String {
  var result = ""
  var rest = markup[...]
  while true {
    let opens = ["script", "style"].compactMap { name in
      rest.firstRange(of: "<\(name)").map { (name: name, range: $0) }
    }
    guard let open = opens.min(by: { $0.range.lowerBound < $1.range.lowerBound }),
      let tagEnd = rest[open.range.upperBound...].firstIndex(of: ">"),
      let close = rest[tagEnd...].firstRange(of: "</\(open.name)>")
    else { break }
    result += rest[...tagEnd]
    rest = rest[close.lowerBound...]
  }
  return result + rest
}

/// `nil` when every tag in `markup` is closed in order, otherwise the first problem.
package func tagBalanceProblem(_ markup: String, voidElements: Set<String> = []) -> String? {
  var stack: [String] = []
  var index = markup.startIndex
  while let open = markup[index...].firstIndex(of: "<") {
    guard let close = markup[open...].firstIndex(of: ">") else { return "unterminated tag" }
    let tag = markup[markup.index(after: open)..<close]
    index = markup.index(after: close)
    if tag.hasPrefix("/") {
      let closing = String(tag.dropFirst())
      guard stack.popLast() == closing else { return "unexpected </\(closing)>" }
      continue
    }
    if tag.hasSuffix("/") { continue }
    let name = String(tag.prefix { $0 != " " && $0 != "\n" })
    if !voidElements.contains(name) { stack.append(name) }
  }
  return stack.last.map { "unclosed <\($0)>" }
}
