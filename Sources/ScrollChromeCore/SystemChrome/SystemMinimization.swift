/// How the system's own bar minimization stands in for a piece of chrome, on the versions of
/// iOS that minimize bars themselves: tab bars from iOS 26 (`tabBarMinimizeBehavior`),
/// navigation bars from iOS 27 (`navigationBarMinimization`, SwiftUI's
/// `toolbarMinimizationBehavior(_:for:)` and `toolbarMinimizationRestoration(_:for:)`).
///
/// A preset maps onto the system's behaviour by its mode: chrome that follows scrolling
/// minimizes as the content scrolls down and restores as soon as the scrolling reverses, as the
/// system's default restoration does; chrome that collapses with the content (a shy bar)
/// minimizes as the content scrolls down and restores only at the top, the system's
/// `atScrollEdge`; pinned or disabled chrome never minimizes. What the system does not do —
/// partial states, delays, stops, speed, memory across screens — the adapters leave to the
/// engine, which keeps running every piece of chrome the system does not draw.
package struct SystemMinimization: Equatable, Sendable {
  // MARK: Package

  /// When the bar minimizes.
  package enum Behavior: String, Equatable, Sendable, CaseIterable {
    /// Never: the bar stays as it is.
    case never
    /// When the content scrolls down, toward its end.
    case onScrollDown
  }

  /// When a minimized bar comes back.
  package enum Restoration: String, Equatable, Sendable, CaseIterable {
    /// As soon as the scrolling reverses, anywhere in the content (the system's `automatic`).
    case onReversal
    /// Only when the content returns to its top edge (the system's `atScrollEdge`).
    case atScrollEdge
  }

  /// When the bar minimizes.
  package var behavior: Behavior
  /// When a minimized bar comes back.
  package var restoration: Restoration

  /// Creates a minimization.
  ///
  /// - Parameters:
  ///   - behavior: When the bar minimizes.
  ///   - restoration: When a minimized bar comes back.
  package init(behavior: Behavior, restoration: Restoration) {
    self.behavior = behavior
    self.restoration = restoration
  }

  /// Never minimizing: what the system is told for a bar that ScrollChrome moves itself, so that
  /// the two never move one bar.
  package static let never = SystemMinimization(behavior: .never, restoration: .onReversal)

  /// What to tell the system: this minimization while the system moves the bar, ``never`` while
  /// ScrollChrome moves it.
  ///
  /// - Parameter handedToSystem: Whether the system moves the bar.
  package func ifHandedToSystem(_ handedToSystem: Bool) -> SystemMinimization {
    handedToSystem ? self : .never
  }

  /// The system's minimization that stands for chrome running `configuration`, enabled or not.
  ///
  /// - Parameters:
  ///   - configuration: The configuration the chrome runs (a preset's `configuration`).
  ///   - isEnabled: Whether scrolling moves the chrome.
  package init(_ configuration: CollapseConfiguration, isEnabled: Bool = true) {
    guard isEnabled else {
      self = .never
      return
    }
    switch configuration.mode {
    case .followsScroll: self.init(behavior: .onScrollDown, restoration: .onReversal)
    case .collapsesWithContent: self.init(behavior: .onScrollDown, restoration: .atScrollEdge)
    case .pinned: self = .never
    }
  }
}

extension ShyBar {
  /// The system's navigation bar minimization that stands for this bar on iOS 27 and later:
  /// minimize on scrolling down, restore at the top edge; never if the bar is disabled.
  package var systemMinimization: SystemMinimization {
    SystemMinimization(configuration, isEnabled: isEnabled)
  }
}

extension FollowView {
  /// The system's minimization that stands for this view on the versions that minimize bars:
  /// minimize on scrolling down, restore as soon as the scrolling reverses.
  package var systemMinimization: SystemMinimization { SystemMinimization(configuration) }
}
