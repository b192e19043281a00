#if canImport(UIKit)
  // UIRefreshControl is unavailable on tvOS and watchOS; the condition names them rather than
  // `os(iOS)` so that the Linux type check covers this file.
  #if !os(tvOS) && !os(watchOS)
    import ScrollChromeCore
    import UIKit

    /// A refresh control whose action runs once the finger lifts, never mid-drag, and whose
    /// ``endRefreshing()`` waits until the finger is off the content: TIUIElements'
    /// `RefreshControl`.
    ///
    /// `UIRefreshControl` sends `.valueChanged` the moment the pull crosses its threshold, finger
    /// still down; an app that reloads at once moves rows under the finger, and an
    /// `endRefreshing()` under the finger snaps the content away from it. Use this class wherever
    /// you used `UIRefreshControl`:
    ///
    /// ```swift
    /// let refresh = RefreshControl()
    /// refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
    /// tableView.refreshControl = refresh
    /// ```
    ///
    /// It never touches the scroll view's insets beyond what `UIRefreshControl` itself does, so it
    /// works beside a ``ShyNavigationBar``, ``FollowingView``s and headers on one scroll view.
    @MainActor
    open class RefreshControl: UIRefreshControl {
      // MARK: Public

      /// Holds the value-changed action while the finger is down.
      override open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard isValueChanged(action: action, target: target), !gate.requestAction() else {
          super.sendAction(action, to: target, for: event)
          return
        }
        pendingTargets.append((action, target))
      }

      /// Holds a `UIAction` handler while the finger is down. A refresh control sends actions for
      /// `.valueChanged` only, so every `UIAction` it sends is the refresh action.
      override open func sendAction(_ action: UIAction) {
        if gate.requestAction() { super.sendAction(action) } else { pendingActions.append(action) }
      }

      /// Ends refreshing now, or once the finger lifts.
      override open func endRefreshing() {
        if gate.requestEnd() { super.endRefreshing() }
      }

      override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        pan?.removeTarget(self, action: #selector(panDidChange))
        pan = (superview as? UIScrollView)?.panGestureRecognizer
        pan?.addTarget(self, action: #selector(panDidChange))
      }

      // MARK: Private

      private var gate = RefreshGate()
      private weak var pan: UIPanGestureRecognizer?
      private var pendingTargets: [(action: Selector, target: Any?)] = []
      private var pendingActions: [UIAction] = []

      /// Whether a target-action pair is registered for `.valueChanged` (other events pass
      /// through). A `nil` target (the responder chain) counts too.
      private func isValueChanged(action: Selector, target: Any?) -> Bool {
        let names = actions(forTarget: target, forControlEvent: .valueChanged) ?? []
        return names.contains { Selector($0) == action }
      }

      /// The pan's action: the finger counts as down from the moment the scroll view's pan begins
      /// (a pull cannot cross the threshold without it) until it ends.
      @objc private func panDidChange() {
        switch pan?.state {
        case .began, .changed: gate.fingerDidTouch()
        case .ended, .cancelled, .failed: release()
        default: break
        }
      }

      /// Sends what the gate held, in order, then ends refreshing if that waited too.
      private func release() {
        let due = gate.fingerDidLift()
        if due.sendsAction {
          for pending in pendingTargets {
            super.sendAction(pending.action, to: pending.target, for: nil)
          }
          for action in pendingActions { super.sendAction(action) }
        }
        pendingTargets = []
        pendingActions = []
        if due.endsRefreshing { super.endRefreshing() }
      }
    }
  #endif
#endif
