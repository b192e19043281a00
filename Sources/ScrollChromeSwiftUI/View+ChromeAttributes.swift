#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Applies an element's ``Attributes``: its scale, its translation and its alpha.
    ///
    /// The view is scaled about its center with `scaleEffect(x:y:anchor:)`, then moved by
    /// `translateX` and `translateY` points with `offset(x:y:)` (outside the scale, so the scale
    /// does not change the distance), then faded with `opacity(_:)` — the order UIKit's adapter
    /// composes its transform in. None of these change the layout.
    ///
    /// `height` is not applied: a title's height is `nil`, not managed. For the one element whose
    /// height the engine manages (a stretching header), put `.frame(height:)` with
    /// ``Attributes/height`` before this modifier.
    ///
    /// ```swift
    /// header
    ///   .frame(height: header.height ?? 200)
    ///   .chromeAttributes(header)
    /// ```
    ///
    /// - Parameter attributes: The attributes an effect or a preset returned.
    /// - Returns: A view that draws this view transformed and faded.
    /// - Note: Cost per event: three modifiers; SwiftUI redraws the view's layer only.
    public func chromeAttributes(_ attributes: Attributes) -> some View {
      scaleEffect(x: CGFloat(attributes.scaleX), y: CGFloat(attributes.scaleY))
        .offset(x: CGFloat(attributes.translateX), y: CGFloat(attributes.translateY))
        .opacity(attributes.alpha)
    }
  }
#endif
