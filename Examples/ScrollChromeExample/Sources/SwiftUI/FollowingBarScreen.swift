import ScrollChromeSwiftUI
import SwiftUI

/// A filter strip along the top and a bottom bar, each hiding as the list scrolls down and coming
/// back as soon as it scrolls up.
@available(iOS 18.0, *)
struct FollowingBarScreen: View {
  @State private var scroll = ScrollChromeState(id: "swiftui.followingBar")

  var body: some View {
    ScrollView {
      DemoRows()
    }
    .followingBar(FollowView(maxFollowPoint: 44), edge: .top, in: scroll) { _ in
      DemoBar(title: "Filter strip").frame(height: 44)
    }
    // The bar travels its height and the home indicator's strip below it, measured: 49 + 34 =
    // 83 points on an iPhone with a home indicator, the least travel the preset asks for.
    .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in
      DemoBar(title: "Bottom bar").frame(height: 49)
    }
  }
}
