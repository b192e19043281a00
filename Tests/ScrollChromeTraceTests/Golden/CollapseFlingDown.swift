// Golden: {"collapse": {"range": 44}} (followsScroll, projected snap, 0.3 s critically damped
// spring), viewport 800, content 4000, starting at y = 1000. Hide with a 300 pt drag, let go, drag
// back 10 pt, fling down at −800 pt/s.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - 20 pt per frame: c = 20, 40, then 44 (clamped) from y = 1060. Release still: no deceleration, c
//   = R, nothing to settle (idle, not animating).
// - Dragging back 10 pt reveals at once (any upward scroll reveals): c = 34 at y = 1290 (t =
//   0.3667).
// - Fling down from c = 34 at the lift (t = 0.3667) shows (projected snap: a fling down shows):
//   projected −399.2 pt ⇒ 0 < 22 ⇒ target 0; the spring starts there with −800 pt/s (22.9484 on the
//   release line, t = 0.3833) and settles 20 frames after the lift: c = 0 at t = 0.7.
// - Rest: 1290 − 394.21 = 895.79, endDecelerating at 0.3667 + 2.189 ⇒ t = 2.5667 ✓.

extension GoldenTrace {
  static let collapseFlingDown = #"""
    {"t": 0.0167, "offset": 1020.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": 1040.0, "phase": "tracking", "value": {"collapsed": 40.0, "fraction": 0.9091, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.05, "offset": 1060.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["state:collapsed"]}
    {"t": 0.0667, "offset": 1080.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.0833, "offset": 1100.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1, "offset": 1120.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1167, "offset": 1140.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1333, "offset": 1160.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.15, "offset": 1180.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1667, "offset": 1200.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.1833, "offset": 1220.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2, "offset": 1240.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2167, "offset": 1260.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2333, "offset": 1280.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.25, "offset": 1300.0, "phase": "tracking", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.2667, "offset": 1300.0, "phase": "idle", "value": {"collapsed": 44.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["endDragging"]}
    {"t": 0.2833, "offset": 1298.3333, "phase": "tracking", "value": {"collapsed": 42.3333, "fraction": 0.9621, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.3, "offset": 1296.6667, "phase": "tracking", "value": {"collapsed": 40.6667, "fraction": 0.9242, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3167, "offset": 1295.0, "phase": "tracking", "value": {"collapsed": 39.0, "fraction": 0.8864, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3333, "offset": 1293.3333, "phase": "tracking", "value": {"collapsed": 37.3333, "fraction": 0.8485, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.35, "offset": 1291.6667, "phase": "tracking", "value": {"collapsed": 35.6667, "fraction": 0.8106, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3667, "offset": 1290.0, "phase": "tracking", "value": {"collapsed": 34.0, "fraction": 0.7727, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.3833, "offset": 1276.8998, "phase": "decelerating", "value": {"collapsed": 22.9484, "fraction": 0.5216, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": ["endDragging"]}
    {"t": 0.4, "offset": 1264.2295, "phase": "decelerating", "value": {"collapsed": 15.4577, "fraction": 0.3513, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.4167, "offset": 1251.9749, "phase": "decelerating", "value": {"collapsed": 10.3889, "fraction": 0.2361, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.4333, "offset": 1240.1225, "phase": "decelerating", "value": {"collapsed": 6.9651, "fraction": 0.1583, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.45, "offset": 1228.6591, "phase": "decelerating", "value": {"collapsed": 4.657, "fraction": 0.1058, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.4667, "offset": 1217.5719, "phase": "decelerating", "value": {"collapsed": 3.1044, "fraction": 0.0706, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.4833, "offset": 1206.8485, "phase": "decelerating", "value": {"collapsed": 2.0624, "fraction": 0.0469, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.5, "offset": 1196.477, "phase": "decelerating", "value": {"collapsed": 1.365, "fraction": 0.031, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.5167, "offset": 1186.4458, "phase": "decelerating", "value": {"collapsed": 0.8995, "fraction": 0.0204, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.5333, "offset": 1176.7438, "phase": "decelerating", "value": {"collapsed": 0.5898, "fraction": 0.0134, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.55, "offset": 1167.3603, "phase": "decelerating", "value": {"collapsed": 0.3845, "fraction": 0.0087, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.5667, "offset": 1158.2846, "phase": "decelerating", "value": {"collapsed": 0.249, "fraction": 0.0057, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.5833, "offset": 1149.5068, "phase": "decelerating", "value": {"collapsed": 0.16, "fraction": 0.0036, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.6, "offset": 1141.017, "phase": "decelerating", "value": {"collapsed": 0.1018, "fraction": 0.0023, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.6167, "offset": 1132.8058, "phase": "decelerating", "value": {"collapsed": 0.064, "fraction": 0.0015, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.6333, "offset": 1124.8641, "phase": "decelerating", "value": {"collapsed": 0.0396, "fraction": 0.0009, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.65, "offset": 1117.183, "phase": "decelerating", "value": {"collapsed": 0.0241, "fraction": 0.0005, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.6667, "offset": 1109.754, "phase": "decelerating", "value": {"collapsed": 0.0142, "fraction": 0.0003, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.6833, "offset": 1102.5688, "phase": "decelerating", "value": {"collapsed": 0.0081, "fraction": 0.0002, "stretch": 0.0, "animating": true, "overlap": 1.0}, "events": []}
    {"t": 0.7, "offset": 1095.6193, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["state:expanded"]}
    {"t": 0.7167, "offset": 1088.898, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7333, "offset": 1082.3971, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.75, "offset": 1076.1096, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7667, "offset": 1070.0285, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.7833, "offset": 1064.1469, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8, "offset": 1058.4583, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8167, "offset": 1052.9564, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8333, "offset": 1047.6351, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.85, "offset": 1042.4883, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8667, "offset": 1037.5105, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.8833, "offset": 1032.696, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9, "offset": 1028.0395, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9167, "offset": 1023.5359, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9333, "offset": 1019.18, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.95, "offset": 1014.967, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9667, "offset": 1010.8923, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 0.9833, "offset": 1006.9514, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0, "offset": 1003.1397, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0167, "offset": 999.4532, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0333, "offset": 995.8876, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.05, "offset": 992.439, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0667, "offset": 989.1036, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.0833, "offset": 985.8777, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1, "offset": 982.7576, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1167, "offset": 979.7399, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1333, "offset": 976.8212, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.15, "offset": 973.9983, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1667, "offset": 971.2681, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.1833, "offset": 968.6274, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.2, "offset": 966.0734, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.2167, "offset": 963.6032, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.2333, "offset": 961.2141, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.25, "offset": 958.9034, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.2667, "offset": 956.6685, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.2833, "offset": 954.5069, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.3, "offset": 952.4163, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.3167, "offset": 950.3943, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.3333, "offset": 948.4386, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.35, "offset": 946.5472, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.3667, "offset": 944.7178, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.3833, "offset": 942.9484, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.4, "offset": 941.2371, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.4167, "offset": 939.5819, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.4333, "offset": 937.9811, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.45, "offset": 936.4328, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.4667, "offset": 934.9353, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.4833, "offset": 933.4869, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.5, "offset": 932.0861, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.5167, "offset": 930.7313, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.5333, "offset": 929.4209, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.55, "offset": 928.1535, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.5667, "offset": 926.9277, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.5833, "offset": 925.7421, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.6, "offset": 924.5954, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.6167, "offset": 923.4864, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.6333, "offset": 922.4138, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.65, "offset": 921.3763, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.6667, "offset": 920.3729, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.6833, "offset": 919.4024, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.7, "offset": 918.4638, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.7167, "offset": 917.556, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.7333, "offset": 916.678, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.75, "offset": 915.8288, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.7667, "offset": 915.0074, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.7833, "offset": 914.213, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.8, "offset": 913.4447, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.8167, "offset": 912.7016, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.8333, "offset": 911.9829, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.85, "offset": 911.2877, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.8667, "offset": 910.6154, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.8833, "offset": 909.9651, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.9, "offset": 909.3362, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.9167, "offset": 908.7279, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.9333, "offset": 908.1396, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.95, "offset": 907.5706, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.9667, "offset": 907.0202, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 1.9833, "offset": 906.4879, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.0, "offset": 905.9731, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.0167, "offset": 905.4752, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.0333, "offset": 904.9936, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.05, "offset": 904.5278, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.0667, "offset": 904.0773, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.0833, "offset": 903.6416, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.1, "offset": 903.2202, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.1167, "offset": 902.8126, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.1333, "offset": 902.4184, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.15, "offset": 902.0371, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.1667, "offset": 901.6684, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.1833, "offset": 901.3117, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.2, "offset": 900.9668, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.2167, "offset": 900.6331, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.2333, "offset": 900.3104, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.25, "offset": 899.9984, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.2667, "offset": 899.6965, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.2833, "offset": 899.4045, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.3, "offset": 899.1222, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.3167, "offset": 898.8491, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.3333, "offset": 898.5849, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.35, "offset": 898.3295, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.3667, "offset": 898.0824, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.3833, "offset": 897.8434, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.4, "offset": 897.6123, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.4167, "offset": 897.3887, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.4333, "offset": 897.1725, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.45, "offset": 896.9634, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.4667, "offset": 896.7611, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.4833, "offset": 896.5655, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.5, "offset": 896.3763, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.5167, "offset": 896.1933, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.5333, "offset": 896.0163, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.55, "offset": 895.8451, "phase": "decelerating", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": []}
    {"t": 2.5667, "offset": 895.79, "phase": "idle", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0}, "events": ["endDecelerating"]}
    """#
}
