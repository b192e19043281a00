// Golden: shyBar preset (R = 44, collapsesWithContent, nearest snap, 0.2 s ease-in-out) under
// insetTop 64 (u = y + 64), viewport 800, content 4000. A 10 pt drag in 0.1 s, then a fling up at
// 800 pt/s.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - c = u: 23.1002 on the release line (t = 0.1167, 1/60 s after the lift), 44 from t = 0.15 (u =
//   48.03).
// - The content rests at −64 + 404.21 = 340.21 at t = 2.3; c = R there: nothing to settle.

extension GoldenTrace {
  static let shyBarFlingUp = #"""
    {"t": 0.0167, "offset": -62.3333, "phase": "tracking", "value": {"collapsed": 1.6667, "fraction": 0.0379, "stretch": 0.0, "animating": false, "shyFraction": 0.9621, "visibleHeight": 42.3333}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": -60.6667, "phase": "tracking", "value": {"collapsed": 3.3333, "fraction": 0.0758, "stretch": 0.0, "animating": false, "shyFraction": 0.9242, "visibleHeight": 40.6667}, "events": []}
    {"t": 0.05, "offset": -59.0, "phase": "tracking", "value": {"collapsed": 5.0, "fraction": 0.1136, "stretch": 0.0, "animating": false, "shyFraction": 0.8864, "visibleHeight": 39.0}, "events": []}
    {"t": 0.0667, "offset": -57.3333, "phase": "tracking", "value": {"collapsed": 6.6667, "fraction": 0.1515, "stretch": 0.0, "animating": false, "shyFraction": 0.8485, "visibleHeight": 37.3333}, "events": []}
    {"t": 0.0833, "offset": -55.6667, "phase": "tracking", "value": {"collapsed": 8.3333, "fraction": 0.1894, "stretch": 0.0, "animating": false, "shyFraction": 0.8106, "visibleHeight": 35.6667}, "events": []}
    {"t": 0.1, "offset": -54.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.2273, "stretch": 0.0, "animating": false, "shyFraction": 0.7727, "visibleHeight": 34.0}, "events": []}
    {"t": 0.1167, "offset": -40.8998, "phase": "decelerating", "value": {"collapsed": 23.1002, "fraction": 0.525, "stretch": 0.0, "animating": false, "shyFraction": 0.475, "visibleHeight": 20.8998}, "events": ["endDragging"]}
    {"t": 0.1333, "offset": -28.2295, "phase": "decelerating", "value": {"collapsed": 35.7705, "fraction": 0.813, "stretch": 0.0, "animating": false, "shyFraction": 0.187, "visibleHeight": 8.2295}, "events": []}
    {"t": 0.15, "offset": -15.9749, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": ["state:collapsed"]}
    {"t": 0.1667, "offset": -4.1225, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.1833, "offset": 7.3409, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2, "offset": 18.4281, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2167, "offset": 29.1515, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2333, "offset": 39.523, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.25, "offset": 49.5542, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2667, "offset": 59.2562, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2833, "offset": 68.6397, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3, "offset": 77.7154, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3167, "offset": 86.4932, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3333, "offset": 94.983, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.35, "offset": 103.1942, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3667, "offset": 111.1359, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3833, "offset": 118.817, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4, "offset": 126.246, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4167, "offset": 133.4312, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4333, "offset": 140.3807, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.45, "offset": 147.102, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4667, "offset": 153.6029, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4833, "offset": 159.8904, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5, "offset": 165.9715, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5167, "offset": 171.8531, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5333, "offset": 177.5417, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.55, "offset": 183.0436, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5667, "offset": 188.3649, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5833, "offset": 193.5117, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6, "offset": 198.4895, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6167, "offset": 203.304, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6333, "offset": 207.9605, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.65, "offset": 212.4641, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6667, "offset": 216.82, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6833, "offset": 221.033, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7, "offset": 225.1077, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7167, "offset": 229.0486, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7333, "offset": 232.8603, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.75, "offset": 236.5468, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7667, "offset": 240.1124, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7833, "offset": 243.561, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8, "offset": 246.8964, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8167, "offset": 250.1223, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8333, "offset": 253.2424, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.85, "offset": 256.2601, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8667, "offset": 259.1788, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8833, "offset": 262.0017, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.9, "offset": 264.7319, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.9167, "offset": 267.3726, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.9333, "offset": 269.9266, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.95, "offset": 272.3968, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.9667, "offset": 274.7859, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.9833, "offset": 277.0966, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.0, "offset": 279.3315, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.0167, "offset": 281.4931, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.0333, "offset": 283.5837, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.05, "offset": 285.6057, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.0667, "offset": 287.5614, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.0833, "offset": 289.4528, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.1, "offset": 291.2822, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.1167, "offset": 293.0516, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.1333, "offset": 294.7629, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.15, "offset": 296.4181, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.1667, "offset": 298.0189, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.1833, "offset": 299.5672, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.2, "offset": 301.0647, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.2167, "offset": 302.5131, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.2333, "offset": 303.9139, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.25, "offset": 305.2687, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.2667, "offset": 306.5791, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.2833, "offset": 307.8465, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.3, "offset": 309.0723, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.3167, "offset": 310.2579, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.3333, "offset": 311.4046, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.35, "offset": 312.5136, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.3667, "offset": 313.5862, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.3833, "offset": 314.6237, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.4, "offset": 315.6271, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.4167, "offset": 316.5976, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.4333, "offset": 317.5362, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.45, "offset": 318.444, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.4667, "offset": 319.322, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.4833, "offset": 320.1712, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.5, "offset": 320.9926, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.5167, "offset": 321.787, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.5333, "offset": 322.5553, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.55, "offset": 323.2984, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.5667, "offset": 324.0171, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.5833, "offset": 324.7123, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.6, "offset": 325.3846, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.6167, "offset": 326.0349, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.6333, "offset": 326.6638, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.65, "offset": 327.2721, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.6667, "offset": 327.8604, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.6833, "offset": 328.4294, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.7, "offset": 328.9798, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.7167, "offset": 329.5121, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.7333, "offset": 330.0269, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.75, "offset": 330.5248, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.7667, "offset": 331.0064, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.7833, "offset": 331.4722, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.8, "offset": 331.9227, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.8167, "offset": 332.3584, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.8333, "offset": 332.7798, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.85, "offset": 333.1874, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.8667, "offset": 333.5816, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.8833, "offset": 333.9629, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.9, "offset": 334.3316, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.9167, "offset": 334.6883, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.9333, "offset": 335.0332, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.95, "offset": 335.3669, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.9667, "offset": 335.6896, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 1.9833, "offset": 336.0016, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.0, "offset": 336.3035, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.0167, "offset": 336.5955, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.0333, "offset": 336.8778, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.05, "offset": 337.1509, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.0667, "offset": 337.4151, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.0833, "offset": 337.6705, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.1, "offset": 337.9176, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.1167, "offset": 338.1566, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.1333, "offset": 338.3877, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.15, "offset": 338.6113, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.1667, "offset": 338.8275, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.1833, "offset": 339.0366, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.2, "offset": 339.2389, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.2167, "offset": 339.4345, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.2333, "offset": 339.6237, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.25, "offset": 339.8067, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.2667, "offset": 339.9837, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.2833, "offset": 340.1549, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 2.3, "offset": 340.21, "phase": "idle", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": ["endDecelerating"]}
    """#
}
