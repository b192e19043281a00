#if canImport(SwiftUI)
  import ScrollChromeCore

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Public

    /// Shows every running piece of chrome fully.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once.
    ///   - completion: Runs once every piece's command ended, with `true` if all finished (`true`
    ///     at once when no chrome runs); see ``expand(_:animated:completion:)``.
    public func expand(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      runAll(.expand(animated: animated), completion: completion)
    }

    /// Hides every running piece of chrome fully, where the engine's rules allow it (content
    /// that fits, or a bar still near the top, stays).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once.
    ///   - completion: Runs once every piece's command ended, with `true` if all finished.
    public func collapse(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      runAll(.collapse(animated: animated), completion: completion)
    }

    /// Shows one piece of chrome fully.
    ///
    /// `completion` runs once, when the command ends: `true` when it reached its end, `false` when
    /// something took over first — a drag, another command, pausing, a new preset, the chrome
    /// stopping because its last view left the screen — or when that chrome is not running (its
    /// modifier has not drawn, or none of its views is on screen; a pull header never moves).
    ///
    /// ```swift
    /// Button("Show Tab Bar") { scroll.expand(.followingBar(.bottom)) }
    /// ```
    ///
    /// - Parameters:
    ///   - chrome: The piece of chrome.
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once.
    ///   - completion: Runs once the command ends, with whether it finished.
    public func expand(
      _ chrome: ChromeID, animated: Bool = true, completion: ((Bool) -> Void)? = nil
    ) {
      run(.expand(animated: animated), on: chrome, completion: completion)
    }

    /// Hides one piece of chrome fully, where the engine's rules allow it; `completion` as for
    /// ``expand(_:animated:completion:)``.
    ///
    /// - Parameters:
    ///   - chrome: The piece of chrome.
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once.
    ///   - completion: Runs once the command ends, with whether it finished.
    public func collapse(
      _ chrome: ChromeID, animated: Bool = true, completion: ((Bool) -> Void)? = nil
    ) {
      run(.collapse(animated: animated), on: chrome, completion: completion)
    }

    /// Moves one piece of chrome to a fraction, 0 shown to 1 hidden; `completion` as for
    /// ``expand(_:animated:completion:)``.
    ///
    /// - Parameters:
    ///   - fraction: The fraction, clamped to `0…1`.
    ///   - chrome: The piece of chrome.
    ///   - animated: Whether to animate; with Reduce Motion the chrome moves at once.
    ///   - completion: Runs once the command ends, with whether it finished.
    public func setFraction(
      _ fraction: Double, of chrome: ChromeID, animated: Bool = true,
      completion: ((Bool) -> Void)? = nil
    ) {
      run(.setFraction(fraction, animated: animated), on: chrome, completion: completion)
    }

    /// Lets scrolling move one piece of chrome, or not; a disabled piece stays where it is and
    /// still takes commands. Pausing and VoiceOver disable pieces on top of this. The choice is
    /// kept with the piece (and written to the memory with collapsing chrome). A piece its
    /// modifier has not drawn yet is not affected.
    ///
    /// - Parameters:
    ///   - enabled: Whether scrolling moves the chrome.
    ///   - chrome: The piece of chrome.
    public func setEnabled(_ enabled: Bool, for chrome: ChromeID) {
      guard let name = existingName(of: chrome) else { return }
      runtime.setEnabled(enabled, forPieceNamed: name)
    }

    // MARK: Internal

    /// Returns once no finger is down on the scroll view: at once if none is, and when the state
    /// stops (the runtime's `whenFingerLifts(_:)`).
    func fingerLifted() async {
      await withCheckedContinuation { continuation in
        runtime.whenFingerLifts { continuation.resume() }
      }
    }

    // MARK: Private

    private func run(
      _ command: ChromeCommand, on chrome: ChromeID, completion: ((Bool) -> Void)?
    ) {
      guard let name = existingName(of: chrome) else {
        completion?(false)
        return
      }
      runtime.run(command, onPieceNamed: name, completion: completion)
    }

    private func runAll(_ command: ChromeCommand, completion: ((Bool) -> Void)?) {
      runtime.runAll(command, completion: completion)
    }
  }
#endif
