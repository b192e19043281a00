/// The protocol that an interaction implements to access the view that owns it.
///
/// Its requirements (`view`, `willMove(to:)`, `didMove(to:)`) are left out: the adapters only add,
/// find and remove UIKit's own interactions, which implement them.
// https://developer.apple.com/documentation/uikit/uiinteraction
// SDK: UIKit.framework/Headers/UIInteraction.h:14 (iPhoneOS18.0.sdk)
@available(iOS 11.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIInteraction: NSObjectProtocol {}

// `@interface UIView (Interactions)`: a category, which Swift imports as extension members.
extension UIView {
  /// Adds an interaction to the view.
  // https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)
  // SDK: UIKit.framework/Headers/UIInteraction.h:26 (iPhoneOS18.0.sdk)
  @available(iOS 11.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  public func addInteraction(_ interaction: any UIInteraction) { fatalError() }

  /// Removes an interaction from the view.
  // https://developer.apple.com/documentation/uikit/uiview/removeinteraction(_:)
  // SDK: UIKit.framework/Headers/UIInteraction.h:27 (iPhoneOS18.0.sdk)
  @available(iOS 11.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  public func removeInteraction(_ interaction: any UIInteraction) { fatalError() }

  /// The array of interactions for the view.
  // https://developer.apple.com/documentation/uikit/uiview/interactions
  // SDK: UIKit.framework/Headers/UIInteraction.h:29 (iPhoneOS18.0.sdk)
  @available(iOS 11.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  public var interactions: [any UIInteraction] {
    get { fatalError() }
    set { fatalError() }
  }
}
