// Golden: draggableSwitch preset, viewport 800, content 4000. One drag: the finger pulls 200 pt in
// 0.5 s (deep), pushes 120 pt back in 0.25 s (15 frames of 8 pt, raw −80: shallow), lets go still.
// Verified by hand against the tracker and pull rules and UIKit's scroll physics, and every line
// (±1e-4: max |Δ| 5e-5, the printing's rounding) against an independent Python model of those
// formulas (rubber band b(x) = x·800·0.55/(800 + 0.55·x); the bounce-back spring k = 100, ζ = 1,
// which the simulator ends within 0.1 pt of the edge; per-ms decay at 0.998 that stops at 10 pt/s;
// the pull states as a function of p while tracking). Frame convention as in GoldenTraceTests: the
// finger acts at the start of a frame interval, so the line that shows endDragging already shows
// the first frame of the bounce; the trigger fires with the state held at the lift.
// - state:shallow at p = 21.4112 (t = 0.1), state:deep + willTrigger at 70.2395 (t = 0.35), as in
//   pullDeepRelease.
// - Back: raw −136 ⇒ p = 68.4042 < 70 at t = 0.6333 ⇒ state:shallow (no hysteresis), no second
//   willTrigger; p = b(80) = 41.7062 at the lift.
// - The lift fires triggered:shallow — the state at that moment, not the deepest one reached —
//   then state:normal (t = 0.7667); one trigger for the drag.

extension GoldenTrace {
  static let pullDeepThenShallow = #"""
    {"t": 0.0167, "offset": -3.6499, "phase": "tracking", "value": {"state": "normal", "pull": 3.6499, "progress": 0.0521, "text": "ABOUT"}, "events": ["beginDragging"]}
    {"t": 0.0333, "offset": -7.2667, "phase": "tracking", "value": {"state": "normal", "pull": 7.2667, "progress": 0.1038, "text": "ABOUT"}, "events": []}
    {"t": 0.05, "offset": -10.8508, "phase": "tracking", "value": {"state": "normal", "pull": 10.8508, "progress": 0.155, "text": "ABOUT"}, "events": []}
    {"t": 0.0667, "offset": -14.4026, "phase": "tracking", "value": {"state": "normal", "pull": 14.4026, "progress": 0.2058, "text": "ABOUT"}, "events": []}
    {"t": 0.0833, "offset": -17.9226, "phase": "tracking", "value": {"state": "normal", "pull": 17.9226, "progress": 0.256, "text": "ABOUT"}, "events": []}
    {"t": 0.1, "offset": -21.4112, "phase": "tracking", "value": {"state": "shallow", "pull": 21.4112, "progress": 0.3059, "text": "PULL TO RETURN TO MENU."}, "events": ["state:shallow"]}
    {"t": 0.1167, "offset": -24.8688, "phase": "tracking", "value": {"state": "shallow", "pull": 24.8688, "progress": 0.3553, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.1333, "offset": -28.2958, "phase": "tracking", "value": {"state": "shallow", "pull": 28.2958, "progress": 0.4042, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.15, "offset": -31.6927, "phase": "tracking", "value": {"state": "shallow", "pull": 31.6927, "progress": 0.4528, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.1667, "offset": -35.0598, "phase": "tracking", "value": {"state": "shallow", "pull": 35.0598, "progress": 0.5009, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.1833, "offset": -38.3975, "phase": "tracking", "value": {"state": "shallow", "pull": 38.3975, "progress": 0.5485, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2, "offset": -41.7062, "phase": "tracking", "value": {"state": "shallow", "pull": 41.7062, "progress": 0.5958, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2167, "offset": -44.9862, "phase": "tracking", "value": {"state": "shallow", "pull": 44.9862, "progress": 0.6427, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2333, "offset": -48.2381, "phase": "tracking", "value": {"state": "shallow", "pull": 48.2381, "progress": 0.6891, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.25, "offset": -51.462, "phase": "tracking", "value": {"state": "shallow", "pull": 51.462, "progress": 0.7352, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2667, "offset": -54.6584, "phase": "tracking", "value": {"state": "shallow", "pull": 54.6584, "progress": 0.7808, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2833, "offset": -57.8276, "phase": "tracking", "value": {"state": "shallow", "pull": 57.8276, "progress": 0.8261, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.3, "offset": -60.97, "phase": "tracking", "value": {"state": "shallow", "pull": 60.97, "progress": 0.871, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.3167, "offset": -64.0859, "phase": "tracking", "value": {"state": "shallow", "pull": 64.0859, "progress": 0.9155, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.3333, "offset": -67.1756, "phase": "tracking", "value": {"state": "shallow", "pull": 67.1756, "progress": 0.9597, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.35, "offset": -70.2395, "phase": "tracking", "value": {"state": "deep", "pull": 70.2395, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": ["state:deep", "willTrigger"]}
    {"t": 0.3667, "offset": -73.2778, "phase": "tracking", "value": {"state": "deep", "pull": 73.2778, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.3833, "offset": -76.291, "phase": "tracking", "value": {"state": "deep", "pull": 76.291, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4, "offset": -79.2793, "phase": "tracking", "value": {"state": "deep", "pull": 79.2793, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4167, "offset": -82.243, "phase": "tracking", "value": {"state": "deep", "pull": 82.243, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4333, "offset": -85.1824, "phase": "tracking", "value": {"state": "deep", "pull": 85.1824, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.45, "offset": -88.0979, "phase": "tracking", "value": {"state": "deep", "pull": 88.0979, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4667, "offset": -90.9897, "phase": "tracking", "value": {"state": "deep", "pull": 90.9897, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4833, "offset": -93.858, "phase": "tracking", "value": {"state": "deep", "pull": 93.858, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.5, "offset": -96.7033, "phase": "tracking", "value": {"state": "deep", "pull": 96.7033, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.5167, "offset": -93.2862, "phase": "tracking", "value": {"state": "deep", "pull": 93.2862, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.5333, "offset": -89.8358, "phase": "tracking", "value": {"state": "deep", "pull": 89.8358, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.55, "offset": -86.3515, "phase": "tracking", "value": {"state": "deep", "pull": 86.3515, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.5667, "offset": -82.8328, "phase": "tracking", "value": {"state": "deep", "pull": 82.8328, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.5833, "offset": -79.2793, "phase": "tracking", "value": {"state": "deep", "pull": 79.2793, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.6, "offset": -75.6904, "phase": "tracking", "value": {"state": "deep", "pull": 75.6904, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.6167, "offset": -72.0655, "phase": "tracking", "value": {"state": "deep", "pull": 72.0655, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.6333, "offset": -68.4042, "phase": "tracking", "value": {"state": "shallow", "pull": 68.4042, "progress": 0.9772, "text": "PULL TO RETURN TO MENU."}, "events": ["state:shallow"]}
    {"t": 0.65, "offset": -64.7059, "phase": "tracking", "value": {"state": "shallow", "pull": 64.7059, "progress": 0.9244, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.6667, "offset": -60.97, "phase": "tracking", "value": {"state": "shallow", "pull": 60.97, "progress": 0.871, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.6833, "offset": -57.1959, "phase": "tracking", "value": {"state": "shallow", "pull": 57.1959, "progress": 0.8171, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.7, "offset": -53.3831, "phase": "tracking", "value": {"state": "shallow", "pull": 53.3831, "progress": 0.7626, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.7167, "offset": -49.531, "phase": "tracking", "value": {"state": "shallow", "pull": 49.531, "progress": 0.7076, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.7333, "offset": -45.6388, "phase": "tracking", "value": {"state": "shallow", "pull": 45.6388, "progress": 0.652, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.75, "offset": -41.7062, "phase": "tracking", "value": {"state": "shallow", "pull": 41.7062, "progress": 0.5958, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.7667, "offset": -41.1874, "phase": "decelerating", "value": {"state": "normal", "pull": 41.1874, "progress": 0.5884, "text": "ABOUT"}, "events": ["endDragging", "triggered:shallow", "state:normal"]}
    {"t": 0.7833, "offset": -39.845, "phase": "decelerating", "value": {"state": "normal", "pull": 39.845, "progress": 0.5692, "text": "ABOUT"}, "events": []}
    {"t": 0.8, "offset": -37.9441, "phase": "decelerating", "value": {"state": "normal", "pull": 37.9441, "progress": 0.5421, "text": "ABOUT"}, "events": []}
    {"t": 0.8167, "offset": -35.6878, "phase": "decelerating", "value": {"state": "normal", "pull": 35.6878, "progress": 0.5098, "text": "ABOUT"}, "events": []}
    {"t": 0.8333, "offset": -33.2299, "phase": "decelerating", "value": {"state": "normal", "pull": 33.2299, "progress": 0.4747, "text": "ABOUT"}, "events": []}
    {"t": 0.85, "offset": -30.6857, "phase": "decelerating", "value": {"state": "normal", "pull": 30.6857, "progress": 0.4384, "text": "ABOUT"}, "events": []}
    {"t": 0.8667, "offset": -28.1394, "phase": "decelerating", "value": {"state": "normal", "pull": 28.1394, "progress": 0.402, "text": "ABOUT"}, "events": []}
    {"t": 0.8833, "offset": -25.6518, "phase": "decelerating", "value": {"state": "normal", "pull": 25.6518, "progress": 0.3665, "text": "ABOUT"}, "events": []}
    {"t": 0.9, "offset": -23.2648, "phase": "decelerating", "value": {"state": "normal", "pull": 23.2648, "progress": 0.3324, "text": "ABOUT"}, "events": []}
    {"t": 0.9167, "offset": -21.0061, "phase": "decelerating", "value": {"state": "normal", "pull": 21.0061, "progress": 0.3001, "text": "ABOUT"}, "events": []}
    {"t": 0.9333, "offset": -18.8926, "phase": "decelerating", "value": {"state": "normal", "pull": 18.8926, "progress": 0.2699, "text": "ABOUT"}, "events": []}
    {"t": 0.95, "offset": -16.9329, "phase": "decelerating", "value": {"state": "normal", "pull": 16.9329, "progress": 0.2419, "text": "ABOUT"}, "events": []}
    {"t": 0.9667, "offset": -15.1297, "phase": "decelerating", "value": {"state": "normal", "pull": 15.1297, "progress": 0.2161, "text": "ABOUT"}, "events": []}
    {"t": 0.9833, "offset": -13.4811, "phase": "decelerating", "value": {"state": "normal", "pull": 13.4811, "progress": 0.1926, "text": "ABOUT"}, "events": []}
    {"t": 1.0, "offset": -11.9821, "phase": "decelerating", "value": {"state": "normal", "pull": 11.9821, "progress": 0.1712, "text": "ABOUT"}, "events": []}
    {"t": 1.0167, "offset": -10.6256, "phase": "decelerating", "value": {"state": "normal", "pull": 10.6256, "progress": 0.1518, "text": "ABOUT"}, "events": []}
    {"t": 1.0333, "offset": -9.4032, "phase": "decelerating", "value": {"state": "normal", "pull": 9.4032, "progress": 0.1343, "text": "ABOUT"}, "events": []}
    {"t": 1.05, "offset": -8.3057, "phase": "decelerating", "value": {"state": "normal", "pull": 8.3057, "progress": 0.1187, "text": "ABOUT"}, "events": []}
    {"t": 1.0667, "offset": -7.3236, "phase": "decelerating", "value": {"state": "normal", "pull": 7.3236, "progress": 0.1046, "text": "ABOUT"}, "events": []}
    {"t": 1.0833, "offset": -6.4472, "phase": "decelerating", "value": {"state": "normal", "pull": 6.4472, "progress": 0.0921, "text": "ABOUT"}, "events": []}
    {"t": 1.1, "offset": -5.6674, "phase": "decelerating", "value": {"state": "normal", "pull": 5.6674, "progress": 0.081, "text": "ABOUT"}, "events": []}
    {"t": 1.1167, "offset": -4.975, "phase": "decelerating", "value": {"state": "normal", "pull": 4.975, "progress": 0.0711, "text": "ABOUT"}, "events": []}
    {"t": 1.1333, "offset": -4.3617, "phase": "decelerating", "value": {"state": "normal", "pull": 4.3617, "progress": 0.0623, "text": "ABOUT"}, "events": []}
    {"t": 1.15, "offset": -3.8194, "phase": "decelerating", "value": {"state": "normal", "pull": 3.8194, "progress": 0.0546, "text": "ABOUT"}, "events": []}
    {"t": 1.1667, "offset": -3.3408, "phase": "decelerating", "value": {"state": "normal", "pull": 3.3408, "progress": 0.0477, "text": "ABOUT"}, "events": []}
    {"t": 1.1833, "offset": -2.9191, "phase": "decelerating", "value": {"state": "normal", "pull": 2.9191, "progress": 0.0417, "text": "ABOUT"}, "events": []}
    {"t": 1.2, "offset": -2.5482, "phase": "decelerating", "value": {"state": "normal", "pull": 2.5482, "progress": 0.0364, "text": "ABOUT"}, "events": []}
    {"t": 1.2167, "offset": -2.2224, "phase": "decelerating", "value": {"state": "normal", "pull": 2.2224, "progress": 0.0317, "text": "ABOUT"}, "events": []}
    {"t": 1.2333, "offset": -1.9365, "phase": "decelerating", "value": {"state": "normal", "pull": 1.9365, "progress": 0.0277, "text": "ABOUT"}, "events": []}
    {"t": 1.25, "offset": -1.6861, "phase": "decelerating", "value": {"state": "normal", "pull": 1.6861, "progress": 0.0241, "text": "ABOUT"}, "events": []}
    {"t": 1.2667, "offset": -1.4669, "phase": "decelerating", "value": {"state": "normal", "pull": 1.4669, "progress": 0.021, "text": "ABOUT"}, "events": []}
    {"t": 1.2833, "offset": -1.2752, "phase": "decelerating", "value": {"state": "normal", "pull": 1.2752, "progress": 0.0182, "text": "ABOUT"}, "events": []}
    {"t": 1.3, "offset": -1.1079, "phase": "decelerating", "value": {"state": "normal", "pull": 1.1079, "progress": 0.0158, "text": "ABOUT"}, "events": []}
    {"t": 1.3167, "offset": -0.9618, "phase": "decelerating", "value": {"state": "normal", "pull": 0.9618, "progress": 0.0137, "text": "ABOUT"}, "events": []}
    {"t": 1.3333, "offset": -0.8345, "phase": "decelerating", "value": {"state": "normal", "pull": 0.8345, "progress": 0.0119, "text": "ABOUT"}, "events": []}
    {"t": 1.35, "offset": -0.7237, "phase": "decelerating", "value": {"state": "normal", "pull": 0.7237, "progress": 0.0103, "text": "ABOUT"}, "events": []}
    {"t": 1.3667, "offset": -0.6271, "phase": "decelerating", "value": {"state": "normal", "pull": 0.6271, "progress": 0.009, "text": "ABOUT"}, "events": []}
    {"t": 1.3833, "offset": -0.5432, "phase": "decelerating", "value": {"state": "normal", "pull": 0.5432, "progress": 0.0078, "text": "ABOUT"}, "events": []}
    {"t": 1.4, "offset": -0.4703, "phase": "decelerating", "value": {"state": "normal", "pull": 0.4703, "progress": 0.0067, "text": "ABOUT"}, "events": []}
    {"t": 1.4167, "offset": -0.4069, "phase": "decelerating", "value": {"state": "normal", "pull": 0.4069, "progress": 0.0058, "text": "ABOUT"}, "events": []}
    {"t": 1.4333, "offset": -0.3519, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3519, "progress": 0.005, "text": "ABOUT"}, "events": []}
    {"t": 1.45, "offset": -0.3042, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3042, "progress": 0.0043, "text": "ABOUT"}, "events": []}
    {"t": 1.4667, "offset": -0.2629, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2629, "progress": 0.0038, "text": "ABOUT"}, "events": []}
    {"t": 1.4833, "offset": -0.2271, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2271, "progress": 0.0032, "text": "ABOUT"}, "events": []}
    {"t": 1.5, "offset": -0.1961, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1961, "progress": 0.0028, "text": "ABOUT"}, "events": []}
    {"t": 1.5167, "offset": -0.1692, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1692, "progress": 0.0024, "text": "ABOUT"}, "events": []}
    {"t": 1.5333, "offset": -0.146, "phase": "decelerating", "value": {"state": "normal", "pull": 0.146, "progress": 0.0021, "text": "ABOUT"}, "events": []}
    {"t": 1.55, "offset": -0.1259, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1259, "progress": 0.0018, "text": "ABOUT"}, "events": []}
    {"t": 1.5667, "offset": -0.1086, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1086, "progress": 0.0016, "text": "ABOUT"}, "events": []}
    {"t": 1.5833, "offset": -0.0936, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0936, "progress": 0.0013, "text": "ABOUT"}, "events": []}
    {"t": 1.6, "offset": -0.0806, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0806, "progress": 0.0012, "text": "ABOUT"}, "events": []}
    {"t": 1.6167, "offset": 0.0, "phase": "idle", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": ["endDecelerating"]}
    """#
}
