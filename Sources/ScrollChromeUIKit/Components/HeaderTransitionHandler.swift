#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// Collapses a header and brings a navigation title in as a table or collection view scrolls:
  /// TIUIElements' `TableViewHeaderTransitioningHandler` and its animators, public, with no
  /// delegate to forward and no retain cycle.
  ///
  /// ```swift
  /// let header = ParallaxHeaderView(wrapping: bannerView)
  /// tableView.tableHeaderView = header
  /// headerHandler = HeaderTransitionHandler(
  ///   scrollView: tableView, header: header, navigationItem: navigationItem,
  ///   animator: .parallaxWithTransition)
  /// ```
  ///
  /// The title effects go to the navigation item you pass — its `titleView` — never to whichever
  /// item happens to be on top during a push. The large-title travel (TIUIElements'
  /// `fixedTopOffet`) follows the navigation bar you pass: it is read whenever the handler moves
  /// the header while the content is at its top, where a large title shows in full (the part of
  /// the bar above its standard 44 points; a change under half a point is kept out), so a
  /// rotation, large titles that appear after `viewDidLoad` or a bigger text size take effect
  /// there, and the header keeps its place. Custom effects: pass a ``HeaderTransition`` built from
  /// your own ``Effect``s.
  @MainActor
  public final class HeaderTransitionHandler {
    // MARK: Public

    /// The driver that runs the transition: pause it, forward delegate calls.
    public let driver = ScrollChromeDriver()
    /// The header, held weakly.
    public private(set) weak var header: ParallaxHeaderView?
    /// The navigation item whose title view the title effects move, held weakly.
    public private(set) weak var navigationItem: UINavigationItem?
    /// The navigation bar whose large title adds travel, held weakly.
    public private(set) weak var navigationBar: UINavigationBar?
    /// Called after every change with the transition's chrome: its fraction, stretch and
    /// attributes, for effects of your own.
    public var onUpdate: ((HeaderTransition.Chrome) -> Void)?

    /// Starts a transition with one of TIUIElements' animators.
    ///
    /// - Parameters:
    ///   - scrollView: The table or collection view, held weakly.
    ///   - header: The header; its height is the transition's.
    ///   - navigationItem: The item whose title view moves, or `nil`.
    ///   - navigationBar: The bar whose large title adds travel, or `nil` for none.
    ///   - animator: The animator; default ``HeaderTransition/Animator/parallax``.
    public convenience init(
      scrollView: UIScrollView, header: ParallaxHeaderView,
      navigationItem: UINavigationItem? = nil, navigationBar: UINavigationBar? = nil,
      animator: HeaderTransition.Animator = .parallax
    ) {
      let travel = navigationBar.map {
        HeaderTransition.fixedTopOffset(
          barHeight: Double($0.bounds.height), prefersLargeTitles: $0.showsLargeTitles)
      }
      self.init(
        scrollView: scrollView, header: header, navigationItem: navigationItem,
        navigationBar: navigationBar,
        transition: HeaderTransition(
          headerHeight: Double(header.bounds.height), fixedTopOffset: travel ?? 0,
          animator: animator))
    }

    /// Starts a transition with your own effects.
    ///
    /// - Parameters:
    ///   - scrollView: The table or collection view, held weakly.
    ///   - header: The header, or `nil` to animate the title alone.
    ///   - navigationItem: The item whose title view moves, or `nil`.
    ///   - navigationBar: The bar whose large title the travel follows, or `nil` to keep the
    ///     transition's `fixedTopOffset`.
    ///   - transition: The heights and effects.
    public init(
      scrollView: UIScrollView, header: ParallaxHeaderView?, navigationItem: UINavigationItem?,
      navigationBar: UINavigationBar? = nil, transition: HeaderTransition
    ) {
      self.header = header
      self.navigationItem = navigationItem
      self.navigationBar = navigationBar
      driver.scrollView = scrollView
      handle = driver.add(transition) { [weak self] chrome in self?.apply(chrome) }
    }

    /// The transition's chrome now.
    public var chrome: HeaderTransition.Chrome? { handle?.chrome }

    // MARK: Private

    private var handle: ChromeHandle<HeaderTransition.Chrome>?

    /// - Note: Cost per event: the header's layout, three assignments, a read of the bar and the
    ///   update closure.
    private func apply(_ chrome: HeaderTransition.Chrome) {
      header?.apply(chrome.header)
      navigationItem?.titleView?.apply(chrome.title)
      if let bar = navigationBar, let handle,
        let next = chrome.preset.followingNavigationBar(
          height: Double(bar.bounds.height), prefersLargeTitles: bar.showsLargeTitles,
          offsetFromTop: chrome.input.offsetFromTop)
      {
        driver.runtime.replace(handle.piece, with: next)
      }
      onUpdate?(chrome)
    }
  }
#endif
