// Golden: followView preset (R = 64, followsScroll, nearest snap, 0.2 s ease-in-out), viewport 800,
// content 4000. A 10 pt drag in 0.1 s, then a fling up at 800 pt/s.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - c = y while tracking and coasting (nearest does not settle at a decelerating release): 23.1002
//   on the release line (t = 0.1167, 1/60 s after the lift), clamped to 64 from t = 0.1833 (y =
//   71.34).
// - The content rests at 404.21 at t = 2.3 (as for the collapse golden); c = R there, so
//   endDecelerating starts nothing. constant = −c on every line.

extension GoldenTrace {
  static let followViewFlingUp = #"""
    {"t": 0.0167, "offset": 1.6667, "phase": "tracking", "value": {"collapsed": 1.6667, "fraction": 0.026, "stretch": 0.0, "animating": false, "overlap": 0.2083, "constant": -1.6667}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": 3.3333, "phase": "tracking", "value": {"collapsed": 3.3333, "fraction": 0.0521, "stretch": 0.0, "animating": false, "overlap": 0.4167, "constant": -3.3333}, "events": []}
    {"t": 0.05, "offset": 5.0, "phase": "tracking", "value": {"collapsed": 5.0, "fraction": 0.0781, "stretch": 0.0, "animating": false, "overlap": 0.625, "constant": -5.0}, "events": []}
    {"t": 0.0667, "offset": 6.6667, "phase": "tracking", "value": {"collapsed": 6.6667, "fraction": 0.1042, "stretch": 0.0, "animating": false, "overlap": 0.8333, "constant": -6.6667}, "events": []}
    {"t": 0.0833, "offset": 8.3333, "phase": "tracking", "value": {"collapsed": 8.3333, "fraction": 0.1302, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -8.3333}, "events": []}
    {"t": 0.1, "offset": 10.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.1563, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -10.0}, "events": []}
    {"t": 0.1167, "offset": 23.1002, "phase": "decelerating", "value": {"collapsed": 23.1002, "fraction": 0.3609, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -23.1002}, "events": ["endDragging"]}
    {"t": 0.1333, "offset": 35.7705, "phase": "decelerating", "value": {"collapsed": 35.7705, "fraction": 0.5589, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -35.7705}, "events": []}
    {"t": 0.15, "offset": 48.0251, "phase": "decelerating", "value": {"collapsed": 48.0251, "fraction": 0.7504, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -48.0251}, "events": []}
    {"t": 0.1667, "offset": 59.8775, "phase": "decelerating", "value": {"collapsed": 59.8775, "fraction": 0.9356, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -59.8775}, "events": []}
    {"t": 0.1833, "offset": 71.3409, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": ["state:collapsed"]}
    {"t": 0.2, "offset": 82.4281, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.2167, "offset": 93.1515, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.2333, "offset": 103.523, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.25, "offset": 113.5542, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.2667, "offset": 123.2562, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.2833, "offset": 132.6397, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.3, "offset": 141.7154, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.3167, "offset": 150.4932, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.3333, "offset": 158.983, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.35, "offset": 167.1942, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.3667, "offset": 175.1359, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.3833, "offset": 182.817, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.4, "offset": 190.246, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.4167, "offset": 197.4312, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.4333, "offset": 204.3807, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.45, "offset": 211.102, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.4667, "offset": 217.6029, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.4833, "offset": 223.8904, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.5, "offset": 229.9715, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.5167, "offset": 235.8531, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.5333, "offset": 241.5417, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.55, "offset": 247.0436, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.5667, "offset": 252.3649, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.5833, "offset": 257.5117, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.6, "offset": 262.4895, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.6167, "offset": 267.304, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.6333, "offset": 271.9605, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.65, "offset": 276.4641, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.6667, "offset": 280.82, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.6833, "offset": 285.033, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.7, "offset": 289.1077, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.7167, "offset": 293.0486, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.7333, "offset": 296.8603, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.75, "offset": 300.5468, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.7667, "offset": 304.1124, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.7833, "offset": 307.561, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.8, "offset": 310.8964, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.8167, "offset": 314.1223, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.8333, "offset": 317.2424, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.85, "offset": 320.2601, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.8667, "offset": 323.1788, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.8833, "offset": 326.0017, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.9, "offset": 328.7319, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.9167, "offset": 331.3726, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.9333, "offset": 333.9266, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.95, "offset": 336.3968, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.9667, "offset": 338.7859, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 0.9833, "offset": 341.0966, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.0, "offset": 343.3315, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.0167, "offset": 345.4931, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.0333, "offset": 347.5837, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.05, "offset": 349.6057, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.0667, "offset": 351.5614, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.0833, "offset": 353.4528, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.1, "offset": 355.2822, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.1167, "offset": 357.0516, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.1333, "offset": 358.7629, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.15, "offset": 360.4181, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.1667, "offset": 362.0189, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.1833, "offset": 363.5672, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.2, "offset": 365.0647, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.2167, "offset": 366.5131, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.2333, "offset": 367.9139, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.25, "offset": 369.2687, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.2667, "offset": 370.5791, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.2833, "offset": 371.8465, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.3, "offset": 373.0723, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.3167, "offset": 374.2579, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.3333, "offset": 375.4046, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.35, "offset": 376.5136, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.3667, "offset": 377.5862, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.3833, "offset": 378.6237, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.4, "offset": 379.6271, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.4167, "offset": 380.5976, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.4333, "offset": 381.5362, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.45, "offset": 382.444, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.4667, "offset": 383.322, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.4833, "offset": 384.1712, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.5, "offset": 384.9926, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.5167, "offset": 385.787, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.5333, "offset": 386.5553, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.55, "offset": 387.2984, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.5667, "offset": 388.0171, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.5833, "offset": 388.7123, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.6, "offset": 389.3846, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.6167, "offset": 390.0349, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.6333, "offset": 390.6638, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.65, "offset": 391.2721, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.6667, "offset": 391.8604, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.6833, "offset": 392.4294, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.7, "offset": 392.9798, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.7167, "offset": 393.5121, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.7333, "offset": 394.0269, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.75, "offset": 394.5248, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.7667, "offset": 395.0064, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.7833, "offset": 395.4722, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.8, "offset": 395.9227, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.8167, "offset": 396.3584, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.8333, "offset": 396.7798, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.85, "offset": 397.1874, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.8667, "offset": 397.5816, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.8833, "offset": 397.9629, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.9, "offset": 398.3316, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.9167, "offset": 398.6883, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.9333, "offset": 399.0332, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.95, "offset": 399.3669, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.9667, "offset": 399.6896, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 1.9833, "offset": 400.0016, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.0, "offset": 400.3035, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.0167, "offset": 400.5955, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.0333, "offset": 400.8778, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.05, "offset": 401.1509, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.0667, "offset": 401.4151, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.0833, "offset": 401.6705, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.1, "offset": 401.9176, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.1167, "offset": 402.1566, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.1333, "offset": 402.3877, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.15, "offset": 402.6113, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.1667, "offset": 402.8275, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.1833, "offset": 403.0366, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.2, "offset": 403.2389, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.2167, "offset": 403.4345, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.2333, "offset": 403.6237, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.25, "offset": 403.8067, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.2667, "offset": 403.9837, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.2833, "offset": 404.1549, "phase": "decelerating", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": []}
    {"t": 2.3, "offset": 404.21, "phase": "idle", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": ["endDecelerating"]}
    """#
}
