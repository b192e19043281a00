#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The signals of one `UIScrollView`, each handed to the runtime as one call: the runtime then
  /// samples the scroll view (``UIScrollView/chromeSample``) and decides what happened.
  ///
  /// - The pan recognizer's actions (documented): a finger starts, moves and lifts.
  /// - Key-value notifications of `contentOffset`, `contentSize` and `adjustedContentInset`
  ///   (relied on by libraries, documented by Apple for none of them): they make the runtime
  ///   prompt — an offset the app sets at rest, a reload — where it would otherwise see the change
  ///   at the next signal.
  /// - A hidden subview that follows the scroll view's size (``ScrollViewWatcher``): its layout
  ///   (the scroll view was resized) and its moves in and out of a window.
  ///
  /// Display-link frames, while the runtime needs them, come from the driver. The observer stops
  /// when it is invalidated or deinitialised (on the main thread).
  @MainActor
  final class ScrollViewObserver: NSObject {
    // MARK: Internal

    /// The scroll view observed, held weakly.
    private(set) weak var scrollView: UIScrollView?

    /// Starts observing.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - runtime: The runtime each signal goes to.
    init(scrollView: UIScrollView, runtime: ChromeRuntime) {
      self.scrollView = scrollView
      self.runtime = runtime
      super.init()
      observations = [
        scrollView.observe(\.contentOffset) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.runtime.scrollViewDidChange() }
        },
        scrollView.observe(\.contentSize) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.runtime.scrollViewDidChange() }
        },
        scrollView.observe(\.adjustedContentInset) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.runtime.scrollViewDidChange() }
        },
      ]
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(panDidChange))
      watcher.frame = CGRect(origin: .zero, size: scrollView.bounds.size)
      watcher.onLayout = { [weak self] in self?.runtime.scrollViewDidChange() }
      watcher.onWindowChange = { [weak self] in
        guard let self else { return }
        runtime.setOnScreen(watcher.window != nil)
      }
      scrollView.addSubview(watcher)
      runtime.setOnScreen(scrollView.window != nil)
    }

    /// Stops observing: the key-value observations, the pan target, the watcher. Idempotent.
    func invalidate() {
      for observation in observations { observation.invalidate() }
      observations = []
      scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panDidChange))
      watcher.removeFromSuperview()
      scrollView = nil
    }

    // MARK: Private

    private let runtime: ChromeRuntime
    private var observations: [NSKeyValueObservation] = []
    private let watcher = ScrollViewWatcher()

    deinit {
      MainActor.assumeIsolated { invalidate() }
    }

    /// The pan's action; the runtime reads the recognizer from the scroll view.
    @objc private func panDidChange() { runtime.scrollViewDidChange() }
  }

  /// An invisible, empty subview of the scroll view that follows its size: UIKit lays it out when
  /// the scroll view is resized and tells it when the scroll view enters or leaves a window, which
  /// UIKit reports in no other way to an object that is not the scroll view's owner.
  @MainActor
  final class ScrollViewWatcher: UIView {
    // MARK: Internal

    /// Called after a layout pass (the scroll view's size changed).
    var onLayout: () -> Void = {}
    /// Called after the watcher, and so its scroll view, moved to a window or out of one.
    var onWindowChange: () -> Void = {}

    /// Creates a hidden watcher that takes no touches and no accessibility focus.
    init() {
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ScrollViewWatcher is created in code") }

    override func layoutSubviews() {
      super.layoutSubviews()
      onLayout()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange()
    }
  }
#endif
