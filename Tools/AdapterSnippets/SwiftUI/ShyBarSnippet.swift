#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI shy-bar snippet (and of the example in
  // `shyTopBar(_:id:in:bar:)`'s documentation), verbatim but for `private`.
  @available(iOS 18.0, *)
  private struct InboxView<TitleBar: View, Messages: View>: View {
    @State private var scroll = ScrollChromeState(id: "inbox")
    let titleBar: TitleBar
    let messages: Messages  // a List or a ScrollView

    var body: some View {
      messages.shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
        titleBar.opacity(bar.itemAlpha)
      }
    }
  }
#endif
