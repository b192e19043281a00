// Golden: {"collapse": {"range": 44}} (followsScroll, projected snap, 0.3 s critically damped
// spring), viewport 800, content 4000. One drag: +30, −20, +50, −25 pt (0.25 s each), released
// still.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - No delays: c = y through every direction change: 30, 10, then 44 from y = 46.67 (the first
//   frame past 44) up to y = 60, then 44 − 25 = 19 at y = 35 (any upward scroll reveals, by δ
//   exactly).
// - Release without velocity at t = 1.0 (endDragging, idle): projection 0 ⇒ 19 < 22 ⇒ expand. The
//   spring starts at the lift: 18.0796 on the release line (t = 1.0167), and settles 30 frames
//   after the lift: c = 0 at t = 1.5. The content does not move (y = 35).

extension GoldenTrace {
  static let collapseDirectionChanges = #"""
    {"t": 0.0167, "offset": 2.0, "phase": "tracking", "value": {"collapsed": 2.0, "fraction": 0.0455, "stretch": 0.0, "animating": false, "overlap": 0.25}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": 4.0, "phase": "tracking", "value": {"collapsed": 4.0, "fraction": 0.0909, "stretch": 0.0, "animating": false, "overlap": 0.5}, "events": []}
    {"t": 0.05, "offset": 6.0, "phase": "tracking", "value": {"collapsed": 6.0, "fraction": 0.1364, "stretch": 0.0, "animating": false, "overlap": 0.75}, "events": []}
    {"t": 0.0667, "offset": 8.0, "phase": "tracking", "value": {"collapsed": 8.0, "fraction": 0.1818, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.0833, "offset": 10.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.2273, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1, "offset": 12.0, "phase": "tracking", "value": {"collapsed": 12.0, "fraction": 0.2727, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1167, "offset": 14.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.3182, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1333, "offset": 16.0, "phase": "tracking", "value": {"collapsed": 16.0, "fraction": 0.3636, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.15, "offset": 18.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.4091, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1667, "offset": 20.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1833, "offset": 22.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.5, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2, "offset": 24.0, "phase": "tracking", "value": {"collapsed": 24.0, "fraction": 0.5455, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2167, "offset": 26.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.5909, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2333, "offset": 28.0, "phase": "tracking", "value": {"collapsed": 28.0, "fraction": 0.6364, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.25, "offset": 30.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.6818, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2667, "offset": 28.6667, "phase": "tracking", "value": {"collapsed": 28.6667, "fraction": 0.6515, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2833, "offset": 27.3333, "phase": "tracking", "value": {"collapsed": 27.3333, "fraction": 0.6212, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3, "offset": 26.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.5909, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3167, "offset": 24.6667, "phase": "tracking", "value": {"collapsed": 24.6667, "fraction": 0.5606, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3333, "offset": 23.3333, "phase": "tracking", "value": {"collapsed": 23.3333, "fraction": 0.5303, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.35, "offset": 22.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.5, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3667, "offset": 20.6667, "phase": "tracking", "value": {"collapsed": 20.6667, "fraction": 0.4697, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3833, "offset": 19.3333, "phase": "tracking", "value": {"collapsed": 19.3333, "fraction": 0.4394, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4, "offset": 18.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.4091, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4167, "offset": 16.6667, "phase": "tracking", "value": {"collapsed": 16.6667, "fraction": 0.3788, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4333, "offset": 15.3333, "phase": "tracking", "value": {"collapsed": 15.3333, "fraction": 0.3485, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.45, "offset": 14.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.3182, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4667, "offset": 12.6667, "phase": "tracking", "value": {"collapsed": 12.6667, "fraction": 0.2879, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4833, "offset": 11.3333, "phase": "tracking", "value": {"collapsed": 11.3333, "fraction": 0.2576, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5, "offset": 10.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.2273, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5167, "offset": 13.3333, "phase": "tracking", "value": {"collapsed": 13.3333, "fraction": 0.303, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5333, "offset": 16.6667, "phase": "tracking", "value": {"collapsed": 16.6667, "fraction": 0.3788, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.55, "offset": 20.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5667, "offset": 23.3333, "phase": "tracking", "value": {"collapsed": 23.3333, "fraction": 0.5303, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5833, "offset": 26.6667, "phase": "tracking", "value": {"collapsed": 26.6667, "fraction": 0.6061, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6, "offset": 30.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.6818, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6167, "offset": 33.3333, "phase": "tracking", "value": {"collapsed": 33.3333, "fraction": 0.7576, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6333, "offset": 36.6667, "phase": "tracking", "value": {"collapsed": 36.6667, "fraction": 0.8333, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.65, "offset": 40.0, "phase": "tracking", "value": {"collapsed": 40.0, "fraction": 0.9091, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6667, "offset": 43.3333, "phase": "tracking", "value": {"collapsed": 43.3333, "fraction": 0.9848, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6833, "offset": 46.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["state:collapsed"]}
    {"t": 0.7, "offset": 50.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7167, "offset": 53.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7333, "offset": 56.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.75, "offset": 60.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7667, "offset": 58.3333, "phase": "tracking", "value": {"collapsed": 42.3333, "fraction": 0.9621, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["state:partial"]}
    {"t": 0.7833, "offset": 56.6667, "phase": "tracking", "value": {"collapsed": 40.6667, "fraction": 0.9242, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8, "offset": 55.0, "phase": "tracking", "value": {"collapsed": 39.0, "fraction": 0.8864, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8167, "offset": 53.3333, "phase": "tracking", "value": {"collapsed": 37.3333, "fraction": 0.8485, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8333, "offset": 51.6667, "phase": "tracking", "value": {"collapsed": 35.6667, "fraction": 0.8106, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.85, "offset": 50.0, "phase": "tracking", "value": {"collapsed": 34.0, "fraction": 0.7727, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8667, "offset": 48.3333, "phase": "tracking", "value": {"collapsed": 32.3333, "fraction": 0.7348, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8833, "offset": 46.6667, "phase": "tracking", "value": {"collapsed": 30.6667, "fraction": 0.697, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9, "offset": 45.0, "phase": "tracking", "value": {"collapsed": 29.0, "fraction": 0.6591, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9167, "offset": 43.3333, "phase": "tracking", "value": {"collapsed": 27.3333, "fraction": 0.6212, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9333, "offset": 41.6667, "phase": "tracking", "value": {"collapsed": 25.6667, "fraction": 0.5833, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.95, "offset": 40.0, "phase": "tracking", "value": {"collapsed": 24.0, "fraction": 0.5455, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9667, "offset": 38.3333, "phase": "tracking", "value": {"collapsed": 22.3333, "fraction": 0.5076, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9833, "offset": 36.6667, "phase": "tracking", "value": {"collapsed": 20.6667, "fraction": 0.4697, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0, "offset": 35.0, "phase": "tracking", "value": {"collapsed": 19.0, "fraction": 0.4318, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0167, "offset": 35.0, "phase": "idle", "value": {"collapsed": 18.0796, "fraction": 0.4109, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": ["endDragging"]}
    {"t": 1.0333, "offset": 35.0, "phase": "idle", "value": {"collapsed": 16.052, "fraction": 0.3648, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.05, "offset": 35.0, "phase": "idle", "value": {"collapsed": 13.6496, "fraction": 0.3102, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.0667, "offset": 35.0, "phase": "idle", "value": {"collapsed": 11.2693, "fraction": 0.2561, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.0833, "offset": 35.0, "phase": "idle", "value": {"collapsed": 9.1067, "fraction": 0.207, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1, "offset": 35.0, "phase": "idle", "value": {"collapsed": 7.2401, "fraction": 0.1645, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1167, "offset": 35.0, "phase": "idle", "value": {"collapsed": 5.6829, "fraction": 0.1292, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1333, "offset": 35.0, "phase": "idle", "value": {"collapsed": 4.4147, "fraction": 0.1003, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.15, "offset": 35.0, "phase": "idle", "value": {"collapsed": 3.4005, "fraction": 0.0773, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1667, "offset": 35.0, "phase": "idle", "value": {"collapsed": 2.6007, "fraction": 0.0591, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1833, "offset": 35.0, "phase": "idle", "value": {"collapsed": 1.977, "fraction": 0.0449, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2, "offset": 35.0, "phase": "idle", "value": {"collapsed": 1.495, "fraction": 0.034, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2167, "offset": 35.0, "phase": "idle", "value": {"collapsed": 1.1255, "fraction": 0.0256, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2333, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.8439, "fraction": 0.0192, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.25, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.6305, "fraction": 0.0143, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2667, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.4696, "fraction": 0.0107, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2833, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.3488, "fraction": 0.0079, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.2584, "fraction": 0.0059, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3167, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.191, "fraction": 0.0043, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3333, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.1409, "fraction": 0.0032, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.35, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.1037, "fraction": 0.0024, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3667, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.0762, "fraction": 0.0017, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3833, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.0559, "fraction": 0.0013, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.041, "fraction": 0.0009, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4167, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.03, "fraction": 0.0007, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4333, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.0219, "fraction": 0.0005, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.45, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.016, "fraction": 0.0004, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4667, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.0117, "fraction": 0.0003, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4833, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.0085, "fraction": 0.0002, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.5, "offset": 35.0, "phase": "idle", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["state:expanded"]}
    """#
}
