import ScrollChromeSwiftUI
import SwiftUI

/// A banner above the list that stretches when pulled and scrolls away with parallax, while a
/// title bar slides in once the banner has gone, and a hairline under it follows the banner's
/// fraction from outside the header (`ChromeFractionReader`).
@available(iOS 18.0, *)
struct CollapsingHeaderScreen: View {
  @State private var scroll = ScrollChromeState(id: "swiftui.collapsingHeader")
  private let transition = HeaderTransition(headerHeight: 220, animator: .parallaxWithTransition)

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Text("Mountains")
          .font(.largeTitle)
          .foregroundStyle(.white)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(.blue)
          .collapsingHeader(transition, in: scroll)
        DemoRows()
      }
    }
    // The header lives inside the scroll view, so the scroll view is connected here.
    .scrollChrome(scroll)
    .overlay(alignment: .top) {
      VStack(spacing: 0) {
        DemoBar(title: "Mountains")
          .frame(height: 44)
          .collapsingHeaderTitle(transition, in: scroll)
        ChromeFractionReader(.collapsingHeader, in: scroll) { fraction in
          Color.blue.opacity(fraction).frame(height: 1)
        }
      }
    }
  }
}
