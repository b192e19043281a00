import ScrollChromeSwiftUI
import SwiftUI

/// A header above the list's top: pull a little and let go to reverse the list, pull far and let
/// go to return to the menu.
@available(iOS 18.0, *)
struct PullHeaderScreen: View {
  /// Returns to the menu; the screen that pushed this one passes it.
  let returnToMenu: () -> Void

  @State private var scroll = ScrollChromeState()
  @State private var isReversed = false
  private let preset = DraggableSwitch(
    normalText: "Pull down", shallowText: "Release to reverse the list",
    deepText: "Release to return to the menu")

  var body: some View {
    ScrollView {
      DemoRows(isReversed: isReversed)
        .pullHeader(
          preset, in: scroll, onShallow: { isReversed.toggle() }, onDeep: returnToMenu
        ) { pull in
          VStack {
            Image(systemName: "arrow.down").rotationEffect(.radians(pull.arrowRotation))
            Text(pull.text).font(.footnote)
          }
          .foregroundStyle(.secondary)
        }
    }
    // The header lives inside the scroll view, so the scroll view is connected here.
    .scrollChrome(scroll)
  }
}
