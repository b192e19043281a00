#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI pull-to-trigger snippet (and of the example in
  // `PullHeaderModel`'s documentation), verbatim but for `private`.
  @available(iOS 18.0, *)
  private struct AboutView<Rows: View>: View {
    @StateObject private var pull = PullHeaderModel(DraggableSwitch())
    let rows: Rows
    let returnToMenu: () -> Void

    var body: some View {
      ScrollView {
        // The header sits above the content, where pulling down reveals it.
        rows.overlay(alignment: .top) {
          VStack {
            Image(systemName: "arrow.up").rotationEffect(.radians(pull.chrome.arrowRotation))
            Text(pull.text)
          }
          .offset(y: -60)
        }
      }
      .pullHeader(pull)
      .onAppear { pull.onTrigger = { _ in returnToMenu() } }
    }
  }
#endif
