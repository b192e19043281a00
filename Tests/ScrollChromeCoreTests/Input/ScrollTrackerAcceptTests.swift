import ScrollChromeCore
import Testing

// `accept(_:at:rejected:)` is `handle(_:at:)` for hosts: an accepted event returns true and reports
// nothing; a refused one returns false, reports the event with the diagnostic `handle` throws, and
// leaves the tracker as it was.

@Suite("ScrollTracker.accept") struct ScrollTrackerAcceptTests {
  @Test func acceptedEventReturnsTrueAndReportsNothing() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    var reports: [(ScrollEvent, ScrollDiagnostic)] = []
    let accepted = tracker.accept(.scroll(y: 40), at: 1) { reports.append(($0, $1)) }
    #expect(accepted)
    #expect(reports.isEmpty)
    #expect(tracker.metrics.offset == 40)
  }

  @Test func refusedEventReturnsFalseReportsWhyAndChangesNothing() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    let before = tracker
    var reports: [(ScrollEvent, ScrollDiagnostic)] = []
    let accepted = tracker.accept(.scroll(y: .nan), at: 1) { reports.append(($0, $1)) }
    #expect(!accepted)
    #expect(reports.count == 1)
    // NaN never equals itself, so the refused event is matched by its case.
    if case .scroll(let y)? = reports.first?.0 {
      #expect(y.isNaN)
    } else {
      Issue.record("the refused scroll event was not reported")
    }
    #expect(reports.first?.1 == ScrollDiagnostic(field: .offset, problem: .notFinite))
    #expect(tracker == before)
  }

  @Test func refusedEventWithoutAHandlerStillReturnsFalse() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    let accepted = tracker.accept(.scroll(y: .infinity), at: 1, rejected: nil)
    #expect(!accepted)
  }
}
