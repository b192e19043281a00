#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI collapsing-header snippet, verbatim but for
  // `private`: the state is keyed by the article, so popping and pushing it again restores it.
  @available(iOS 18.0, *)
  private struct ArticleView<Banner: View, Article: View>: View {
    @State private var scroll: ScrollChromeState
    let transition = HeaderTransition(headerHeight: 200, animator: .parallaxWithTransition)
    let banner: Banner
    let article: Article

    init(articleID: Int, banner: Banner, article: Article) {
      _scroll = State(wrappedValue: ScrollChromeState(id: articleID))
      self.banner = banner
      self.article = article
    }

    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          banner.collapsingHeader(transition, in: scroll)
          article
        }
      }
      .scrollChrome(scroll)
      .overlay(alignment: .top) { Text("Article").collapsingHeaderTitle(transition, in: scroll) }
    }
  }
#endif
