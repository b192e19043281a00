import ScrollChromeSwiftUI
import SwiftUI

/// SwiftUI's own bars in two tabs: each tab's navigation bar and the tab bar hide once its list
/// has scrolled 44 points down and show again once it has scrolled 44 points back up.
///
/// SwiftUI shows and hides its bars but cannot move them with the finger, so they change only at
/// the ends of the travel, animated. Each tab's list has a state of its own; its `id` brings the
/// bars back as they were when the screen is presented again. The screen has a tab view of its
/// own, and is presented. From iOS 26 a second button hands the bars to the system's own
/// minimization — the tab bar there, the navigation bar as well from iOS 27 — and back.
@available(iOS 18.0, *)
struct SystemBarsScreen: View {
  /// Dismisses the screen; the screen that presented this one passes it.
  let close: () -> Void

  @State private var inbox = ScrollChromeState(id: "swiftui.systemBars.inbox")
  @State private var archive = ScrollChromeState(id: "swiftui.systemBars.archive")
  /// Whether the system minimizes the bars where it can, instead of the chrome hiding them.
  @State private var prefersSystemMinimization = false

  /// The travel before the bars go, for the tab view and both lists.
  private let bars = FollowView(maxFollowPoint: 44)

  var body: some View {
    TabView {
      Tab("Inbox", systemImage: "tray") { list("Inbox", inbox) }
      Tab("Archive", systemImage: "archivebox") { list("Archive", archive) }
    }
    .tabBarMinimizeBehavior(for: bars, prefersSystemMinimization: prefersSystemMinimization)
  }

  /// One tab's list, hiding its navigation bar and the tab bar with scrolling.
  private func list(_ title: String, _ scroll: ScrollChromeState) -> some View {
    NavigationStack {
      ScrollView {
        DemoRows()
      }
      .systemBarsHideOnScroll(
        bars, in: scroll, tabBar: true,
        prefersSystemMinimization: prefersSystemMinimization
      )
      .navigationTitle(title)
      .toolbar {
        Button("Done") { close() }
        if #available(iOS 26.0, *) {
          Button(prefersSystemMinimization ? "Use ScrollChrome" : "Use System") {
            prefersSystemMinimization.toggle()
          }
        }
      }
    }
  }
}
