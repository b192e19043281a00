#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    // MARK: Internal

    /// Lays this bar out at its ideal height for the width it is offered, and at least `minimum`
    /// points, filling that height: a bar that sets no height of its own gets `minimum`, and one
    /// whose text grows with Dynamic Type grows with it.
    func laidOutAtIdealHeight(minimum: Double) -> some View {
      IdealHeightLayout(minimum: CGFloat(minimum)) { self }
    }

    /// Calls `action` with this bar's laid-out height and the safe area below it (the strip its
    /// background fills), once laid out and whenever either changes.
    func onBarLayout(_ action: @escaping (BarLayout) -> Void) -> some View {
      background {
        GeometryReader { proxy in
          Color.clear.onChange(of: BarLayout(proxy), initial: true) { _, layout in
            action(layout)
          }
        }
      }
    }
  }

  /// A bar's laid-out height and the safe area below it, in points.
  nonisolated struct BarLayout: Equatable {
    let height: Double
    let safeAreaBelow: Double

    init(_ proxy: GeometryProxy) {
      height = Double(proxy.size.height)
      safeAreaBelow = Double(proxy.safeAreaInsets.bottom)
    }
  }

  // MARK: Private

  /// Sizes its content to the content's ideal height for the offered width, at least `minimum`,
  /// and offers the content that whole size, so a bar that fills what it is given still fills
  /// the height.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated private struct IdealHeightLayout: Layout {
    let minimum: CGFloat

    func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
      let ideal = ProposedViewSize(width: proposal.width, height: nil)
      let height = subviews.map { $0.sizeThatFits(ideal).height }.max() ?? 0
      let width = proposal.width ?? subviews.map { $0.sizeThatFits(ideal).width }.max() ?? 0
      return CGSize(width: width, height: max(minimum, height))
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews {
        subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
      }
    }
  }
#endif
