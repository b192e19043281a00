#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of HidingTheSystemBars.md's snippet (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), verbatim but for `private` on the types.

  @available(iOS 18.0, *)
  private struct ListScreen<Rows: View>: View {
    let rows: Rows

    @State private var scroll = ScrollChromeState(id: "list")

    var body: some View {
      NavigationStack {
        ScrollView { rows }
          .systemBarsHideOnScroll(FollowView(maxFollowPoint: 44), in: scroll, tabBar: true)
          .navigationTitle("List")
      }
    }
  }
#endif
