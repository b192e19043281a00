import ScrollChromeSwiftUI
import SwiftUI

/// SwiftUI's own navigation bar, hidden once the list has scrolled 44 points down and shown again
/// once it has scrolled 44 points back up.
///
/// SwiftUI shows and hides its bars but cannot move them with the finger, so they change only at
/// the ends of the travel. The screen has a navigation stack of its own, and is presented.
@available(iOS 18.0, *)
struct SystemBarsScreen: View {
  /// Dismisses the screen; the screen that presented this one passes it.
  let close: () -> Void

  @State private var scroll = ScrollChromeState(id: "swiftui.systemBars")

  var body: some View {
    NavigationStack {
      ScrollView {
        DemoRows()
      }
      .systemBarsHideOnScroll(FollowView(maxFollowPoint: 44), scroll)
      .navigationTitle("System bars")
      .toolbar {
        Button("Done") { close() }
      }
    }
  }
}
