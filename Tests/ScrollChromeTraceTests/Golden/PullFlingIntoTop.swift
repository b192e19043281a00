// Golden: draggableSwitch preset, viewport 800, content 4000, starting 300 pt down the list. A
// fling towards the top at −3000 pt/s (beginDragging + endDragging at p = 0: nothing fires).
// Verified by hand against the tracker and pull rules and UIKit's scroll physics, and every line
// (±1e-4: max |Δ| 5e-5, the printing's rounding) against an independent Python model of those
// formulas (rubber band b(x) = x·800·0.55/(800 + 0.55·x); the bounce-back spring k = 100, ζ = 1,
// which the simulator ends within 0.1 pt of the edge; per-ms decay at 0.998 that stops at 10 pt/s;
// the pull states as a function of p while tracking). Frame convention as in GoldenTraceTests: the
// finger acts at the start of a frame interval, so the line that shows endDragging already shows
// the first frame of the bounce; the trigger fires with the state held at the lift.
// - Decay from 300: travel −300 of a projected −1497 after t = ln(1 − 300/1497)/(1000·ln 0.998) =
//   0.1117 s, at −2398.8 pt/s; the spring from the edge then overshoots the top by
//   2398.8·0.1·e^(−1) = 88.2 pt (88.142 on the t = 0.2167 line) — past deep — and returns:
//   endDecelerating at y = 0, t = 1.1667.
// - No finger is down after the lift: the state stays normal on every line, with no state change,
//   no willTrigger and no trigger (bounce-back and deceleration never trigger), while p and
//   progress (clamped to 1 above 70) follow the overscroll.

extension GoldenTrace {
  static let pullFlingIntoTop = #"""
    {"t": 0.0167, "offset": 250.8742, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": ["beginDragging", "endDragging"]}
    {"t": 0.0333, "offset": 203.3605, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": []}
    {"t": 0.05, "offset": 157.406, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": []}
    {"t": 0.0667, "offset": 112.9596, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": []}
    {"t": 0.0833, "offset": 69.9717, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1, "offset": 28.3945, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1167, "offset": -11.314, "phase": "decelerating", "value": {"state": "normal", "pull": 11.314, "progress": 0.1616, "text": "ABOUT"}, "events": []}
    {"t": 0.1333, "offset": -41.783, "phase": "decelerating", "value": {"state": "normal", "pull": 41.783, "progress": 0.5969, "text": "ABOUT"}, "events": []}
    {"t": 0.15, "offset": -62.6303, "phase": "decelerating", "value": {"state": "normal", "pull": 62.6303, "progress": 0.8947, "text": "ABOUT"}, "events": []}
    {"t": 0.1667, "offset": -76.0919, "phase": "decelerating", "value": {"state": "normal", "pull": 76.0919, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1833, "offset": -83.9443, "phase": "decelerating", "value": {"state": "normal", "pull": 83.9443, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.2, "offset": -87.5924, "phase": "decelerating", "value": {"state": "normal", "pull": 87.5924, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.2167, "offset": -88.142, "phase": "decelerating", "value": {"state": "normal", "pull": 88.142, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.2333, "offset": -86.4585, "phase": "decelerating", "value": {"state": "normal", "pull": 86.4585, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.25, "offset": -83.2145, "phase": "decelerating", "value": {"state": "normal", "pull": 83.2145, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.2667, "offset": -78.929, "phase": "decelerating", "value": {"state": "normal", "pull": 78.929, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.2833, "offset": -73.998, "phase": "decelerating", "value": {"state": "normal", "pull": 73.998, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.3, "offset": -68.7209, "phase": "decelerating", "value": {"state": "normal", "pull": 68.7209, "progress": 0.9817, "text": "ABOUT"}, "events": []}
    {"t": 0.3167, "offset": -63.32, "phase": "decelerating", "value": {"state": "normal", "pull": 63.32, "progress": 0.9046, "text": "ABOUT"}, "events": []}
    {"t": 0.3333, "offset": -57.9579, "phase": "decelerating", "value": {"state": "normal", "pull": 57.9579, "progress": 0.828, "text": "ABOUT"}, "events": []}
    {"t": 0.35, "offset": -52.7497, "phase": "decelerating", "value": {"state": "normal", "pull": 52.7497, "progress": 0.7536, "text": "ABOUT"}, "events": []}
    {"t": 0.3667, "offset": -47.7748, "phase": "decelerating", "value": {"state": "normal", "pull": 47.7748, "progress": 0.6825, "text": "ABOUT"}, "events": []}
    {"t": 0.3833, "offset": -43.0841, "phase": "decelerating", "value": {"state": "normal", "pull": 43.0841, "progress": 0.6155, "text": "ABOUT"}, "events": []}
    {"t": 0.4, "offset": -38.7077, "phase": "decelerating", "value": {"state": "normal", "pull": 38.7077, "progress": 0.553, "text": "ABOUT"}, "events": []}
    {"t": 0.4167, "offset": -34.6596, "phase": "decelerating", "value": {"state": "normal", "pull": 34.6596, "progress": 0.4951, "text": "ABOUT"}, "events": []}
    {"t": 0.4333, "offset": -30.9421, "phase": "decelerating", "value": {"state": "normal", "pull": 30.9421, "progress": 0.442, "text": "ABOUT"}, "events": []}
    {"t": 0.45, "offset": -27.5492, "phase": "decelerating", "value": {"state": "normal", "pull": 27.5492, "progress": 0.3936, "text": "ABOUT"}, "events": []}
    {"t": 0.4667, "offset": -24.4688, "phase": "decelerating", "value": {"state": "normal", "pull": 24.4688, "progress": 0.3496, "text": "ABOUT"}, "events": []}
    {"t": 0.4833, "offset": -21.685, "phase": "decelerating", "value": {"state": "normal", "pull": 21.685, "progress": 0.3098, "text": "ABOUT"}, "events": []}
    {"t": 0.5, "offset": -19.1791, "phase": "decelerating", "value": {"state": "normal", "pull": 19.1791, "progress": 0.274, "text": "ABOUT"}, "events": []}
    {"t": 0.5167, "offset": -16.9316, "phase": "decelerating", "value": {"state": "normal", "pull": 16.9316, "progress": 0.2419, "text": "ABOUT"}, "events": []}
    {"t": 0.5333, "offset": -14.9222, "phase": "decelerating", "value": {"state": "normal", "pull": 14.9222, "progress": 0.2132, "text": "ABOUT"}, "events": []}
    {"t": 0.55, "offset": -13.1307, "phase": "decelerating", "value": {"state": "normal", "pull": 13.1307, "progress": 0.1876, "text": "ABOUT"}, "events": []}
    {"t": 0.5667, "offset": -11.5375, "phase": "decelerating", "value": {"state": "normal", "pull": 11.5375, "progress": 0.1648, "text": "ABOUT"}, "events": []}
    {"t": 0.5833, "offset": -10.1241, "phase": "decelerating", "value": {"state": "normal", "pull": 10.1241, "progress": 0.1446, "text": "ABOUT"}, "events": []}
    {"t": 0.6, "offset": -8.8727, "phase": "decelerating", "value": {"state": "normal", "pull": 8.8727, "progress": 0.1268, "text": "ABOUT"}, "events": []}
    {"t": 0.6167, "offset": -7.7669, "phase": "decelerating", "value": {"state": "normal", "pull": 7.7669, "progress": 0.111, "text": "ABOUT"}, "events": []}
    {"t": 0.6333, "offset": -6.7916, "phase": "decelerating", "value": {"state": "normal", "pull": 6.7916, "progress": 0.097, "text": "ABOUT"}, "events": []}
    {"t": 0.65, "offset": -5.9326, "phase": "decelerating", "value": {"state": "normal", "pull": 5.9326, "progress": 0.0848, "text": "ABOUT"}, "events": []}
    {"t": 0.6667, "offset": -5.1774, "phase": "decelerating", "value": {"state": "normal", "pull": 5.1774, "progress": 0.074, "text": "ABOUT"}, "events": []}
    {"t": 0.6833, "offset": -4.5142, "phase": "decelerating", "value": {"state": "normal", "pull": 4.5142, "progress": 0.0645, "text": "ABOUT"}, "events": []}
    {"t": 0.7, "offset": -3.9326, "phase": "decelerating", "value": {"state": "normal", "pull": 3.9326, "progress": 0.0562, "text": "ABOUT"}, "events": []}
    {"t": 0.7167, "offset": -3.4232, "phase": "decelerating", "value": {"state": "normal", "pull": 3.4232, "progress": 0.0489, "text": "ABOUT"}, "events": []}
    {"t": 0.7333, "offset": -2.9775, "phase": "decelerating", "value": {"state": "normal", "pull": 2.9775, "progress": 0.0425, "text": "ABOUT"}, "events": []}
    {"t": 0.75, "offset": -2.5879, "phase": "decelerating", "value": {"state": "normal", "pull": 2.5879, "progress": 0.037, "text": "ABOUT"}, "events": []}
    {"t": 0.7667, "offset": -2.2478, "phase": "decelerating", "value": {"state": "normal", "pull": 2.2478, "progress": 0.0321, "text": "ABOUT"}, "events": []}
    {"t": 0.7833, "offset": -1.9512, "phase": "decelerating", "value": {"state": "normal", "pull": 1.9512, "progress": 0.0279, "text": "ABOUT"}, "events": []}
    {"t": 0.8, "offset": -1.6926, "phase": "decelerating", "value": {"state": "normal", "pull": 1.6926, "progress": 0.0242, "text": "ABOUT"}, "events": []}
    {"t": 0.8167, "offset": -1.4675, "phase": "decelerating", "value": {"state": "normal", "pull": 1.4675, "progress": 0.021, "text": "ABOUT"}, "events": []}
    {"t": 0.8333, "offset": -1.2716, "phase": "decelerating", "value": {"state": "normal", "pull": 1.2716, "progress": 0.0182, "text": "ABOUT"}, "events": []}
    {"t": 0.85, "offset": -1.1012, "phase": "decelerating", "value": {"state": "normal", "pull": 1.1012, "progress": 0.0157, "text": "ABOUT"}, "events": []}
    {"t": 0.8667, "offset": -0.9532, "phase": "decelerating", "value": {"state": "normal", "pull": 0.9532, "progress": 0.0136, "text": "ABOUT"}, "events": []}
    {"t": 0.8833, "offset": -0.8247, "phase": "decelerating", "value": {"state": "normal", "pull": 0.8247, "progress": 0.0118, "text": "ABOUT"}, "events": []}
    {"t": 0.9, "offset": -0.7132, "phase": "decelerating", "value": {"state": "normal", "pull": 0.7132, "progress": 0.0102, "text": "ABOUT"}, "events": []}
    {"t": 0.9167, "offset": -0.6164, "phase": "decelerating", "value": {"state": "normal", "pull": 0.6164, "progress": 0.0088, "text": "ABOUT"}, "events": []}
    {"t": 0.9333, "offset": -0.5326, "phase": "decelerating", "value": {"state": "normal", "pull": 0.5326, "progress": 0.0076, "text": "ABOUT"}, "events": []}
    {"t": 0.95, "offset": -0.46, "phase": "decelerating", "value": {"state": "normal", "pull": 0.46, "progress": 0.0066, "text": "ABOUT"}, "events": []}
    {"t": 0.9667, "offset": -0.3971, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3971, "progress": 0.0057, "text": "ABOUT"}, "events": []}
    {"t": 0.9833, "offset": -0.3427, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3427, "progress": 0.0049, "text": "ABOUT"}, "events": []}
    {"t": 1.0, "offset": -0.2956, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2956, "progress": 0.0042, "text": "ABOUT"}, "events": []}
    {"t": 1.0167, "offset": -0.2549, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2549, "progress": 0.0036, "text": "ABOUT"}, "events": []}
    {"t": 1.0333, "offset": -0.2198, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2198, "progress": 0.0031, "text": "ABOUT"}, "events": []}
    {"t": 1.05, "offset": -0.1894, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1894, "progress": 0.0027, "text": "ABOUT"}, "events": []}
    {"t": 1.0667, "offset": -0.1632, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1632, "progress": 0.0023, "text": "ABOUT"}, "events": []}
    {"t": 1.0833, "offset": -0.1405, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1405, "progress": 0.002, "text": "ABOUT"}, "events": []}
    {"t": 1.1, "offset": -0.121, "phase": "decelerating", "value": {"state": "normal", "pull": 0.121, "progress": 0.0017, "text": "ABOUT"}, "events": []}
    {"t": 1.1167, "offset": -0.1042, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1042, "progress": 0.0015, "text": "ABOUT"}, "events": []}
    {"t": 1.1333, "offset": -0.0896, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0896, "progress": 0.0013, "text": "ABOUT"}, "events": []}
    {"t": 1.15, "offset": -0.0771, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0771, "progress": 0.0011, "text": "ABOUT"}, "events": []}
    {"t": 1.1667, "offset": 0.0, "phase": "idle", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": ["endDecelerating"]}
    """#
}
