#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ShyNavigationBar {
    // MARK: Internal

    /// The bar's configuration, as the app set it.
    var preset: ShyBar {
      ShyBar(
        fullHeight: Double(fullHeight), shyHeight: Double(shyHeight), snaps: snaps,
        isEnabled: isShyEnabled)
    }

    /// Hands the bar to the system or takes it back, on iOS 27 and later, after
    /// ``prefersSystemMinimization`` changed; the next layout pass gives the screen shown its
    /// minimization.
    ///
    /// The system's minimization values exist on iOS only (tvOS and visionOS keep the bar to
    /// ScrollChrome); the conditions name those platforms rather than `os(iOS)` so that the Linux
    /// type check covers the iOS code.
    func followMinimizationPreference() {
      #if !os(tvOS) && !os(visionOS)
        guard #available(iOS 27.0, *), let handle else { return }
        driver.runtime.handOver(handle.piece, toSystem: prefersSystemMinimization)
        setNeedsLayout()
      #endif
    }

    /// Gives a screen's navigation item the system's minimization that stands for the bar, on
    /// iOS 27 and later: the bar's own while the system moves it, never while it moves itself.
    /// The app's other minimization settings stay.
    func minimizeWithSystem(_ screen: UIViewController) {
      #if !os(tvOS) && !os(visionOS)
        guard #available(iOS 27.0, *) else { return }
        let item = screen.navigationItem
        var next = item.navigationBarMinimization
        next.follow(preset.systemMinimization.ifHandedToSystem(prefersSystemMinimization))
        let current = item.navigationBarMinimization
        guard
          next.minimizationBehavior != current.minimizationBehavior
            || next.restorationBehavior != current.restorationBehavior
        else { return }
        item.navigationBarMinimization = next
      #endif
    }
  }

  #if !os(tvOS) && !os(visionOS)
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
