#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of CommandingTheChrome.md's snippets (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), verbatim but for `private` on the types.

  @available(iOS 18.0, *)
  private struct TabBar: View {
    var body: some View { Text("Tabs") }
  }

  @available(iOS 18.0, *)
  private struct TitleBar: View {
    var body: some View { Text("Inbox") }
  }

  @available(iOS 18.0, *)
  private struct InboxView<Messages: View>: View {
    let messages: Messages
    @State private var isFocused = false

    @State private var scroll = ScrollChromeState(id: "inbox")

    var body: some View {
      ScrollView { messages }
        .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in
          TabBar()
        }
        .toolbar {
          Button("Focus") {
            scroll.collapse(.followingBar(.bottom)) { finished in
              if finished { isFocused = true }
            }
          }
          Button("Show All") { scroll.expand() }
        }
    }
  }

  @available(iOS 18.0, *)
  private struct PlayerControls: View {
    let scroll: ScrollChromeState

    var body: some View {
      Button("Hide Player") { scroll.collapse(.followingBar(.bottom, id: "player")) }
    }
  }

  @available(iOS 18.0, *)
  private struct SettingsScreen<Messages: View>: View {
    let messages: Messages
    let isCompact: Bool
    let scroll: ScrollChromeState

    var body: some View {
      ScrollView { messages }
        .shyTopBar(ShyBar(fullHeight: isCompact ? 44 : 96), in: scroll) { _ in
          TitleBar()
        }
    }

    var compactTitle: some View {
      VStack(spacing: 0) {
        ChromeFractionReader(.shyTopBar, in: scroll) { fraction in
          Text("Inbox").opacity(fraction)
        }
        ScrollView { messages }
          .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { _ in
            TitleBar()
          }
      }
    }

    func configure() {
      scroll.setEnabled(false, for: .shyTopBar)
      scroll.expandActionName = "Show Toolbar"
    }
  }
#endif
