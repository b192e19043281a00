// Golden: draggableSwitch preset under a 64 pt top inset (resting top y = −64), viewport 800,
// content 4000. The finger pulls 200 pt in 0.5 s (30 frames of 6.667 pt) and lets go still.
// Verified by hand against the tracker and pull rules and UIKit's scroll physics, and every line
// (±1e-4: max |Δ| 5e-5, the printing's rounding) against an independent Python model of those
// formulas (rubber band b(x) = x·800·0.55/(800 + 0.55·x); the bounce-back spring k = 100, ζ = 1,
// which the simulator ends within 0.1 pt of the edge; per-ms decay at 0.998 that stops at 10 pt/s;
// the pull states as a function of p while tracking). Frame convention as in GoldenTraceTests: the
// finger acts at the start of a frame interval, so the line that shows endDragging already shows
// the first frame of the bounce; the trigger fires with the state held at the lift.
// - p is measured from the resting top: y = −64 − p (3.6499 = b(6.667) on the first line, not
//   67.65).
// - state:shallow at p = 21.4112 (t = 0.1, b(40)); state:deep + willTrigger at p = 70.2395
//   (t = 0.35, b(140); b(133.3) = 67.18 before); progress clamps at 1 from there; p = b(200) =
//   96.70 at the lift (t = 0.5).
// - endDragging, triggered:deep, state:normal on the t = 0.5167 line; the spring brings the
//   content back to y = −64 (endDecelerating, t = 1.4667) without another event.

extension GoldenTrace {
  static let pullDeepRelease = #"""
    {"t": 0.0167, "offset": -67.6499, "phase": "tracking", "value": {"state": "normal", "pull": 3.6499, "progress": 0.0521, "text": "ABOUT"}, "events": ["beginDragging"]}
    {"t": 0.0333, "offset": -71.2667, "phase": "tracking", "value": {"state": "normal", "pull": 7.2667, "progress": 0.1038, "text": "ABOUT"}, "events": []}
    {"t": 0.05, "offset": -74.8508, "phase": "tracking", "value": {"state": "normal", "pull": 10.8508, "progress": 0.155, "text": "ABOUT"}, "events": []}
    {"t": 0.0667, "offset": -78.4026, "phase": "tracking", "value": {"state": "normal", "pull": 14.4026, "progress": 0.2058, "text": "ABOUT"}, "events": []}
    {"t": 0.0833, "offset": -81.9226, "phase": "tracking", "value": {"state": "normal", "pull": 17.9226, "progress": 0.256, "text": "ABOUT"}, "events": []}
    {"t": 0.1, "offset": -85.4112, "phase": "tracking", "value": {"state": "shallow", "pull": 21.4112, "progress": 0.3059, "text": "PULL TO RETURN TO MENU."}, "events": ["state:shallow"]}
    {"t": 0.1167, "offset": -88.8688, "phase": "tracking", "value": {"state": "shallow", "pull": 24.8688, "progress": 0.3553, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.1333, "offset": -92.2958, "phase": "tracking", "value": {"state": "shallow", "pull": 28.2958, "progress": 0.4042, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.15, "offset": -95.6927, "phase": "tracking", "value": {"state": "shallow", "pull": 31.6927, "progress": 0.4528, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.1667, "offset": -99.0598, "phase": "tracking", "value": {"state": "shallow", "pull": 35.0598, "progress": 0.5009, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.1833, "offset": -102.3975, "phase": "tracking", "value": {"state": "shallow", "pull": 38.3975, "progress": 0.5485, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2, "offset": -105.7062, "phase": "tracking", "value": {"state": "shallow", "pull": 41.7062, "progress": 0.5958, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2167, "offset": -108.9862, "phase": "tracking", "value": {"state": "shallow", "pull": 44.9862, "progress": 0.6427, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2333, "offset": -112.2381, "phase": "tracking", "value": {"state": "shallow", "pull": 48.2381, "progress": 0.6891, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.25, "offset": -115.462, "phase": "tracking", "value": {"state": "shallow", "pull": 51.462, "progress": 0.7352, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2667, "offset": -118.6584, "phase": "tracking", "value": {"state": "shallow", "pull": 54.6584, "progress": 0.7808, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.2833, "offset": -121.8276, "phase": "tracking", "value": {"state": "shallow", "pull": 57.8276, "progress": 0.8261, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.3, "offset": -124.97, "phase": "tracking", "value": {"state": "shallow", "pull": 60.97, "progress": 0.871, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.3167, "offset": -128.0859, "phase": "tracking", "value": {"state": "shallow", "pull": 64.0859, "progress": 0.9155, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.3333, "offset": -131.1756, "phase": "tracking", "value": {"state": "shallow", "pull": 67.1756, "progress": 0.9597, "text": "PULL TO RETURN TO MENU."}, "events": []}
    {"t": 0.35, "offset": -134.2395, "phase": "tracking", "value": {"state": "deep", "pull": 70.2395, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": ["state:deep", "willTrigger"]}
    {"t": 0.3667, "offset": -137.2778, "phase": "tracking", "value": {"state": "deep", "pull": 73.2778, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.3833, "offset": -140.291, "phase": "tracking", "value": {"state": "deep", "pull": 76.291, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4, "offset": -143.2793, "phase": "tracking", "value": {"state": "deep", "pull": 79.2793, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4167, "offset": -146.243, "phase": "tracking", "value": {"state": "deep", "pull": 82.243, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4333, "offset": -149.1824, "phase": "tracking", "value": {"state": "deep", "pull": 85.1824, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.45, "offset": -152.0979, "phase": "tracking", "value": {"state": "deep", "pull": 88.0979, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4667, "offset": -154.9897, "phase": "tracking", "value": {"state": "deep", "pull": 90.9897, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.4833, "offset": -157.858, "phase": "tracking", "value": {"state": "deep", "pull": 93.858, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.5, "offset": -160.7033, "phase": "tracking", "value": {"state": "deep", "pull": 96.7033, "progress": 1.0, "text": "RELEASE TO RETURN TO MENU."}, "events": []}
    {"t": 0.5167, "offset": -159.5005, "phase": "decelerating", "value": {"state": "normal", "pull": 95.5005, "progress": 1.0, "text": "ABOUT"}, "events": ["endDragging", "triggered:deep", "state:normal"]}
    {"t": 0.5333, "offset": -156.3879, "phase": "decelerating", "value": {"state": "normal", "pull": 92.3879, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.55, "offset": -151.9803, "phase": "decelerating", "value": {"state": "normal", "pull": 87.9803, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.5667, "offset": -146.7485, "phase": "decelerating", "value": {"state": "normal", "pull": 82.7485, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.5833, "offset": -141.0496, "phase": "decelerating", "value": {"state": "normal", "pull": 77.0496, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.6, "offset": -135.1503, "phase": "decelerating", "value": {"state": "normal", "pull": 71.1503, "progress": 1.0, "text": "ABOUT"}, "events": []}
    {"t": 0.6167, "offset": -129.2464, "phase": "decelerating", "value": {"state": "normal", "pull": 65.2464, "progress": 0.9321, "text": "ABOUT"}, "events": []}
    {"t": 0.6333, "offset": -123.4783, "phase": "decelerating", "value": {"state": "normal", "pull": 59.4783, "progress": 0.8497, "text": "ABOUT"}, "events": []}
    {"t": 0.65, "offset": -117.9436, "phase": "decelerating", "value": {"state": "normal", "pull": 53.9436, "progress": 0.7706, "text": "ABOUT"}, "events": []}
    {"t": 0.6667, "offset": -112.7064, "phase": "decelerating", "value": {"state": "normal", "pull": 48.7064, "progress": 0.6958, "text": "ABOUT"}, "events": []}
    {"t": 0.6833, "offset": -107.8059, "phase": "decelerating", "value": {"state": "normal", "pull": 43.8059, "progress": 0.6258, "text": "ABOUT"}, "events": []}
    {"t": 0.7, "offset": -103.2621, "phase": "decelerating", "value": {"state": "normal", "pull": 39.2621, "progress": 0.5609, "text": "ABOUT"}, "events": []}
    {"t": 0.7167, "offset": -99.081, "phase": "decelerating", "value": {"state": "normal", "pull": 35.081, "progress": 0.5012, "text": "ABOUT"}, "events": []}
    {"t": 0.7333, "offset": -95.2584, "phase": "decelerating", "value": {"state": "normal", "pull": 31.2584, "progress": 0.4465, "text": "ABOUT"}, "events": []}
    {"t": 0.75, "offset": -91.7826, "phase": "decelerating", "value": {"state": "normal", "pull": 27.7826, "progress": 0.3969, "text": "ABOUT"}, "events": []}
    {"t": 0.7667, "offset": -88.6374, "phase": "decelerating", "value": {"state": "normal", "pull": 24.6374, "progress": 0.352, "text": "ABOUT"}, "events": []}
    {"t": 0.7833, "offset": -85.803, "phase": "decelerating", "value": {"state": "normal", "pull": 21.803, "progress": 0.3115, "text": "ABOUT"}, "events": []}
    {"t": 0.8, "offset": -83.2583, "phase": "decelerating", "value": {"state": "normal", "pull": 19.2583, "progress": 0.2751, "text": "ABOUT"}, "events": []}
    {"t": 0.8167, "offset": -80.981, "phase": "decelerating", "value": {"state": "normal", "pull": 16.981, "progress": 0.2426, "text": "ABOUT"}, "events": []}
    {"t": 0.8333, "offset": -78.9491, "phase": "decelerating", "value": {"state": "normal", "pull": 14.9491, "progress": 0.2136, "text": "ABOUT"}, "events": []}
    {"t": 0.85, "offset": -77.1408, "phase": "decelerating", "value": {"state": "normal", "pull": 13.1408, "progress": 0.1877, "text": "ABOUT"}, "events": []}
    {"t": 0.8667, "offset": -75.5355, "phase": "decelerating", "value": {"state": "normal", "pull": 11.5355, "progress": 0.1648, "text": "ABOUT"}, "events": []}
    {"t": 0.8833, "offset": -74.1133, "phase": "decelerating", "value": {"state": "normal", "pull": 10.1133, "progress": 0.1445, "text": "ABOUT"}, "events": []}
    {"t": 0.9, "offset": -72.8559, "phase": "decelerating", "value": {"state": "normal", "pull": 8.8559, "progress": 0.1265, "text": "ABOUT"}, "events": []}
    {"t": 0.9167, "offset": -71.7462, "phase": "decelerating", "value": {"state": "normal", "pull": 7.7462, "progress": 0.1107, "text": "ABOUT"}, "events": []}
    {"t": 0.9333, "offset": -70.7686, "phase": "decelerating", "value": {"state": "normal", "pull": 6.7686, "progress": 0.0967, "text": "ABOUT"}, "events": []}
    {"t": 0.95, "offset": -69.9085, "phase": "decelerating", "value": {"state": "normal", "pull": 5.9085, "progress": 0.0844, "text": "ABOUT"}, "events": []}
    {"t": 0.9667, "offset": -69.153, "phase": "decelerating", "value": {"state": "normal", "pull": 5.153, "progress": 0.0736, "text": "ABOUT"}, "events": []}
    {"t": 0.9833, "offset": -68.4902, "phase": "decelerating", "value": {"state": "normal", "pull": 4.4902, "progress": 0.0641, "text": "ABOUT"}, "events": []}
    {"t": 1.0, "offset": -67.9095, "phase": "decelerating", "value": {"state": "normal", "pull": 3.9095, "progress": 0.0558, "text": "ABOUT"}, "events": []}
    {"t": 1.0167, "offset": -67.4012, "phase": "decelerating", "value": {"state": "normal", "pull": 3.4012, "progress": 0.0486, "text": "ABOUT"}, "events": []}
    {"t": 1.0333, "offset": -66.9569, "phase": "decelerating", "value": {"state": "normal", "pull": 2.9569, "progress": 0.0422, "text": "ABOUT"}, "events": []}
    {"t": 1.05, "offset": -66.5688, "phase": "decelerating", "value": {"state": "normal", "pull": 2.5688, "progress": 0.0367, "text": "ABOUT"}, "events": []}
    {"t": 1.0667, "offset": -66.2302, "phase": "decelerating", "value": {"state": "normal", "pull": 2.2302, "progress": 0.0319, "text": "ABOUT"}, "events": []}
    {"t": 1.0833, "offset": -65.935, "phase": "decelerating", "value": {"state": "normal", "pull": 1.935, "progress": 0.0276, "text": "ABOUT"}, "events": []}
    {"t": 1.1, "offset": -65.6779, "phase": "decelerating", "value": {"state": "normal", "pull": 1.6779, "progress": 0.024, "text": "ABOUT"}, "events": []}
    {"t": 1.1167, "offset": -65.4541, "phase": "decelerating", "value": {"state": "normal", "pull": 1.4541, "progress": 0.0208, "text": "ABOUT"}, "events": []}
    {"t": 1.1333, "offset": -65.2595, "phase": "decelerating", "value": {"state": "normal", "pull": 1.2595, "progress": 0.018, "text": "ABOUT"}, "events": []}
    {"t": 1.15, "offset": -65.0904, "phase": "decelerating", "value": {"state": "normal", "pull": 1.0904, "progress": 0.0156, "text": "ABOUT"}, "events": []}
    {"t": 1.1667, "offset": -64.9435, "phase": "decelerating", "value": {"state": "normal", "pull": 0.9435, "progress": 0.0135, "text": "ABOUT"}, "events": []}
    {"t": 1.1833, "offset": -64.816, "phase": "decelerating", "value": {"state": "normal", "pull": 0.816, "progress": 0.0117, "text": "ABOUT"}, "events": []}
    {"t": 1.2, "offset": -64.7055, "phase": "decelerating", "value": {"state": "normal", "pull": 0.7055, "progress": 0.0101, "text": "ABOUT"}, "events": []}
    {"t": 1.2167, "offset": -64.6096, "phase": "decelerating", "value": {"state": "normal", "pull": 0.6096, "progress": 0.0087, "text": "ABOUT"}, "events": []}
    {"t": 1.2333, "offset": -64.5265, "phase": "decelerating", "value": {"state": "normal", "pull": 0.5265, "progress": 0.0075, "text": "ABOUT"}, "events": []}
    {"t": 1.25, "offset": -64.4546, "phase": "decelerating", "value": {"state": "normal", "pull": 0.4546, "progress": 0.0065, "text": "ABOUT"}, "events": []}
    {"t": 1.2667, "offset": -64.3924, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3924, "progress": 0.0056, "text": "ABOUT"}, "events": []}
    {"t": 1.2833, "offset": -64.3385, "phase": "decelerating", "value": {"state": "normal", "pull": 0.3385, "progress": 0.0048, "text": "ABOUT"}, "events": []}
    {"t": 1.3, "offset": -64.292, "phase": "decelerating", "value": {"state": "normal", "pull": 0.292, "progress": 0.0042, "text": "ABOUT"}, "events": []}
    {"t": 1.3167, "offset": -64.2517, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2517, "progress": 0.0036, "text": "ABOUT"}, "events": []}
    {"t": 1.3333, "offset": -64.2169, "phase": "decelerating", "value": {"state": "normal", "pull": 0.2169, "progress": 0.0031, "text": "ABOUT"}, "events": []}
    {"t": 1.35, "offset": -64.1869, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1869, "progress": 0.0027, "text": "ABOUT"}, "events": []}
    {"t": 1.3667, "offset": -64.161, "phase": "decelerating", "value": {"state": "normal", "pull": 0.161, "progress": 0.0023, "text": "ABOUT"}, "events": []}
    {"t": 1.3833, "offset": -64.1386, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1386, "progress": 0.002, "text": "ABOUT"}, "events": []}
    {"t": 1.4, "offset": -64.1193, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1193, "progress": 0.0017, "text": "ABOUT"}, "events": []}
    {"t": 1.4167, "offset": -64.1027, "phase": "decelerating", "value": {"state": "normal", "pull": 0.1027, "progress": 0.0015, "text": "ABOUT"}, "events": []}
    {"t": 1.4333, "offset": -64.0884, "phase": "decelerating", "value": {"state": "normal", "pull": 0.0884, "progress": 0.0013, "text": "ABOUT"}, "events": []}
    {"t": 1.45, "offset": -64.076, "phase": "decelerating", "value": {"state": "normal", "pull": 0.076, "progress": 0.0011, "text": "ABOUT"}, "events": []}
    {"t": 1.4667, "offset": -64.0, "phase": "idle", "value": {"state": "normal", "pull": 0.0, "progress": 0.0, "text": "ABOUT"}, "events": ["endDecelerating"]}
    """#
}
