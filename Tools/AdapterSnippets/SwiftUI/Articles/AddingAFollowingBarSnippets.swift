#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of AddingAFollowingBar.md's snippet (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), verbatim but for `private` on the types.

  @available(iOS 18.0, *)
  private struct FilterStrip: View {
    var body: some View { Text("Filters") }
  }

  @available(iOS 18.0, *)
  private struct CustomTabBar: View {
    var body: some View { Text("Tabs") }
  }

  @available(iOS 18.0, *)
  private struct MiniPlayer: View {
    var body: some View { Text("Now Playing") }
  }

  @available(iOS 18.0, *)
  private struct FeedView<Rows: View>: View {
    let rows: Rows

    @State private var scroll = ScrollChromeState(id: "feed")

    var body: some View {
      ScrollView { rows }
        .followingBar(FollowView(maxFollowPoint: 44), edge: .top, in: scroll) { _ in
          FilterStrip()
        }
        .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in
          CustomTabBar()
        }
    }
  }

  @available(iOS 18.0, *)
  private struct PlayerFeedView<Rows: View>: View {
    let rows: Rows

    @State private var scroll = ScrollChromeState(id: "player-feed")

    var body: some View {
      ScrollView { rows }
        .followingBar(FollowView(), edge: .bottom, id: "player", in: scroll) { _ in
          MiniPlayer()
        }
        .followingBar(FollowView(), edge: .bottom, id: "tabs", in: scroll) { _ in
          CustomTabBar()
        }
    }
  }

  @available(iOS 18.0, *)
  private struct ConversationHeader: View {
    var body: some View { Text("Conversation") }
  }

  @available(iOS 18.0, *)
  private struct ReadingToolbar: View {
    var body: some View { Text("Share") }
  }

  @available(iOS 18.0, *)
  private struct HairlineFeedView<Rows: View>: View {
    let rows: Rows

    @State private var scroll = ScrollChromeState(id: "hairline-feed")

    var body: some View {
      ScrollView { rows }
        .followingBar(FollowView(), edge: .bottom, in: scroll) { bar in
          CustomTabBar()
            .overlay(alignment: .top) {
              Color.blue.frame(height: 0.5).opacity(bar.overlap)
            }
        }
    }
  }

  @available(iOS 18.0, *)
  private struct ChatView<Messages: View>: View {
    let messages: Messages

    @State private var scroll = ScrollChromeState(id: "chat")

    var body: some View {
      ScrollView { messages }
        .followingBar(FollowView(direction: .reversed), edge: .top, in: scroll) { _ in
          ConversationHeader()
        }
    }
  }

  @available(iOS 18.0, *)
  private struct ReadingView<Article: View>: View {
    let article: Article

    @State private var scroll = ScrollChromeState(id: "reading")

    var body: some View {
      ScrollView { article }
        .followingBar(FollowView(revealsAtEnd: true), edge: .bottom, in: scroll) { _ in
          ReadingToolbar()
        }
    }
  }
#endif
