#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    /// Lets the tab bar of this tab view minimize itself with scrolling, as `preset` says, where
    /// the system minimizes tab bars (iOS 26 and later, on iPhone).
    ///
    /// A tab bar's minimization belongs to its `TabView`, which the scroll views in its tabs
    /// cannot reach. Put this on the tab view, and give the tabs'
    /// ``systemBarsHideOnScroll(_:in:navigationBar:tabBar:prefersSystemMinimization:)`` the same
    /// `prefersSystemMinimization`: the two then never move the tab bar at once. Where the system
    /// minimizes tab bars and you prefer it, the system's `tabBarMinimizeBehavior(_:)` minimizes
    /// the bar as the content scrolls down and restores it as soon as the scrolling reverses (the
    /// way the preset moves the bar; a pinned or disabled preset never minimizes), and the
    /// scroll views leave it shown. Otherwise the scroll views hide the tab bar and the system is
    /// told never to minimize it. Below iOS 26 it changes nothing.
    ///
    /// Over the system's own modifier it adds two things: it needs no `#available`, and the opt-in
    /// and the behaviour come from the same values as the scroll views', so the tab view and its
    /// tabs cannot disagree.
    ///
    /// ```swift
    /// TabView { tabs }
    ///   .tabBarMinimizeBehavior(for: bars, prefersSystemMinimization: true)
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The preset the tabs' scroll views hide their bars with.
    ///   - prefersSystemMinimization: Whether the system minimizes the tab bar where it can.
    /// - Returns: The tab view, minimizing its tab bar as planned.
    public func tabBarMinimizeBehavior(
      for preset: FollowView, prefersSystemMinimization: Bool
    ) -> some View {
      tabBarMinimization(
        SystemBarsPlan(
          navigationBar: false, tabBar: true,
          prefersSystemMinimization: prefersSystemMinimization,
          minimization: preset.systemMinimization, support: .current
        ).tabBarMinimization)
    }

    /// Tells the system how to minimize the navigation bar (iOS 27 and later): `nil` leaves the
    /// system's and the app's own choice alone.
    ///
    /// - Parameter minimization: The plan's minimization for the navigation bar.
    @ViewBuilder
    func navigationBarMinimization(_ minimization: SystemMinimization?) -> some View {
      #if os(tvOS) || os(visionOS)
        self
      #else
        if let minimization, #available(iOS 27.0, *) {
          toolbarMinimizationBehavior(
            ToolbarMinimizationBehavior(minimization.behavior), for: .navigationBar
          )
          .toolbarMinimizationRestoration(
            ToolbarMinimizationRestoration(minimization.restoration), for: .navigationBar)
        } else {
          self
        }
      #endif
    }

    /// Tells the system how to minimize the tab bar (iOS 26 and later): `nil` leaves the system's
    /// and the app's own choice alone.
    ///
    /// - Parameter minimization: The plan's minimization for the tab bar.
    @ViewBuilder
    private func tabBarMinimization(_ minimization: SystemMinimization?) -> some View {
      #if os(tvOS) || os(visionOS)
        self
      #else
        if let minimization, #available(iOS 26.0, *) {
          tabBarMinimizeBehavior(TabBarMinimizeBehavior(minimization.behavior))
        } else {
          self
        }
      #endif
    }
  }

  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  extension SystemBarsPlan.Support {
    /// What this system minimizes itself, by the core's rule: navigation bars from iOS 27, tab
    /// bars from iOS 26, both only under Liquid Glass (not in an app whose Info.plist keeps the
    /// earlier design with `UIDesignRequiresCompatibility`); nothing on tvOS and visionOS, where
    /// neither minimizes with scrolling.
    static var current: SystemBarsPlan.Support {
      var navigationBars = false
      var tabBars = false
      #if !os(tvOS) && !os(visionOS)
        if #available(iOS 27.0, *) { navigationBars = true }
        if #available(iOS 26.0, *) { tabBars = true }
      #endif
      let keepsEarlierDesign =
        Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool
      // SwiftUI does not say which device it runs on: on iPad the system leaves a tab bar it is
      // told to minimize as it is, and the bar stays shown.
      return SystemBarsPlan.Support(
        navigationBarMinimization: navigationBars, tabBarMinimization: tabBars,
        isLiquidGlass: keepsEarlierDesign != true, isPhone: true)
    }
  }

  #if !os(tvOS) && !os(visionOS)
    @available(iOS 27.0, *)
    extension ToolbarMinimizationBehavior {
      /// The system's behaviour for the engine's, case for case.
      fileprivate init(_ behavior: SystemMinimization.Behavior) {
        switch behavior {
        case .never: self = .never
        case .onScrollDown: self = .onScrollDown
        }
      }
    }

    @available(iOS 27.0, *)
    extension ToolbarMinimizationRestoration {
      /// Restoring on any reversal is the system's `automatic`.
      fileprivate init(_ restoration: SystemMinimization.Restoration) {
        switch restoration {
        case .atScrollEdge: self = .atScrollEdge
        case .onReversal: self = .automatic
        }
      }
    }

    @available(iOS 26.0, *)
    extension TabBarMinimizeBehavior {
      /// The system's behaviour for the engine's, case for case.
      fileprivate init(_ behavior: SystemMinimization.Behavior) {
        switch behavior {
        case .never: self = .never
        case .onScrollDown: self = .onScrollDown
        }
      }
    }
  #endif
#endif
