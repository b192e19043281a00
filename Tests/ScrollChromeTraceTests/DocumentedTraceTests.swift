import Foundation
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// The trace examples of the DocC articles are run here: the scenario of each article's
/// `### A trace` section must print every line the article shows.
@Suite struct DocumentedTraceTests {
  static let catalog = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ScrollChromeCore/ScrollChromeCore.docc")

  @Test(arguments: [
    "MigratingFromScrollingFollowView.md", "MigratingFromSQTShyNavigationBar.md",
    "MigratingFromTIUIElements.md", "MigratingFromWZDraggableSwitchHeaderView.md",
  ])
  func articleTraceIsWhatTheToolPrints(article: String) throws {
    let text = try String(
      contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
    let blocks = Self.codeBlocks(after: "### A trace", in: text)
    try #require(blocks.count >= 2, "\(article) needs a scenario block and an output block")
    let printed = try trace(blocks[0]).map(\.jsonLine)
    for line in blocks[1].split(separator: "\n") {
      #expect(printed.contains(String(line)), "\(article) shows a line the tool does not print")
    }
  }

  /// The fenced code blocks that follow `heading`, in order.
  static func codeBlocks(after heading: String, in text: String) -> [String] {
    guard let start = text.range(of: heading) else { return [] }
    var blocks: [String] = []
    var current: [Substring]?
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let body = current {
          blocks.append(body.joined(separator: "\n"))
          current = nil
        } else {
          current = []
        }
      } else if current != nil {
        current?.append(line)
      }
    }
    return blocks
  }
}
