#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of AddingAShyTopBar.md's snippet (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), verbatim but for `private` on the types.

  @available(iOS 18.0, *)
  private struct TitleBar: View {
    var body: some View { Text("Inbox") }
  }

  @available(iOS 18.0, *)
  private struct InboxView<Messages: View>: View {
    let messages: Messages

    @State private var scroll = ScrollChromeState(id: "inbox")

    var body: some View {
      ScrollView { messages }
        .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
          TitleBar().opacity(bar.itemAlpha)
        }
    }
  }
#endif
