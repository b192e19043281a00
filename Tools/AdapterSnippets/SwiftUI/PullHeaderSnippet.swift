#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI pull-to-trigger snippet (and of the example in
  // `pullHeader`'s documentation), verbatim but for `private`.
  @available(iOS 18.0, *)
  private struct AboutView<Rows: View>: View {
    @State private var scroll = ScrollChromeState()
    let rows: Rows
    let returnToMenu: () -> Void

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
