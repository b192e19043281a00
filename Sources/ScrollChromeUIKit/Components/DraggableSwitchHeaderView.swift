#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// What a ``DraggableSwitchHeaderView`` tells its delegate when the finger lifts past a
  /// threshold (WZDraggableSwitchHeaderView's delegate, Swift-named).
  @MainActor
  public protocol DraggableSwitchHeaderViewDelegate: AnyObject {
    /// The finger lifted past the deep threshold.
    func draggableSwitchHeaderViewDidTriggerDeepDragging(_ header: DraggableSwitchHeaderView)
    /// The finger lifted between the shallow and the deep threshold. Optional.
    func draggableSwitchHeaderViewDidTriggerShallowDragging(_ header: DraggableSwitchHeaderView)
  }

  extension DraggableSwitchHeaderViewDelegate {
    /// Does nothing: the shallow trigger is optional.
    public func draggableSwitchHeaderViewDidTriggerShallowDragging(
      _ header: DraggableSwitchHeaderView
    ) {}
  }

  /// A dark banner above a scroll view that shows a label and an arrow, and triggers an action
  /// when the content is pulled past its top and the finger lifts: WZDraggableSwitchHeaderView,
  /// with no delegate calls to forward. Lay it out above the scroll view, as WZ's was:
  ///
  /// ```swift
  /// let header = DraggableSwitchHeaderView(
  ///   frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 50))
  /// view.addSubview(header)
  /// header.follow(tableView)
  /// header.onDeep = { [weak self] in self?.returnToMenu() }
  /// ```
  ///
  /// The label reads ``DraggableSwitch/normalText``, ``DraggableSwitch/shallowText`` or
  /// ``DraggableSwitch/deepText``; the arrow turns with the pull. Entering the deep state plays a
  /// haptic on iOS. Thresholds are measured from the scroll view's resting top, whatever its
  /// insets. On iOS 26 and later a header over the scroll view registers with the system's scroll
  /// edge effect at the top edge (``registersWithScrollEdgeEffect``).
  @MainActor
  open class DraggableSwitchHeaderView: UIView {
    // MARK: Public

    /// Told when a trigger fires; held weakly.
    public weak var delegate: (any DraggableSwitchHeaderViewDelegate)?
    /// Runs when the finger lifts past the deep threshold.
    public var onDeep: (() -> Void)?
    /// Runs when the finger lifts between the thresholds.
    public var onShallow: (() -> Void)?
    /// The label that shows the state's text.
    public let statusLabel = UILabel()
    /// The arrow that turns as the pull deepens.
    public let arrowView = UIImageView(image: UIImage(systemName: "arrow.up"))
    /// The driver that runs the header: pause it, forward delegate calls.
    public let driver = ScrollChromeDriver()

    /// The thresholds and texts. Changing them restarts the header in its normal state.
    public var preset = DraggableSwitch() {
      didSet { if let handle { driver.runtime.replace(handle.piece, with: preset) } }
    }

    /// The state now: normal, shallow or deep.
    public var state: PullState { handle?.chrome.behavior.state ?? .normal }

    /// Creates the header with WZDraggableSwitchHeaderView's look: white text on a dark banner.
    override public init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIColor(red: 35 / 255, green: 35 / 255, blue: 35 / 255, alpha: 1)
      autoresizingMask = [.flexibleWidth]
      setUp()
    }

    /// Creates the header from a storyboard or a nib: the banner's size, position and background
    /// come from there (a view with no background gets the dark banner, which the white text
    /// needs); set ``preset``, the callbacks and ``follow(_:)`` in code.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      if backgroundColor == nil {
        backgroundColor = UIColor(red: 35 / 255, green: 35 / 255, blue: 35 / 255, alpha: 1)
      }
      setUp()
    }

    /// Places the arrow at the leading edge, centred vertically, and the label after it.
    override open func layoutSubviews() {
      super.layoutSubviews()
      statusLabel.frame = CGRect(
        x: 45, y: 0, width: max(0, bounds.width - 45), height: bounds.height)
      arrowView.bounds = CGRect(x: 0, y: 0, width: 15, height: 15)
      arrowView.center = CGPoint(x: 22.5, y: bounds.height / 2)
    }

    /// Starts reading a scroll view's pull.
    ///
    /// - Parameter scrollView: The scroll view below the header, held weakly.
    public func follow(_ scrollView: UIScrollView) {
      driver.scrollView = scrollView
      scrollEdge.update(scrollView: driver.scrollView)
    }

    override open func didMoveToSuperview() {
      super.didMoveToSuperview()
      scrollEdge.update(scrollView: driver.scrollView)
    }

    // MARK: Internal

    /// The header's registration with the scroll edge effect, at the top edge.
    lazy var scrollEdge = ScrollEdgeRegistration(view: self, edge: .top)

    // MARK: Private

    private var handle: PullHandle<DraggableSwitch.Chrome>?

    /// The label and the arrow, and the running header.
    private func setUp() {
      statusLabel.textColor = .white
      statusLabel.font = .systemFont(ofSize: 16, weight: .semibold)
      arrowView.tintColor = .white
      addSubview(statusLabel)
      addSubview(arrowView)
      setNeedsLayout()
      install()
    }

    private func install() {
      handle = driver.addPull(preset) { [weak self] header in
        self?.statusLabel.text = header.text
        self?.arrowView.transform = CGAffineTransform.identity.rotated(
          by: CGFloat(header.arrowRotation))
      } onTrigger: { [weak self] state in
        self?.trigger(state)
      }
    }

    private func trigger(_ state: PullState) {
      switch state {
      case .deep:
        delegate?.draggableSwitchHeaderViewDidTriggerDeepDragging(self)
        onDeep?()
      case .shallow:
        delegate?.draggableSwitchHeaderViewDidTriggerShallowDragging(self)
        onShallow?()
      case .normal:
        break
      }
    }
  }
#endif
