#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of AddingACollapsingHeader.md's snippet (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), verbatim but for `private` on the types.

  @available(iOS 18.0, *)
  private struct Banner: View {
    var body: some View { Image(systemName: "mountain.2.fill") }
  }

  @available(iOS 18.0, *)
  private struct ArticleBody: View {
    var body: some View { Text("…") }
  }

  @available(iOS 18.0, *)
  private struct ArticleView: View {
    @State private var scroll = ScrollChromeState(id: "article")
    private let transition = HeaderTransition(headerHeight: 200, animator: .parallaxWithTransition)

    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          Banner().collapsingHeader(transition, in: scroll)
          ArticleBody()
        }
      }
      .scrollChrome(scroll)
      .overlay(alignment: .top) {
        Text("Article").collapsingHeaderTitle(transition, in: scroll)
      }
    }
  }
#endif
