#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of HidingTheSystemBars.md's snippets (Sources/ScrollChromeSwiftUI/
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

  @available(iOS 18.0, *)
  private struct InboxTabs<Rows: View>: View {
    let rows: Rows
    let bars: FollowView
    let scroll: ScrollChromeState

    var body: some View {
      TabView {
        Tab("Inbox", systemImage: "tray") {
          NavigationStack {
            ScrollView { rows }
              .systemBarsHideOnScroll(
                bars, in: scroll, tabBar: true, prefersSystemMinimization: true)
          }
        }
      }
      .tabBarMinimizeBehavior(for: bars, prefersSystemMinimization: true)
    }
  }
#endif
