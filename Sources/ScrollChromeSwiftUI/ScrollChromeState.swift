#if canImport(SwiftUI)
  import Observation
  import QuartzCore
  import ScrollChromeCore
  import SwiftUI

  /// The scroll-linked chrome of one scroll view: one tracker that every piece of its chrome —
  /// a shy bar, a following bar, a collapsing header, a pull header, the system bars — shares.
  ///
  /// Keep one in `@State` per scroll view and pass it to the chrome modifiers; each modifier adds
  /// its chrome the first time it draws, and observes the scroll view for it. A piece of chrome
  /// runs while one of its views is on screen (``ChromePresence``): when its modifier goes away,
  /// its screen is pushed away or its row is unloaded, it takes no events and its commands end
  /// unfinished, and it resumes where it was when it comes back. A modifier handed a different
  /// preset runs the new one from the chrome's fraction at the time. The state decides
  /// nothing: the core's ``ScrollPhaseHost`` turns what SwiftUI reports into events, the tracker
  /// and the behaviours decide, and each modifier draws its chrome from the result. Views that draw
  /// chrome observe only their own piece, so a frame re-renders the chrome, not the list.
  ///
  /// ```swift
  /// @State private var scroll = ScrollChromeState(id: "inbox")
  /// ```
  ///
  /// Give it an `id` to keep the chrome across navigation: when the scroll view disappears (a
  /// push, a pop, a tab switch) its chrome is written down under that key in the environment's
  /// ``ScrollChromeMemory``, and a state with the same key gets it back when its scroll view
  /// appears — a screen popped and pushed again returns as it was left, without the app saving
  /// anything. A key seen for the first time starts expanded.
  ///
  /// Command all chrome with ``expand(animated:completion:)`` and
  /// ``collapse(animated:completion:)``, or one piece with ``expand(_:animated:completion:)``,
  /// ``collapse(_:animated:completion:)``, ``setFraction(_:of:animated:completion:)`` and
  /// ``setEnabled(_:for:)``, naming it by its ``ChromeID``.
  ///
  /// While VoiceOver runs, the chrome expands and stays expanded; with Reduce Motion, snaps and
  /// commands complete at once. Both come from the environment. Chrome that hides completely is
  /// hidden from assistive technologies, and while some bar is collapsed the scroll view offers
  /// the action ``expandActionName``, which expands it all.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  @Observable
  public final class ScrollChromeState {
    // MARK: Public

    /// The key under which this scroll view's chrome is remembered, or `nil` to remember nothing.
    @ObservationIgnored public var id: (any Hashable & Sendable)?

    /// Whether the chrome is paused: scrolling moves no chrome and pull headers read no pulls.
    /// Commands still work; a running command ends when pausing.
    public var isPaused = false {
      didSet { roster.isPaused = isPaused }
    }

    /// The tracker all chrome of this scroll view shares.
    @ObservationIgnored public private(set) var tracker = ScrollTracker()

    /// Called with each event the tracker refuses, for logging. The event reaches no chrome.
    @ObservationIgnored public var onRejectedEvent: ((ScrollEvent, ScrollDiagnostic) -> Void)?

    /// The name of the accessibility action the scroll view offers while some bar that scrolling
    /// moves is collapsed (``ChromeAccessibility/offersExpandAction(fraction:isEnabled:isHeader:)``) —
    /// Switch Control and Voice Control users pick it to bring the chrome back — or `nil` for no
    /// action. Localize it.
    public var expandActionName: String? = "Show Bars"

    /// Called once for each preset a modifier is handed with a value out of range (when it adds
    /// its chrome, and when the preset changes); the chrome then runs the nearest valid preset. By default it prints the error in debug builds.
    @ObservationIgnored public var onInvalidPreset: (ConfigurationError) -> Void = { error in
      #if DEBUG
        print(error.invalidPresetMessage)
      #endif
    }

    /// Creates the state of one scroll view.
    ///
    /// - Parameter id: The key to remember its chrome by across navigation (the scroll view's
    ///   content identity: an article's identifier, a tab's name), or `nil`.
    public init(id: (any Hashable & Sendable)? = nil) { self.id = id }

    /// Hands one event to the tracker and, if it accepts it, to every running piece of chrome.
    ///
    /// The modifiers call this for you; call it for events of your own.
    /// - Parameters:
    ///   - event: What the scroll view did.
    ///   - time: When, on the state's clock (``now()``).
    /// - Note: Cost per event: O(1) per running piece of chrome; no allocation.
    public func handle(_ event: ScrollEvent, at time: Double) {
      guard tracker.accept(event, at: time, rejected: onRejectedEvent) else { return }
      roster.handle(event, tracker: tracker)
    }

    /// The present moment on the state's clock, from `CACurrentMediaTime()`; never earlier than
    /// the last event or frame.
    public func now() -> Double { clock.stamp(CACurrentMediaTime()) }

    // MARK: Internal

    /// Turns SwiftUI's reports into events.
    @ObservationIgnored var host = ScrollPhaseHost()
    /// The one clock of events, commands and frames.
    @ObservationIgnored var clock = HostClock()
    /// The chrome and its rules: which pieces run, memory, enabling, commands.
    @ObservationIgnored lazy var roster: ChromeRoster = {
      let roster = ChromeRoster { [weak self] in self?.now() ?? 0 }
      roster.onExpandActionChange = { [weak self] in self?.offersExpandAction = $0 }
      return roster
    }()
    /// The slots views observe, by the roster's names.
    @ObservationIgnored var slots: [String: AnyObject] = [:]
    /// Whether some running chrome offers the expand action; the scroll view observes it.
    var offersExpandAction = false

    /// The time of a timeline frame, on the clock events are stamped with.
    ///
    /// - Parameter date: The timeline context's date.
    func frameTime(for date: Date) -> Double {
      clock.frame(
        date: date.timeIntervalSinceReferenceDate,
        wallClockNow: Date().timeIntervalSinceReferenceDate, mediaClockNow: CACurrentMediaTime())
    }
  }
#endif
