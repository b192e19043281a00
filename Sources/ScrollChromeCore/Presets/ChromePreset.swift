/// Chrome as plain configuration: what an app writes to put a shy bar, a view that follows
/// scrolling, a collapsing header or a pull-to-trigger header on a scroll view.
///
/// A preset is a value, created without a tracker and without `try`: `ShyBar(fullHeight: 44)`.
/// It becomes running ``Chrome`` where it is attached to a scroll view — the UIKit driver, the
/// SwiftUI modifiers, `scrollchrome trace` or your own code — through ``makeChrome(tracker:)``.
///
/// Invalid values never crash and never go unnoticed. ``validate()`` names the first field out of
/// range and the values it allows; chrome that receives an invalid preset runs its nearest valid
/// configuration, ``clamped()``, and reports the error once (``resolved()`` gives both).
/// ``clamped()`` moves each field to the nearest value its range allows: below the minimum to the
/// minimum, above the maximum to the maximum, onto an open end to the nearest number inside
/// (`Double.nextUp`, `nextDown`), NaN to the lower end; stops that are not increasing inside the
/// range are dropped.
public protocol ChromePreset: Sendable {
  /// The running chrome this preset becomes on a scroll view.
  associatedtype Chrome: Sendable

  /// Checks every field against its allowed range.
  ///
  /// - Throws: The first field out of range, with the values it allows.
  func validate() throws(ConfigurationError)

  /// The nearest valid preset: `self` when ``validate()`` passes.
  func clamped() -> Self

  /// The running chrome for the scroll view a tracker follows. An invalid preset runs as
  /// ``clamped()``.
  ///
  /// - Parameter tracker: The scroll view's tracker, shared by all its chrome.
  func makeChrome(tracker: ScrollTracker) -> Chrome
}

extension ChromePreset {
  /// The preset that runs, and what was wrong with the one it was given: `self` and `nil` when
  /// it is valid, otherwise ``clamped()`` and the first field out of range.
  public func resolved() -> (preset: Self, issue: ConfigurationError?) {
    do {
      try validate()
      return (self, nil)
    } catch {
      return (clamped(), error)
    }
  }
}

/// A preset whose chrome collapses with scrolling: ``ShyBar``, ``FollowView``,
/// ``HeaderTransition``, or a bare ``CollapseConfiguration``.
public protocol CollapsingPreset: ChromePreset where Chrome: CollapsingChrome {}

/// A preset whose chrome reacts to a pull past the top: ``DraggableSwitch``, or a bare
/// ``PullConfiguration``.
public protocol PullingPreset: ChromePreset where Chrome: PullingChrome {}
