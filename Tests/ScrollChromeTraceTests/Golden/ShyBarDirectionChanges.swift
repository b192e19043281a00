// Golden: shyBar preset (R = 44, collapsesWithContent, nearest snap with the near-top rule, 0.2 s
// ease-in-out) under insetTop 64 (u = y + 64), viewport 800, content 4000. One drag: +30, −20, +50,
// −25 pt (0.25 s each), released still.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - c = u = 30, then 10 (the anchor stays 0), then 44 from u = 46.67 (anchor 0); back 25 pt: c
//   stays 44 until u < 44, then c = u (43.3333 at u = 43.33): the bar re-expands as the content
//   nears its top; c = 35 at u = 35.
// - Release still, lift at t = 1.0: f = 0.795 ≥ 0.5 but u = 35 < R ⇒ expand over 0.2 s from the
//   lift: 34.5238 on the release line (t = 1.0167), 17.5 halfway at t = 1.1 ✓, 0 with `animating:
//   false` on the same line at t = 1.2.

extension GoldenTrace {
  static let shyBarDirectionChanges = #"""
    {"t": 0.0167, "offset": -62.0, "phase": "tracking", "value": {"collapsed": 2.0, "fraction": 0.0455, "stretch": 0.0, "animating": false, "overlap": 0.25, "shyFraction": 0.9545, "visibleHeight": 42.0}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": -60.0, "phase": "tracking", "value": {"collapsed": 4.0, "fraction": 0.0909, "stretch": 0.0, "animating": false, "overlap": 0.5, "shyFraction": 0.9091, "visibleHeight": 40.0}, "events": []}
    {"t": 0.05, "offset": -58.0, "phase": "tracking", "value": {"collapsed": 6.0, "fraction": 0.1364, "stretch": 0.0, "animating": false, "overlap": 0.75, "shyFraction": 0.8636, "visibleHeight": 38.0}, "events": []}
    {"t": 0.0667, "offset": -56.0, "phase": "tracking", "value": {"collapsed": 8.0, "fraction": 0.1818, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.8182, "visibleHeight": 36.0}, "events": []}
    {"t": 0.0833, "offset": -54.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.2273, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7727, "visibleHeight": 34.0}, "events": []}
    {"t": 0.1, "offset": -52.0, "phase": "tracking", "value": {"collapsed": 12.0, "fraction": 0.2727, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7273, "visibleHeight": 32.0}, "events": []}
    {"t": 0.1167, "offset": -50.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.3182, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6818, "visibleHeight": 30.0}, "events": []}
    {"t": 0.1333, "offset": -48.0, "phase": "tracking", "value": {"collapsed": 16.0, "fraction": 0.3636, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6364, "visibleHeight": 28.0}, "events": []}
    {"t": 0.15, "offset": -46.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.4091, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5909, "visibleHeight": 26.0}, "events": []}
    {"t": 0.1667, "offset": -44.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5455, "visibleHeight": 24.0}, "events": []}
    {"t": 0.1833, "offset": -42.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.5, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5, "visibleHeight": 22.0}, "events": []}
    {"t": 0.2, "offset": -40.0, "phase": "tracking", "value": {"collapsed": 24.0, "fraction": 0.5455, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4545, "visibleHeight": 20.0}, "events": []}
    {"t": 0.2167, "offset": -38.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.5909, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4091, "visibleHeight": 18.0}, "events": []}
    {"t": 0.2333, "offset": -36.0, "phase": "tracking", "value": {"collapsed": 28.0, "fraction": 0.6364, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3636, "visibleHeight": 16.0}, "events": []}
    {"t": 0.25, "offset": -34.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.6818, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3182, "visibleHeight": 14.0}, "events": []}
    {"t": 0.2667, "offset": -35.3333, "phase": "tracking", "value": {"collapsed": 28.6667, "fraction": 0.6515, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3485, "visibleHeight": 15.3333}, "events": []}
    {"t": 0.2833, "offset": -36.6667, "phase": "tracking", "value": {"collapsed": 27.3333, "fraction": 0.6212, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3788, "visibleHeight": 16.6667}, "events": []}
    {"t": 0.3, "offset": -38.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.5909, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4091, "visibleHeight": 18.0}, "events": []}
    {"t": 0.3167, "offset": -39.3333, "phase": "tracking", "value": {"collapsed": 24.6667, "fraction": 0.5606, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4394, "visibleHeight": 19.3333}, "events": []}
    {"t": 0.3333, "offset": -40.6667, "phase": "tracking", "value": {"collapsed": 23.3333, "fraction": 0.5303, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4697, "visibleHeight": 20.6667}, "events": []}
    {"t": 0.35, "offset": -42.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.5, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5, "visibleHeight": 22.0}, "events": []}
    {"t": 0.3667, "offset": -43.3333, "phase": "tracking", "value": {"collapsed": 20.6667, "fraction": 0.4697, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5303, "visibleHeight": 23.3333}, "events": []}
    {"t": 0.3833, "offset": -44.6667, "phase": "tracking", "value": {"collapsed": 19.3333, "fraction": 0.4394, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5606, "visibleHeight": 24.6667}, "events": []}
    {"t": 0.4, "offset": -46.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.4091, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5909, "visibleHeight": 26.0}, "events": []}
    {"t": 0.4167, "offset": -47.3333, "phase": "tracking", "value": {"collapsed": 16.6667, "fraction": 0.3788, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6212, "visibleHeight": 27.3333}, "events": []}
    {"t": 0.4333, "offset": -48.6667, "phase": "tracking", "value": {"collapsed": 15.3333, "fraction": 0.3485, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6515, "visibleHeight": 28.6667}, "events": []}
    {"t": 0.45, "offset": -50.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.3182, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6818, "visibleHeight": 30.0}, "events": []}
    {"t": 0.4667, "offset": -51.3333, "phase": "tracking", "value": {"collapsed": 12.6667, "fraction": 0.2879, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7121, "visibleHeight": 31.3333}, "events": []}
    {"t": 0.4833, "offset": -52.6667, "phase": "tracking", "value": {"collapsed": 11.3333, "fraction": 0.2576, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7424, "visibleHeight": 32.6667}, "events": []}
    {"t": 0.5, "offset": -54.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.2273, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7727, "visibleHeight": 34.0}, "events": []}
    {"t": 0.5167, "offset": -50.6667, "phase": "tracking", "value": {"collapsed": 13.3333, "fraction": 0.303, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.697, "visibleHeight": 30.6667}, "events": []}
    {"t": 0.5333, "offset": -47.3333, "phase": "tracking", "value": {"collapsed": 16.6667, "fraction": 0.3788, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6212, "visibleHeight": 27.3333}, "events": []}
    {"t": 0.55, "offset": -44.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5455, "visibleHeight": 24.0}, "events": []}
    {"t": 0.5667, "offset": -40.6667, "phase": "tracking", "value": {"collapsed": 23.3333, "fraction": 0.5303, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4697, "visibleHeight": 20.6667}, "events": []}
    {"t": 0.5833, "offset": -37.3333, "phase": "tracking", "value": {"collapsed": 26.6667, "fraction": 0.6061, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3939, "visibleHeight": 17.3333}, "events": []}
    {"t": 0.6, "offset": -34.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.6818, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3182, "visibleHeight": 14.0}, "events": []}
    {"t": 0.6167, "offset": -30.6667, "phase": "tracking", "value": {"collapsed": 33.3333, "fraction": 0.7576, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2424, "visibleHeight": 10.6667}, "events": []}
    {"t": 0.6333, "offset": -27.3333, "phase": "tracking", "value": {"collapsed": 36.6667, "fraction": 0.8333, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1667, "visibleHeight": 7.3333}, "events": []}
    {"t": 0.65, "offset": -24.0, "phase": "tracking", "value": {"collapsed": 40.0, "fraction": 0.9091, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0909, "visibleHeight": 4.0}, "events": []}
    {"t": 0.6667, "offset": -20.6667, "phase": "tracking", "value": {"collapsed": 43.3333, "fraction": 0.9848, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0152, "visibleHeight": 0.6667}, "events": []}
    {"t": 0.6833, "offset": -17.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": ["state:collapsed"]}
    {"t": 0.7, "offset": -14.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7167, "offset": -10.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7333, "offset": -7.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.75, "offset": -4.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7667, "offset": -5.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7833, "offset": -7.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8, "offset": -9.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8167, "offset": -10.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8333, "offset": -12.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.85, "offset": -14.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8667, "offset": -15.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8833, "offset": -17.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.9, "offset": -19.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.9167, "offset": -20.6667, "phase": "tracking", "value": {"collapsed": 43.3333, "fraction": 0.9848, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0152, "visibleHeight": 0.6667}, "events": ["state:partial"]}
    {"t": 0.9333, "offset": -22.3333, "phase": "tracking", "value": {"collapsed": 41.6667, "fraction": 0.947, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.053, "visibleHeight": 2.3333}, "events": []}
    {"t": 0.95, "offset": -24.0, "phase": "tracking", "value": {"collapsed": 40.0, "fraction": 0.9091, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0909, "visibleHeight": 4.0}, "events": []}
    {"t": 0.9667, "offset": -25.6667, "phase": "tracking", "value": {"collapsed": 38.3333, "fraction": 0.8712, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1288, "visibleHeight": 5.6667}, "events": []}
    {"t": 0.9833, "offset": -27.3333, "phase": "tracking", "value": {"collapsed": 36.6667, "fraction": 0.8333, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1667, "visibleHeight": 7.3333}, "events": []}
    {"t": 1.0, "offset": -29.0, "phase": "tracking", "value": {"collapsed": 35.0, "fraction": 0.7955, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2045, "visibleHeight": 9.0}, "events": []}
    {"t": 1.0167, "offset": -29.0, "phase": "idle", "value": {"collapsed": 34.5238, "fraction": 0.7846, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.2154, "visibleHeight": 9.4762}, "events": ["endDragging"]}
    {"t": 1.0333, "offset": -29.0, "phase": "idle", "value": {"collapsed": 33.0354, "fraction": 0.7508, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.2492, "visibleHeight": 10.9646}, "events": []}
    {"t": 1.05, "offset": -29.0, "phase": "idle", "value": {"collapsed": 30.4793, "fraction": 0.6927, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.3073, "visibleHeight": 13.5207}, "events": []}
    {"t": 1.0667, "offset": -29.0, "phase": "idle", "value": {"collapsed": 26.8879, "fraction": 0.6111, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.3889, "visibleHeight": 17.1121}, "events": []}
    {"t": 1.0833, "offset": -29.0, "phase": "idle", "value": {"collapsed": 22.4411, "fraction": 0.51, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.49, "visibleHeight": 21.5589}, "events": []}
    {"t": 1.1, "offset": -29.0, "phase": "idle", "value": {"collapsed": 17.5, "fraction": 0.3977, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.6023, "visibleHeight": 26.5}, "events": []}
    {"t": 1.1167, "offset": -29.0, "phase": "idle", "value": {"collapsed": 12.5589, "fraction": 0.2854, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.7146, "visibleHeight": 31.4411}, "events": []}
    {"t": 1.1333, "offset": -29.0, "phase": "idle", "value": {"collapsed": 8.1121, "fraction": 0.1844, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.8156, "visibleHeight": 35.8879}, "events": []}
    {"t": 1.15, "offset": -29.0, "phase": "idle", "value": {"collapsed": 4.5207, "fraction": 0.1027, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.8973, "visibleHeight": 39.4793}, "events": []}
    {"t": 1.1667, "offset": -29.0, "phase": "idle", "value": {"collapsed": 1.9646, "fraction": 0.0446, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.9554, "visibleHeight": 42.0354}, "events": []}
    {"t": 1.1833, "offset": -29.0, "phase": "idle", "value": {"collapsed": 0.4762, "fraction": 0.0108, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.9892, "visibleHeight": 43.5238}, "events": []}
    {"t": 1.2, "offset": -29.0, "phase": "idle", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": ["state:expanded"]}
    """#
}
