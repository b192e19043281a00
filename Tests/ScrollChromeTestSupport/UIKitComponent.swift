import ScrollChromeCore

/// The UIKit components whose pieces a ``UIKitHarness`` runs, for replaying one flow over each.
package enum UIKitComponent: String, CaseIterable, Sendable, CustomStringConvertible {
  /// `ShyNavigationBar`: collapses with the content over `R = 44`, snaps to the nearer end, and
  /// takes its hidden part out of the screen's top safe area (a write that notifies inside the
  /// apply).
  case shyBar
  /// `FollowingView` at the top: follows scrolling over `R = 64`, snaps to the nearer end.
  case topFollower
  /// `FollowingTabBar`: follows scrolling at the bottom edge over its height, `R = 49`, snaps to
  /// the nearer end.
  case bottomBar
  /// `HeaderTransitionHandler`: collapses with the content over `R = 200`, never snaps.
  case header
  /// `DraggableSwitchHeaderView`: a pull header with thresholds 20 and 70.
  case pull

  /// Every collapsing component (all but the pull header).
  package static let collapsing: [UIKitComponent] = [.shyBar, .topFollower, .bottomBar, .header]
  /// The components whose chrome follows scrolling (quick return).
  package static let followers: [UIKitComponent] = [.topFollower, .bottomBar]

  /// The travel `R`; `nil` for the pull header.
  package var range: Double? {
    switch self {
    case .shyBar: 44
    case .topFollower: 64
    case .bottomBar: 49
    case .header: 200
    case .pull: nil
    }
  }

  /// Whether the chrome settles at an end when a scroll settles (snapping on).
  package var snaps: Bool { self == .shyBar || self == .topFollower || self == .bottomBar }
  /// Whether the chrome follows scrolling in both directions (any upward scroll reveals).
  package var follows: Bool { self == .topFollower || self == .bottomBar }
  /// Whether the chrome collapses with the content (it re-expands only near the top).
  package var collapsesWithContent: Bool { self == .shyBar || self == .header }

  package var description: String { rawValue }
}

/// A component's piece running in a ``UIKitHarness``, read the same way whatever its kind.
package struct InstalledComponent {
  /// The component.
  package let kind: UIKitComponent
  /// Its piece in the runtime.
  package let piece: RuntimePiece
  /// The collapsing chrome's behaviour now; `nil` for the pull header.
  package let behavior: () -> CollapseBehavior?
  /// The pull header's state now; `nil` for collapsing chrome.
  package let pullState: () -> PullState?
  /// Reads every output the piece offers its views — fraction, stretch, the chrome at a frame's
  /// time, the accessibility and system-bar flags, its memory; a pull's state, pull and
  /// progress — as an app's handler may at any time.
  package let readOutputs: (_ frameTime: Double) -> [Double]

  /// The name its apply closure records under (``UIKitHarness/applied(_:)``).
  package var name: String { piece.name }
  /// The fraction the chrome shows (0 expanded, 1 collapsed); `nil` for the pull header.
  package var fraction: Double? { behavior()?.fraction }
  /// How many points of the chrome are hidden; `nil` for the pull header.
  package var collapsed: Double? { behavior()?.collapsed }
  /// Whether an animation of the chrome runs.
  package var isAnimating: Bool { behavior()?.isAnimating ?? false }
  /// Whether the chrome rests at an end of its travel (0 or 1); true for the pull header.
  package var isAtAnEnd: Bool {
    guard let fraction else { return true }
    return fraction == 0 || fraction == 1
  }
}

extension UIKitHarness {
  // MARK: Package

  /// A phone's screen with a bar: viewport 800, content 4000, adjusted insets 100 at the top
  /// (status bar and bar) and 83 at the bottom (tab bar and home indicator). `minY = −100`,
  /// `maxY = 4000 + 83 − 800 = 3283`.
  package static let phone = ScrollMetrics(
    viewport: 800, content: 4_000, insetTop: 100, insetBottom: 83)

  /// Adds the piece of `kind` as its UIKit component does.
  ///
  /// - Parameters:
  ///   - kind: The component.
  ///   - name: Its piece's name; the kind's name by default.
  /// - Returns: The running piece.
  @discardableResult
  package func add(_ kind: UIKitComponent, named name: String? = nil) -> InstalledComponent {
    let name = name ?? kind.rawValue
    switch kind {
    case .shyBar: return Self.installed(kind, addShyBar(named: name))
    case .topFollower: return Self.installed(kind, addFollower(named: name))
    case .bottomBar:
      return Self.installed(kind, addFollower(FollowView(maxFollowPoint: 49), named: name))
    case .header: return Self.installed(kind, addHeader(named: name))
    case .pull:
      let piece = addPull(named: name)
      return InstalledComponent(
        kind: kind, piece: piece, behavior: { nil }, pullState: { piece.chrome.behavior.state },
        readOutputs: { _ in
          let behavior = piece.chrome.behavior
          return [
            Double(PullState.allCases.firstIndex(of: behavior.state) ?? -1), behavior.pull,
            behavior.progress, piece.chrome.arrowRotation, behavior.isEnabled ? 1 : 0,
          ]
        })
    }
  }

  /// Collapsing chrome's piece, read through its behaviour.
  private static func installed<Chrome: CollapsingChrome>(
    _ kind: UIKitComponent, _ piece: CollapsingPiece<Chrome>
  ) -> InstalledComponent {
    InstalledComponent(
      kind: kind, piece: piece, behavior: { piece.chrome.behavior }, pullState: { nil },
      readOutputs: { time in
        let behavior = piece.chrome.behavior
        return [
          behavior.fraction, behavior.collapsed, behavior.stretch,
          piece.chrome(at: time).behavior.fraction, piece.isHiddenFromAccessibility ? 1 : 0,
          piece.isSystemBarHidden ? 1 : 0, piece.memory?.fraction ?? -1,
        ]
      })
  }

  /// The points the runtime takes from the top safe area now (zero or positive).
  package var topSafeAreaReduction: Double { -scrollView.chromeTopInset }

  /// The offset from the top of the fully shown chrome, `u`, as the engine measures it: the
  /// chrome's own safe-area writes left out.
  package var offsetFromTop: Double {
    scrollView.offset + scrollView.simulator.metrics.insetTop + topSafeAreaReduction
  }

  /// Whether nothing moves and nothing waits: the scroll view rests, the runtime needs no frames
  /// and the display link is off.
  package var rests: Bool {
    scrollView.simulator.activity == .idle && runtime?.needsFrames != true
      && !scrollView.displayLinkRuns
  }
}
