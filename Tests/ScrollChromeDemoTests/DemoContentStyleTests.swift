import ScrollChromeDemo
import ScrollChromeTestSupport
import Testing

// MARK: Content styles

@Suite("Demo content styles")
struct DemoContentStyleTests {
  @Test(
    "each style draws its rows and its top bar's items",
    arguments: [
      // Numbered rows with avatars, alternating backgrounds, under an inbox.
      (DemoContentStyle.list, ">Row 1</text>", ["Lists", "Inbox", "Edit"]),
      // Grey bubbles received on the left, blue ones sent on the right, under the contact.
      (.messages, "height=\"44\" rx=\"20\" fill=\"#2563eb\"/>", ["Chats", "Ada", "Call"]),
      // Headings and lines of text, under the page's title.
      (.article, "height=\"12\" rx=\"4\" fill=\"#475569\"/>", ["Back", "Reading", "Aa"]),
    ])
  func rowsAndBarItems(style: DemoContentStyle, row: String, items: [String]) {
    var recording = withChrome(pullAndFling())
    recording.contentStyle = style
    let page = renderDemoPage([recording])
    #expect(page.contains(row))
    #expect(page.contains(">\(items[0])</tspan>") && page.contains(">\(items[2])</tspan>"))
    #expect(page.contains("font-weight=\"600\">\(items[1])</tspan>"))
    #expect(page.contains("fill=\"#f3f5f9\"/>") == (style == .list))
    #expect(tagBalanceProblem(strippingElementText(page), voidElements: htmlVoidElements) == nil)
  }

  @Test("a conversation's bottom bar is its input field, any other's a tab bar")
  func inputBar() {
    var recording = withChrome(pullAndFling())
    recording.contentStyle = .messages
    let page = renderDemoPage([recording])
    // The 83-point bar starts at 640 − 83; its tinted attachment button is 10 points below.
    #expect(page.contains("<g transform=\"translate(0 557)\"><rect x=\"34\" y=\"10\" width=\"28\""))
    #expect(page.contains(">Message</text>"))
    #expect(!page.contains(">Search</text>"))
    let list = renderDemoPage([withChrome(pullAndFling())])
    #expect(list.contains(">Search</text>") && !list.contains(">Message</text>"))
  }

  @Test("nothing a style draws reaches the column the browser tests measure the bars in")
  func rowsStayLeftOfTheMeasuredColumn() throws {
    for style in [DemoContentStyle.messages, .article] {
      var recording = pullAndFling(frameCount: 2)
      recording.content = 3600
      recording.contentStyle = style
      let page = renderDemoPage([recording])
      let content = try #require(page.range(of: "class=\"sc-content\""))
      let end = try #require(page.range(of: "class=\"sc-indicator\""))
      var rest = page[content.upperBound..<end.lowerBound]
      while let x = rest.range(of: "<rect x=\"") {
        let numbers = rest[x.upperBound...].prefix { $0 != "\"" }
        let width = rest[x.upperBound...].range(of: "width=\"").map {
          rest[$0.upperBound...].prefix { $0 != "\"" }
        }
        let right = (Double(numbers) ?? 0) + (Double(width ?? "0") ?? 0)
        #expect(right <= 360, "\(style): a rect ends at \(right)")
        rest = rest[x.upperBound...]
      }
    }
  }
}
