#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of AddingAPullHeader.md's snippet (Sources/ScrollChromeSwiftUI/
  // ScrollChromeSwiftUI.docc), verbatim but for `private` on the types.

  @available(iOS 18.0, *)
  private struct AboutView<Rows: View>: View {
    let rows: Rows
    let returnToMenu: () -> Void

    @State private var scroll = ScrollChromeState()

    var body: some View {
      ScrollView {
        rows.pullHeader(DraggableSwitch(), in: scroll, onDeep: returnToMenu) { pull in
          VStack {
            Image(systemName: "arrow.up").rotationEffect(.radians(pull.arrowRotation))
            Text(pull.text)
          }
        }
      }
      .scrollChrome(scroll)
    }
  }
#endif
