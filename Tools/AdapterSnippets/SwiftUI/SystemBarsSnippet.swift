#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI system-bars snippet, verbatim but for `private`.
  @available(iOS 18.0, *)
  private struct ListScreen<Rows: View>: View {
    @State private var scroll = ScrollChromeState(id: "list")
    let rows: Rows

    var body: some View {
      ScrollView { rows }
        .systemBarsHideOnScroll(FollowView(maxFollowPoint: 44), in: scroll, tabBar: true)
    }
  }
#endif
