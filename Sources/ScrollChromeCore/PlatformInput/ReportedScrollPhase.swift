/// A scroll phase as a declarative host reports it (SwiftUI's `ScrollPhase`).
///
/// | from | to | events |
/// |---|---|---|
/// | any but `dragging` | `dragging` | `beginDragging`, unless a caught drag is open |
/// | `decelerating`, `animating` | `touching` | `beginDragging` (the finger caught the content) |
/// | `idle` | `touching` | none: a finger resting on still content is not a drag |
/// | `touching`, `dragging` with a drag open | `idle`, `decelerating` | `endDragging(v, willDecelerate: to == .decelerating)` |
/// | `decelerating` | `idle`, `animating` | `endDecelerating` |
/// | `animating` | `idle`, `decelerating` | `endProgrammatic` |
/// | any but `animating` | `animating` | `beginProgrammatic`, after the end above |
package enum ReportedScrollPhase: String, Sendable, Equatable, CaseIterable {
  /// Nothing moves the content.
  case idle
  /// A finger rests on the content without having moved (SwiftUI's `tracking`).
  case touching
  /// A finger drags the content (SwiftUI's `interacting`).
  case dragging
  /// The finger lifted and the content coasts or bounces back.
  case decelerating
  /// The app animates the offset.
  case animating
}
