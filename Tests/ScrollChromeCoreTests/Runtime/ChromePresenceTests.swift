import ScrollChromeCore
import Testing

/// `ChromePresence`: chrome runs while at least one of its views is on screen.
@Suite("Chrome presence") struct ChromePresenceTests {
  @Test func startsWithTheFirstViewAndStopsWithTheLast() {
    var presence = ChromePresence()
    #expect(!presence.isRunning)
    // A header appears, then its title: only the first starts the chrome.
    let starts = [presence.appear(), presence.appear()]
    #expect(starts == [true, false])
    #expect(presence.views == 2)
    // The header's row is unloaded; the title still shows, so the chrome keeps running. Then the
    // title goes too, and the chrome stops.
    let stops = [presence.disappear(), presence.disappear()]
    #expect(stops == [false, true])
    #expect(!presence.isRunning)
    // Back on screen: it starts again.
    let restarts = presence.appear()
    #expect(restarts)
  }

  @Test func anUnbalancedDisappearanceChangesNothing() {
    var presence = ChromePresence()
    let early = presence.disappear()
    #expect(!early)
    #expect(presence == ChromePresence())
    let changes = [presence.appear(), presence.disappear(), presence.disappear()]
    #expect(changes == [true, true, false])
    #expect(presence.views == 0)
  }
}
