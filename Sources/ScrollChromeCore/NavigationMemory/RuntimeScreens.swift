/// The screens of a navigation stack, as a ``ChromeRuntime`` switches between them.
struct RuntimeScreens {
  /// The screen followed now.
  var current: ChromeScreen? {
    didSet { isFollowingScreen = current != nil }
  }
  /// Whether the runtime follows a screen: the cheap test of every input.
  private(set) var isFollowingScreen = false
  /// Each other screen's chrome, by piece name.
  var memories = ScreenMemoryStore<UInt, [String: CollapseMemory]>()
  /// A transition under way: its source, kept until it ends, and the stack it started with.
  var transition: (source: ChromeScreen, stack: [UInt])?
  /// The transition coordinator the runtime has asked to run a switch, until its transition
  /// ends.
  var registeredTransition: UInt?
  /// The stack as the runtime was last handed it.
  var stack: [UInt] = []
  /// The points the chrome takes from the current screen's top safe area.
  var reduction = 0.0
  /// Safe-area writes not yet called out.
  var writes: [(add: (Double) -> Void, points: Double)] = []
}
