import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// `PullEvent.feedback`: the haptic each event calls for (the adapter plays it at `willTrigger`,
/// prepared as the pull rises).
@Suite("Pull feedback") struct PullFeedbackTests {
  @Test(arguments: [
    // Rising into shallow: get the generator ready.
    (PullEvent.stateChanged(from: .normal, to: .shallow), PullFeedback?.some(.prepare)),
    // A one-frame jump into deep prepares too, before the impact.
    (.stateChanged(from: .normal, to: .deep), .prepare),
    // From shallow into deep.
    (.stateChanged(from: .shallow, to: .deep), .prepare),
    // Releasing now triggers: play it.
    (.willTrigger, .impact),
    // Back from deep to shallow: a new entry into deep may follow, keep the generator ready.
    (.stateChanged(from: .deep, to: .shallow), .prepare),
    // Back to normal: nothing.
    (.stateChanged(from: .shallow, to: .normal), nil),
    // The trigger itself is the app's action, not a haptic.
    (.triggered(.deep), nil),
  ])
  func feedback(for event: PullEvent, expected: PullFeedback?) {
    #expect(event.feedback == expected)
  }
}
