/// Every preset our own tools run, one case each: `scrollchrome trace` (its preset names, its
/// setup and its behaviours), the playground (its chrome and its page's editor), the demo and the
/// fuzzers are built from this list rather than naming the presets themselves.
///
/// A preset's entry is all in this file: its case here with its parameter table (the keys of the
/// library it replaces, below), its chrome's case in ``PresetChrome`` and its array in
/// ``PresetChromeStore``; the compiler lists every `switch` a new case needs, here and in the
/// fuzzers, which must run it. The raw value is the preset's name in a scenario; the order is the
/// order errors list them in. Everything here compiles as Embedded Swift: no existentials, no
/// reflection, no Foundation.
package enum PresetKind: String, CaseIterable, Sendable {
  /// ``FollowView``: `"followView"`.
  case followView
  /// ``ShyBar``: `"shyBar"`.
  case shyBar
  /// ``HeaderTransition``: `"headerTransition"`.
  case headerTransition
  /// ``DraggableSwitch``: `"draggableSwitch"`.
  case draggableSwitch

  // MARK: Package

  /// The preset's name in a scenario.
  package var traceName: String { rawValue }

  /// Whether its chrome collapses with scrolling (and takes commands) rather than reacting to a
  /// pull.
  package var collapses: Bool {
    switch self {
    case .followView, .shyBar, .headerTransition: true
    case .draggableSwitch: false
    }
  }

  /// The preset's running chrome, as `builder` reads it with the preset's parameter table.
  ///
  /// - Throws: The builder's error at the first parameter it refuses.
  package func makeChrome<Builder: PresetChromeBuilder>(_ builder: Builder)
    throws(Builder.Failure) -> PresetChrome
  {
    switch self {
    case .followView: .followView(try builder.build(Self.followViewParameters))
    case .shyBar: .shyBar(try builder.build(Self.shyBarParameters))
    case .headerTransition: .headerTransition(try builder.build(Self.headerTransitionParameters))
    case .draggableSwitch: .draggableSwitch(try builder.build(Self.draggableSwitchParameters))
    }
  }

  /// Hands the preset's parameter table to `visitor`: what a scenario can set, for a page's
  /// editor.
  package func visitParameters<Visitor: PresetParametersVisitor>(_ visitor: inout Visitor) {
    switch self {
    case .followView: visitor.visit(Self.followViewParameters)
    case .shyBar: visitor.visit(Self.shyBarParameters)
    case .headerTransition: visitor.visit(Self.headerTransitionParameters)
    case .draggableSwitch: visitor.visit(Self.draggableSwitchParameters)
    }
  }

  // MARK: Private

  /// ScrollingFollowView's parameter names, and the engine's edge, direction, revealing at the
  /// end and overlap distance.
  private static var followViewParameters: PresetParameters<FollowView> {
    PresetParameters(
      base: FollowView(),
      numbers: [
        .init(key: "maxFollowPoint", field: "maxFollowPoint") { $0.maxFollowPoint = $1 },
        .init(key: "minFollowPoint", field: "minFollowPoint") { $0.minFollowPoint = $1 },
        .init(key: "pointOfStartingHiding", field: "hideDelay") { $0.hideDelay = $1 },
        .init(key: "pointOfStartingShowing", field: "showDelay") { $0.showDelay = $1 },
        .init(key: "overlapDistance", field: "overlapDistance") { $0.overlapDistance = $1 },
      ],
      flags: [
        .init(key: "allowHalfDisplay", field: "allowsHalfDisplay") { $0.allowsHalfDisplay = $1 },
        .init(key: "revealsAtEnd", field: "revealsAtEnd") { $0.revealsAtEnd = $1 },
      ],
      options: [
        .init(key: "edge", field: "edge") { (view, edge: ChromeEdge) in view.edge = edge },
        .init(key: "direction", field: "direction") {
          (view, direction: CollapseConfiguration.Direction) in view.direction = direction
        },
      ])
  }

  /// SQTShyNavigationBar's parameter names, and `isEnabled`, the direction and the overlap
  /// distance.
  private static var shyBarParameters: PresetParameters<ShyBar> {
    PresetParameters(
      base: ShyBar(),
      numbers: [
        .init(key: "fullHeight", field: "fullHeight") { $0.fullHeight = $1 },
        .init(key: "shyHeight", field: "shyHeight") { $0.shyHeight = $1 },
        .init(key: "overlapDistance", field: "overlapDistance") { $0.overlapDistance = $1 },
      ],
      flags: [
        .init(key: "shouldSnap", field: "snaps") { $0.snaps = $1 },
        .init(key: "isEnabled", field: "isEnabled") { $0.isEnabled = $1 },
      ],
      options: [
        .init(key: "direction", field: "direction") {
          (bar, direction: CollapseConfiguration.Direction) in bar.direction = direction
        }
      ])
  }

  /// TIUIElements' parameter names, on the preset of the `animator` named, and the direction and
  /// the overlap distance.
  private static var headerTransitionParameters: PresetParameters<HeaderTransition> {
    let animators = Array(HeaderTransition.Animator.allCases)
    return PresetParameters(
      base: HeaderTransition(animator: .none),
      choice: .init(key: "animator", names: animators.map { $0.rawValue }) {
        HeaderTransition(animator: animators[$0])
      },
      numbers: [
        .init(key: "headerHeight", field: "headerHeight") { $0.headerHeight = $1 },
        .init(key: "fixedTopOffset", field: "fixedTopOffset") { $0.fixedTopOffset = $1 },
        .init(key: "overlapDistance", field: "overlapDistance") { $0.overlapDistance = $1 },
      ],
      options: [
        .init(key: "direction", field: "direction") {
          (header, direction: CollapseConfiguration.Direction) in header.direction = direction
        }
      ])
  }

  /// WZDraggableSwitchHeaderView's parameter names.
  private static var draggableSwitchParameters: PresetParameters<DraggableSwitch> {
    PresetParameters(
      base: DraggableSwitch(),
      numbers: [
        .init(key: "normalStateHeight", field: "shallowThreshold") { $0.shallowThreshold = $1 },
        .init(key: "heightCanTriggerSwitch", field: "deepThreshold") { $0.deepThreshold = $1 },
      ],
      texts: [
        .init(key: "normalStateText", field: "normalText") { $0.normalText = $1 },
        .init(key: "shallowStateText", field: "shallowText") { $0.shallowText = $1 },
        .init(key: "deepStateText", field: "deepText") { $0.deepText = $1 },
      ])
  }
}

/// One preset's running chrome, by kind.
package enum PresetChrome: Sendable {
  /// ``FollowView``'s.
  case followView(FollowView.Chrome)
  /// ``ShyBar``'s.
  case shyBar(ShyBar.Chrome)
  /// ``HeaderTransition``'s.
  case headerTransition(HeaderTransition.Chrome)
  /// ``DraggableSwitch``'s.
  case draggableSwitch(DraggableSwitch.Chrome)

  // MARK: Package

  /// Which preset it runs.
  package var kind: PresetKind {
    switch self {
    case .followView: .followView
    case .shyBar: .shyBar
    case .headerTransition: .headerTransition
    case .draggableSwitch: .draggableSwitch
    }
  }

  /// Hands the chrome to `visitor` as its concrete type.
  package func visit<Visitor: PresetChromeVisitor>(_ visitor: inout Visitor) {
    switch self {
    case .followView(let chrome): visitor.visitCollapsing(chrome)
    case .shyBar(let chrome): visitor.visitCollapsing(chrome)
    case .headerTransition(let chrome): visitor.visitCollapsing(chrome)
    case .draggableSwitch(let chrome): visitor.visitPulling(chrome)
    }
  }

  /// The text pull chrome shows in a state, or `nil` for chrome without texts.
  package func text(for state: PullState) -> String? {
    switch self {
    case .followView, .shyBar, .headerTransition: nil
    case .draggableSwitch(let chrome): chrome.preset.text(for: state)
    }
  }
}

/// Running chrome of any presets, kept by kind in arrays of their concrete types, so an updater
/// changes each where it is stored (an enum's payload would be copied out and back in).
package struct PresetChromeStore: Sendable {
  // MARK: Package

  /// An empty store.
  package init() {}

  /// Stores `chrome`.
  ///
  /// - Returns: Its index among the chrome of its kind.
  package mutating func append(_ chrome: PresetChrome) -> Int {
    switch chrome {
    case .followView(let chrome): Self.append(chrome, to: &followViews)
    case .shyBar(let chrome): Self.append(chrome, to: &shyBars)
    case .headerTransition(let chrome): Self.append(chrome, to: &headers)
    case .draggableSwitch(let chrome): Self.append(chrome, to: &switches)
    }
  }

  /// Hands the chrome of `kind` at `index` to `visitor`.
  package func visit<Visitor: PresetChromeVisitor>(
    _ kind: PresetKind, at index: Int, _ visitor: inout Visitor
  ) {
    switch kind {
    case .followView: visitor.visitCollapsing(followViews[index])
    case .shyBar: visitor.visitCollapsing(shyBars[index])
    case .headerTransition: visitor.visitCollapsing(headers[index])
    case .draggableSwitch: visitor.visitPulling(switches[index])
    }
  }

  /// Lets `updater` change the chrome of `kind` at `index` in place.
  ///
  /// - Note: Cost per event: O(1) plus the updater's, no allocation.
  package mutating func update<Updater: PresetChromeUpdater>(
    _ kind: PresetKind, at index: Int, _ updater: inout Updater
  ) {
    switch kind {
    case .followView: updater.updateCollapsing(&followViews[index])
    case .shyBar: updater.updateCollapsing(&shyBars[index])
    case .headerTransition: updater.updateCollapsing(&headers[index])
    case .draggableSwitch: updater.updatePulling(&switches[index])
    }
  }

  /// Whether any stored chrome animates.
  package var isAnimating: Bool {
    followViews.contains { $0.isAnimating } || shyBars.contains { $0.isAnimating }
      || headers.contains { $0.isAnimating }
  }

  // MARK: Private

  private var followViews: [FollowView.Chrome] = []
  private var shyBars: [ShyBar.Chrome] = []
  private var headers: [HeaderTransition.Chrome] = []
  private var switches: [DraggableSwitch.Chrome] = []

  private static func append<Chrome>(_ chrome: Chrome, to array: inout [Chrome]) -> Int {
    array.append(chrome)
    return array.count - 1
  }
}
