#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Puts a pull-to-trigger header above this scroll view's content: pulling the content down
    /// reveals it, and lifting the finger past a threshold runs that threshold's action
    /// (WZDraggableSwitchHeaderView, as ``DraggableSwitch`` describes it).
    ///
    /// Apply it to the content inside the scroll view, and connect the scroll view with
    /// ``scrollChrome(_:)``. The header is laid out `height` points above the content's top, where
    /// the pull reveals it. Each action runs at most once per drag, after the header shows the
    /// state that fired.
    ///
    /// Hand it an `id` to put a pull header of its own on the scroll view: headers with different
    /// ids are different pieces of chrome (``ScrollChromeState/ChromeID/pullHeader(id:)``).
    ///
    /// ```swift
    /// ScrollView {
    ///   rows.pullHeader(DraggableSwitch(), in: scroll, onDeep: returnToMenu) { pull in
    ///     VStack {
    ///       Image(systemName: "arrow.up").rotationEffect(.radians(pull.arrowRotation))
    ///       Text(pull.text)
    ///     }
    ///   }
    /// }
    /// .scrollChrome(scroll)
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The thresholds and texts. A different preset later takes over after the update
    ///     that changed it.
    ///   - id: The app's key for the header, or `nil` (the default) for the scroll view's one pull
    ///     header.
    ///   - state: The scroll view's state.
    ///   - height: The header's height; default 60.
    ///   - onShallow: Runs when the finger lifts between the shallow and the deep threshold.
    ///   - onDeep: Runs when the finger lifts past the deep threshold.
    ///   - header: The header, given the ``ChromeFrame`` it draws (`state`, `progress`, `text`…).
    /// - Returns: This content with the header above it.
    /// - Note: Cost per event: the header's body while the pull changes.
    public func pullHeader<Preset: PullingPreset & Equatable, Header: View>(
      _ preset: Preset, id: (any Hashable & Sendable)? = nil, in state: ScrollChromeState,
      height: CGFloat = 60, onShallow: @escaping () -> Void = {}, onDeep: @escaping () -> Void,
      @ViewBuilder header: @escaping (ChromeFrame<Preset.Chrome>) -> Header
    ) -> some View {
      let name = state.name(of: .pullHeader(id: id))
      let slot = state.pullSlot(preset, named: name)
      return overlay(alignment: .top) {
        PullHeader(slot: slot, header: header)
          .frame(height: height)
          .offset(y: -height)
      }
      .background {
        PullActions(state: state, slot: slot, onShallow: onShallow, onDeep: onDeep)
      }
      .onPresetChange(preset, isSame: ==) { state.replace($0, named: name) }
    }
  }

  // MARK: Private

  /// The header the app draws, from the pull as the last event left it.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct PullHeader<Chrome: PullingChrome, Header: View>: View {
    let slot: PullSlot<Chrome>
    let header: (ChromeFrame<Chrome>) -> Header

    var body: some View { header(ChromeFrame(slot.chrome)) }
  }

  /// Behind the content, which is there whatever the header draws: the pull header's presence,
  /// and the app's actions, run after the update that shows the state that fired. The actions
  /// live in this view, not in the state, so the state never holds the app's closures.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  private struct PullActions<Chrome: PullingChrome>: View {
    let state: ScrollChromeState
    let slot: PullSlot<Chrome>
    let onShallow: () -> Void
    let onDeep: () -> Void

    var body: some View {
      Color.clear
        .onChange(of: slot.trigger) { _, fired in
          guard let fired else { return }
          fired.state == .deep ? onDeep() : onShallow()
        }
        .presence(of: slot.piece, in: state)
    }
  }
#endif
