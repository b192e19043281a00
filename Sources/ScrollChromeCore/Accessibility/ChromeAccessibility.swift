/// How chrome behaves for people who use assistive technologies.
///
/// - **VoiceOver.** Moving chrome under a VoiceOver cursor loses the cursor's place, and swiping
///   through elements scrolls the content by whole pages. While VoiceOver runs, chrome expands and
///   stays expanded: scrolling no longer moves it. It follows scrolling again once VoiceOver stops,
///   unless the app disabled it meanwhile.
/// - **Reduce Motion.** Snaps and commands complete at once instead of animating.
/// - **Hidden chrome.** Chrome that is fully hidden is hidden from assistive technologies too, so
///   VoiceOver and Switch Control never focus a view nobody can see.
/// - **Getting it back.** While a bar that scrolling moves is collapsed at all, an action expands
///   all chrome, for people who cannot make the small scroll that reveals it. SwiftUI offers it as
///   a button of its own, which nobody sees, behind the scroll view at its top edge, for Switch
///   Control, Voice Control and Full Keyboard Access; UIKit still offers it as a custom action of
///   the scroll view, for Switch Control and Voice Control.
package struct ChromeAccessibility: Sendable, Equatable {
  // MARK: Package

  /// Whether VoiceOver runs (`UIAccessibility.isVoiceOverRunning`).
  package var isVoiceOverRunning: Bool
  /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`).
  package var isReduceMotionEnabled: Bool

  /// Creates the settings.
  ///
  /// - Parameters:
  ///   - isVoiceOverRunning: Whether VoiceOver runs.
  ///   - isReduceMotionEnabled: Whether Reduce Motion is on.
  package init(isVoiceOverRunning: Bool = false, isReduceMotionEnabled: Bool = false) {
    self.isVoiceOverRunning = isVoiceOverRunning
    self.isReduceMotionEnabled = isReduceMotionEnabled
  }

  /// Whether scrolling moves the chrome: what the app asked for, unless the host is paused or
  /// VoiceOver runs.
  ///
  /// - Parameters:
  ///   - requested: The app's `isEnabled` for this chrome.
  ///   - isPaused: Whether the app paused all chrome of the host.
  package func isEnabled(requested: Bool, isPaused: Bool = false) -> Bool {
    requested && !isPaused && !isVoiceOverRunning
  }

  /// Whether a pull header reads pulls: unless the host is paused. VoiceOver leaves pulls alone: a
  /// pull header hides nothing, and a VoiceOver user who drags (with the pass-through gesture)
  /// pulls as anyone does.
  ///
  /// - Parameter isPaused: Whether the app paused all chrome of the host.
  package func isPullEnabled(isPaused: Bool) -> Bool { !isPaused }

  /// Whether a change of settings must expand the chrome now: VoiceOver has just started.
  ///
  /// - Parameter previous: The settings before the change.
  package func expandsChrome(comingFrom previous: ChromeAccessibility) -> Bool {
    isVoiceOverRunning && !previous.isVoiceOverRunning
  }

  /// Whether the chrome's views are hidden from assistive technologies: fully collapsed chrome
  /// (`fraction == 1`) that disappears when collapsed (a following view, a toolbar).
  ///
  /// - Parameter fraction: The chrome's fraction, 0 shown to 1 hidden.
  package static func hidesFromAccessibility(fraction: Double) -> Bool { fraction >= 1 }

  /// Whether the action that expands the chrome is offered (SwiftUI's button, UIKit's custom
  /// action of the scroll view): the chrome is collapsed at all and scrolling moves it (disabled
  /// chrome stays where the app put it). A header in the content (``CollapsingChrome/isHeader``)
  /// offers none: scrolling to the top brings it back, and expanding it anywhere else would set it
  /// out of step with the content.
  ///
  /// - Parameters:
  ///   - fraction: The chrome's fraction, 0 shown to 1 hidden.
  ///   - isEnabled: Whether scrolling moves the chrome.
  ///   - isHeader: Whether the chrome is a header in the content.
  package static func offersExpandAction(
    fraction: Double, isEnabled: Bool, isHeader: Bool
  ) -> Bool {
    fraction > 0 && isEnabled && !isHeader
  }

  /// ``offersExpandAction(fraction:isEnabled:isHeader:)`` for running chrome: its behaviour's
  /// fraction and enabling, and whether it is a header.
  ///
  /// - Parameter chrome: The chrome.
  package static func offersExpandAction(for chrome: some CollapsingChrome) -> Bool {
    offersExpandAction(
      fraction: chrome.behavior.fraction, isEnabled: chrome.behavior.isEnabled,
      isHeader: chrome.isHeader)
  }
}
