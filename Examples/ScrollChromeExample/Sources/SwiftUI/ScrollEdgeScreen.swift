import ScrollChromeSwiftUI
import SwiftUI

/// A reading screen: a top bar whose hairline fades in as the content runs under it, and a bottom
/// toolbar that hides while reading, comes back at the end of the page, and whose hairline shows
/// while content still runs on under it. On iOS 26 and later the system's scroll edge effect
/// softens the content under both bars too; before, the hairlines are the whole effect.
@available(iOS 18.0, *)
struct ScrollEdgeScreen: View {
  @State private var scroll = ScrollChromeState(id: "swiftui.scrollEdge")

  var body: some View {
    ScrollView {
      DemoRows()
    }
    .followingBar(FollowView(maxFollowPoint: 44), edge: .top, in: scroll) { bar in
      DemoBar(title: "Top bar")
        .frame(height: 44)
        .overlay(alignment: .bottom) {
          Color.blue.frame(height: 0.5).opacity(bar.overlap)
        }
    }
    .followingBar(FollowView(revealsAtEnd: true), edge: .bottom, in: scroll) { bar in
      DemoBar(title: "Toolbar: back at the end")
        .frame(height: 49)
        .overlay(alignment: .top) {
          Color.blue.frame(height: 0.5).opacity(bar.overlap)
        }
    }
  }
}
