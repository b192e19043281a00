#if canImport(UIKit)
  import Foundation
  import ScrollChromeCore
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

    /// What the system minimizes itself in this app (the core's rule, given what this platform
    /// has), read once. The minimization values exist on iPhone and iPad only: tvOS, visionOS
    /// and, to be safe, Mac Catalyst leave every bar to ScrollChrome. The conditions name those
    /// platforms rather than `os(iOS)` so that the Linux type check covers the iOS code.
    static let systemMinimizes: SystemBarsPlan.Support = {
      var navigationBars = false
      var tabBars = false
      #if !os(tvOS) && !os(visionOS) && !targetEnvironment(macCatalyst)
        if #available(iOS 27.0, *) { navigationBars = true }
        if #available(iOS 26.0, *) { tabBars = true }
      #endif
      return SystemBarsPlan.Support(
        navigationBarMinimization: navigationBars, tabBarMinimization: tabBars,
        isLiquidGlass: isActive, isPhone: UIDevice.current.userInterfaceIdiom == .phone)
    }()
  }
#endif
