#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// A navigation bar that slides up to a shy strip as the content leaves the top, and fades its
  /// items: SQTShyNavigationBar, with nothing to forward and nothing to call on push and pop.
  ///
  /// Make it your navigation controller's bar — the navigation bar's class in the storyboard, or
  /// `UINavigationController(navigationBarClass: ShyNavigationBar.self, toolbarClass: nil)` — and
  /// it follows the top view controller's scroll view: the one you registered with
  /// `setContentScrollView(_:for: .top)`, else the view controller's view if it is a scroll view
  /// (a `UITableViewController`).
  ///
  /// - **Push, pop, modal dismiss.** Each view controller keeps its bar: leaving a screen
  ///   remembers how far its bar was hidden, returning restores it, and a newly pushed screen
  ///   starts with the bar shown. During an animated push or pop the bar moves to the new
  ///   screen's state with the transition, and in an interactive pop with the finger; a cancelled
  ///   pop puts it back exactly as it was.
  /// - **Content stays under the bar.** Near the top the bar collapses exactly as the content
  ///   scrolls, and at the top it is always fully shown, so the content never slides under a
  ///   partly hidden bar nor leaves a gap. Farther down, the view controller's
  ///   `additionalSafeAreaInsets` follow the hidden bar (``ChromeSafeArea``), so views pinned to
  ///   the safe area and the scroll indicators follow it; the bar never writes `contentInset`.
  /// - **Large titles.** The bar shows standard titles: UIKit collapses a large title with
  ///   scrolling on its own, which would fight the shy bar, so `prefersLargeTitles` is always
  ///   `false` here.
  /// - **Accessibility.** With VoiceOver the bar stays shown; while it is hidden the scroll view
  ///   offers a "Show Navigation Bar" action.
  @MainActor
  open class ShyNavigationBar: UINavigationBar {
    // MARK: Public

    /// The bar's height when fully shown, below the status bar: how far it travels to a shy
    /// height of 0. By default the height UIKit gives the bar (44 points on iPhone, 50 on iPad),
    /// followed as it changes; set it for a bar whose content is of another height.
    public var fullHeight: CGFloat {
      get { explicitFullHeight ?? (bounds.height > 0 ? bounds.height : 44) }
      set {
        explicitFullHeight = newValue
        install()
      }
    }
    /// The strip that stays visible when shy, below the status bar. Default 0.
    public var shyHeight: CGFloat = 0 {
      didSet { if shyHeight != oldValue { install() } }
    }
    /// Whether a partly hidden bar settles when the scroll ends (SQTShyNavigationBar's
    /// `shouldSnap`). Default `true`.
    public var snaps = true {
      didSet { if snaps != oldValue { install() } }
    }
    /// Whether the items fade as the bar hides: the top item's title view and the custom views
    /// of its bar button items. Default `true`.
    public var fadesItems = true
    /// Called after every change with the visible part of the bar (in its superview's
    /// coordinates) and the fraction, 0 shown to 1 shy.
    public var onUpdate: ((CGRect, CGFloat) -> Void)?
    /// The driver that runs the bar: pause it, forward delegate calls. The bar follows each
    /// screen's scroll view itself; don't set the driver's `scrollView`.
    public let driver = ScrollChromeDriver()

    /// Whether scrolling moves the bar (SQTShyNavigationBar's `enabled`). Default `true`.
    public var isShyEnabled: Bool {
      get { handle?.isEnabled ?? true }
      set { handle?.isEnabled = newValue }
    }

    /// How far the bar is hidden: 0 shown, 1 shy.
    public var fraction: CGFloat { CGFloat(handle?.chrome.behavior.fraction ?? 0) }

    /// The part of the bar that shows below the status bar, in its superview's coordinates:
    /// from the bar's laid-out top, ``ShyBar/Chrome/visibleHeight`` high.
    public var visibleFrame: CGRect {
      let height = CGFloat(handle?.chrome.visibleHeight ?? Double(fullHeight))
      let laidOut = layoutFrame
      return CGRect(x: laidOut.minX, y: laidOut.minY, width: laidOut.width, height: height)
    }

    /// Creates the bar; ``fullHeight`` follows its height.
    override public init(frame: CGRect) {
      super.init(frame: frame)
      install()
    }

    /// Creates the bar from a storyboard.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      install()
    }

    /// Shows the bar fully (SQTShyNavigationBar's `setToFullHeight:`).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate (0.2 s); with Reduce Motion it moves at once.
    ///   - completion: Called exactly once: `true` if it finished, `false` if interrupted.
    public func expand(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      handle?.expand(animated: animated, completion: completion)
    }

    /// Hides the bar to its shy strip, if the content is far enough from the top.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate (0.2 s); with Reduce Motion it moves at once.
    ///   - completion: Called exactly once: `true` if it finished, `false` if refused or
    ///     interrupted.
    public func collapse(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      handle?.collapse(animated: animated, completion: completion)
    }

    /// Always `false`: see the discussion of large titles above.
    override open var prefersLargeTitles: Bool {
      get { false }
      set { super.prefersLargeTitles = false }
    }

    /// The frame as if the bar had no transform, read and written, so that the navigation
    /// controller's layout keeps the bar where the chrome put it.
    override open var frame: CGRect {
      get { layoutFrame }
      set { keepingTransform { super.frame = newValue } }
    }

    override open func layoutSubviews() {
      super.layoutSubviews()
      if explicitFullHeight == nil, bounds.height > 0,
        handle?.chrome.preset.fullHeight != Double(bounds.height)
      {
        install()
      }
      followTopViewController()
    }

    // MARK: Internal

    var handle: ChromeHandle<ShyBar.Chrome>?
    /// The full height the app set, or `nil` to follow the bar's own.
    var explicitFullHeight: CGFloat?
  }
#endif
