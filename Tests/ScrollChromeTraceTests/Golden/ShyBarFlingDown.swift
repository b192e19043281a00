// Golden: shyBar preset (R = 44, collapsesWithContent, nearest snap) under insetTop 64 (u = y +
// 64), viewport 800, content 4000. Hide with a 300 pt drag, let go, drag back 10 pt, fling down at
// −800 pt/s towards the top.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - c = u, 44 from u = 60 (the third frame; anchor 0 once fully collapsed). Release still: c = R,
//   nothing to do.
// - Dragging back 10 pt in the middle of the list does not reveal (collapsesWithContent re-expands
//   only as the content nears its top): c stays 44 at u = 290.
// - The fling (lift at t = 0.3667): c = u once u < 44 (42.4883 at u = 42.49, t = 0.85). The content
//   crosses the top ln(1 − 290/399.2)/(1000·ln 0.998) = 0.6475 s after the lift (t ≈ 1.014) at
//   218.8 pt/s; overscroll peak 218.8/(10e) = 8.05 pt at t ≈ 1.114 (stretch 8.0481 at t = 1.1167);
//   stretch = oTop on every line and c = 0 while u ≤ 0 (invariant 6); rest exactly on −64 at t =
//   1.8.

extension GoldenTrace {
  static let shyBarFlingDown = #"""
    {"t": 0.0167, "offset": -44.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5455, "visibleHeight": 24.0}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": -24.0, "phase": "tracking", "value": {"collapsed": 40.0, "fraction": 0.9091, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0909, "visibleHeight": 4.0}, "events": []}
    {"t": 0.05, "offset": -4.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": ["state:collapsed"]}
    {"t": 0.0667, "offset": 16.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.0833, "offset": 36.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.1, "offset": 56.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.1167, "offset": 76.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.1333, "offset": 96.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.15, "offset": 116.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.1667, "offset": 136.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.1833, "offset": 156.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2, "offset": 176.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2167, "offset": 196.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2333, "offset": 216.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.25, "offset": 236.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.2667, "offset": 236.0, "phase": "idle", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": ["endDragging"]}
    {"t": 0.2833, "offset": 234.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": ["beginDragging"]}
    {"t": 0.3, "offset": 232.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3167, "offset": 231.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3333, "offset": 229.3333, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.35, "offset": 227.6667, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3667, "offset": 226.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.3833, "offset": 212.8998, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": ["endDragging"]}
    {"t": 0.4, "offset": 200.2295, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4167, "offset": 187.9749, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4333, "offset": 176.1225, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.45, "offset": 164.6591, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4667, "offset": 153.5719, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.4833, "offset": 142.8485, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5, "offset": 132.477, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5167, "offset": 122.4458, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5333, "offset": 112.7438, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.55, "offset": 103.3603, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5667, "offset": 94.2846, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.5833, "offset": 85.5068, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6, "offset": 77.017, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6167, "offset": 68.8058, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6333, "offset": 60.8641, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.65, "offset": 53.183, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6667, "offset": 45.754, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.6833, "offset": 38.5688, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7, "offset": 31.6193, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7167, "offset": 24.898, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7333, "offset": 18.3971, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.75, "offset": 12.1096, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7667, "offset": 6.0285, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.7833, "offset": 0.1469, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8, "offset": -5.5417, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8167, "offset": -11.0436, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.8333, "offset": -16.3649, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0, "visibleHeight": 0.0}, "events": []}
    {"t": 0.85, "offset": -21.5117, "phase": "decelerating", "value": {"collapsed": 42.4883, "fraction": 0.9656, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0344, "visibleHeight": 1.5117}, "events": ["state:partial"]}
    {"t": 0.8667, "offset": -26.4895, "phase": "decelerating", "value": {"collapsed": 37.5105, "fraction": 0.8525, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1475, "visibleHeight": 6.4895}, "events": []}
    {"t": 0.8833, "offset": -31.304, "phase": "decelerating", "value": {"collapsed": 32.696, "fraction": 0.7431, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2569, "visibleHeight": 11.304}, "events": []}
    {"t": 0.9, "offset": -35.9605, "phase": "decelerating", "value": {"collapsed": 28.0395, "fraction": 0.6373, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3627, "visibleHeight": 15.9605}, "events": []}
    {"t": 0.9167, "offset": -40.4641, "phase": "decelerating", "value": {"collapsed": 23.5359, "fraction": 0.5349, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4651, "visibleHeight": 20.4641}, "events": []}
    {"t": 0.9333, "offset": -44.82, "phase": "decelerating", "value": {"collapsed": 19.18, "fraction": 0.4359, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5641, "visibleHeight": 24.82}, "events": []}
    {"t": 0.95, "offset": -49.033, "phase": "decelerating", "value": {"collapsed": 14.967, "fraction": 0.3402, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6598, "visibleHeight": 29.033}, "events": []}
    {"t": 0.9667, "offset": -53.1077, "phase": "decelerating", "value": {"collapsed": 10.8923, "fraction": 0.2476, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7524, "visibleHeight": 33.1077}, "events": []}
    {"t": 0.9833, "offset": -57.0486, "phase": "decelerating", "value": {"collapsed": 6.9514, "fraction": 0.158, "stretch": 0.0, "animating": false, "overlap": 0.8689, "shyFraction": 0.842, "visibleHeight": 37.0486}, "events": []}
    {"t": 1.0, "offset": -60.8603, "phase": "decelerating", "value": {"collapsed": 3.1397, "fraction": 0.0714, "stretch": 0.0, "animating": false, "overlap": 0.3925, "shyFraction": 0.9286, "visibleHeight": 40.8603}, "events": []}
    {"t": 1.0167, "offset": -64.5352, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.5352, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": ["state:expanded"]}
    {"t": 1.0333, "offset": -67.4639, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 3.4639, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.05, "offset": -69.4808, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 5.4808, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.0667, "offset": -70.7968, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 6.7968, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.0833, "offset": -71.5796, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 7.5796, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.1, "offset": -71.9619, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 7.9619, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.1167, "offset": -72.0481, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 8.0481, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.1333, "offset": -71.9202, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 7.9202, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.15, "offset": -71.6419, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 7.6419, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.1667, "offset": -71.2624, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 7.2624, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.1833, "offset": -70.8193, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 6.8193, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.2, "offset": -70.3411, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 6.3411, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.2167, "offset": -69.849, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 5.849, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.2333, "offset": -69.3586, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 5.3586, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.25, "offset": -68.8809, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 4.8809, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.2667, "offset": -68.4235, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 4.4235, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.2833, "offset": -67.9916, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 3.9916, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.3, "offset": -67.588, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 3.588, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.3167, "offset": -67.2143, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 3.2143, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.3333, "offset": -66.8707, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 2.8707, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.35, "offset": -66.5569, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 2.5569, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.3667, "offset": -66.2718, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 2.2718, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.3833, "offset": -66.014, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 2.014, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.4, "offset": -65.7817, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 1.7817, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.4167, "offset": -65.5734, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 1.5734, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.4333, "offset": -65.387, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 1.387, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.45, "offset": -65.2207, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 1.2207, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.4667, "offset": -65.0728, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 1.0728, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.4833, "offset": -64.9416, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.9416, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.5, "offset": -64.8253, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.8253, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.5167, "offset": -64.7226, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.7226, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.5333, "offset": -64.632, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.632, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.55, "offset": -64.5521, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.5521, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.5667, "offset": -64.4819, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.4819, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.5833, "offset": -64.4202, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.4202, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.6, "offset": -64.3661, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.3661, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.6167, "offset": -64.3187, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.3187, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.6333, "offset": -64.2773, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.2773, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.65, "offset": -64.241, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.241, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.6667, "offset": -64.2094, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.2094, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.6833, "offset": -64.1817, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.1817, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.7, "offset": -64.1577, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.1577, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.7167, "offset": -64.1367, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.1367, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.7333, "offset": -64.1185, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.1185, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.75, "offset": -64.1026, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.1026, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.7667, "offset": -64.0888, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0888, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.7833, "offset": -64.0769, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0769, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": []}
    {"t": 1.8, "offset": -64.0, "phase": "idle", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 0.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": ["endDecelerating"]}
    """#
}
