#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Makes this view one of a piece's views: its appearing and disappearing start and stop the
    /// piece (``ChromeRoster/appeared(_:)``). The view takes the piece's identity, so a view
    /// handed another piece (another state) disappears as the old one's and appears as the new
    /// one's.
    func presence(of piece: any RosterChrome, in state: ScrollChromeState) -> some View {
      id(ObjectIdentifier(piece))
        .onAppear { state.roster.appeared(piece) }
        .onDisappear { state.roster.disappeared(piece) }
    }

    /// Hands a preset that changed to `perform` after the update that changed it, never while a
    /// body is built: presets compare as the nearest valid ones, so an invalid preset built again
    /// is the same preset.
    func onPresetChange<Preset: ChromePreset>(
      _ preset: Preset, isSame: @escaping (Preset, Preset) -> Bool,
      perform: @escaping (Preset) -> Void
    ) -> some View {
      onChange(of: PresetKey(preset: preset.clamped(), isSame: isSame)) { _, key in
        perform(key.preset)
      }
    }
  }

  /// A preset that compares as its chrome does.
  private struct PresetKey<Preset>: Equatable {
    let preset: Preset
    let isSame: (Preset, Preset) -> Bool

    static func == (lhs: PresetKey, rhs: PresetKey) -> Bool { lhs.isSame(lhs.preset, rhs.preset) }
  }
#endif
