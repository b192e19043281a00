#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI collapsing-header snippet, verbatim but for
  // `private`.
  @available(iOS 18.0, *)
  private struct ArticleView<TitleBar: View, Header: View, Article: View>: View {
    @StateObject private var transition = ScrollChromeModel(
      HeaderTransition(headerHeight: 200, animator: .parallaxWithTransition))
    let titleBar: TitleBar
    let header: Header
    let article: Article

    var body: some View {
      VStack(spacing: 0) {
        titleBar.chromeAttributes(transition.chrome.title)
        ScrollView {
          VStack(spacing: 0) {
            // A fixed slot: the header stretches into the pull-down without moving the article.
            Color.clear.frame(height: 200).overlay(alignment: .top) {
              header
                .frame(height: transition.chrome.header.height ?? 200)
                .chromeAttributes(transition.chrome.header)
            }
            article
          }
        }
        .collapsingChrome(transition)
      }
    }
  }
#endif
