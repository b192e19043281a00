extension ChromeRuntime {
  // MARK: Package

  /// The screen the chrome follows now, or `nil` before the first.
  package var currentScreen: UInt? { screens.current?.id }

  /// A navigation stack laid out its top screen (the bar's `layoutSubviews`, which UIKit runs
  /// whenever the bar's items change): the runtime follows it, switching screens as the rules
  /// below say. Call it on every layout pass; a pass that shows nothing new changes nothing.
  ///
  /// - **No transition** (`transition == nil`: a push or pop without animation,
  ///   `setViewControllers(_:animated: false)`, the first screen): the switch happens at once
  ///   (``showScreen(_:keeping:)``).
  /// - **A transition runs** (the navigation controller's transition coordinator: an animated
  ///   push or pop, an interactive pop): the runtime asks the coordinator to run the switch
  ///   alongside the transition (``beginScreenTransition(to:keeping:)``), so the chrome moves with
  ///   it — with the finger, in an interactive pop — and to tell it when the transition ends
  ///   (``endScreenTransition(cancelled:)``): a cancelled pop shows the source again exactly as it
  ///   was. One transition is registered once, whatever the number of layout passes during it. A
  ///   coordinator that cannot run the switch alongside (it returns `false`) gets it at once.
  ///
  /// - Parameters:
  ///   - screen: The screen shown now (``screenShown(top:stack:destination:)``).
  ///   - stack: The screens that can come back (the stack's view controllers).
  ///   - transition: The running transition, or `nil`.
  package func showTopScreen(
    _ screen: ChromeScreen, keeping stack: [UInt], during transition: ScreenTransition?
  ) {
    perform { [self] in
      guard let transition, screens.current?.id != screen.id else {
        switchScreen(to: screen, keeping: stack)
        if screens.transition?.source.id == screen.id { screens.transition = nil }
        return
      }
      guard screens.registeredTransition != transition.id else {
        screens.stack = stack
        return
      }
      screens.registeredTransition = transition.id
      let queued = transition.animateAlongside(
        { self.beginScreenTransition(to: screen, keeping: stack) },
        { cancelled in self.endScreenTransition(cancelled: cancelled) })
      if !queued {
        screens.registeredTransition = nil
        switchScreen(to: screen, keeping: stack)
      }
    }
  }

  /// A navigation stack shows another screen at once (a push or pop without animation,
  /// `setViewControllers(_:animated: false)`, the first screen), or the screen shown is the same
  /// with a new scroll view.
  ///
  /// The screen that goes gets back every point of safe area the chrome took from it, and its
  /// chrome's state is kept while it stays in `stack`; the screen that comes gets its own state
  /// back, or starts expanded if it is new. The chrome then follows the new screen's scroll view.
  ///
  /// - Parameters:
  ///   - screen: The screen that shows.
  ///   - stack: The screens that can come back; every other screen's state is forgotten.
  package func showScreen(_ screen: ChromeScreen, keeping stack: [UInt]) {
    perform { [self] in
      switchScreen(to: screen, keeping: stack)
      // The source of a transition shown again: the transition was cancelled.
      if screens.transition?.source.id == screen.id { screens.transition = nil }
    }
  }

  /// A transition to another screen starts (an animated push or pop, an interactive pop): the
  /// chrome switches to the destination at once, and the adapter animates that change with the
  /// transition, so the chrome follows it. The source's state is kept until the transition ends,
  /// whatever the stack says meanwhile.
  ///
  /// - Parameters:
  ///   - screen: The destination.
  ///   - stack: The screens that can come back.
  package func beginScreenTransition(to screen: ChromeScreen, keeping stack: [UInt]) {
    perform { [self] in
      if screens.transition == nil, let source = screens.current, source.id != screen.id {
        screens.transition = (source, stack)
      }
      switchScreen(to: screen, keeping: stack)
    }
  }

  /// The transition ends (its coordinator's completion). Cancelled, the source shows again with
  /// exactly the state it had; completed, the destination is the top of the stack: every screen
  /// above it in the last stack the runtime was handed, and every screen not in it, is
  /// forgotten — a popped source, even while `viewControllers` still held it during the gesture.
  ///
  /// - Parameter cancelled: Whether the transition was cancelled (`isCancelled`).
  package func endScreenTransition(cancelled: Bool) {
    perform { [self] in
      screens.registeredTransition = nil
      guard let transition = screens.transition else { return }
      screens.transition = nil
      if cancelled {
        switchScreen(to: transition.source, keeping: transition.stack + [transition.source.id])
      } else {
        var kept = screens.stack
        if let top = kept.firstIndex(where: { $0 == screens.current?.id }) {
          kept.removeSubrange((top + 1)...)
        }
        screens.memories.forget(keeping: kept)
      }
    }
  }

  /// The screen a navigation bar hands the runtime on a layout pass: while a transition runs,
  /// its destination (the coordinator's `viewController(forKey: .to)`) if it is on the stack —
  /// `topViewController` may still read the source during an interactive pop — else the top
  /// view controller (a modal's coordinator names screens outside the stack).
  ///
  /// - Parameters:
  ///   - top: The stack's top view controller.
  ///   - stack: The stack's view controllers.
  ///   - destination: The running transition's destination, if a transition runs.
  /// - Returns: The screen to hand ``showTopScreen(_:keeping:during:)``.
  package static func screenShown<Screen: AnyObject>(
    top: Screen, stack: [Screen], destination: Screen?
  ) -> Screen {
    guard let destination, stack.contains(where: { $0 === destination }) else { return top }
    return destination
  }

  // MARK: Internal

  /// Gives the top safe area of the current screen the reduction its chrome calls for, and calls
  /// out the writes: the points taken from (or given back to) each screen.
  ///
  /// While the app's offset change or a scroll-to-top animates, the reduction never shrinks:
  /// UIKit aims the animation at the top as it was when it started, and giving the safe area back
  /// on the way would move the top away from the content as it arrives. It shrinks once the
  /// content rests.
  func deliverSafeArea() {
    if let current = screens.current {
      let offset = tracker.metrics.offsetFromTop
      var target = 0.0
      for piece in running { target += piece.topSafeAreaReduction(offsetFromTop: offset) }
      if isFollowing && host.phase == .animating { target = max(target, screens.reduction) }
      if target != screens.reduction {
        screens.writes.append((current.addToTopSafeArea, screens.reduction - target))
        screens.reduction = target
        host.setOwnInsets(top: -target, bottom: 0)
      }
    }
    while !screens.writes.isEmpty && !isStopped {
      let write = screens.writes.removeFirst()
      write.add(write.points)
    }
  }

  // MARK: Private

  /// Switches the chrome to `screen`: the safe area back to the screen that goes, its state kept,
  /// the new screen's scroll view followed and its state restored.
  private func switchScreen(to screen: ChromeScreen, keeping stack: [UInt]) {
    screens.stack = stack
    var kept = stack
    if let source = screens.transition?.source { kept.append(source.id) }
    if let current = screens.current, current.id == screen.id {
      // Screens may have left the stack without a switch (removed from beneath the top).
      screens.memories.forget(keeping: kept)
      screens.current = screen
      if screen.scrollView?.id != scrollView?.id {
        startFollowing(screen.scrollView, ownInsetTop: -screens.reduction)
      } else {
        // The same screen laid out again: its scroll view may have changed meanwhile.
        sampleScrollView(at: now())
      }
      return
    }
    if let current = screens.current, screens.reduction != 0 {
      screens.writes.append((current.addToTopSafeArea, screens.reduction))
      screens.reduction = 0
    }
    var leaving: [String: CollapseMemory] = [:]
    for piece in running { leaving[piece.name] = piece.memory }
    let restored = screens.memories.switchScreen(to: screen.id, leaving: leaving, keeping: kept)
    screens.current = screen
    startFollowing(screen.scrollView, ownInsetTop: 0)
    let time = now()
    for piece in running where piece.takesCommands {
      piece.restore(restored?[piece.name] ?? CollapseMemory(fraction: 0), at: time)
      piece.updateEnabling(accessibility, isPaused: isPaused, at: time)
      expandUnderVoiceOver(piece)
    }
  }
}
