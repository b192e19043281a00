#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ShyNavigationBar {
    // MARK: Internal

    /// The bar's configuration, as the app set it.
    var preset: ShyBar {
      ShyBar(
        fullHeight: Double(fullHeight), shyHeight: Double(shyHeight), snaps: snaps,
        isEnabled: isShyEnabled, direction: direction, overlapDistance: Double(overlapDistance))
    }

    /// Hands the bar to the system or takes it back after ``prefersSystemMinimization``
    /// changed; the next layout pass gives the screen shown its minimization.
    func followMinimizationPreference() {
      guard let handle else { return }
      driver.runtime.handOver(handle.piece, toSystem: isHandedToSystem)
      setNeedsLayout()
    }

    /// Whether the system moves the bar: the app prefers it, and the system minimizes navigation
    /// bars here (iOS 27 and later, under Liquid Glass; ``LiquidGlass/systemMinimizes``).
    var isHandedToSystem: Bool {
      prefersSystemMinimization && LiquidGlass.systemMinimizes.navigationBars
    }

    /// Gives a screen's navigation item the system's minimization that stands for the bar, on
    /// iOS 27 and later: the bar's own while the system moves it, never while it moves itself.
    /// The app's other minimization settings stay.
    ///
    /// The system's minimization values exist on iPhone and iPad only; the condition names the
    /// other platforms rather than `os(iOS)` so that the Linux type check covers the iOS code.
    func minimizeWithSystem(_ screen: UIViewController) {
      #if !os(tvOS) && !os(visionOS) && !targetEnvironment(macCatalyst)
        guard #available(iOS 27.0, *) else { return }
        let item = screen.navigationItem
        var next = item.navigationBarMinimization
        next.follow(preset.systemMinimization.ifHandedToSystem(isHandedToSystem))
        let current = item.navigationBarMinimization
        guard
          next.minimizationBehavior != current.minimizationBehavior
            || next.restorationBehavior != current.restorationBehavior
        else { return }
        item.navigationBarMinimization = next
      #endif
    }
  }

  #if !os(tvOS) && !os(visionOS) && !targetEnvironment(macCatalyst)
    @available(iOS 27.0, *)
    extension UIBarMinimization {
      /// Takes UIKit's values for the system's minimization that stands for the bar.
      fileprivate mutating func follow(_ minimization: SystemMinimization) {
        switch minimization.behavior {
        case .never: minimizationBehavior = .never
        case .onScrollDown: minimizationBehavior = .onScrollDown
        }
        switch minimization.restoration {
        case .onReversal: restorationBehavior = .automatic
        case .atScrollEdge: restorationBehavior = .atScrollEdge
        }
      }
    }
  #endif
#endif
