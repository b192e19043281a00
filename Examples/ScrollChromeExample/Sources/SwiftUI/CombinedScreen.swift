import ScrollChromeSwiftUI
import SwiftUI

/// A shy top bar, a following bottom bar and a pull header on one scroll view: one state, one
/// tracker, so the three never disagree about where the list is going.
@available(iOS 18.0, *)
struct CombinedScreen: View {
  /// Returns to the menu; the screen that pushed this one passes it.
  let returnToMenu: () -> Void

  @State private var scroll = ScrollChromeState(id: "swiftui.combined")

  var body: some View {
    ScrollView {
      DemoRows()
        .pullHeader(DraggableSwitch(), in: scroll, onDeep: returnToMenu) { pull in
          Text(pull.text)
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
    }
    .shyTopBar(ShyBar(fullHeight: 44), in: scroll) { bar in
      DemoBar(title: "Combined").opacity(bar.itemAlpha)
    }
    .followingBar(FollowView(maxFollowPoint: 83), edge: .bottom, in: scroll) { _ in
      DemoBar(title: "Bottom bar").frame(height: 49)
    }
  }
}
