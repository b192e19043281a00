import SwiftUI

/// Sixty numbered rows, which every SwiftUI demo scrolls.
struct DemoRows: View {
  /// Whether the rows count down from 60 instead of up from 1.
  var isReversed = false

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<60) { row in
        Text("Row \(isReversed ? 60 - row : row + 1)")
          .padding()
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }
}

/// A bar of the demos' own: a title on the system bar material.
struct DemoBar: View {
  let title: String

  var body: some View {
    Text(title)
      .font(.headline)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(.bar)
  }
}
