import ScrollChromeSwiftUI
import SwiftUI

/// A `List` with a shy bar above it and a bar at the bottom that follows the scroll: the
/// modifiers read a `List` exactly as they read a `ScrollView`, and the rows stay lazy.
@available(iOS 18.0, *)
struct ListScreen: View {
  @State private var scroll = ScrollChromeState(id: "swiftui.list")

  var body: some View {
    List {
      ForEach(0..<200) { row in
        Text("Message \(row + 1)")
      }
    }
    .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
      DemoBar(title: "Mail").opacity(bar.itemAlpha)
    }
    .followingBar(FollowView(maxFollowPoint: 49), edge: .bottom, in: scroll) { _ in
      DemoBar(title: "Updated just now").frame(height: 49)
    }
  }
}
