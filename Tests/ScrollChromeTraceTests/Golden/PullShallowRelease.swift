// Golden: draggableSwitch preset (shallow 20, deep 70, the seed's texts), viewport 800, content
// 4000, at rest at y = 0. The finger pulls 60 pt in 0.25 s (15 frames of 4 pt) and lets go still.
// Verified by hand against the tracker and pull rules and UIKit's scroll physics, and every line
// (±1e-4: max |Δ| 5e-5, the printing's rounding) against an independent Python model of those
// formulas (rubber band b(x) = x·800·0.55/(800 + 0.55·x); the bounce-back spring k = 100, ζ = 1,
// which the simulator ends within 0.1 pt of the edge; per-ms decay at 0.998 that stops at 10 pt/s;
// the pull states as a function of p while tracking). Frame convention as in GoldenTraceTests: the
// finger acts at the start of a frame interval, so the line that shows endDragging already shows
// the first frame of the bounce; the trigger fires with the state held at the lift.
// - p = oTop = b(4k) after frame k: 2.194, …, 19.3218 (normal), 21.4112 at t = 0.1667 ⇒
//   state:shallow (p ≥ 20) and the shallow text; 31.6927 = b(60) at the lift (t = 0.25).
// - progress = p/70 (0.3059 at 21.4112); never deep, so no willTrigger.
// - Lift at p = 31.69 (overscrolled): endDragging, triggered:shallow (the state at the lift),
//   then state:normal, on the t = 0.2667 line; the bounce-back passes 21 → 20 → 19 with no finger
//   down and changes nothing; endDecelerating at y = 0, t = 1.0833.

extension GoldenTrace {
  static let pullShallowRelease = #"""
    {"t": 0.0167, "offset": -2.194, "phase": "tracking", "value": {"state": "normal", "pull": 2.194, "progress": 0.0313, "text": "ABOUT"}, "events": ["beginDragging"]}
    {"t": 0.0333, "offset": -4.3759, "phase": "tracking", "value": {"state": "normal", "pull": 4.3759, "progress": 0.0625, "text": "ABOUT"}, "events": []}
    {"t": 0.05, "offset": -6.546, "phase": "tracking", "value": {"state": "normal", "pull": 6.546, "progress": 0.0935, "text": "ABOUT"}, "events": []}
    {"t": 0.0667, "offset": -8.7043, "phase": "tracking", "value": {"state": "normal", "pull": 8.7043, "progress": 0.1243, "text": "ABOUT"}, "events": []}
    {"t": 0.0833, "offset": -10.8508, "phase": "tracking", "value": {"state": "normal", "pull": 10.8508, "progress": 0.155, "text": "ABOUT"}, "events": []}
    {"t": 0.1, "offset": -12.9857, "phase": "tracking", "value": {"state": "normal", "pull": 12.9857, "progress": 0.1855, "text": "ABOUT"}, "events": []}
    {"t": 0.1167, "offset": -15.1091, "phase": "tracking", "value": {"state": "normal", "pull": 15.1091, "progress": 0.2158, "text": "ABOUT"}, "events": []}
    {"t": 0.1333, "offset": -17.2211, "phase": "tracking", "value": {"state": "normal", "pull": 17.2211, "progress": 0.246, "text": "ABOUT"}, "events": []}
    {"t": 0.15, "offset": -19.3218, "phase": "tracking", "value": {"state": "normal", "pull": 19.3218, "progress": 0.276, "text": "ABOUT"}, "events": []}
    {"t": 0.1667, "offset": -21.4112, "phase": "tracking", "value": {"state": "shallow", "pull": 21.4112, "progress": 0.3059, "text": "PULL TO RETURN TO MENU."}, "events": ["state:shallow"]}
    {"t": 0.1833, "offset": -23.4894, "phase": "tracking", "value": {"state": "shallow", "pull": 23.4894, "progress": 0.3356, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2, "offset": -25.5566, "phase": "tracking", "value": {"state": "shallow", "pull": 25.5566, "progress": 0.3651, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2167, "offset": -27.6128, "phase": "tracking", "value": {"state": "shallow", "pull": 27.6128, "progress": 0.3945, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2333, "offset": -29.6582, "phase": "tracking", "value": {"state": "shallow", "pull": 29.6582, "progress": 0.4237, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.25, "offset": -31.6927, "phase": "tracking", "value": {"state": "shallow", "pull": 31.6927, "progress": 0.4528, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2667, "offset": -31.2985, "phase": "decelerating", "value": {"state": "normal", "pull": 31.2985, "progress": 0.4471, "text": "ABOUT"}, "events": ["endDragging", "triggered:shallow", "state:normal"]}
    {"t": 0.2833, "offset": -30.2784, "phase": "decelerating", "value": {"state": "normal", "pull": 30.2784, "progress": 0.4325, "text": "ABOUT"}, "events": []}
    {"t": 0.3, "offset": -28.8339, "phase": "decelerating", "value": {"state": "normal", "pull": 28.8339, "progress": 0.4119, "text": "ABOUT"}, "events": []}
    {"t": 0.3167, "offset": -27.1193, "phase": "decelerating", "value": {"state": "normal", "pull": 27.1193, "progress": 0.3874, "text": "ABOUT"}, "events": []}
    {"t": 0.3333, "offset": -25.2516, "phase": "decelerating", "value": {"state": "normal", "pull": 25.2516, "progress": 0.3607, "text": "ABOUT"}, "events": []}
    {"t": 0.35, "offset": -23.3182, "phase": "decelerating", "value": {"state": "normal", "pull": 23.3182, "progress": 0.3331, "text": "ABOUT"}, "events": []}
    {"t": 0.3667, "offset": -21.3833, "phase": "decelerating", "value": {"state": "normal", "pull": 21.3833, "progress": 0.3055, "text": "ABOUT"}, "events": []}
    {"t": 0.3833, "offset": -19.4929, "phase": "decelerating", "value": {"state": "normal", "pull": 19.4929, "progress": 0.2785, "text": "ABOUT"}, "events": []}
    {"t": 0.4, "offset": -17.679, "phase": "decelerating", "value": {"state": "normal", "pull": 17.679, "progress": 0.2526, "text": "ABOUT"}, "events": []}
    {"t": 0.4167, "offset": -15.9626, "phase": "decelerating", "value": {"state": "normal", "pull": 15.9626, "progress": 0.228, "text": "ABOUT"}, "events": []}
    {"t": 0.4333, "offset": -14.3565, "phase": "decelerating", "value": {"state": "normal", "pull": 14.3565, "progress": 0.2051, "text": "ABOUT"}, "events": []}
    {"t": 0.45, "offset": -12.8674, "phase": "decelerating", "value": {"state": "normal", "pull": 12.8674, "progress": 0.1838, "text": "ABOUT"}, "events": []}
    {"t": 0.4667, "offset": -11.4971, "phase": "decelerating", "value": {"state": "normal", "pull": 11.4971, "progress": 0.1642, "text": "ABOUT"}, "events": []}
    {"t": 0.4833, "offset": -10.2443, "phase": "decelerating", "value": {"state": "normal", "pull": 10.2443, "progress": 0.1463, "text": "ABOUT"}, "events": []}
    {"t": 0.5, "offset": -9.1052, "phase": "decelerating", "value": {"state": "normal", "pull": 9.1052, "progress": 0.1301, "text": "ABOUT"}, "events": []}
    {"t": 0.5167, "offset": -8.0744, "phase": "decelerating", "value": {"state": "normal", "pull": 8.0744, "progress": 0.1153, "text": "ABOUT"}, "events": []}
    {"t": 0.5333, "offset": -7.1455, "phase": "decelerating", "value": {"state": "normal", "pull": 7.1455, "progress": 0.1021, "text": "ABOUT"}, "events": []}
    {"t": 0.55, "offset": -6.3115, "phase": "decelerating", "value": {"state": "normal", "pull": 6.3115, "progress": 0.0902, "text": "ABOUT"}, "events": []}
    {"t": 0.5667, "offset": -5.5652, "phase": "decelerating", "value": {"state": "normal", "pull": 5.5652, "progress": 0.0795, "text": "ABOUT"}, "events": []}
    {"t": 0.5833, "offset": -4.8993, "phase": "decelerating", "value": {"state": "normal", "pull": 4.8993, "progress": 0.07, "text": "ABOUT"}, "events": []}
    {"t": 0.6, "offset": -4.3067, "phase": "decelerating", "value": {"state": "normal", "pull": 4.3067, "progress": 0.0615, "text": "ABOUT"}, "events": []}
    {"t": 0.6167, "offset": -3.7805, "phase": "decelerating", "value": {"state": "normal", "pull": 3.7805, "progress": 0.054, "text": "ABOUT"}, "events": []}
    {"t": 0.6333, "offset": -3.3144, "phase": "decelerating", "value": {"state": "normal", "pull": 3.3144, "progress": 0.0473, "text": "ABOUT"}, "events": []}
    {"t": 0.65, "offset": -2.9024, "phase": "decelerating", "value": {"state": "normal", "pull": 2.9024, "progress": 0.0415, "text": "ABOUT"}, "events": []}
    {"t": 0.6667, "offset": -2.5387, "phase": "decelerating", "value": {"state": "normal", "pull": 2.5387, "progress": 0.0363, "text": "ABOUT"}, "events": []}
    {"t": 0.6833, "offset": -2.2183, "phase": "decelerating", "value": {"state": "normal", "pull": 2.2183, "progress": 0.0317, "text": "ABOUT"}, "events": []}
    {"t": 0.7, "offset": -1.9364, "phase": "decelerating", "value": {"state": "normal", "pull": 1.9364, "progress": 0.0277, "text": "ABOUT"}, "events": []}
    {"t": 0.7167, "offset": -1.6888, "phase": "decelerating", "value": {"state": "normal", "pull": 1.6888, "progress": 0.0241, "text": "ABOUT"}, "events": []}
    {"t": 0.7333, "offset": -1.4716, "phase": "decelerating", "value": {"state": "normal", "pull": 1.4716, "progress": 0.021, "text": "ABOUT"}, "events": []}
    {"t": 0.75, "offset": -1.2813, "phase": "decelerating", "value": {"state": "normal", "pull": 1.2813, "progress": 0.0183, "text": "ABOUT"}, "events": []}
    {"t": 0.7667, "offset": -1.1147, "phase": "decelerating", "value": {"state": "normal", "pull": 1.1147, "progress": 0.0159, "text": "ABOUT"}, "events": []}
    {"t": 0.7833, "offset": -0.9691, "phase": "decelerating", "value": {"state": "normal", "pull": 0.9691, "progress": 0.0138, "text": "ABOUT"}, "events": []}
    {"t": 0.8, "offset": -0.8419, "phase": "decelerating", "value": {"state": "normal", "pull": 0.8419, "progress": 0.012, "text": "ABOUT"}, "events": []}
    {"t": 0.8167, "offset": -0.7309, "phase": "decelerating", "value": {"state": "normal", "pull": 0.7309, "progress": 0.0104, "text": "ABOUT"}, "events": []}
    {"t": 0.8333, "offset": -0.6342, "phase": "decelerating", "value": {"state": "normal", "pull": 0.6342, "progress": 0.0091, "text": "ABOUT"}, "events": []}
    {"t": 0.85, "offset": -0.5499, "phase": "decelerating", "value": {"state": "normal", "pull": 0.5499, "progress": 0.0079, "text": "ABOUT"}, "events": []}
    {"t": 0.8667, "offset": -0.4766, "phase": "decelerating", "value": {"state": "normal", "pull": 0.4766, "progress": 0.0068, "text": "ABOUT"}, "events": []}
    {"t": 0.8833, "offset": -0.4128, "phase": "decelerating", "value": {"state": "normal", "pull": 0.4128, "progress": 0.0059, "text": "ABOUT"}, "events": []}
    {"t": 0.9, "offset": -0.3574, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3574, "progress": 0.0051, "text": "ABOUT"}, "events": []}
    {"t": 0.9167, "offset": -0.3092, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3092, "progress": 0.0044, "text": "ABOUT"}, "events": []}
    {"t": 0.9333, "offset": -0.2674, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2674, "progress": 0.0038, "text": "ABOUT"}, "events": []}
    {"t": 0.95, "offset": -0.2312, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2312, "progress": 0.0033, "text": "ABOUT"}, "events": []}
    {"t": 0.9667, "offset": -0.1998, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1998, "progress": 0.0029, "text": "ABOUT"}, "events": []}
    {"t": 0.9833, "offset": -0.1726, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1726, "progress": 0.0025, "text": "ABOUT"}, "events": []}
    {"t": 1.0, "offset": -0.149, "phase": "decelerating", "value": {"state": "normal", "pull": 0.149, "progress": 0.0021, "text": "ABOUT"}, "events": []}
    {"t": 1.0167, "offset": -0.1286, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1286, "progress": 0.0018, "text": "ABOUT"}, "events": []}
    {"t": 1.0333, "offset": -0.1109, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1109, "progress": 0.0016, "text": "ABOUT"}, "events": []}
    {"t": 1.05, "offset": -0.0957, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0957, "progress": 0.0014, "text": "ABOUT"}, "events": []}
    {"t": 1.0667, "offset": -0.0825, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0825, "progress": 0.0012, "text": "ABOUT"}, "events": []}
    {"t": 1.0833, "offset": 0.0, "phase": "idle", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": ["endDecelerating"]}
    """#
}
