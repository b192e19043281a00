// Golden: followView preset (R = 64, followsScroll, nearest snap, 0.2 s ease-in-out), viewport 800,
// content 4000. One drag: +30, −20, +50, −25 pt (0.25 s each), released still.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - R = 64 is never reached: c = y = 30, 10, 60, 35 through the direction changes.
// - Release still, lift at t = 1.0 (idle): f = 35/64 = 0.547 ≥ 0.5 ⇒ collapse over 0.2 s from the
//   lift: 35.3945 on the release line (t = 1.0167), 49.5 halfway at t = 1.1 ✓, 64 with `animating:
//   false` on the same line at t = 1.2 (the animation ends within 1e-9 s of its duration).

extension GoldenTrace {
  static let followViewDirectionChanges = #"""
    {"t": 0.0167, "offset": 2.0, "phase": "tracking", "value": {"collapsed": 2.0, "fraction": 0.0313, "stretch": 0.0, "animating": false, "overlap": 0.25, "constant": -2.0}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": 4.0, "phase": "tracking", "value": {"collapsed": 4.0, "fraction": 0.0625, "stretch": 0.0, "animating": false, "overlap": 0.5, "constant": -4.0}, "events": []}
    {"t": 0.05, "offset": 6.0, "phase": "tracking", "value": {"collapsed": 6.0, "fraction": 0.0938, "stretch": 0.0, "animating": false, "overlap": 0.75, "constant": -6.0}, "events": []}
    {"t": 0.0667, "offset": 8.0, "phase": "tracking", "value": {"collapsed": 8.0, "fraction": 0.125, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -8.0}, "events": []}
    {"t": 0.0833, "offset": 10.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.1563, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -10.0}, "events": []}
    {"t": 0.1, "offset": 12.0, "phase": "tracking", "value": {"collapsed": 12.0, "fraction": 0.1875, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -12.0}, "events": []}
    {"t": 0.1167, "offset": 14.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.2188, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -14.0}, "events": []}
    {"t": 0.1333, "offset": 16.0, "phase": "tracking", "value": {"collapsed": 16.0, "fraction": 0.25, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -16.0}, "events": []}
    {"t": 0.15, "offset": 18.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.2813, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -18.0}, "events": []}
    {"t": 0.1667, "offset": 20.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.3125, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -20.0}, "events": []}
    {"t": 0.1833, "offset": 22.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.3438, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -22.0}, "events": []}
    {"t": 0.2, "offset": 24.0, "phase": "tracking", "value": {"collapsed": 24.0, "fraction": 0.375, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -24.0}, "events": []}
    {"t": 0.2167, "offset": 26.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.4063, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -26.0}, "events": []}
    {"t": 0.2333, "offset": 28.0, "phase": "tracking", "value": {"collapsed": 28.0, "fraction": 0.4375, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -28.0}, "events": []}
    {"t": 0.25, "offset": 30.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.4688, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -30.0}, "events": []}
    {"t": 0.2667, "offset": 28.6667, "phase": "tracking", "value": {"collapsed": 28.6667, "fraction": 0.4479, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -28.6667}, "events": []}
    {"t": 0.2833, "offset": 27.3333, "phase": "tracking", "value": {"collapsed": 27.3333, "fraction": 0.4271, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -27.3333}, "events": []}
    {"t": 0.3, "offset": 26.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.4063, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -26.0}, "events": []}
    {"t": 0.3167, "offset": 24.6667, "phase": "tracking", "value": {"collapsed": 24.6667, "fraction": 0.3854, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -24.6667}, "events": []}
    {"t": 0.3333, "offset": 23.3333, "phase": "tracking", "value": {"collapsed": 23.3333, "fraction": 0.3646, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -23.3333}, "events": []}
    {"t": 0.35, "offset": 22.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.3438, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -22.0}, "events": []}
    {"t": 0.3667, "offset": 20.6667, "phase": "tracking", "value": {"collapsed": 20.6667, "fraction": 0.3229, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -20.6667}, "events": []}
    {"t": 0.3833, "offset": 19.3333, "phase": "tracking", "value": {"collapsed": 19.3333, "fraction": 0.3021, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -19.3333}, "events": []}
    {"t": 0.4, "offset": 18.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.2813, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -18.0}, "events": []}
    {"t": 0.4167, "offset": 16.6667, "phase": "tracking", "value": {"collapsed": 16.6667, "fraction": 0.2604, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -16.6667}, "events": []}
    {"t": 0.4333, "offset": 15.3333, "phase": "tracking", "value": {"collapsed": 15.3333, "fraction": 0.2396, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -15.3333}, "events": []}
    {"t": 0.45, "offset": 14.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.2188, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -14.0}, "events": []}
    {"t": 0.4667, "offset": 12.6667, "phase": "tracking", "value": {"collapsed": 12.6667, "fraction": 0.1979, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -12.6667}, "events": []}
    {"t": 0.4833, "offset": 11.3333, "phase": "tracking", "value": {"collapsed": 11.3333, "fraction": 0.1771, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -11.3333}, "events": []}
    {"t": 0.5, "offset": 10.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.1563, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -10.0}, "events": []}
    {"t": 0.5167, "offset": 13.3333, "phase": "tracking", "value": {"collapsed": 13.3333, "fraction": 0.2083, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -13.3333}, "events": []}
    {"t": 0.5333, "offset": 16.6667, "phase": "tracking", "value": {"collapsed": 16.6667, "fraction": 0.2604, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -16.6667}, "events": []}
    {"t": 0.55, "offset": 20.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.3125, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -20.0}, "events": []}
    {"t": 0.5667, "offset": 23.3333, "phase": "tracking", "value": {"collapsed": 23.3333, "fraction": 0.3646, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -23.3333}, "events": []}
    {"t": 0.5833, "offset": 26.6667, "phase": "tracking", "value": {"collapsed": 26.6667, "fraction": 0.4167, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -26.6667}, "events": []}
    {"t": 0.6, "offset": 30.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.4688, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -30.0}, "events": []}
    {"t": 0.6167, "offset": 33.3333, "phase": "tracking", "value": {"collapsed": 33.3333, "fraction": 0.5208, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -33.3333}, "events": []}
    {"t": 0.6333, "offset": 36.6667, "phase": "tracking", "value": {"collapsed": 36.6667, "fraction": 0.5729, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -36.6667}, "events": []}
    {"t": 0.65, "offset": 40.0, "phase": "tracking", "value": {"collapsed": 40.0, "fraction": 0.625, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -40.0}, "events": []}
    {"t": 0.6667, "offset": 43.3333, "phase": "tracking", "value": {"collapsed": 43.3333, "fraction": 0.6771, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -43.3333}, "events": []}
    {"t": 0.6833, "offset": 46.6667, "phase": "tracking", "value": {"collapsed": 46.6667, "fraction": 0.7292, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -46.6667}, "events": []}
    {"t": 0.7, "offset": 50.0, "phase": "tracking", "value": {"collapsed": 50.0, "fraction": 0.7813, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -50.0}, "events": []}
    {"t": 0.7167, "offset": 53.3333, "phase": "tracking", "value": {"collapsed": 53.3333, "fraction": 0.8333, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -53.3333}, "events": []}
    {"t": 0.7333, "offset": 56.6667, "phase": "tracking", "value": {"collapsed": 56.6667, "fraction": 0.8854, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -56.6667}, "events": []}
    {"t": 0.75, "offset": 60.0, "phase": "tracking", "value": {"collapsed": 60.0, "fraction": 0.9375, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -60.0}, "events": []}
    {"t": 0.7667, "offset": 58.3333, "phase": "tracking", "value": {"collapsed": 58.3333, "fraction": 0.9115, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -58.3333}, "events": []}
    {"t": 0.7833, "offset": 56.6667, "phase": "tracking", "value": {"collapsed": 56.6667, "fraction": 0.8854, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -56.6667}, "events": []}
    {"t": 0.8, "offset": 55.0, "phase": "tracking", "value": {"collapsed": 55.0, "fraction": 0.8594, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -55.0}, "events": []}
    {"t": 0.8167, "offset": 53.3333, "phase": "tracking", "value": {"collapsed": 53.3333, "fraction": 0.8333, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -53.3333}, "events": []}
    {"t": 0.8333, "offset": 51.6667, "phase": "tracking", "value": {"collapsed": 51.6667, "fraction": 0.8073, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -51.6667}, "events": []}
    {"t": 0.85, "offset": 50.0, "phase": "tracking", "value": {"collapsed": 50.0, "fraction": 0.7813, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -50.0}, "events": []}
    {"t": 0.8667, "offset": 48.3333, "phase": "tracking", "value": {"collapsed": 48.3333, "fraction": 0.7552, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -48.3333}, "events": []}
    {"t": 0.8833, "offset": 46.6667, "phase": "tracking", "value": {"collapsed": 46.6667, "fraction": 0.7292, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -46.6667}, "events": []}
    {"t": 0.9, "offset": 45.0, "phase": "tracking", "value": {"collapsed": 45.0, "fraction": 0.7031, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -45.0}, "events": []}
    {"t": 0.9167, "offset": 43.3333, "phase": "tracking", "value": {"collapsed": 43.3333, "fraction": 0.6771, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -43.3333}, "events": []}
    {"t": 0.9333, "offset": 41.6667, "phase": "tracking", "value": {"collapsed": 41.6667, "fraction": 0.651, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -41.6667}, "events": []}
    {"t": 0.95, "offset": 40.0, "phase": "tracking", "value": {"collapsed": 40.0, "fraction": 0.625, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -40.0}, "events": []}
    {"t": 0.9667, "offset": 38.3333, "phase": "tracking", "value": {"collapsed": 38.3333, "fraction": 0.599, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -38.3333}, "events": []}
    {"t": 0.9833, "offset": 36.6667, "phase": "tracking", "value": {"collapsed": 36.6667, "fraction": 0.5729, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -36.6667}, "events": []}
    {"t": 1.0, "offset": 35.0, "phase": "tracking", "value": {"collapsed": 35.0, "fraction": 0.5469, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -35.0}, "events": []}
    {"t": 1.0167, "offset": 35.0, "phase": "idle", "value": {"collapsed": 35.3945, "fraction": 0.553, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -35.3945}, "events": ["endDragging"]}
    {"t": 1.0333, "offset": 35.0, "phase": "idle", "value": {"collapsed": 36.6278, "fraction": 0.5723, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -36.6278}, "events": []}
    {"t": 1.05, "offset": 35.0, "phase": "idle", "value": {"collapsed": 38.7457, "fraction": 0.6054, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -38.7457}, "events": []}
    {"t": 1.0667, "offset": 35.0, "phase": "idle", "value": {"collapsed": 41.7215, "fraction": 0.6519, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -41.7215}, "events": []}
    {"t": 1.0833, "offset": 35.0, "phase": "idle", "value": {"collapsed": 45.406, "fraction": 0.7095, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -45.406}, "events": []}
    {"t": 1.1, "offset": 35.0, "phase": "idle", "value": {"collapsed": 49.5, "fraction": 0.7734, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -49.5}, "events": []}
    {"t": 1.1167, "offset": 35.0, "phase": "idle", "value": {"collapsed": 53.594, "fraction": 0.8374, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -53.594}, "events": []}
    {"t": 1.1333, "offset": 35.0, "phase": "idle", "value": {"collapsed": 57.2785, "fraction": 0.895, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -57.2785}, "events": []}
    {"t": 1.15, "offset": 35.0, "phase": "idle", "value": {"collapsed": 60.2543, "fraction": 0.9415, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -60.2543}, "events": []}
    {"t": 1.1667, "offset": 35.0, "phase": "idle", "value": {"collapsed": 62.3722, "fraction": 0.9746, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -62.3722}, "events": []}
    {"t": 1.1833, "offset": 35.0, "phase": "idle", "value": {"collapsed": 63.6055, "fraction": 0.9938, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -63.6055}, "events": []}
    {"t": 1.2, "offset": 35.0, "phase": "idle", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": ["state:collapsed"]}
    """#
}
