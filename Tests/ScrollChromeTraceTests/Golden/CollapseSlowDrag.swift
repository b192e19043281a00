// Golden: {"collapse": {"range": 44}} (followsScroll, projected snap, 0.3 s critically damped
// spring), viewport 800, content 4000. A slow drag down the list, 30 pt in 1 s, released at 30
// pt/s.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - Tracking: c = c + δ (speed 1, no delay): 0.5 pt per frame, c = y = 30 at t = 1.0.
// - Release, lift at t = 1.0: project(30) = 14.97 pt ⇒ c would reach 44.97 ≥ R/2 ⇒ target R = 44;
//   the spring starts at the lift with the release velocity (towards the target), so the release
//   line (t = 1.0167) shows c(1/60 s) = 44 − (14 + 263.2/60)·e^(−0.349) = 31.031 (31.0308 ✓).
//   Deceleration scrolls don't fight it.
// - The spring settles (√(x² + (v/ω)²) ≤ 0.01) 29 frames after the lift: c = 44 exactly at t =
//   1.4833.
// - Content rests at 30 + 14.97·(1 − 10/30) = 39.98, ln(10/30)/(1000·ln 0.998) = 0.549 s after the
//   lift (t = 1.0): endDecelerating on the next frame, t = 1.55 ✓.

extension GoldenTrace {
  static let collapseSlowDrag = #"""
    {"t": 0.0167, "offset": 0.5, "phase": "tracking", "value": {"collapsed": 0.5, "fraction": 0.0114, "stretch": 0.0, "animating": false, "overlap": 0.0625}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": 1.0, "phase": "tracking", "value": {"collapsed": 1.0, "fraction": 0.0227, "stretch": 0.0, "animating": false, "overlap": 0.125}, "events": []}
    {"t": 0.05, "offset": 1.5, "phase": "tracking", "value": {"collapsed": 1.5, "fraction": 0.0341, "stretch": 0.0, "animating": false, "overlap": 0.1875}, "events": []}
    {"t": 0.0667, "offset": 2.0, "phase": "tracking", "value": {"collapsed": 2.0, "fraction": 0.0455, "stretch": 0.0, "animating": false, "overlap": 0.25}, "events": []}
    {"t": 0.0833, "offset": 2.5, "phase": "tracking", "value": {"collapsed": 2.5, "fraction": 0.0568, "stretch": 0.0, "animating": false, "overlap": 0.3125}, "events": []}
    {"t": 0.1, "offset": 3.0, "phase": "tracking", "value": {"collapsed": 3.0, "fraction": 0.0682, "stretch": 0.0, "animating": false, "overlap": 0.375}, "events": []}
    {"t": 0.1167, "offset": 3.5, "phase": "tracking", "value": {"collapsed": 3.5, "fraction": 0.0795, "stretch": 0.0, "animating": false, "overlap": 0.4375}, "events": []}
    {"t": 0.1333, "offset": 4.0, "phase": "tracking", "value": {"collapsed": 4.0, "fraction": 0.0909, "stretch": 0.0, "animating": false, "overlap": 0.5}, "events": []}
    {"t": 0.15, "offset": 4.5, "phase": "tracking", "value": {"collapsed": 4.5, "fraction": 0.1023, "stretch": 0.0, "animating": false, "overlap": 0.5625}, "events": []}
    {"t": 0.1667, "offset": 5.0, "phase": "tracking", "value": {"collapsed": 5.0, "fraction": 0.1136, "stretch": 0.0, "animating": false, "overlap": 0.625}, "events": []}
    {"t": 0.1833, "offset": 5.5, "phase": "tracking", "value": {"collapsed": 5.5, "fraction": 0.125, "stretch": 0.0, "animating": false, "overlap": 0.6875}, "events": []}
    {"t": 0.2, "offset": 6.0, "phase": "tracking", "value": {"collapsed": 6.0, "fraction": 0.1364, "stretch": 0.0, "animating": false, "overlap": 0.75}, "events": []}
    {"t": 0.2167, "offset": 6.5, "phase": "tracking", "value": {"collapsed": 6.5, "fraction": 0.1477, "stretch": 0.0, "animating": false, "overlap": 0.8125}, "events": []}
    {"t": 0.2333, "offset": 7.0, "phase": "tracking", "value": {"collapsed": 7.0, "fraction": 0.1591, "stretch": 0.0, "animating": false, "overlap": 0.875}, "events": []}
    {"t": 0.25, "offset": 7.5, "phase": "tracking", "value": {"collapsed": 7.5, "fraction": 0.1705, "stretch": 0.0, "animating": false, "overlap": 0.9375}, "events": []}
    {"t": 0.2667, "offset": 8.0, "phase": "tracking", "value": {"collapsed": 8.0, "fraction": 0.1818, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2833, "offset": 8.5, "phase": "tracking", "value": {"collapsed": 8.5, "fraction": 0.1932, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3, "offset": 9.0, "phase": "tracking", "value": {"collapsed": 9.0, "fraction": 0.2045, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3167, "offset": 9.5, "phase": "tracking", "value": {"collapsed": 9.5, "fraction": 0.2159, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3333, "offset": 10.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.2273, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.35, "offset": 10.5, "phase": "tracking", "value": {"collapsed": 10.5, "fraction": 0.2386, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3667, "offset": 11.0, "phase": "tracking", "value": {"collapsed": 11.0, "fraction": 0.25, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3833, "offset": 11.5, "phase": "tracking", "value": {"collapsed": 11.5, "fraction": 0.2614, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4, "offset": 12.0, "phase": "tracking", "value": {"collapsed": 12.0, "fraction": 0.2727, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4167, "offset": 12.5, "phase": "tracking", "value": {"collapsed": 12.5, "fraction": 0.2841, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4333, "offset": 13.0, "phase": "tracking", "value": {"collapsed": 13.0, "fraction": 0.2955, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.45, "offset": 13.5, "phase": "tracking", "value": {"collapsed": 13.5, "fraction": 0.3068, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4667, "offset": 14.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.3182, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4833, "offset": 14.5, "phase": "tracking", "value": {"collapsed": 14.5, "fraction": 0.3295, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5, "offset": 15.0, "phase": "tracking", "value": {"collapsed": 15.0, "fraction": 0.3409, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5167, "offset": 15.5, "phase": "tracking", "value": {"collapsed": 15.5, "fraction": 0.3523, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5333, "offset": 16.0, "phase": "tracking", "value": {"collapsed": 16.0, "fraction": 0.3636, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.55, "offset": 16.5, "phase": "tracking", "value": {"collapsed": 16.5, "fraction": 0.375, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5667, "offset": 17.0, "phase": "tracking", "value": {"collapsed": 17.0, "fraction": 0.3864, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5833, "offset": 17.5, "phase": "tracking", "value": {"collapsed": 17.5, "fraction": 0.3977, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6, "offset": 18.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.4091, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6167, "offset": 18.5, "phase": "tracking", "value": {"collapsed": 18.5, "fraction": 0.4205, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6333, "offset": 19.0, "phase": "tracking", "value": {"collapsed": 19.0, "fraction": 0.4318, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.65, "offset": 19.5, "phase": "tracking", "value": {"collapsed": 19.5, "fraction": 0.4432, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6667, "offset": 20.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6833, "offset": 20.5, "phase": "tracking", "value": {"collapsed": 20.5, "fraction": 0.4659, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7, "offset": 21.0, "phase": "tracking", "value": {"collapsed": 21.0, "fraction": 0.4773, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7167, "offset": 21.5, "phase": "tracking", "value": {"collapsed": 21.5, "fraction": 0.4886, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7333, "offset": 22.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.5, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.75, "offset": 22.5, "phase": "tracking", "value": {"collapsed": 22.5, "fraction": 0.5114, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7667, "offset": 23.0, "phase": "tracking", "value": {"collapsed": 23.0, "fraction": 0.5227, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7833, "offset": 23.5, "phase": "tracking", "value": {"collapsed": 23.5, "fraction": 0.5341, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8, "offset": 24.0, "phase": "tracking", "value": {"collapsed": 24.0, "fraction": 0.5455, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8167, "offset": 24.5, "phase": "tracking", "value": {"collapsed": 24.5, "fraction": 0.5568, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8333, "offset": 25.0, "phase": "tracking", "value": {"collapsed": 25.0, "fraction": 0.5682, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.85, "offset": 25.5, "phase": "tracking", "value": {"collapsed": 25.5, "fraction": 0.5795, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8667, "offset": 26.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.5909, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8833, "offset": 26.5, "phase": "tracking", "value": {"collapsed": 26.5, "fraction": 0.6023, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9, "offset": 27.0, "phase": "tracking", "value": {"collapsed": 27.0, "fraction": 0.6136, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9167, "offset": 27.5, "phase": "tracking", "value": {"collapsed": 27.5, "fraction": 0.625, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9333, "offset": 28.0, "phase": "tracking", "value": {"collapsed": 28.0, "fraction": 0.6364, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.95, "offset": 28.5, "phase": "tracking", "value": {"collapsed": 28.5, "fraction": 0.6477, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9667, "offset": 29.0, "phase": "tracking", "value": {"collapsed": 29.0, "fraction": 0.6591, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9833, "offset": 29.5, "phase": "tracking", "value": {"collapsed": 29.5, "fraction": 0.6705, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0, "offset": 30.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.6818, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0167, "offset": 30.4913, "phase": "decelerating", "value": {"collapsed": 31.0308, "fraction": 0.7052, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": ["endDragging"]}
    {"t": 1.0333, "offset": 30.9664, "phase": "decelerating", "value": {"collapsed": 32.6697, "fraction": 0.7425, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.05, "offset": 31.4259, "phase": "decelerating", "value": {"collapsed": 34.4687, "fraction": 0.7834, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.0667, "offset": 31.8704, "phase": "decelerating", "value": {"collapsed": 36.1913, "fraction": 0.8225, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.0833, "offset": 32.3003, "phase": "decelerating", "value": {"collapsed": 37.7263, "fraction": 0.8574, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1, "offset": 32.7161, "phase": "decelerating", "value": {"collapsed": 39.0346, "fraction": 0.8872, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1167, "offset": 33.1182, "phase": "decelerating", "value": {"collapsed": 40.1166, "fraction": 0.9117, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1333, "offset": 33.5071, "phase": "decelerating", "value": {"collapsed": 40.9921, "fraction": 0.9316, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.15, "offset": 33.8833, "phase": "decelerating", "value": {"collapsed": 41.6888, "fraction": 0.9475, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1667, "offset": 34.2471, "phase": "decelerating", "value": {"collapsed": 42.2361, "fraction": 0.9599, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.1833, "offset": 34.599, "phase": "decelerating", "value": {"collapsed": 42.6615, "fraction": 0.9696, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2, "offset": 34.9393, "phase": "decelerating", "value": {"collapsed": 42.9894, "fraction": 0.977, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2167, "offset": 35.2685, "phase": "decelerating", "value": {"collapsed": 43.2402, "fraction": 0.9827, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2333, "offset": 35.5869, "phase": "decelerating", "value": {"collapsed": 43.431, "fraction": 0.9871, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.25, "offset": 35.8948, "phase": "decelerating", "value": {"collapsed": 43.5753, "fraction": 0.9903, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2667, "offset": 36.1926, "phase": "decelerating", "value": {"collapsed": 43.684, "fraction": 0.9928, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.2833, "offset": 36.4806, "phase": "decelerating", "value": {"collapsed": 43.7655, "fraction": 0.9947, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3, "offset": 36.7592, "phase": "decelerating", "value": {"collapsed": 43.8264, "fraction": 0.9961, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3167, "offset": 37.0287, "phase": "decelerating", "value": {"collapsed": 43.8718, "fraction": 0.9971, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3333, "offset": 37.2893, "phase": "decelerating", "value": {"collapsed": 43.9055, "fraction": 0.9979, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.35, "offset": 37.5413, "phase": "decelerating", "value": {"collapsed": 43.9305, "fraction": 0.9984, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3667, "offset": 37.7851, "phase": "decelerating", "value": {"collapsed": 43.9489, "fraction": 0.9988, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.3833, "offset": 38.0209, "phase": "decelerating", "value": {"collapsed": 43.9625, "fraction": 0.9991, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4, "offset": 38.2489, "phase": "decelerating", "value": {"collapsed": 43.9726, "fraction": 0.9994, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4167, "offset": 38.4695, "phase": "decelerating", "value": {"collapsed": 43.9799, "fraction": 0.9995, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4333, "offset": 38.6828, "phase": "decelerating", "value": {"collapsed": 43.9853, "fraction": 0.9997, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.45, "offset": 38.8891, "phase": "decelerating", "value": {"collapsed": 43.9893, "fraction": 0.9998, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4667, "offset": 39.0887, "phase": "decelerating", "value": {"collapsed": 43.9922, "fraction": 0.9998, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 1.4833, "offset": 39.2817, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["state:collapsed"]}
    {"t": 1.5, "offset": 39.4684, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.5167, "offset": 39.6489, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.5333, "offset": 39.8235, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.55, "offset": 39.98, "phase": "idle", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["endDecelerating"]}
    """#
}
