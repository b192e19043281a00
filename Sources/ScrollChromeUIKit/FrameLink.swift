#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  /// A `CADisplayLink` that never keeps its owner alive, asks for ProMotion's rates, and stamps
  /// its frames on the owner's clock.
  ///
  /// A display link retains its target until it is invalidated. The link's target here is a small
  /// proxy that holds the `FrameLink` weakly, and the `FrameLink` belongs to its owner (a driver),
  /// so a view controller freed in the middle of an animation frees its driver, whose `FrameLink`
  /// invalidates the link on the way out: no frame ever reaches a freed object.
  @MainActor
  final class FrameLink {
    // MARK: Internal

    /// Creates a stopped link.
    ///
    /// - Parameter onFrame: Called on every frame with the link's `targetTimestamp`, the time the
    ///   frame will be shown.
    init(onFrame: @escaping (Double) -> Void) {
      self.onFrame = onFrame
    }

    /// Whether the link runs.
    var isRunning: Bool { link != nil }

    /// Starts or stops the link; idempotent.
    func run(_ running: Bool) {
      if running, link == nil {
        let proxy = Proxy()
        proxy.owner = self
        let link = CADisplayLink(target: proxy, selector: #selector(Proxy.frameDidFire))
        // https://developer.apple.com/documentation/quartzcore/optimizing-promotion-refresh-rates-for-iphone-13-pro-and-ipad-pro
        if #available(iOS 15.0, tvOS 15.0, *) {
          link.preferredFrameRateRange = CAFrameRateRange(
            minimum: Float(FrameSchedule.minimumRate), maximum: Float(FrameSchedule.preferredRate),
            preferred: Float(FrameSchedule.preferredRate))
        }
        link.add(to: .main, forMode: .common)
        self.link = link
      } else if !running, let link {
        link.invalidate()
        self.link = nil
      }
    }

    // MARK: Private

    /// The display link's target: forwards each frame to a `FrameLink` that may be gone.
    private final class Proxy: NSObject {
      weak var owner: FrameLink?

      @objc func frameDidFire() {
        guard let owner, let link = owner.link else { return }
        owner.onFrame(link.targetTimestamp)
      }
    }

    private let onFrame: (Double) -> Void
    private var link: CADisplayLink?

    deinit {
      MainActor.assumeIsolated { link?.invalidate() }
    }
  }
#endif
