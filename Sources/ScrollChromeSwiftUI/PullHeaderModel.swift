#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  /// An observable model of a pull-to-trigger header: a ``DraggableSwitch``'s chrome and its
  /// outputs.
  ///
  /// The model decides nothing. It owns a ``ScrollTracker`` and the header's chrome, hands each
  /// event to the tracker and, if accepted, to the chrome, publishes ``state``, ``progress`` and
  /// ``text`` — each only when it changed — and then calls ``onTrigger`` when the engine reported
  /// ``PullEvent/triggered(_:)``. The arrow's rotation is read from ``chrome``
  /// (``DraggableSwitch/Chrome/arrowRotation``); it changes only with ``progress``, so views that
  /// read it update too. A pull needs no frames.
  ///
  /// Wire a scroll view with `pullHeader(_:)` (iOS 18), or feed events yourself through
  /// ``handle(_:at:)``.
  ///
  /// ```swift
  /// @StateObject private var pull = PullHeaderModel(DraggableSwitch())
  ///
  /// ScrollView { rows }
  ///   .pullHeader(pull)
  ///   .onAppear { pull.onTrigger = { _ in returnToMenu() } }
  /// ```
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public final class PullHeaderModel: ObservableObject {
    // MARK: Public

    /// Where the pull is: below, past the shallow or past the deep threshold.
    @Published public private(set) var state: PullState
    /// The pull as a fraction of the deep threshold, `0…1`.
    @Published public private(set) var progress: Double
    /// The header's text for the current state.
    @Published public private(set) var text: String

    /// The header as of the last event, for ``DraggableSwitch/Chrome/arrowRotation``.
    public private(set) var chrome: DraggableSwitch.Chrome
    /// The tracker the behaviour reads.
    public private(set) var tracker = ScrollTracker()

    /// Called when the finger lifts past a threshold, with the state whose action should run
    /// (``PullState/shallow`` or ``PullState/deep``); at most once per drag, after the outputs
    /// are published.
    public var onTrigger: ((PullState) -> Void)?

    /// Called with each event the tracker refuses, for logging. The event reaches no behaviour.
    public var onRejectedEvent: ((ScrollEvent, ScrollDiagnostic) -> Void)?

    /// Creates the model.
    ///
    /// - Parameters:
    ///   - preset: The header, with its thresholds and texts. An invalid one runs as its nearest
    ///     valid one.
    ///   - onInvalidPreset: Called once if `preset` has a value out of range; by default it prints
    ///     the error in debug builds.
    public init(
      _ preset: DraggableSwitch,
      onInvalidPreset: (ConfigurationError) -> Void = { error in
        #if DEBUG
          print(error.invalidPresetMessage)
        #endif
      }
    ) {
      let (valid, issue) = preset.resolved()
      if let issue { onInvalidPreset(issue) }
      chrome = valid.makeChrome(tracker: tracker)
      state = chrome.behavior.state
      progress = chrome.behavior.progress
      text = chrome.text
    }

    /// Hands one event to the tracker and, if it accepts it, to the behaviour.
    ///
    /// - Parameters:
    ///   - event: What the scroll view did.
    ///   - time: When, in seconds on the `CACurrentMediaTime()` clock.
    /// - Note: Cost per event: O(1); publishes only the outputs that changed.
    public func handle(_ event: ScrollEvent, at time: Double) {
      do {
        try tracker.handle(event, at: time)
      } catch {
        onRejectedEvent?(event, error)
        return
      }
      var trigger: PullState?
      chrome.handle(event, tracker: tracker) { report in
        if case .triggered(let state) = report { trigger = state }
      }
      publish(chrome.behavior.state, to: \.state)
      publish(chrome.behavior.progress, to: \.progress)
      publish(chrome.text, to: \.text)
      if let trigger { onTrigger?(trigger) }
    }

    // MARK: Private

    /// Assigns a published output only when it changed, so SwiftUI re-renders only then.
    private func publish<Value: Equatable>(
      _ value: Value, to output: ReferenceWritableKeyPath<PullHeaderModel, Value>
    ) {
      if self[keyPath: output] != value { self[keyPath: output] = value }
    }
  }
#endif
