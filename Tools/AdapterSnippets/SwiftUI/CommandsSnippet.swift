#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  // The compiled twin of the README's SwiftUI commands snippet, verbatim but for `private`.
  @available(iOS 18.0, *)
  private struct FocusButton: View {
    let scroll: ScrollChromeState
    @State private var isFocused = false

    var body: some View {
      Button("Focus") {
        scroll.collapse(.followingBar(.bottom)) { finished in isFocused = finished }
      }
    }
  }
#endif
