#if canImport(SwiftUI)
  import ScrollChromeCore

  /// What a ``ScrollChromeState`` needs of a piece of its chrome, whatever its type: the SwiftUI
  /// twin of the UIKit driver's chrome handles.
  protocol StateChrome: AnyObject {
    /// The chrome's name on its scroll view, unique per kind: `shyTopBar`, `followingBar.top`…
    var name: String { get }
    /// Whether the chrome needs frames.
    var isAnimating: Bool { get }
    /// Whether the app wants scrolling to move the chrome.
    var requestedEnabled: Bool { get }
    /// What to remember when the scroll view goes away; `nil` for chrome that keeps nothing.
    var memory: CollapseMemory? { get }
    /// Sets the behaviour's Reduce Motion flag.
    func configure(reduceMotion: Bool)
    /// Enables or disables the behaviour as the state's rules decide.
    func setEffectiveEnabled(_ enabled: Bool, at time: Double)
    /// Hands an event the tracker accepted to the behaviour.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker)
    /// Expands or collapses the chrome (a command of the app's, or VoiceOver starting).
    func move(expanding: Bool, animated: Bool, at time: Double)
    /// Restores what ``memory`` returned, at once.
    func restore(_ memory: CollapseMemory, at time: Double)
  }
#endif
