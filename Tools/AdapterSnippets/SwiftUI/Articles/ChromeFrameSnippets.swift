#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the snippet in Extensions/ChromeFrame.md (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), ChromeFrame's documentation, verbatim but for `private` on the
  // types.

  @available(iOS 18.0, *)
  private struct TitleBar: View {
    var body: some View { Text("Inbox") }
  }

  @available(iOS 18.0, *)
  private struct InboxView: View {
    @State private var scroll = ScrollChromeState(id: "inbox")

    var body: some View {
      ScrollView { Text("…") }
        .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
          TitleBar().opacity(bar.itemAlpha)
        }
    }
  }
#endif
