// A client of ScrollChromeSwiftUI, as an app writes it: SwiftUI's `Animation`, `Spring` and
// `Keyframes` unqualified, next to `import ScrollChromeSwiftUI` (which re-exports the core).
// Tools/typecheck-adapters.sh type-checks it against the SwiftUI surfaces; a core type with one
// of these names would make every line below ambiguous and fail the check.
import ScrollChromeSwiftUI
import SwiftUI

@available(iOS 18.0, *)
struct FadingBar: View {
  let bar: ChromeFrame<ShyBar.Chrome>

  /// SwiftUI's animations, by their plain names.
  static let fade: Animation = .easeInOut
  /// SwiftUI's spring.
  static let bounce = Spring(duration: 0.4, bounce: 0.2)

  var body: some View {
    Color.clear.animation(.spring, value: bar.fraction).animation(Self.fade, value: bar.collapsed)
  }

  /// SwiftUI's keyframes protocol, by its plain name.
  static func track<Track: Keyframes>(_ keyframes: Track) -> Track { keyframes }
}
