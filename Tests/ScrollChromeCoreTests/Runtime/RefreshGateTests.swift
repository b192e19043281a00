import ScrollChromeCore
import Testing

/// `RefreshGate`: the refresh action and the end of refreshing wait for the finger to lift.
@Suite("Refresh gate") struct RefreshGateTests {
  @Test func withoutAFingerEverythingRunsAtOnce() {
    var gate = RefreshGate()
    let sendsNow = gate.requestAction()
    #expect(sendsNow)
    let endsNow = gate.requestEnd()
    #expect(endsNow)
    #expect(!gate.isActionPending && !gate.isEndPending)
  }

  @Test func thePullPastTheThresholdFiresOnLift() {
    var gate = RefreshGate()
    gate.fingerDidTouch()
    // UIRefreshControl sends .valueChanged mid-drag.
    let sendsNow = gate.requestAction()
    #expect(!sendsNow)
    #expect(gate.isActionPending)
    let due = gate.fingerDidLift()
    #expect(due.sendsAction && !due.endsRefreshing)
    // Sent exactly once.
    let dueAgain = gate.fingerDidLift()
    #expect(dueAgain == (false, false))
  }

  @Test func endingUnderTheFingerWaitsForTheLift() {
    var gate = RefreshGate()
    let sendsNow = gate.requestAction()
    #expect(sendsNow)
    // The user pulls again while the data loads; the app ends refreshing meanwhile.
    gate.fingerDidTouch()
    let endsNow = gate.requestEnd()
    #expect(!endsNow)
    let due = gate.fingerDidLift()
    #expect(!due.sendsAction && due.endsRefreshing)
    #expect(!gate.isFingerDown)
  }

  @Test func actionThenEndInOneTouch() {
    var gate = RefreshGate()
    gate.fingerDidTouch()
    let sendsNow = gate.requestAction()
    #expect(!sendsNow)
    let endsNow = gate.requestEnd()
    #expect(!endsNow)
    let due = gate.fingerDidLift()
    #expect(due == (true, true))
  }
}
