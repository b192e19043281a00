#if canImport(UIKit)
  import UIKit

  extension UIView {
    // MARK: Internal

    /// Runs a frame assignment as if the view had no transform, then puts the transform back.
    ///
    /// A container that lays out a bar by frame (a navigation controller, a tab bar controller)
    /// would otherwise place the transformed bar where the frame says, undoing the offset the
    /// chrome applies by transform; UIKit documents `frame` as undefined under a transform.
    ///
    /// - Parameter assignment: The frame assignment, usually `super.frame = newValue`.
    /// The frame the view has without its transform — where its container laid it out — from
    /// `center` and `bounds`, which UIKit keeps exact under a transform (the layer's anchor point
    /// is UIKit's default, the center).
    var layoutFrame: CGRect {
      CGRect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
        height: bounds.height)
    }

    func keepingTransform(_ assignment: () -> Void) {
      let offset = transform
      transform = .identity
      assignment()
      transform = offset
    }
  }
#endif
