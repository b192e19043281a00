// Golden: {"collapse": {"range": 44}} (followsScroll, projected snap, 0.3 s critically damped
// spring), viewport 800, content 4000 (maxY 3200), starting at y = 3000. A fling at 3000 pt/s into
// the bottom edge.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - The fling lifts at t = 0 (beginDragging and endDragging on the first line). c = 0 at the
//   release: nothing partial to settle; c follows δ and is clamped: 44 on the first frame (δ =
//   49.13).
// - The content reaches maxY ln(1 − 200/1497)/(1000·ln 0.998) = 71.6 ms after the lift with 2599
//   pt/s and bounces (critically damped, k = 100): peak 2599/(10e) = 95.6 pt at t ≈ 0.172
//   (3295.4973 sampled at t = 0.1667), then it rests exactly on 3200 at t = 1.1333 (the simulator's
//   documented bounce tolerance √(x² + (v/10)²) ≤ 0.1 pt is met 1.1231 s after the start).
// - Past the edge δ = 0, so c stays 44 through the whole bounce: a bottom bounce never reveals
//   (TLYShyNavBar #6; invariant 3).

extension GoldenTrace {
  static let collapseBottomEdge = #"""
    {"t": 0.0167, "offset": 3049.1258, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["beginDragging", "endDragging", "state:collapsed"]}
    {"t": 0.0333, "offset": 3096.6395, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.05, "offset": 3142.594, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.0667, "offset": 3187.0404, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.0833, "offset": 3227.0538, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1, "offset": 3255.5211, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1167, "offset": 3274.6103, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1333, "offset": 3286.5299, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.15, "offset": 3293.0313, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1667, "offset": 3295.4973, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1833, "offset": 3295.0135, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2, "offset": 3292.4276, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2167, "offset": 3288.3965, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2333, "offset": 3283.4247, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.25, "offset": 3277.8961, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2667, "offset": 3272.0988, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2833, "offset": 3266.2457, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3, "offset": 3260.4905, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3167, "offset": 3254.9411, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3333, "offset": 3249.6699, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.35, "offset": 3244.7223, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3667, "offset": 3240.1232, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3833, "offset": 3235.8822, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4, "offset": 3231.9977, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4167, "offset": 3228.4602, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4333, "offset": 3225.2548, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.45, "offset": 3222.3628, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4667, "offset": 3219.7635, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.4833, "offset": 3217.4353, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5, "offset": 3215.3561, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5167, "offset": 3213.5044, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5333, "offset": 3211.8593, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.55, "offset": 3210.4011, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5667, "offset": 3209.1111, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.5833, "offset": 3207.972, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6, "offset": 3206.968, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6167, "offset": 3206.0843, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6333, "offset": 3205.3077, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.65, "offset": 3204.6262, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6667, "offset": 3204.0289, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.6833, "offset": 3203.5059, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7, "offset": 3203.0485, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7167, "offset": 3202.649, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7333, "offset": 3202.3002, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.75, "offset": 3201.9962, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7667, "offset": 3201.7312, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7833, "offset": 3201.5006, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8, "offset": 3201.3, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8167, "offset": 3201.1256, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8333, "offset": 3200.9741, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.85, "offset": 3200.8426, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8667, "offset": 3200.7285, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8833, "offset": 3200.6296, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9, "offset": 3200.5439, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9167, "offset": 3200.4697, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9333, "offset": 3200.4054, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.95, "offset": 3200.3498, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9667, "offset": 3200.3017, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9833, "offset": 3200.2602, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0, "offset": 3200.2242, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0167, "offset": 3200.1932, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0333, "offset": 3200.1664, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.05, "offset": 3200.1433, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0667, "offset": 3200.1234, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0833, "offset": 3200.1062, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1, "offset": 3200.0914, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1167, "offset": 3200.0786, "phase": "decelerating", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1333, "offset": 3200.0, "phase": "idle", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["endDecelerating"]}
    """#
}
