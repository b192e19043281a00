#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension View {
    /// Makes this view one of a piece's views: its appearing and disappearing start and stop the
    /// piece. The view takes the piece's identity, so a view handed another piece (another
    /// state) disappears as the old one's and appears as the new one's.
    func presence(of piece: RuntimePiece, in state: ScrollChromeState) -> some View {
      onAppear { state.runtime.appeared(piece) }
        .onDisappear { state.runtime.disappeared(piece) }
        .id(ObjectIdentifier(piece))
    }

    /// Hands the preset to `perform` when the view appears and whenever it changes, after the
    /// update — never while a body is built; `perform` does nothing when the chrome runs it
    /// already. Presets compare as their nearest valid values, so an invalid preset built again
    /// is the same preset.
    func onPresetChange<Preset: ChromePreset>(
      _ preset: Preset, isSame: @escaping (Preset, Preset) -> Bool,
      perform: @escaping (Preset) -> Void
    ) -> some View {
      onChange(of: PresetKey(preset: preset, isSame: isSame), initial: true) { _, key in
        perform(key.preset)
      }
    }
  }

  /// A preset that compares as its chrome does: by its nearest valid value.
  private struct PresetKey<Preset: ChromePreset>: Equatable {
    let preset: Preset
    let isSame: (Preset, Preset) -> Bool

    static func == (lhs: PresetKey, rhs: PresetKey) -> Bool {
      lhs.isSame(lhs.preset.clamped(), rhs.preset.clamped())
    }
  }
#endif
