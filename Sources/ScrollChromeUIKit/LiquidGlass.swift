#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Whether the app draws with Liquid Glass: running on iOS 26 or later (tvOS 26, visionOS 26),
  /// unless its Info.plist keeps the earlier design with `UIDesignRequiresCompatibility`.
  enum LiquidGlass {
    // MARK: Internal

    /// Read once: neither the system's version nor the Info.plist changes while the app runs.
    static let isActive: Bool = {
      guard #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) else { return false }
      let keepsEarlierDesign =
        Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool
      return keepsEarlierDesign != true
    }()
  }
#endif
