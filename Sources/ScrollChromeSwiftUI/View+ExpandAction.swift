#if canImport(SwiftUI)
  import SwiftUI

  /// The button that expands all chrome while some of it is collapsed, for the assistive
  /// technologies that work with buttons — Switch Control, Voice Control, Full Keyboard Access.
  ///
  /// It sits behind the scroll view, at its top edge, where a hidden top bar was: touches reach
  /// the scroll view in front of it, and its title is clear, so nobody sees it, while assistive
  /// technologies find a button of its own. Switch Control scans it first (it is at the top),
  /// Voice Control shows and speaks its name ("Tap Show Bars"), and Full Keyboard Access focuses
  /// it. It is 44 points tall, the smallest target the Human Interface Guidelines allow.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  struct ExpandActionButton: View {
    /// The button's name ("Show Bars").
    let name: String
    /// Expands the chrome.
    let expand: @MainActor () -> Void

    var body: some View {
      Button(name, action: expand)
        .foregroundStyle(Color.clear)
        .frame(maxWidth: .infinity, minHeight: 44)
    }
  }
#endif
