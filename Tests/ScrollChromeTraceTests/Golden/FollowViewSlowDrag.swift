// Golden: followView preset (R = maxFollowPoint + minFollowPoint = 64, followsScroll, nearest snap,
// 0.2 s ease-in-out; constant = minFollowPoint − c), viewport 800, content 4000. A slow drag down,
// 30 pt in 1 s, released at 30 pt/s.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - c = y throughout the drag and the deceleration (nearest settles only on endDragging without
//   deceleration or on endDecelerating): c = 39.98 when the content rests at t = 1.55.
// - endDecelerating: f = 39.98/64 = 0.625 ≥ 0.5 ⇒ collapse over 0.2 s ease-in-out from t = 1.55:
//   halfway (39.98 + 64)/2 = 51.99 at t = 1.65 ✓, 64 with `animating: false` on the same line at t
//   = 1.75: 1.75 − 1.55 is 0.19999999999999996 in binary, and the animation ends within 1e-9 s of
//   its duration.

extension GoldenTrace {
  static let followViewSlowDrag = #"""
    {"t": 0.0167, "offset": 0.5, "phase": "tracking", "value": {"collapsed": 0.5, "fraction": 0.0078, "stretch": 0.0, "animating": false, "overlap": 0.0625, "constant": -0.5}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": 1.0, "phase": "tracking", "value": {"collapsed": 1.0, "fraction": 0.0156, "stretch": 0.0, "animating": false, "overlap": 0.125, "constant": -1.0}, "events": []}
    {"t": 0.05, "offset": 1.5, "phase": "tracking", "value": {"collapsed": 1.5, "fraction": 0.0234, "stretch": 0.0, "animating": false, "overlap": 0.1875, "constant": -1.5}, "events": []}
    {"t": 0.0667, "offset": 2.0, "phase": "tracking", "value": {"collapsed": 2.0, "fraction": 0.0313, "stretch": 0.0, "animating": false, "overlap": 0.25, "constant": -2.0}, "events": []}
    {"t": 0.0833, "offset": 2.5, "phase": "tracking", "value": {"collapsed": 2.5, "fraction": 0.0391, "stretch": 0.0, "animating": false, "overlap": 0.3125, "constant": -2.5}, "events": []}
    {"t": 0.1, "offset": 3.0, "phase": "tracking", "value": {"collapsed": 3.0, "fraction": 0.0469, "stretch": 0.0, "animating": false, "overlap": 0.375, "constant": -3.0}, "events": []}
    {"t": 0.1167, "offset": 3.5, "phase": "tracking", "value": {"collapsed": 3.5, "fraction": 0.0547, "stretch": 0.0, "animating": false, "overlap": 0.4375, "constant": -3.5}, "events": []}
    {"t": 0.1333, "offset": 4.0, "phase": "tracking", "value": {"collapsed": 4.0, "fraction": 0.0625, "stretch": 0.0, "animating": false, "overlap": 0.5, "constant": -4.0}, "events": []}
    {"t": 0.15, "offset": 4.5, "phase": "tracking", "value": {"collapsed": 4.5, "fraction": 0.0703, "stretch": 0.0, "animating": false, "overlap": 0.5625, "constant": -4.5}, "events": []}
    {"t": 0.1667, "offset": 5.0, "phase": "tracking", "value": {"collapsed": 5.0, "fraction": 0.0781, "stretch": 0.0, "animating": false, "overlap": 0.625, "constant": -5.0}, "events": []}
    {"t": 0.1833, "offset": 5.5, "phase": "tracking", "value": {"collapsed": 5.5, "fraction": 0.0859, "stretch": 0.0, "animating": false, "overlap": 0.6875, "constant": -5.5}, "events": []}
    {"t": 0.2, "offset": 6.0, "phase": "tracking", "value": {"collapsed": 6.0, "fraction": 0.0938, "stretch": 0.0, "animating": false, "overlap": 0.75, "constant": -6.0}, "events": []}
    {"t": 0.2167, "offset": 6.5, "phase": "tracking", "value": {"collapsed": 6.5, "fraction": 0.1016, "stretch": 0.0, "animating": false, "overlap": 0.8125, "constant": -6.5}, "events": []}
    {"t": 0.2333, "offset": 7.0, "phase": "tracking", "value": {"collapsed": 7.0, "fraction": 0.1094, "stretch": 0.0, "animating": false, "overlap": 0.875, "constant": -7.0}, "events": []}
    {"t": 0.25, "offset": 7.5, "phase": "tracking", "value": {"collapsed": 7.5, "fraction": 0.1172, "stretch": 0.0, "animating": false, "overlap": 0.9375, "constant": -7.5}, "events": []}
    {"t": 0.2667, "offset": 8.0, "phase": "tracking", "value": {"collapsed": 8.0, "fraction": 0.125, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -8.0}, "events": []}
    {"t": 0.2833, "offset": 8.5, "phase": "tracking", "value": {"collapsed": 8.5, "fraction": 0.1328, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -8.5}, "events": []}
    {"t": 0.3, "offset": 9.0, "phase": "tracking", "value": {"collapsed": 9.0, "fraction": 0.1406, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -9.0}, "events": []}
    {"t": 0.3167, "offset": 9.5, "phase": "tracking", "value": {"collapsed": 9.5, "fraction": 0.1484, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -9.5}, "events": []}
    {"t": 0.3333, "offset": 10.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.1563, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -10.0}, "events": []}
    {"t": 0.35, "offset": 10.5, "phase": "tracking", "value": {"collapsed": 10.5, "fraction": 0.1641, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -10.5}, "events": []}
    {"t": 0.3667, "offset": 11.0, "phase": "tracking", "value": {"collapsed": 11.0, "fraction": 0.1719, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -11.0}, "events": []}
    {"t": 0.3833, "offset": 11.5, "phase": "tracking", "value": {"collapsed": 11.5, "fraction": 0.1797, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -11.5}, "events": []}
    {"t": 0.4, "offset": 12.0, "phase": "tracking", "value": {"collapsed": 12.0, "fraction": 0.1875, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -12.0}, "events": []}
    {"t": 0.4167, "offset": 12.5, "phase": "tracking", "value": {"collapsed": 12.5, "fraction": 0.1953, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -12.5}, "events": []}
    {"t": 0.4333, "offset": 13.0, "phase": "tracking", "value": {"collapsed": 13.0, "fraction": 0.2031, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -13.0}, "events": []}
    {"t": 0.45, "offset": 13.5, "phase": "tracking", "value": {"collapsed": 13.5, "fraction": 0.2109, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -13.5}, "events": []}
    {"t": 0.4667, "offset": 14.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.2188, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -14.0}, "events": []}
    {"t": 0.4833, "offset": 14.5, "phase": "tracking", "value": {"collapsed": 14.5, "fraction": 0.2266, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -14.5}, "events": []}
    {"t": 0.5, "offset": 15.0, "phase": "tracking", "value": {"collapsed": 15.0, "fraction": 0.2344, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -15.0}, "events": []}
    {"t": 0.5167, "offset": 15.5, "phase": "tracking", "value": {"collapsed": 15.5, "fraction": 0.2422, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -15.5}, "events": []}
    {"t": 0.5333, "offset": 16.0, "phase": "tracking", "value": {"collapsed": 16.0, "fraction": 0.25, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -16.0}, "events": []}
    {"t": 0.55, "offset": 16.5, "phase": "tracking", "value": {"collapsed": 16.5, "fraction": 0.2578, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -16.5}, "events": []}
    {"t": 0.5667, "offset": 17.0, "phase": "tracking", "value": {"collapsed": 17.0, "fraction": 0.2656, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -17.0}, "events": []}
    {"t": 0.5833, "offset": 17.5, "phase": "tracking", "value": {"collapsed": 17.5, "fraction": 0.2734, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -17.5}, "events": []}
    {"t": 0.6, "offset": 18.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.2813, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -18.0}, "events": []}
    {"t": 0.6167, "offset": 18.5, "phase": "tracking", "value": {"collapsed": 18.5, "fraction": 0.2891, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -18.5}, "events": []}
    {"t": 0.6333, "offset": 19.0, "phase": "tracking", "value": {"collapsed": 19.0, "fraction": 0.2969, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -19.0}, "events": []}
    {"t": 0.65, "offset": 19.5, "phase": "tracking", "value": {"collapsed": 19.5, "fraction": 0.3047, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -19.5}, "events": []}
    {"t": 0.6667, "offset": 20.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.3125, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -20.0}, "events": []}
    {"t": 0.6833, "offset": 20.5, "phase": "tracking", "value": {"collapsed": 20.5, "fraction": 0.3203, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -20.5}, "events": []}
    {"t": 0.7, "offset": 21.0, "phase": "tracking", "value": {"collapsed": 21.0, "fraction": 0.3281, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -21.0}, "events": []}
    {"t": 0.7167, "offset": 21.5, "phase": "tracking", "value": {"collapsed": 21.5, "fraction": 0.3359, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -21.5}, "events": []}
    {"t": 0.7333, "offset": 22.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.3438, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -22.0}, "events": []}
    {"t": 0.75, "offset": 22.5, "phase": "tracking", "value": {"collapsed": 22.5, "fraction": 0.3516, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -22.5}, "events": []}
    {"t": 0.7667, "offset": 23.0, "phase": "tracking", "value": {"collapsed": 23.0, "fraction": 0.3594, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -23.0}, "events": []}
    {"t": 0.7833, "offset": 23.5, "phase": "tracking", "value": {"collapsed": 23.5, "fraction": 0.3672, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -23.5}, "events": []}
    {"t": 0.8, "offset": 24.0, "phase": "tracking", "value": {"collapsed": 24.0, "fraction": 0.375, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -24.0}, "events": []}
    {"t": 0.8167, "offset": 24.5, "phase": "tracking", "value": {"collapsed": 24.5, "fraction": 0.3828, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -24.5}, "events": []}
    {"t": 0.8333, "offset": 25.0, "phase": "tracking", "value": {"collapsed": 25.0, "fraction": 0.3906, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -25.0}, "events": []}
    {"t": 0.85, "offset": 25.5, "phase": "tracking", "value": {"collapsed": 25.5, "fraction": 0.3984, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -25.5}, "events": []}
    {"t": 0.8667, "offset": 26.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.4063, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -26.0}, "events": []}
    {"t": 0.8833, "offset": 26.5, "phase": "tracking", "value": {"collapsed": 26.5, "fraction": 0.4141, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -26.5}, "events": []}
    {"t": 0.9, "offset": 27.0, "phase": "tracking", "value": {"collapsed": 27.0, "fraction": 0.4219, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -27.0}, "events": []}
    {"t": 0.9167, "offset": 27.5, "phase": "tracking", "value": {"collapsed": 27.5, "fraction": 0.4297, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -27.5}, "events": []}
    {"t": 0.9333, "offset": 28.0, "phase": "tracking", "value": {"collapsed": 28.0, "fraction": 0.4375, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -28.0}, "events": []}
    {"t": 0.95, "offset": 28.5, "phase": "tracking", "value": {"collapsed": 28.5, "fraction": 0.4453, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -28.5}, "events": []}
    {"t": 0.9667, "offset": 29.0, "phase": "tracking", "value": {"collapsed": 29.0, "fraction": 0.4531, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -29.0}, "events": []}
    {"t": 0.9833, "offset": 29.5, "phase": "tracking", "value": {"collapsed": 29.5, "fraction": 0.4609, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -29.5}, "events": []}
    {"t": 1.0, "offset": 30.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.4688, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -30.0}, "events": []}
    {"t": 1.0167, "offset": 30.4913, "phase": "decelerating", "value": {"collapsed": 30.4913, "fraction": 0.4764, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -30.4913}, "events": ["endDragging"]}
    {"t": 1.0333, "offset": 30.9664, "phase": "decelerating", "value": {"collapsed": 30.9664, "fraction": 0.4838, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -30.9664}, "events": []}
    {"t": 1.05, "offset": 31.4259, "phase": "decelerating", "value": {"collapsed": 31.4259, "fraction": 0.491, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -31.4259}, "events": []}
    {"t": 1.0667, "offset": 31.8704, "phase": "decelerating", "value": {"collapsed": 31.8704, "fraction": 0.498, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -31.8704}, "events": []}
    {"t": 1.0833, "offset": 32.3003, "phase": "decelerating", "value": {"collapsed": 32.3003, "fraction": 0.5047, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -32.3003}, "events": []}
    {"t": 1.1, "offset": 32.7161, "phase": "decelerating", "value": {"collapsed": 32.7161, "fraction": 0.5112, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -32.7161}, "events": []}
    {"t": 1.1167, "offset": 33.1182, "phase": "decelerating", "value": {"collapsed": 33.1182, "fraction": 0.5175, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -33.1182}, "events": []}
    {"t": 1.1333, "offset": 33.5071, "phase": "decelerating", "value": {"collapsed": 33.5071, "fraction": 0.5235, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -33.5071}, "events": []}
    {"t": 1.15, "offset": 33.8833, "phase": "decelerating", "value": {"collapsed": 33.8833, "fraction": 0.5294, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -33.8833}, "events": []}
    {"t": 1.1667, "offset": 34.2471, "phase": "decelerating", "value": {"collapsed": 34.2471, "fraction": 0.5351, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -34.2471}, "events": []}
    {"t": 1.1833, "offset": 34.599, "phase": "decelerating", "value": {"collapsed": 34.599, "fraction": 0.5406, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -34.599}, "events": []}
    {"t": 1.2, "offset": 34.9393, "phase": "decelerating", "value": {"collapsed": 34.9393, "fraction": 0.5459, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -34.9393}, "events": []}
    {"t": 1.2167, "offset": 35.2685, "phase": "decelerating", "value": {"collapsed": 35.2685, "fraction": 0.5511, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -35.2685}, "events": []}
    {"t": 1.2333, "offset": 35.5869, "phase": "decelerating", "value": {"collapsed": 35.5869, "fraction": 0.556, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -35.5869}, "events": []}
    {"t": 1.25, "offset": 35.8948, "phase": "decelerating", "value": {"collapsed": 35.8948, "fraction": 0.5609, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -35.8948}, "events": []}
    {"t": 1.2667, "offset": 36.1926, "phase": "decelerating", "value": {"collapsed": 36.1926, "fraction": 0.5655, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -36.1926}, "events": []}
    {"t": 1.2833, "offset": 36.4806, "phase": "decelerating", "value": {"collapsed": 36.4806, "fraction": 0.57, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -36.4806}, "events": []}
    {"t": 1.3, "offset": 36.7592, "phase": "decelerating", "value": {"collapsed": 36.7592, "fraction": 0.5744, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -36.7592}, "events": []}
    {"t": 1.3167, "offset": 37.0287, "phase": "decelerating", "value": {"collapsed": 37.0287, "fraction": 0.5786, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -37.0287}, "events": []}
    {"t": 1.3333, "offset": 37.2893, "phase": "decelerating", "value": {"collapsed": 37.2893, "fraction": 0.5826, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -37.2893}, "events": []}
    {"t": 1.35, "offset": 37.5413, "phase": "decelerating", "value": {"collapsed": 37.5413, "fraction": 0.5866, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -37.5413}, "events": []}
    {"t": 1.3667, "offset": 37.7851, "phase": "decelerating", "value": {"collapsed": 37.7851, "fraction": 0.5904, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -37.7851}, "events": []}
    {"t": 1.3833, "offset": 38.0209, "phase": "decelerating", "value": {"collapsed": 38.0209, "fraction": 0.5941, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -38.0209}, "events": []}
    {"t": 1.4, "offset": 38.2489, "phase": "decelerating", "value": {"collapsed": 38.2489, "fraction": 0.5976, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -38.2489}, "events": []}
    {"t": 1.4167, "offset": 38.4695, "phase": "decelerating", "value": {"collapsed": 38.4695, "fraction": 0.6011, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -38.4695}, "events": []}
    {"t": 1.4333, "offset": 38.6828, "phase": "decelerating", "value": {"collapsed": 38.6828, "fraction": 0.6044, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -38.6828}, "events": []}
    {"t": 1.45, "offset": 38.8891, "phase": "decelerating", "value": {"collapsed": 38.8891, "fraction": 0.6076, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -38.8891}, "events": []}
    {"t": 1.4667, "offset": 39.0887, "phase": "decelerating", "value": {"collapsed": 39.0887, "fraction": 0.6108, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -39.0887}, "events": []}
    {"t": 1.4833, "offset": 39.2817, "phase": "decelerating", "value": {"collapsed": 39.2817, "fraction": 0.6138, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -39.2817}, "events": []}
    {"t": 1.5, "offset": 39.4684, "phase": "decelerating", "value": {"collapsed": 39.4684, "fraction": 0.6167, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -39.4684}, "events": []}
    {"t": 1.5167, "offset": 39.6489, "phase": "decelerating", "value": {"collapsed": 39.6489, "fraction": 0.6195, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -39.6489}, "events": []}
    {"t": 1.5333, "offset": 39.8235, "phase": "decelerating", "value": {"collapsed": 39.8235, "fraction": 0.6222, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -39.8235}, "events": []}
    {"t": 1.55, "offset": 39.98, "phase": "idle", "value": {"collapsed": 39.98, "fraction": 0.6247, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -39.98}, "events": ["endDecelerating"]}
    {"t": 1.5667, "offset": 39.98, "phase": "idle", "value": {"collapsed": 40.3068, "fraction": 0.6298, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -40.3068}, "events": []}
    {"t": 1.5833, "offset": 39.98, "phase": "idle", "value": {"collapsed": 41.3283, "fraction": 0.6458, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -41.3283}, "events": []}
    {"t": 1.6, "offset": 39.98, "phase": "idle", "value": {"collapsed": 43.0825, "fraction": 0.6732, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -43.0825}, "events": []}
    {"t": 1.6167, "offset": 39.98, "phase": "idle", "value": {"collapsed": 45.5472, "fraction": 0.7117, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -45.5472}, "events": []}
    {"t": 1.6333, "offset": 39.98, "phase": "idle", "value": {"collapsed": 48.599, "fraction": 0.7594, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -48.599}, "events": []}
    {"t": 1.65, "offset": 39.98, "phase": "idle", "value": {"collapsed": 51.99, "fraction": 0.8123, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -51.99}, "events": []}
    {"t": 1.6667, "offset": 39.98, "phase": "idle", "value": {"collapsed": 55.381, "fraction": 0.8653, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -55.381}, "events": []}
    {"t": 1.6833, "offset": 39.98, "phase": "idle", "value": {"collapsed": 58.4328, "fraction": 0.913, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -58.4328}, "events": []}
    {"t": 1.7, "offset": 39.98, "phase": "idle", "value": {"collapsed": 60.8975, "fraction": 0.9515, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -60.8975}, "events": []}
    {"t": 1.7167, "offset": 39.98, "phase": "idle", "value": {"collapsed": 62.6517, "fraction": 0.9789, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -62.6517}, "events": []}
    {"t": 1.7333, "offset": 39.98, "phase": "idle", "value": {"collapsed": 63.6732, "fraction": 0.9949, "stretch": 0.0, "animating": true, "overlap": 1.0, "constant": -63.6732}, "events": []}
    {"t": 1.75, "offset": 39.98, "phase": "idle", "value": {"collapsed": 64.0, "fraction": 1.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "constant": -64.0}, "events": ["state:collapsed"]}
    """#
}
