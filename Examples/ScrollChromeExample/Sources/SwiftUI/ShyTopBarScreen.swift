import ScrollChromeSwiftUI
import SwiftUI

/// A bar of its own above the list that slides up as the list scrolls down, fading its title, and
/// comes back as the list returns to the top.
///
/// SwiftUI cannot make its own navigation bar shy, so an app hides that bar and draws one like
/// this; here the menu's navigation bar stays above it, for the way back. The state's `id` keeps
/// the bar where it was left when the screen is popped and pushed again. The title is in the
/// headline style, which grows with Dynamic Type: at the accessibility sizes the bar is laid out
/// taller than the preset's 44 points, and collapses over its own height.
@available(iOS 18.0, *)
struct ShyTopBarScreen: View {
  @State private var scroll = ScrollChromeState(id: "swiftui.shyTopBar")

  var body: some View {
    ScrollView {
      DemoRows()
    }
    .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
      DemoBar(title: "Inbox").opacity(bar.itemAlpha)
    }
  }
}
