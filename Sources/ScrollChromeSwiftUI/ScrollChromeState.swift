#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore
  import SwiftUI

  /// The scroll-linked chrome of one scroll view: one tracker that every piece of its chrome —
  /// a shy bar, a following bar, a collapsing header, a pull header, the system bars — shares.
  ///
  /// Keep one in `@State` per scroll view and pass it to the chrome modifiers; each modifier adds
  /// its chrome the first time it draws, and observes the scroll view for it. A piece of chrome
  /// runs while one of its views is on screen: when its modifier goes away,
  /// its screen is pushed away or its row is unloaded, it takes no events and its commands end
  /// unfinished, and it resumes where it was when it comes back. A modifier handed a different
  /// preset runs the new one from the chrome's fraction at the time. The state decides
  /// nothing: it hands what SwiftUI reports to the core's runtime, which runs the chrome, and each
  /// modifier draws its chrome from the result. Views that draw chrome observe only their own
  /// piece, so a frame re-renders the chrome, not the list.
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
  /// ``setEnabled(_:for:)``, naming it by its ``ChromeID``. Hand a modifier an `id` to put two
  /// pieces of one kind on the scroll view — two bars at one edge, two headers — and name each by
  /// its id (``ChromeID/followingBar(_:id:)`` …).
  ///
  /// While VoiceOver runs, the chrome expands and stays expanded; with Reduce Motion, snaps and
  /// commands complete at once. Both come from the environment. Chrome that hides completely is
  /// hidden from assistive technologies, and while some bar is collapsed a button named
  /// ``expandActionName`` expands it all.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  @Observable
  public final class ScrollChromeState {
    // MARK: Public

    /// The key under which this scroll view's chrome is remembered, or `nil` to remember nothing.
    @ObservationIgnored public var id: (any Hashable & Sendable)?

    /// Whether the chrome is paused: scrolling moves no chrome and pull headers read no pulls.
    /// Commands still work; a running command ends when pausing.
    public var isPaused = false {
      didSet { runtime.setPaused(isPaused) }
    }

    /// Called with each event the runtime refuses, for logging. The event reaches no chrome.
    @ObservationIgnored public var onRejectedEvent: ((ScrollEvent, ScrollDiagnostic) -> Void)?

    /// The name of the button that expands all chrome while some bar that scrolling moves is
    /// collapsed (not a header, which scrolls back with the content), or `nil` for no button. Localize it.
    ///
    /// The button sits behind the scroll view at its top edge: nobody sees it and touches reach
    /// the scroll view, while Switch Control scans it, Voice Control shows and speaks its name, and
    /// Full Keyboard Access focuses it. It calls ``expand(animated:completion:)``.
    public var expandActionName: String? = "Show Bars"

    /// Called once for each preset a modifier is handed with a value out of range (when it adds
    /// its chrome, and when the preset changes); the chrome then runs the nearest valid preset. By
    /// default it prints the error in debug builds.
    @ObservationIgnored public var onInvalidPreset: (ConfigurationError) -> Void = { error in
      #if DEBUG
        print(error.invalidPresetMessage)
      #endif
    }

    /// Creates the state of one scroll view.
    ///
    /// - Parameter id: The key to remember its chrome by across navigation (the scroll view's
    ///   content identity: an article's identifier, a tab's name), or `nil`.
    public init(id: (any Hashable & Sendable)? = nil) {
      self.id = id
      runtime.onRejectedEvent = { [weak self] in self?.onRejectedEvent?($0, $1) }
      // A preset may be added while a body is built: its error is reported after the update.
      runtime.onInvalidPreset = { [weak self] issue in
        Task { @MainActor [weak self] in self?.onInvalidPreset(issue) }
      }
      runtime.onExpandActionChange = { [weak self] in self?.offersExpandAction = $0 }
    }

    /// Hands one event of your own to the chrome, as if the scroll view had reported it.
    ///
    /// - Parameter event: What the scroll view did.
    public func handle(_ event: ScrollEvent) { runtime.handle(event) }

    // MARK: Internal

    /// The chrome's runtime: every rule lives there.
    @ObservationIgnored let runtime = ChromeRuntime(clock: { ScrollChromeState.mediaTime() })
    /// The slots views observe, by the runtime's piece names.
    @ObservationIgnored var slots: [String: AnyObject] = [:]
    /// What readers outside the chrome observe, by the runtime's piece names.
    @ObservationIgnored var progresses: [String: ChromeProgress] = [:]
    /// The runtime's names of the pieces an app keys by ids of its own.
    @ObservationIgnored var pieceNames = PieceNames<ChromeID>()

    /// The progress of the collapsing chrome of that name, made the first time it is asked for.
    func progress(named name: String) -> ChromeProgress {
      if let progress = progresses[name] { return progress }
      let progress = ChromeProgress()
      progresses[name] = progress
      return progress
    }
    /// Whether some running chrome offers the expand action; the scroll view observes it.
    var offersExpandAction = false

    /// SwiftUI releases its state on the main thread; the commands still under way end with
    /// `false`.
    deinit {
      MainActor.assumeIsolated { runtime.stop() }
    }

    /// The time of a timeline frame, on the runtime's clock.
    ///
    /// - Parameter date: The timeline context's date.
    func frameTime(for date: Date) -> Double {
      runtime.frameTime(
        date: date.timeIntervalSinceReferenceDate,
        wallClockNow: Date().timeIntervalSinceReferenceDate,
        mediaClockNow: ScrollChromeState.mediaTime())
    }
  }
#endif
