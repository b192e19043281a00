#if canImport(SwiftUI)
  #if canImport(QuartzCore)
    import QuartzCore
  #else
    import Foundation
  #endif

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension ScrollChromeState {
    // MARK: Internal

    /// The monotonic clock the chrome runs on, in seconds: Core Animation's media time
    /// (`CACurrentMediaTime()`), which SwiftUI's frames follow; on watchOS, which has no Core
    /// Animation, the system's uptime, also monotonic. Timeline dates are converted through
    /// whichever it is, so the chrome's frames never mix the two.
    nonisolated static func mediaTime() -> Double {
      #if canImport(QuartzCore)
        CACurrentMediaTime()
      #else
        ProcessInfo.processInfo.systemUptime
      #endif
    }
  }
#endif
