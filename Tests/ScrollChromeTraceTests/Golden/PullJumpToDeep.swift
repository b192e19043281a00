// Golden: draggableSwitch preset, viewport 800, content 4000. A one-frame drag of 300 pt (duration
// 0.0167 ⇒ 1 frame), let go still; then host-level events in one drag: scroll to −10, −80, −5,
// endDragging without deceleration, and a scroll back to 0 with no finger down.
// Verified by hand against the tracker and pull rules and UIKit's scroll physics, and every line
// (±1e-4: max |Δ| 5e-5, the printing's rounding) against an independent Python model of those
// formulas (rubber band b(x) = x·800·0.55/(800 + 0.55·x); the bounce-back spring k = 100, ζ = 1,
// which the simulator ends within 0.1 pt of the edge; per-ms decay at 0.998 that stops at 10 pt/s;
// the pull states as a function of p while tracking). Frame convention as in GoldenTraceTests: the
// finger acts at the start of a frame interval, so the line that shows endDragging already shows
// the first frame of the bounce; the trigger fires with the state held at the lift.
// - Frame 1: p = b(300) = 136.7876 ⇒ beginDragging, state:deep and willTrigger on one line,
//   straight from normal (the state is a function of p: no state:shallow in between).
// - The lift: endDragging, triggered:deep, state:normal (t = 0.0333); bounce back to 0 by
//   t = 1.0167.
// - Host steps (no physics, same t): p 10 normal; a jump to 80 ⇒ state:deep + willTrigger
//   directly; a jump back to 5 ⇒ state:normal directly; endDragging in normal fires nothing; the
//   scroll to 0 while idle changes nothing.

extension GoldenTrace {
  static let pullJumpToDeep = #"""
    {"t": 0.0167, "offset": -136.7876, "phase": "tracking", "value": {"state": "deep", "pull": 136.7876, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": ["beginDragging", "state:deep", "willTrigger"]}
    {"t": 0.0333, "offset": -135.0862, "phase": "decelerating", "value": {"state": "normal", "pull": 135.0862, "progress": 1.0, "text": "ABOUT"}, "events": ["endDragging", "triggered:deep", "state:normal"]}
    {"t": 0.05, "offset": -130.6834, "phase": "decelerating", "value": {"state": "normal", "pull": 130.6834, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.0667, "offset": -124.4488, "phase": "decelerating", "value": {"state": "normal", "pull": 124.4488, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.0833, "offset": -117.0485, "phase": "decelerating", "value": {"state": "normal", "pull": 117.0485, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1, "offset": -108.9873, "phase": "decelerating", "value": {"state": "normal", "pull": 108.9873, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1167, "offset": -100.6427, "phase": "decelerating", "value": {"state": "normal", "pull": 100.6427, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1333, "offset": -92.2915, "phase": "decelerating", "value": {"state": "normal", "pull": 92.2915, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.15, "offset": -84.1326, "phase": "decelerating", "value": {"state": "normal", "pull": 84.1326, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1667, "offset": -76.3036, "phase": "decelerating", "value": {"state": "normal", "pull": 76.3036, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.1833, "offset": -68.8956, "phase": "decelerating", "value": {"state": "normal", "pull": 68.8956, "progress": 0.9842, "text": "ABOUT"}, "events": []}
    {"t": 0.2, "offset": -61.9638, "phase": "decelerating", "value": {"state": "normal", "pull": 61.9638, "progress": 0.8852, "text": "ABOUT"}, "events": []}
    {"t": 0.2167, "offset": -55.5366, "phase": "decelerating", "value": {"state": "normal", "pull": 55.5366, "progress": 0.7934, "text": "ABOUT"}, "events": []}
    {"t": 0.2333, "offset": -49.6224, "phase": "decelerating", "value": {"state": "normal", "pull": 49.6224, "progress": 0.7089, "text": "ABOUT"}, "events": []}
    {"t": 0.25, "offset": -44.2152, "phase": "decelerating", "value": {"state": "normal", "pull": 44.2152, "progress": 0.6316, "text": "ABOUT"}, "events": []}
    {"t": 0.2667, "offset": -39.2987, "phase": "decelerating", "value": {"state": "normal", "pull": 39.2987, "progress": 0.5614, "text": "ABOUT"}, "events": []}
    {"t": 0.2833, "offset": -34.8497, "phase": "decelerating", "value": {"state": "normal", "pull": 34.8497, "progress": 0.4979, "text": "ABOUT"}, "events": []}
    {"t": 0.3, "offset": -30.8406, "phase": "decelerating", "value": {"state": "normal", "pull": 30.8406, "progress": 0.4406, "text": "ABOUT"}, "events": []}
    {"t": 0.3167, "offset": -27.241, "phase": "decelerating", "value": {"state": "normal", "pull": 27.241, "progress": 0.3892, "text": "ABOUT"}, "events": []}
    {"t": 0.3333, "offset": -24.0198, "phase": "decelerating", "value": {"state": "normal", "pull": 24.0198, "progress": 0.3431, "text": "ABOUT"}, "events": []}
    {"t": 0.35, "offset": -21.1456, "phase": "decelerating", "value": {"state": "normal", "pull": 21.1456, "progress": 0.3021, "text": "ABOUT"}, "events": []}
    {"t": 0.3667, "offset": -18.5878, "phase": "decelerating", "value": {"state": "normal", "pull": 18.5878, "progress": 0.2655, "text": "ABOUT"}, "events": []}
    {"t": 0.3833, "offset": -16.317, "phase": "decelerating", "value": {"state": "normal", "pull": 16.317, "progress": 0.2331, "text": "ABOUT"}, "events": []}
    {"t": 0.4, "offset": -14.3053, "phase": "decelerating", "value": {"state": "normal", "pull": 14.3053, "progress": 0.2044, "text": "ABOUT"}, "events": []}
    {"t": 0.4167, "offset": -12.5268, "phase": "decelerating", "value": {"state": "normal", "pull": 12.5268, "progress": 0.179, "text": "ABOUT"}, "events": []}
    {"t": 0.4333, "offset": -10.9571, "phase": "decelerating", "value": {"state": "normal", "pull": 10.9571, "progress": 0.1565, "text": "ABOUT"}, "events": []}
    {"t": 0.45, "offset": -9.5742, "phase": "decelerating", "value": {"state": "normal", "pull": 9.5742, "progress": 0.1368, "text": "ABOUT"}, "events": []}
    {"t": 0.4667, "offset": -8.3576, "phase": "decelerating", "value": {"state": "normal", "pull": 8.3576, "progress": 0.1194, "text": "ABOUT"}, "events": []}
    {"t": 0.4833, "offset": -7.289, "phase": "decelerating", "value": {"state": "normal", "pull": 7.289, "progress": 0.1041, "text": "ABOUT"}, "events": []}
    {"t": 0.5, "offset": -6.3515, "phase": "decelerating", "value": {"state": "normal", "pull": 6.3515, "progress": 0.0907, "text": "ABOUT"}, "events": []}
    {"t": 0.5167, "offset": -5.53, "phase": "decelerating", "value": {"state": "normal", "pull": 5.53, "progress": 0.079, "text": "ABOUT"}, "events": []}
    {"t": 0.5333, "offset": -4.8111, "phase": "decelerating", "value": {"state": "normal", "pull": 4.8111, "progress": 0.0687, "text": "ABOUT"}, "events": []}
    {"t": 0.55, "offset": -4.1826, "phase": "decelerating", "value": {"state": "normal", "pull": 4.1826, "progress": 0.0598, "text": "ABOUT"}, "events": []}
    {"t": 0.5667, "offset": -3.6336, "phase": "decelerating", "value": {"state": "normal", "pull": 3.6336, "progress": 0.0519, "text": "ABOUT"}, "events": []}
    {"t": 0.5833, "offset": -3.1547, "phase": "decelerating", "value": {"state": "normal", "pull": 3.1547, "progress": 0.0451, "text": "ABOUT"}, "events": []}
    {"t": 0.6, "offset": -2.7371, "phase": "decelerating", "value": {"state": "normal", "pull": 2.7371, "progress": 0.0391, "text": "ABOUT"}, "events": []}
    {"t": 0.6167, "offset": -2.3734, "phase": "decelerating", "value": {"state": "normal", "pull": 2.3734, "progress": 0.0339, "text": "ABOUT"}, "events": []}
    {"t": 0.6333, "offset": -2.0569, "phase": "decelerating", "value": {"state": "normal", "pull": 2.0569, "progress": 0.0294, "text": "ABOUT"}, "events": []}
    {"t": 0.65, "offset": -1.7816, "phase": "decelerating", "value": {"state": "normal", "pull": 1.7816, "progress": 0.0255, "text": "ABOUT"}, "events": []}
    {"t": 0.6667, "offset": -1.5424, "phase": "decelerating", "value": {"state": "normal", "pull": 1.5424, "progress": 0.022, "text": "ABOUT"}, "events": []}
    {"t": 0.6833, "offset": -1.3346, "phase": "decelerating", "value": {"state": "normal", "pull": 1.3346, "progress": 0.0191, "text": "ABOUT"}, "events": []}
    {"t": 0.7, "offset": -1.1543, "phase": "decelerating", "value": {"state": "normal", "pull": 1.1543, "progress": 0.0165, "text": "ABOUT"}, "events": []}
    {"t": 0.7167, "offset": -0.9979, "phase": "decelerating", "value": {"state": "normal", "pull": 0.9979, "progress": 0.0143, "text": "ABOUT"}, "events": []}
    {"t": 0.7333, "offset": -0.8623, "phase": "decelerating", "value": {"state": "normal", "pull": 0.8623, "progress": 0.0123, "text": "ABOUT"}, "events": []}
    {"t": 0.75, "offset": -0.7448, "phase": "decelerating", "value": {"state": "normal", "pull": 0.7448, "progress": 0.0106, "text": "ABOUT"}, "events": []}
    {"t": 0.7667, "offset": -0.6431, "phase": "decelerating", "value": {"state": "normal", "pull": 0.6431, "progress": 0.0092, "text": "ABOUT"}, "events": []}
    {"t": 0.7833, "offset": -0.555, "phase": "decelerating", "value": {"state": "normal", "pull": 0.555, "progress": 0.0079, "text": "ABOUT"}, "events": []}
    {"t": 0.8, "offset": -0.4788, "phase": "decelerating", "value": {"state": "normal", "pull": 0.4788, "progress": 0.0068, "text": "ABOUT"}, "events": []}
    {"t": 0.8167, "offset": -0.413, "phase": "decelerating", "value": {"state": "normal", "pull": 0.413, "progress": 0.0059, "text": "ABOUT"}, "events": []}
    {"t": 0.8333, "offset": -0.3561, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3561, "progress": 0.0051, "text": "ABOUT"}, "events": []}
    {"t": 0.85, "offset": -0.3069, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3069, "progress": 0.0044, "text": "ABOUT"}, "events": []}
    {"t": 0.8667, "offset": -0.2644, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2644, "progress": 0.0038, "text": "ABOUT"}, "events": []}
    {"t": 0.8833, "offset": -0.2277, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2277, "progress": 0.0033, "text": "ABOUT"}, "events": []}
    {"t": 0.9, "offset": -0.1961, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1961, "progress": 0.0028, "text": "ABOUT"}, "events": []}
    {"t": 0.9167, "offset": -0.1688, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1688, "progress": 0.0024, "text": "ABOUT"}, "events": []}
    {"t": 0.9333, "offset": -0.1453, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1453, "progress": 0.0021, "text": "ABOUT"}, "events": []}
    {"t": 0.95, "offset": -0.125, "phase": "decelerating", "value": {"state": "normal", "pull": 0.125, "progress": 0.0018, "text": "ABOUT"}, "events": []}
    {"t": 0.9667, "offset": -0.1075, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1075, "progress": 0.0015, "text": "ABOUT"}, "events": []}
    {"t": 0.9833, "offset": -0.0924, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0924, "progress": 0.0013, "text": "ABOUT"}, "events": []}
    {"t": 1.0, "offset": -0.0795, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0795, "progress": 0.0011, "text": "ABOUT"}, "events": []}
    {"t": 1.0167, "offset": 0.0, "phase": "idle", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": ["endDecelerating"]}
    {"t": 1.0167, "offset": 0.0, "phase": "tracking", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": ["beginDragging"]}
    {"t": 1.0167, "offset": -10.0, "phase": "tracking", "value": {"state": "normal", "pull": 10.0, "progress": 0.1429, "text": "ABOUT"}, "events": []}
    {"t": 1.0167, "offset": -80.0, "phase": "tracking", "value": {"state": "deep", "pull": 80.0, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": ["state:deep", "willTrigger"]}
    {"t": 1.0167, "offset": -5.0, "phase": "tracking", "value": {"state": "normal", "pull": 5.0, "progress": 0.0714, "text": "ABOUT"}, "events": ["state:normal"]}
    {"t": 1.0167, "offset": -5.0, "phase": "idle", "value": {"state": "normal", "pull": 5.0, "progress": 0.0714, "text": "ABOUT"}, "events": ["endDragging"]}
    {"t": 1.0167, "offset": 0.0, "phase": "idle", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": []}
    """#
}
