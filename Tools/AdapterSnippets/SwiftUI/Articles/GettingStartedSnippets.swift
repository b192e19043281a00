#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twins of GettingStarted.md's snippets (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), verbatim but for `private` on the helper types; Tools/build-docs.sh
  // checks that every snippet's lines appear here in order.

  @available(iOS 18.0, *)
  private struct InboxView<Rows: View, TitleBar: View, TabBar: View>: View {
    let rows: Rows
    let titleBar: TitleBar
    let tabBar: TabBar

    @State private var scroll = ScrollChromeState(id: "inbox")

    var body: some View {
      ScrollView { rows }
        .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
          titleBar.opacity(bar.itemAlpha)
        }
        .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in tabBar }
    }
  }

  @available(iOS 18.0, *)
  private struct BannerArticleView<Banner: View, Article: View>: View {
    @State private var scroll = ScrollChromeState(id: "article")
    let transition = HeaderTransition(headerHeight: 200, animator: .parallaxWithTransition)
    let banner: Banner
    let article: Article

    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          banner.collapsingHeader(transition, in: scroll)
          article
        }
      }
      .scrollChrome(scroll)
    }
  }

  @available(iOS 18.0, *)
  struct StoryView: View {
    @State private var scroll: ScrollChromeState

    init(storyID: Int) {
      _scroll = State(wrappedValue: ScrollChromeState(id: storyID))
    }

    var body: some View {
      ScrollView { Text("Once upon a time…") }
        .shyTopBar(ShyBar(), in: scroll) { _ in Text("Story") }
    }
  }

  @available(iOS 18.0, *)
  private struct ContentView: View {
    var body: some View { Color.clear }
  }

  @available(iOS 18.0, *)
  private func separateMemory() -> some View {
    ContentView().environment(\.scrollChromeMemory, ScrollChromeMemory())
  }
#endif
