#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    // MARK: Internal

    /// Places a bar of chrome at a vertical edge of this scroll view: in `safeAreaBar(edge:)` on
    /// iOS 26 and later, so the system's scroll edge effect reaches it as it reaches the system's
    /// own bars, and in `safeAreaInset(edge:)` before. Either way the bar takes its height from
    /// the safe area, at no spacing.
    @ViewBuilder
    func chromeBar(edge: VerticalEdge, @ViewBuilder content: () -> some View) -> some View {
      if #available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *) {
        safeAreaBar(edge: edge, spacing: 0, content: content)
      } else {
        safeAreaInset(edge: edge, spacing: 0, content: content)
      }
    }
  }
#endif
