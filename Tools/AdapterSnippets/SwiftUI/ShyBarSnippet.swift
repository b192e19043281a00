#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the example in `ScrollChromeModel`'s documentation (and of the README's
  // SwiftUI snippet), verbatim but for `private`.
  @available(iOS 18.0, *)
  private struct InboxView<TitleBar: View, MessageList: View>: View {
    @StateObject private var bar = ScrollChromeModel(ShyBar(fullHeight: 44))
    let titleBar: TitleBar
    let messages: MessageList

    var body: some View {
      VStack(spacing: 0) {
        titleBar
          .frame(height: bar.chrome.visibleHeight)
          .opacity(bar.chrome.itemAlpha)
        messages
          .collapsingChrome(bar)
      }
    }
  }
#endif
