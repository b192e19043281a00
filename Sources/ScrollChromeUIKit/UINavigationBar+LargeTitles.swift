#if canImport(UIKit)
  import UIKit

  extension UINavigationBar {
    // MARK: Internal

    /// Whether the bar shows large titles: `prefersLargeTitles`, which tvOS does not have (its
    /// bars never show large titles).
    var showsLargeTitles: Bool {
      #if os(tvOS)
        false
      #else
        prefersLargeTitles
      #endif
    }
  }
#endif
