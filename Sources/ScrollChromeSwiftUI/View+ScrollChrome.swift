#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Connects the first scroll view in this view to a ``ScrollChromeState``.
    ///
    /// The modifiers that sit on the scroll view (``shyTopBar(_:id:in:bar:)``,
    /// ``followingBar(_:edge:id:in:bar:)``,
    /// ``systemBarsHideOnScroll(_:in:navigationBar:tabBar:prefersSystemMinimization:)``) connect
    /// it themselves. Chrome that lives inside the scroll view's content — a
    /// ``collapsingHeader(_:id:in:)``, a ``pullHeader(_:id:in:height:onShallow:onDeep:header:)`` —
    /// needs this on the scroll view. Connecting one scroll view several times is harmless: each
    /// change reaches the engine once.
    ///
    /// - `onScrollGeometryChange(for:of:action:)` reports the offset, the container and content
    ///   heights and the content insets (safe area included) as one value; `CGFloat` becomes
    ///   `Double` here, at the edge.
    /// - `onScrollPhaseChange(_:)` reports SwiftUI's phase (`interacting` is a finger dragging,
    ///   `tracking` a finger resting on the content: down, so a fling it catches settles only when
    ///   it lifts), the phase's geometry — the first geometry arrives with it, before any movement
    ///   — and `velocity?.dy`, which counts only where it agrees with the content's own movement
    ///   (its units are not documented).
    /// - The environment's VoiceOver and Reduce Motion settings and ``ScrollChromeMemory`` reach
    ///   the state; it remembers its chrome when the scroll view disappears.
    /// - While some bar that scrolling moves is collapsed, a button named
    ///   ``ScrollChromeState/expandActionName`` ("Show Bars") expands all chrome — for Switch
    ///   Control, Voice Control and Full Keyboard Access users who cannot make the small scroll
    ///   that reveals it. Nobody sees it: it sits behind the scroll view
    ///   at its top edge, with a clear title, and touches reach the scroll view in front of it.
    ///   Assistive technologies reach a button of its own where they would not reach an action of
    ///   the scroll view, which is no element they can focus.
    ///
    /// ```swift
    /// ScrollView { header.collapsingHeader(transition, in: scroll); rows }
    ///   .scrollChrome(scroll)
    /// ```
    ///
    /// - Parameter state: The scroll view's state.
    /// - Returns: A view that feeds `state` while it is on screen.
    /// - Note: Cost per event: O(1), no allocation. SwiftUI evaluates the geometry transform on
    ///   every frame the content moves.
    public func scrollChrome(_ state: ScrollChromeState) -> some View {
      ScrollChromeInput(state: state, content: self)
    }
  }

  // MARK: Private

  /// The invisible part of ``View/scrollChrome(_:)``: reads SwiftUI's reports and the
  /// environment, and hands them to the state.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct ScrollChromeInput<Content: View>: View {
    let state: ScrollChromeState
    let content: Content
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scrollChromeMemory) private var memory
    @Environment(\.connectedScrollChromeStates) private var connected

    var body: some View {
      content
        .onScrollGeometryChange(for: ScrollMetrics.self, of: ScrollMetrics.init(scrollGeometry:)) {
          state.runtime.observe(geometry: $1)
        }
        .onScrollPhaseChange { _, phase, context in
          state.runtime.changePhase(
            to: ReportedScrollPhase(phase), velocity: context.velocity.map { Double($0.dy) },
            geometry: ScrollMetrics(scrollGeometry: context.geometry))
        }
        .onChange(of: settings, initial: true) { state.runtime.setAccessibility($1) }
        .onAppear { state.appear(remembering: memory) }
        .onDisappear { state.runtime.rememberRunning() }
        .background(alignment: .top) {
          if offersExpandAction, let name = state.expandActionName {
            ExpandActionButton(name: name) { state.expand() }
          }
        }
        .environment(\.connectedScrollChromeStates, connected.union([ObjectIdentifier(state)]))
    }

    /// Whether this connection offers the expand button: while the state says so, and only the
    /// outermost connection of the state, so that chained modifiers offer it once.
    private var offersExpandAction: Bool {
      state.offersExpandAction && !connected.contains(ObjectIdentifier(state))
    }

    /// The environment's settings, as the core's rules take them.
    private var settings: ChromeAccessibility {
      ChromeAccessibility(isVoiceOverRunning: voiceOver, isReduceMotionEnabled: reduceMotion)
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension EnvironmentValues {
    /// The states that scroll-chrome connections further out already connect.
    nonisolated fileprivate var connectedScrollChromeStates: Set<ObjectIdentifier> {
      get { self[ConnectedStatesKey.self] }
      set { self[ConnectedStatesKey.self] = newValue }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated private struct ConnectedStatesKey: EnvironmentKey {
    static let defaultValue: Set<ObjectIdentifier> = []
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollMetrics {
    /// The scroll view's vertical geometry and offset, in the engine's units.
    nonisolated fileprivate init(scrollGeometry geometry: ScrollGeometry) {
      self.init(
        offset: Double(geometry.contentOffset.y),
        viewport: Double(geometry.containerSize.height),
        content: Double(geometry.contentSize.height),
        insetTop: Double(geometry.contentInsets.top),
        insetBottom: Double(geometry.contentInsets.bottom))
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ReportedScrollPhase {
    /// SwiftUI's phase, case for case: `tracking` is a finger resting on the content,
    /// `interacting` a finger dragging it.
    nonisolated fileprivate init(_ phase: ScrollPhase) {
      switch phase {
      case .idle: self = .idle
      case .tracking: self = .touching
      case .interacting: self = .dragging
      case .decelerating: self = .decelerating
      case .animating: self = .animating
      }
    }
  }
#endif
