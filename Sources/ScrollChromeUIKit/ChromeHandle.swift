#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore

  /// One piece of chrome a ``ScrollChromeDriver`` runs: its current outputs, and the commands
  /// that move it with UIKit-style completions.
  ///
  /// You get a handle from ``ScrollChromeDriver/add(_:apply:)``. After every event, frame and
  /// command that changes the chrome the driver calls your apply closure with ``chrome``, then
  /// the completions of the commands that ended — each exactly once. When the chrome goes away
  /// (``ScrollChromeDriver/remove(_:)-(ChromeHandle<Chrome>)``, or the driver is freed), the
  /// completions still owed run with `false`; a command given after that completes with `false`
  /// at once.
  @MainActor
  public final class ChromeHandle<Chrome: CollapsingChrome> {
    // MARK: Public

    /// The chrome as of the last event, frame or command: read its outputs here or in `apply`.
    public var chrome: Chrome { piece.chrome }

    /// Shows the chrome fully.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - duration: How long the animation takes, in seconds, on an ease-in-out curve; `nil`
    ///     (the default) for the preset's own animation.
    ///   - completion: Called exactly once, when the command ends: `true` if it finished,
    ///     `false` if a drag, another command or disabling interrupted it.
    public func expand(
      animated: Bool = true, duration: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) {
      run(.expand(animated: animated, duration: duration), completion)
    }

    /// Hides the chrome fully.
    ///
    /// A collapse the engine's rules forbid (content that fits, a bar still near the top) is
    /// refused: it completes at once with `false` and the chrome stays where it is.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - duration: How long the animation takes, in seconds, on an ease-in-out curve; `nil`
    ///     (the default) for the preset's own animation.
    ///   - completion: Called exactly once, when the command ends.
    public func collapse(
      animated: Bool = true, duration: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) {
      run(.collapse(animated: animated, duration: duration), completion)
    }

    /// Moves the chrome to a fraction, `0` shown to `1` hidden, within the engine's limits.
    ///
    /// - Parameters:
    ///   - fraction: The fraction to move to.
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once either way.
    ///   - duration: How long the animation takes, in seconds, on an ease-in-out curve; `nil`
    ///     (the default) for the preset's own animation.
    ///   - completion: Called exactly once, when the command ends.
    public func setFraction(
      _ fraction: Double, animated: Bool = true, duration: Double? = nil,
      completion: ((Bool) -> Void)? = nil
    ) {
      run(.setFraction(fraction, animated: animated, duration: duration), completion)
    }

    /// Whether scrolling moves the chrome. Disabled chrome stays where it is; a running command
    /// ends with `false`. While VoiceOver runs or the driver ``ScrollChromeDriver/isPaused``, the
    /// chrome stays still whatever this says, and follows it again afterwards.
    public var isEnabled: Bool {
      get { piece.requestedEnabled }
      set { driver?.runtime.setEnabled(newValue, for: piece) }
    }

    /// What to remember of this screen before another replaces it: pass it to ``restore(_:)``
    /// when the screen returns.
    public var memory: CollapseMemory { piece.memory ?? CollapseMemory(fraction: 0) }

    /// Restores what ``memory`` returned, at once and within the engine's rules.
    ///
    /// - Parameter memory: The screen's memory; `CollapseMemory(fraction: 0)` for a new screen.
    public func restore(_ memory: CollapseMemory) { driver?.runtime.restore(memory, on: piece) }

    // MARK: Internal

    /// The runtime's piece.
    let piece: CollapsingPiece<Chrome>
    /// The driver that runs it; `nil` once freed.
    weak var driver: ScrollChromeDriver?

    init(_ piece: CollapsingPiece<Chrome>, driver: ScrollChromeDriver) {
      self.piece = piece
      self.driver = driver
    }

    // MARK: Private

    private func run(_ command: ChromeCommand, _ completion: ((Bool) -> Void)?) {
      guard let runtime = driver?.runtime else {
        completion?(false)
        return
      }
      runtime.run(command, on: piece, completion: completion)
    }
  }
#endif
