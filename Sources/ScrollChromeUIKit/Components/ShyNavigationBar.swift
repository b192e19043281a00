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
  ///   `additionalSafeAreaInsets` follow the hidden bar, so views pinned to
  ///   the safe area and the scroll indicators follow it; the bar never writes `contentInset`.
  /// - **Scroll-edge appearance.** The bar shows its scroll-edge appearance while no content runs
  ///   under its visible edge — also while it slides up with the content near the top, where
  ///   UIKit alone would switch to the standard one — and the standard one once content does;
  ///   ``contentOverlap`` drives effects of your own.
  /// - **Large titles.** The bar shows standard titles: UIKit collapses a large title with
  ///   scrolling on its own, which would fight the shy bar, so `prefersLargeTitles` is always
  ///   `false` here.
  /// - **Accessibility.** With VoiceOver the bar stays shown; while it is hidden the scroll view
  ///   offers a "Show Navigation Bar" action.
  /// - **iOS 27.** Set ``prefersSystemMinimization`` to let the system minimize the bar instead.
  @MainActor
  open class ShyNavigationBar: UINavigationBar {
    // MARK: Public

    /// The strip that stays visible when shy, below the status bar. Default 0.
    public var shyHeight: CGFloat = 0 {
      didSet { if shyHeight != oldValue { install() } }
    }
    /// Whether a partly hidden bar settles when the scroll ends (SQTShyNavigationBar's
    /// `shouldSnap`). Default `true`.
    public var snaps = true {
      didSet { if snaps != oldValue { install() } }
    }
    /// Whether the system minimizes the bar instead, on iOS 27 and later. Default `false`.
    ///
    /// From iOS 27 UIKit minimizes navigation bars itself, with each screen's
    /// `navigationItem.navigationBarMinimization`. Set this to hand the bar to the system there:
    /// it shows fully at once, then never moves, fades or changes the safe area itself, and each
    /// screen's navigation item gets the minimization that stands for the bar — minimize as the
    /// content scrolls down, restore only when the content is back at its top (never, while
    /// ``isShyEnabled`` is `false`). The system has no shy strip, partial states, snapping or
    /// commands: ``expand(animated:completion:)`` and ``collapse(animated:completion:)`` complete
    /// with `false`. Set it back to `false` to take the bar back, fully shown. Before iOS 27 this
    /// changes nothing. While the bar moves itself on iOS 27 and later, each screen's navigation
    /// item gets a minimization of `never`, so that the system never minimizes the same bar.
    public var prefersSystemMinimization = false {
      didSet { if prefersSystemMinimization != oldValue { followMinimizationPreference() } }
    }
    /// Which way the content runs. Default `.normal`; `.reversed` for content anchored at its
    /// bottom, such as a chat, where the bar hides as the content scrolls up toward older items
    /// and shows again at the bottom (``ShyBar/direction``). The bar serves every screen: set it
    /// in each screen's `viewWillAppear(_:)` when they differ (<doc:AddingAShyNavigationBar>).
    public var direction: CollapseConfiguration.Direction = .normal {
      didSet { if direction != oldValue { install() } }
    }
    /// The distance, in points, over which ``overlap`` and ``contentOverlap`` go from 0 to 1.
    /// Default 8.
    public var overlapDistance: CGFloat = 8 {
      didSet { if overlapDistance != oldValue { install() } }
    }
    /// Called after every change with the visible part of the bar (in its superview's
    /// coordinates) and the fraction, 0 shown to 1 shy; read ``contentOverlap`` here too.
    public var onUpdate: ((CGRect, CGFloat) -> Void)?
    /// The driver that runs the bar: pause it, forward delegate calls. The bar follows each
    /// screen's scroll view itself; don't set the driver's `scrollView`.
    public let driver = ScrollChromeDriver()

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

    #if !os(tvOS)
      /// Always `false`: see the discussion of large titles above. (tvOS bars have no large
      /// titles.)
      override open var prefersLargeTitles: Bool {
        get { false }
        set { super.prefersLargeTitles = false }
      }
    #endif

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

    /// Out of a window, gives the item its own appearances back; back in one, stands in again and
    /// fades the items again, which UIKit may rebuild for the new look.
    override open func didMoveToWindow() {
      super.didMoveToWindow()
      showExpectedAppearance(for: window == nil ? nil : handle?.chrome)
      fadeItems(for: handle?.chrome)
    }

    // MARK: Internal

    var handle: ChromeHandle<ShyBar.Chrome>?
    /// The full height the app set, or `nil` to follow the bar's own.
    var explicitFullHeight: CGFloat?
    /// Which alpha the items take.
    var itemFade = BarItemFade()
    /// The top item whose appearances stand in the scroll-edge look, and its own values.
    var appearanceStandIn = AppearanceStandIn()
  }
#endif
