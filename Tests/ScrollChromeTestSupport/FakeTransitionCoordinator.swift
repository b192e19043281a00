import ScrollChromeCore

/// What UIKit leaves undocumented about a navigation controller's transitions, as the parameters
/// of a ``FakeNavigationStack``: every flow must end the same way under each choice.
package struct NavigationUnknowns: Sendable, CustomStringConvertible {
  /// Whether the bar lays out after an interactive pop is cancelled, and what it reads then:
  /// none; before the coordinator's completion, the stack still reading as during the gesture
  /// (stale: the destination on top, if it read so), or reading the source again; after the
  /// completion (no coordinator), the source — never a stale destination.
  package enum LayoutAfterCancel: Sendable, CaseIterable {
    case none, staleBeforeCompletion, sourceBeforeCompletion, sourceAfterCompletion
  }

  /// Whether `topViewController` reads the destination from the start of an interactive pop
  /// (else the source, until the pop completes).
  package var topIsDestinationDuringPop: Bool
  /// Whether `viewControllers` still holds the source during an interactive pop.
  package var sourceStaysDuringPop: Bool
  /// The bar's layout after a cancelled interactive pop.
  package var layoutAfterCancel: LayoutAfterCancel
  /// Whether a screen removed without animation is freed before the bar's next layout pass.
  package var freedBeforeLayout: Bool
  /// How many layout passes the bar gets while a transition animates.
  package var passesDuringAnimation: Int

  package init(
    topIsDestinationDuringPop: Bool = true, sourceStaysDuringPop: Bool = false,
    layoutAfterCancel: LayoutAfterCancel = .sourceAfterCompletion, freedBeforeLayout: Bool = true,
    passesDuringAnimation: Int = 2
  ) {
    self.topIsDestinationDuringPop = topIsDestinationDuringPop
    self.sourceStaysDuringPop = sourceStaysDuringPop
    self.layoutAfterCancel = layoutAfterCancel
    self.freedBeforeLayout = freedBeforeLayout
    self.passesDuringAnimation = passesDuringAnimation
  }

  /// Every combination, with none or three layout passes during an animation: 64.
  package static let all: [NavigationUnknowns] = LayoutAfterCancel.allCases.flatMap { cancel in
    (0..<16).map { bits in
      NavigationUnknowns(
        topIsDestinationDuringPop: bits & 1 != 0, sourceStaysDuringPop: bits & 2 != 0,
        layoutAfterCancel: cancel, freedBeforeLayout: bits & 4 != 0,
        passesDuringAnimation: bits & 8 != 0 ? 3 : 0)
    }
  }

  package var description: String {
    (topIsDestinationDuringPop ? "top: destination, " : "top: source, ")
      + (sourceStaysDuringPop ? "source stays, " : "source leaves, ")
      + "cancel: \(layoutAfterCancel), freed \(freedBeforeLayout ? "before" : "after") layout, "
      + "\(passesDuringAnimation) passes"
  }
}

/// What the stack recorded: each fraction the bar applied, each screen whose scroll view the
/// runtime started to follow, with the coordinator whose alongside animations ran then, if any.
package final class StackLog {
  package struct Entry: Equatable {
    package var value: Double
    package var alongside: UInt?
    package init(value: Double, alongside: UInt?) {
      self.value = value
      self.alongside = alongside
    }
  }
  package internal(set) var applied: [Entry] = []
  package internal(set) var switches: [Entry] = []
  /// The coordinators the runtime asked to run a switch alongside, once per request.
  package internal(set) var registrations: [UInt] = []
  package internal(set) var alongside: UInt?
  init() {}
}

/// A `UIViewControllerTransitionCoordinator`: `animate(alongsideTransition:completion:)` queues
/// the animation to run when the transition animation starts (in its context) and the completion
/// for when it ends; a registration once the animations started is refused (`false`).
package final class FakeTransitionCoordinator {
  package let id: UInt
  /// `viewController(forKey: .to)`.
  package let destination: FakeScreen?
  package private(set) var isCancelled = false
  package private(set) var hasStarted = false
  private let log: StackLog
  private var animations: [(FakeTransitionCoordinator) -> Void] = []
  private var completions: [(FakeTransitionCoordinator) -> Void] = []
  private var interactionHandlers: [(FakeTransitionCoordinator) -> Void] = []

  init(id: UInt, destination: FakeScreen?, log: StackLog) {
    self.id = id
    self.destination = destination
    self.log = log
  }

  @discardableResult
  package func animate(
    alongsideTransition animation: ((FakeTransitionCoordinator) -> Void)?,
    completion: ((FakeTransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    guard !hasStarted else { return false }
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  package func notifyWhenInteractionChanges(_ run: @escaping (FakeTransitionCoordinator) -> Void) {
    interactionHandlers.append(run)
  }

  /// The coordinator as `ShyNavigationBar` hands it to the runtime.
  package var screenTransition: ScreenTransition {
    ScreenTransition(id: id) { [weak self, log, id] animation, completion in
      log.registrations.append(id)
      return self?.animate(
        alongsideTransition: { _ in animation() },
        completion: { context in completion(context.isCancelled) }) ?? false
    }
  }

  func startAnimations() {
    hasStarted = true
    log.alongside = id
    while !animations.isEmpty { animations.removeFirst()(self) }
    log.alongside = nil
  }

  func endInteraction(cancelled: Bool) {
    isCancelled = cancelled
    for handler in interactionHandlers { handler(self) }
  }

  func end() {
    while !completions.isEmpty { completions.removeFirst()(self) }
  }
}
