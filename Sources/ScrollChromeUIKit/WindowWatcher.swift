#if canImport(UIKit)
  import UIKit

  /// An invisible, empty subview of the scroll view that reports when the scroll view enters or
  /// leaves a window: UIKit offers no other notification of it, and the driver runs frames only
  /// while its scroll view is on screen (a pushed screen covers it, a modal hides it).
  @MainActor
  final class WindowWatcher: UIView {
    // MARK: Internal

    /// Called after the watcher, and so its scroll view, moved to a window or out of one.
    var onWindowChange: () -> Void = {}

    /// Creates a hidden, zero-size watcher that takes no touches and no accessibility focus.
    init() {
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("WindowWatcher is created in code") }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange()
    }
  }
#endif
