import ScrollChromeSwiftUI
import SwiftUI

/// Two bars at the bottom, each a piece of chrome of its own: a mini player above a tab bar. Both
/// hide as the list scrolls down and come back as it scrolls up; the toolbar's button hides the
/// player alone.
///
/// Each bar travels its own laid-out height and the safe area below it, which for the player
/// includes the tab bar: the player slides past the tab bar and the home indicator. Their presets
/// set no travel, and their text grows with Dynamic Type.
@available(iOS 18.0, *)
struct TwoBottomBarsScreen: View {
  @State private var scroll = ScrollChromeState(id: "swiftui.twoBottomBars")

  var body: some View {
    ScrollView {
      DemoRows()
    }
    .followingBar(FollowView(), edge: .bottom, id: "player", in: scroll) { _ in
      DemoBar(title: "Now playing: Row 1")
    }
    .followingBar(FollowView(), edge: .bottom, id: "tabs", in: scroll) { _ in
      DemoBar(title: "Tab bar")
    }
    .toolbar {
      Button("Hide Player") { scroll.collapse(.followingBar(.bottom, id: "player")) }
    }
  }
}
