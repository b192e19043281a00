#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI following-bar snippet, verbatim but for `private`.
  @available(iOS 18.0, *)
  private struct FeedView<Rows: View, TabBar: View>: View {
    @State private var scroll = ScrollChromeState(id: "feed")
    let rows: Rows
    let tabBar: TabBar

    var body: some View {
      ScrollView { rows }
        .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in tabBar }
    }
  }
#endif
