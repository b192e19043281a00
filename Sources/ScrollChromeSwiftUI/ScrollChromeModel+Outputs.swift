#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ScrollChromeModel {
    // MARK: Internal

    /// Publishes the outputs that changed, then calls the completions the engine reported.
    ///
    /// - Note: Cost per event: six comparisons, plus O(1) per reported completion.
    func settle() {
      let behavior = chrome.behavior
      publish(behavior.fraction, to: \.fraction)
      publish(behavior.collapsed, to: \.collapsed)
      publish(behavior.stretch, to: \.stretch)
      publish(behavior.state, to: \.state)
      publish(behavior.isEnabled, to: \.isEnabled)
      publish(chrome.isAnimating, to: \.isAnimating)
      // A preset's own animation (HeaderTransition's title fade) changes `chrome` while the
      // outputs above stay put: views reading `chrome` re-render on every frame of it.
      if chrome.isAnimating { objectWillChange.send() }
      for due in controller.takeCompletions() { due.completion(due.finished) }
    }

    // MARK: Private

    /// Assigns a published output only when it changed, so SwiftUI re-renders only then.
    private func publish<Value: Equatable>(
      _ value: Value, to output: ReferenceWritableKeyPath<ScrollChromeModel, Value>
    ) {
      if self[keyPath: output] != value { self[keyPath: output] = value }
    }
  }
#endif
