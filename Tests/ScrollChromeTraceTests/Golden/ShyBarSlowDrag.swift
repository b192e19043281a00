// Golden: shyBar preset (fullHeight 44, shyHeight 0 ⇒ R = 44, collapsesWithContent, nearest snap,
// 0.2 s ease-in-out; shyFraction = 1 − f, visibleHeight = 44 − c) under insetTop 64 (minY = −64, u
// = y + 64), viewport 800, content 4000. A slow drag down, 30 pt in 1 s, released at 30 pt/s.
// Verified by hand against the tracker and collapse rules and the motion formulas (UIKit's
// deceleration, rubber band and bounce back; the settle spring or curve), and every line (±1e-4)
// against an independent Python model of those formulas. Frame convention of `trace`: the finger
// acts at the start of a frame interval — its events (beginDragging, scroll, endDragging, and a
// settle animation that endDragging starts) carry the previous frame's time — then the physics runs
// to the frame's time and the line is written. A release's deceleration and the snap it starts
// therefore begin at the same instant, the lift, one frame before the release line.
// - c = clamp(u − anchor, 0, R) with anchor 0: c = u, up to 39.98 when the content rests (t = 1.55,
//   y = −24.02).
// - endDecelerating: f = 0.909 ≥ 0.5, but u = 39.98 < R: the near-top rule (collapsesWithContent
//   collapses only once u ≥ R) expands over 0.2 s: 19.99 halfway at t = 1.65 ✓, 0 with `animating:
//   false` on the same line at t = 1.75.

extension GoldenTrace {
  static let shyBarSlowDrag = #"""
    {"t": 0.0167, "offset": -63.5, "phase": "tracking", "value": {"collapsed": 0.5, "fraction": 0.0114, "stretch": 0.0, "animating": false, "overlap": 0.0625, "shyFraction": 0.9886, "visibleHeight": 43.5}, "events": ["beginDragging", "state:partial"]}
    {"t": 0.0333, "offset": -63.0, "phase": "tracking", "value": {"collapsed": 1.0, "fraction": 0.0227, "stretch": 0.0, "animating": false, "overlap": 0.125, "shyFraction": 0.9773, "visibleHeight": 43.0}, "events": []}
    {"t": 0.05, "offset": -62.5, "phase": "tracking", "value": {"collapsed": 1.5, "fraction": 0.0341, "stretch": 0.0, "animating": false, "overlap": 0.1875, "shyFraction": 0.9659, "visibleHeight": 42.5}, "events": []}
    {"t": 0.0667, "offset": -62.0, "phase": "tracking", "value": {"collapsed": 2.0, "fraction": 0.0455, "stretch": 0.0, "animating": false, "overlap": 0.25, "shyFraction": 0.9545, "visibleHeight": 42.0}, "events": []}
    {"t": 0.0833, "offset": -61.5, "phase": "tracking", "value": {"collapsed": 2.5, "fraction": 0.0568, "stretch": 0.0, "animating": false, "overlap": 0.3125, "shyFraction": 0.9432, "visibleHeight": 41.5}, "events": []}
    {"t": 0.1, "offset": -61.0, "phase": "tracking", "value": {"collapsed": 3.0, "fraction": 0.0682, "stretch": 0.0, "animating": false, "overlap": 0.375, "shyFraction": 0.9318, "visibleHeight": 41.0}, "events": []}
    {"t": 0.1167, "offset": -60.5, "phase": "tracking", "value": {"collapsed": 3.5, "fraction": 0.0795, "stretch": 0.0, "animating": false, "overlap": 0.4375, "shyFraction": 0.9205, "visibleHeight": 40.5}, "events": []}
    {"t": 0.1333, "offset": -60.0, "phase": "tracking", "value": {"collapsed": 4.0, "fraction": 0.0909, "stretch": 0.0, "animating": false, "overlap": 0.5, "shyFraction": 0.9091, "visibleHeight": 40.0}, "events": []}
    {"t": 0.15, "offset": -59.5, "phase": "tracking", "value": {"collapsed": 4.5, "fraction": 0.1023, "stretch": 0.0, "animating": false, "overlap": 0.5625, "shyFraction": 0.8977, "visibleHeight": 39.5}, "events": []}
    {"t": 0.1667, "offset": -59.0, "phase": "tracking", "value": {"collapsed": 5.0, "fraction": 0.1136, "stretch": 0.0, "animating": false, "overlap": 0.625, "shyFraction": 0.8864, "visibleHeight": 39.0}, "events": []}
    {"t": 0.1833, "offset": -58.5, "phase": "tracking", "value": {"collapsed": 5.5, "fraction": 0.125, "stretch": 0.0, "animating": false, "overlap": 0.6875, "shyFraction": 0.875, "visibleHeight": 38.5}, "events": []}
    {"t": 0.2, "offset": -58.0, "phase": "tracking", "value": {"collapsed": 6.0, "fraction": 0.1364, "stretch": 0.0, "animating": false, "overlap": 0.75, "shyFraction": 0.8636, "visibleHeight": 38.0}, "events": []}
    {"t": 0.2167, "offset": -57.5, "phase": "tracking", "value": {"collapsed": 6.5, "fraction": 0.1477, "stretch": 0.0, "animating": false, "overlap": 0.8125, "shyFraction": 0.8523, "visibleHeight": 37.5}, "events": []}
    {"t": 0.2333, "offset": -57.0, "phase": "tracking", "value": {"collapsed": 7.0, "fraction": 0.1591, "stretch": 0.0, "animating": false, "overlap": 0.875, "shyFraction": 0.8409, "visibleHeight": 37.0}, "events": []}
    {"t": 0.25, "offset": -56.5, "phase": "tracking", "value": {"collapsed": 7.5, "fraction": 0.1705, "stretch": 0.0, "animating": false, "overlap": 0.9375, "shyFraction": 0.8295, "visibleHeight": 36.5}, "events": []}
    {"t": 0.2667, "offset": -56.0, "phase": "tracking", "value": {"collapsed": 8.0, "fraction": 0.1818, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.8182, "visibleHeight": 36.0}, "events": []}
    {"t": 0.2833, "offset": -55.5, "phase": "tracking", "value": {"collapsed": 8.5, "fraction": 0.1932, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.8068, "visibleHeight": 35.5}, "events": []}
    {"t": 0.3, "offset": -55.0, "phase": "tracking", "value": {"collapsed": 9.0, "fraction": 0.2045, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7955, "visibleHeight": 35.0}, "events": []}
    {"t": 0.3167, "offset": -54.5, "phase": "tracking", "value": {"collapsed": 9.5, "fraction": 0.2159, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7841, "visibleHeight": 34.5}, "events": []}
    {"t": 0.3333, "offset": -54.0, "phase": "tracking", "value": {"collapsed": 10.0, "fraction": 0.2273, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7727, "visibleHeight": 34.0}, "events": []}
    {"t": 0.35, "offset": -53.5, "phase": "tracking", "value": {"collapsed": 10.5, "fraction": 0.2386, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7614, "visibleHeight": 33.5}, "events": []}
    {"t": 0.3667, "offset": -53.0, "phase": "tracking", "value": {"collapsed": 11.0, "fraction": 0.25, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.75, "visibleHeight": 33.0}, "events": []}
    {"t": 0.3833, "offset": -52.5, "phase": "tracking", "value": {"collapsed": 11.5, "fraction": 0.2614, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7386, "visibleHeight": 32.5}, "events": []}
    {"t": 0.4, "offset": -52.0, "phase": "tracking", "value": {"collapsed": 12.0, "fraction": 0.2727, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7273, "visibleHeight": 32.0}, "events": []}
    {"t": 0.4167, "offset": -51.5, "phase": "tracking", "value": {"collapsed": 12.5, "fraction": 0.2841, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7159, "visibleHeight": 31.5}, "events": []}
    {"t": 0.4333, "offset": -51.0, "phase": "tracking", "value": {"collapsed": 13.0, "fraction": 0.2955, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.7045, "visibleHeight": 31.0}, "events": []}
    {"t": 0.45, "offset": -50.5, "phase": "tracking", "value": {"collapsed": 13.5, "fraction": 0.3068, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6932, "visibleHeight": 30.5}, "events": []}
    {"t": 0.4667, "offset": -50.0, "phase": "tracking", "value": {"collapsed": 14.0, "fraction": 0.3182, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6818, "visibleHeight": 30.0}, "events": []}
    {"t": 0.4833, "offset": -49.5, "phase": "tracking", "value": {"collapsed": 14.5, "fraction": 0.3295, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6705, "visibleHeight": 29.5}, "events": []}
    {"t": 0.5, "offset": -49.0, "phase": "tracking", "value": {"collapsed": 15.0, "fraction": 0.3409, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6591, "visibleHeight": 29.0}, "events": []}
    {"t": 0.5167, "offset": -48.5, "phase": "tracking", "value": {"collapsed": 15.5, "fraction": 0.3523, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6477, "visibleHeight": 28.5}, "events": []}
    {"t": 0.5333, "offset": -48.0, "phase": "tracking", "value": {"collapsed": 16.0, "fraction": 0.3636, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6364, "visibleHeight": 28.0}, "events": []}
    {"t": 0.55, "offset": -47.5, "phase": "tracking", "value": {"collapsed": 16.5, "fraction": 0.375, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.625, "visibleHeight": 27.5}, "events": []}
    {"t": 0.5667, "offset": -47.0, "phase": "tracking", "value": {"collapsed": 17.0, "fraction": 0.3864, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6136, "visibleHeight": 27.0}, "events": []}
    {"t": 0.5833, "offset": -46.5, "phase": "tracking", "value": {"collapsed": 17.5, "fraction": 0.3977, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.6023, "visibleHeight": 26.5}, "events": []}
    {"t": 0.6, "offset": -46.0, "phase": "tracking", "value": {"collapsed": 18.0, "fraction": 0.4091, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5909, "visibleHeight": 26.0}, "events": []}
    {"t": 0.6167, "offset": -45.5, "phase": "tracking", "value": {"collapsed": 18.5, "fraction": 0.4205, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5795, "visibleHeight": 25.5}, "events": []}
    {"t": 0.6333, "offset": -45.0, "phase": "tracking", "value": {"collapsed": 19.0, "fraction": 0.4318, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5682, "visibleHeight": 25.0}, "events": []}
    {"t": 0.65, "offset": -44.5, "phase": "tracking", "value": {"collapsed": 19.5, "fraction": 0.4432, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5568, "visibleHeight": 24.5}, "events": []}
    {"t": 0.6667, "offset": -44.0, "phase": "tracking", "value": {"collapsed": 20.0, "fraction": 0.4545, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5455, "visibleHeight": 24.0}, "events": []}
    {"t": 0.6833, "offset": -43.5, "phase": "tracking", "value": {"collapsed": 20.5, "fraction": 0.4659, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5341, "visibleHeight": 23.5}, "events": []}
    {"t": 0.7, "offset": -43.0, "phase": "tracking", "value": {"collapsed": 21.0, "fraction": 0.4773, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5227, "visibleHeight": 23.0}, "events": []}
    {"t": 0.7167, "offset": -42.5, "phase": "tracking", "value": {"collapsed": 21.5, "fraction": 0.4886, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5114, "visibleHeight": 22.5}, "events": []}
    {"t": 0.7333, "offset": -42.0, "phase": "tracking", "value": {"collapsed": 22.0, "fraction": 0.5, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.5, "visibleHeight": 22.0}, "events": []}
    {"t": 0.75, "offset": -41.5, "phase": "tracking", "value": {"collapsed": 22.5, "fraction": 0.5114, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4886, "visibleHeight": 21.5}, "events": []}
    {"t": 0.7667, "offset": -41.0, "phase": "tracking", "value": {"collapsed": 23.0, "fraction": 0.5227, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4773, "visibleHeight": 21.0}, "events": []}
    {"t": 0.7833, "offset": -40.5, "phase": "tracking", "value": {"collapsed": 23.5, "fraction": 0.5341, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4659, "visibleHeight": 20.5}, "events": []}
    {"t": 0.8, "offset": -40.0, "phase": "tracking", "value": {"collapsed": 24.0, "fraction": 0.5455, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4545, "visibleHeight": 20.0}, "events": []}
    {"t": 0.8167, "offset": -39.5, "phase": "tracking", "value": {"collapsed": 24.5, "fraction": 0.5568, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4432, "visibleHeight": 19.5}, "events": []}
    {"t": 0.8333, "offset": -39.0, "phase": "tracking", "value": {"collapsed": 25.0, "fraction": 0.5682, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4318, "visibleHeight": 19.0}, "events": []}
    {"t": 0.85, "offset": -38.5, "phase": "tracking", "value": {"collapsed": 25.5, "fraction": 0.5795, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4205, "visibleHeight": 18.5}, "events": []}
    {"t": 0.8667, "offset": -38.0, "phase": "tracking", "value": {"collapsed": 26.0, "fraction": 0.5909, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.4091, "visibleHeight": 18.0}, "events": []}
    {"t": 0.8833, "offset": -37.5, "phase": "tracking", "value": {"collapsed": 26.5, "fraction": 0.6023, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3977, "visibleHeight": 17.5}, "events": []}
    {"t": 0.9, "offset": -37.0, "phase": "tracking", "value": {"collapsed": 27.0, "fraction": 0.6136, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3864, "visibleHeight": 17.0}, "events": []}
    {"t": 0.9167, "offset": -36.5, "phase": "tracking", "value": {"collapsed": 27.5, "fraction": 0.625, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.375, "visibleHeight": 16.5}, "events": []}
    {"t": 0.9333, "offset": -36.0, "phase": "tracking", "value": {"collapsed": 28.0, "fraction": 0.6364, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3636, "visibleHeight": 16.0}, "events": []}
    {"t": 0.95, "offset": -35.5, "phase": "tracking", "value": {"collapsed": 28.5, "fraction": 0.6477, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3523, "visibleHeight": 15.5}, "events": []}
    {"t": 0.9667, "offset": -35.0, "phase": "tracking", "value": {"collapsed": 29.0, "fraction": 0.6591, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3409, "visibleHeight": 15.0}, "events": []}
    {"t": 0.9833, "offset": -34.5, "phase": "tracking", "value": {"collapsed": 29.5, "fraction": 0.6705, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3295, "visibleHeight": 14.5}, "events": []}
    {"t": 1.0, "offset": -34.0, "phase": "tracking", "value": {"collapsed": 30.0, "fraction": 0.6818, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.3182, "visibleHeight": 14.0}, "events": []}
    {"t": 1.0167, "offset": -33.5087, "phase": "decelerating", "value": {"collapsed": 30.4913, "fraction": 0.693, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.307, "visibleHeight": 13.5087}, "events": ["endDragging"]}
    {"t": 1.0333, "offset": -33.0336, "phase": "decelerating", "value": {"collapsed": 30.9664, "fraction": 0.7038, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2962, "visibleHeight": 13.0336}, "events": []}
    {"t": 1.05, "offset": -32.5741, "phase": "decelerating", "value": {"collapsed": 31.4259, "fraction": 0.7142, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2858, "visibleHeight": 12.5741}, "events": []}
    {"t": 1.0667, "offset": -32.1296, "phase": "decelerating", "value": {"collapsed": 31.8704, "fraction": 0.7243, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2757, "visibleHeight": 12.1296}, "events": []}
    {"t": 1.0833, "offset": -31.6997, "phase": "decelerating", "value": {"collapsed": 32.3003, "fraction": 0.7341, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2659, "visibleHeight": 11.6997}, "events": []}
    {"t": 1.1, "offset": -31.2839, "phase": "decelerating", "value": {"collapsed": 32.7161, "fraction": 0.7435, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2565, "visibleHeight": 11.2839}, "events": []}
    {"t": 1.1167, "offset": -30.8818, "phase": "decelerating", "value": {"collapsed": 33.1182, "fraction": 0.7527, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2473, "visibleHeight": 10.8818}, "events": []}
    {"t": 1.1333, "offset": -30.4929, "phase": "decelerating", "value": {"collapsed": 33.5071, "fraction": 0.7615, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2385, "visibleHeight": 10.4929}, "events": []}
    {"t": 1.15, "offset": -30.1167, "phase": "decelerating", "value": {"collapsed": 33.8833, "fraction": 0.7701, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2299, "visibleHeight": 10.1167}, "events": []}
    {"t": 1.1667, "offset": -29.7529, "phase": "decelerating", "value": {"collapsed": 34.2471, "fraction": 0.7783, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2217, "visibleHeight": 9.7529}, "events": []}
    {"t": 1.1833, "offset": -29.401, "phase": "decelerating", "value": {"collapsed": 34.599, "fraction": 0.7863, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2137, "visibleHeight": 9.401}, "events": []}
    {"t": 1.2, "offset": -29.0607, "phase": "decelerating", "value": {"collapsed": 34.9393, "fraction": 0.7941, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.2059, "visibleHeight": 9.0607}, "events": []}
    {"t": 1.2167, "offset": -28.7315, "phase": "decelerating", "value": {"collapsed": 35.2685, "fraction": 0.8016, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1984, "visibleHeight": 8.7315}, "events": []}
    {"t": 1.2333, "offset": -28.4131, "phase": "decelerating", "value": {"collapsed": 35.5869, "fraction": 0.8088, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1912, "visibleHeight": 8.4131}, "events": []}
    {"t": 1.25, "offset": -28.1052, "phase": "decelerating", "value": {"collapsed": 35.8948, "fraction": 0.8158, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1842, "visibleHeight": 8.1052}, "events": []}
    {"t": 1.2667, "offset": -27.8074, "phase": "decelerating", "value": {"collapsed": 36.1926, "fraction": 0.8226, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1774, "visibleHeight": 7.8074}, "events": []}
    {"t": 1.2833, "offset": -27.5194, "phase": "decelerating", "value": {"collapsed": 36.4806, "fraction": 0.8291, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1709, "visibleHeight": 7.5194}, "events": []}
    {"t": 1.3, "offset": -27.2408, "phase": "decelerating", "value": {"collapsed": 36.7592, "fraction": 0.8354, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1646, "visibleHeight": 7.2408}, "events": []}
    {"t": 1.3167, "offset": -26.9713, "phase": "decelerating", "value": {"collapsed": 37.0287, "fraction": 0.8416, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1584, "visibleHeight": 6.9713}, "events": []}
    {"t": 1.3333, "offset": -26.7107, "phase": "decelerating", "value": {"collapsed": 37.2893, "fraction": 0.8475, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1525, "visibleHeight": 6.7107}, "events": []}
    {"t": 1.35, "offset": -26.4587, "phase": "decelerating", "value": {"collapsed": 37.5413, "fraction": 0.8532, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1468, "visibleHeight": 6.4587}, "events": []}
    {"t": 1.3667, "offset": -26.2149, "phase": "decelerating", "value": {"collapsed": 37.7851, "fraction": 0.8588, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1412, "visibleHeight": 6.2149}, "events": []}
    {"t": 1.3833, "offset": -25.9791, "phase": "decelerating", "value": {"collapsed": 38.0209, "fraction": 0.8641, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1359, "visibleHeight": 5.9791}, "events": []}
    {"t": 1.4, "offset": -25.7511, "phase": "decelerating", "value": {"collapsed": 38.2489, "fraction": 0.8693, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1307, "visibleHeight": 5.7511}, "events": []}
    {"t": 1.4167, "offset": -25.5305, "phase": "decelerating", "value": {"collapsed": 38.4695, "fraction": 0.8743, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1257, "visibleHeight": 5.5305}, "events": []}
    {"t": 1.4333, "offset": -25.3172, "phase": "decelerating", "value": {"collapsed": 38.6828, "fraction": 0.8792, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1208, "visibleHeight": 5.3172}, "events": []}
    {"t": 1.45, "offset": -25.1109, "phase": "decelerating", "value": {"collapsed": 38.8891, "fraction": 0.8838, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1162, "visibleHeight": 5.1109}, "events": []}
    {"t": 1.4667, "offset": -24.9113, "phase": "decelerating", "value": {"collapsed": 39.0887, "fraction": 0.8884, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1116, "visibleHeight": 4.9113}, "events": []}
    {"t": 1.4833, "offset": -24.7183, "phase": "decelerating", "value": {"collapsed": 39.2817, "fraction": 0.8928, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.1072, "visibleHeight": 4.7183}, "events": []}
    {"t": 1.5, "offset": -24.5316, "phase": "decelerating", "value": {"collapsed": 39.4684, "fraction": 0.897, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.103, "visibleHeight": 4.5316}, "events": []}
    {"t": 1.5167, "offset": -24.3511, "phase": "decelerating", "value": {"collapsed": 39.6489, "fraction": 0.9011, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0989, "visibleHeight": 4.3511}, "events": []}
    {"t": 1.5333, "offset": -24.1765, "phase": "decelerating", "value": {"collapsed": 39.8235, "fraction": 0.9051, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 0.0949, "visibleHeight": 4.1765}, "events": []}
    {"t": 1.55, "offset": -24.02, "phase": "idle", "value": {"collapsed": 39.98, "fraction": 0.9086, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.0914, "visibleHeight": 4.02}, "events": ["endDecelerating"]}
    {"t": 1.5667, "offset": -24.02, "phase": "idle", "value": {"collapsed": 39.4361, "fraction": 0.8963, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.1037, "visibleHeight": 4.5639}, "events": []}
    {"t": 1.5833, "offset": -24.02, "phase": "idle", "value": {"collapsed": 37.7359, "fraction": 0.8576, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.1424, "visibleHeight": 6.2641}, "events": []}
    {"t": 1.6, "offset": -24.02, "phase": "idle", "value": {"collapsed": 34.8161, "fraction": 0.7913, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.2087, "visibleHeight": 9.1839}, "events": []}
    {"t": 1.6167, "offset": -24.02, "phase": "idle", "value": {"collapsed": 30.7136, "fraction": 0.698, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.302, "visibleHeight": 13.2864}, "events": []}
    {"t": 1.6333, "offset": -24.02, "phase": "idle", "value": {"collapsed": 25.6341, "fraction": 0.5826, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.4174, "visibleHeight": 18.3659}, "events": []}
    {"t": 1.65, "offset": -24.02, "phase": "idle", "value": {"collapsed": 19.99, "fraction": 0.4543, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.5457, "visibleHeight": 24.01}, "events": []}
    {"t": 1.6667, "offset": -24.02, "phase": "idle", "value": {"collapsed": 14.3459, "fraction": 0.326, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.674, "visibleHeight": 29.6541}, "events": []}
    {"t": 1.6833, "offset": -24.02, "phase": "idle", "value": {"collapsed": 9.2664, "fraction": 0.2106, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.7894, "visibleHeight": 34.7336}, "events": []}
    {"t": 1.7, "offset": -24.02, "phase": "idle", "value": {"collapsed": 5.1639, "fraction": 0.1174, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.8826, "visibleHeight": 38.8361}, "events": []}
    {"t": 1.7167, "offset": -24.02, "phase": "idle", "value": {"collapsed": 2.2441, "fraction": 0.051, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.949, "visibleHeight": 41.7559}, "events": []}
    {"t": 1.7333, "offset": -24.02, "phase": "idle", "value": {"collapsed": 0.5439, "fraction": 0.0124, "stretch": 0.0, "animating": true, "overlap": 1.0, "shyFraction": 0.9876, "visibleHeight": 43.4561}, "events": []}
    {"t": 1.75, "offset": -24.02, "phase": "idle", "value": {"collapsed": 0.0, "fraction": 0.0, "stretch": 0.0, "animating": false, "overlap": 1.0, "shyFraction": 1.0, "visibleHeight": 44.0}, "events": ["state:expanded"]}
    """#
}
