// Smoke test of the Embedded Swift build of ScrollChromeCore (Tools/build-wasm.sh).
//
// Usage: node Tools/wasm/smoke.mjs [path/to/ScrollChromeCore.wasm]
//
// Instantiates the module with an empty import object (as a browser page would), calls the exports
// of Tools/wasm/Exports.swift and compares them with numbers computed here in JavaScript from
// UIKit's deceleration, rubber-band and spring formulas. Prints `wasm smoke: N passed, M failed`;
// exits 1 on any failure. Node 20, no packages.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const wasmPath = path.resolve(process.argv[2] ?? path.join(root, ".build/wasm/ScrollChromeCore.wasm"));

let passed = 0;
let failed = 0;

function report(ok, name, detail) {
  if (ok) {
    passed += 1;
  } else {
    failed += 1;
    console.error(`FAIL ${name}: ${detail}`);
  }
}

/** Checks `actual` against `expected` within `tolerance` (absolute); NaN only matches NaN. */
function near(name, actual, expected, tolerance = 1e-9) {
  const ok =
    Number.isNaN(expected) ? Number.isNaN(actual) : Math.abs(actual - expected) <= tolerance;
  report(ok, name, `got ${actual}, expected ${expected} ± ${tolerance}`);
}

function equal(name, actual, expected) {
  report(actual === expected, name, `got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

// MARK: Instantiate

const bytes = readFileSync(wasmPath);
const module = new WebAssembly.Module(bytes);
const imports = WebAssembly.Module.imports(module);
equal("module imports nothing", imports.map((i) => `${i.module}.${i.name}`).join(","), "");
const { exports: wasm } = new WebAssembly.Instance(module, {});

function runtimeOutput() {
  if (!wasm.runtime_output) return "";
  const length = wasm.runtime_output_length();
  return new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, wasm.runtime_output(), length));
}

/** Reads a string the module copies into a buffer with `(buffer, capacity) -> length`. */
function readString(copy) {
  const capacity = 256;
  const buffer = wasm.wasm_allocate(capacity);
  try {
    const length = copy(buffer, capacity);
    if (length > capacity) throw new Error(`string of ${length} bytes exceeds ${capacity}`);
    return new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, buffer, length));
  } finally {
    wasm.wasm_deallocate(buffer);
  }
}

function check(name, body) {
  try {
    body();
  } catch (error) {
    report(false, name, `threw ${error?.stack ?? error}; runtime output: ${JSON.stringify(runtimeOutput())}`);
  }
}

// MARK: Allocation

check("allocation", () => {
  const blocks = [];
  for (let i = 0; i < 2000; i += 1) blocks.push(wasm.wasm_allocate(48 + (i % 7) * 16));
  const aligned = blocks.every((p) => p !== 0 && p % 8 === 0);
  equal("allocate: 2000 non-null, 8-aligned blocks", aligned, true);
  const sorted = blocks.map((p, i) => [p, 48 + (i % 7) * 16]).sort((a, b) => a[0] - b[0]);
  const disjoint = sorted.every(([p, size], i) => i === 0 || sorted[i - 1][0] + sorted[i - 1][1] <= p);
  equal("allocate: blocks do not overlap", disjoint, true);
  for (const p of blocks) wasm.wasm_deallocate(p);
  const pagesBefore = wasm.memory.buffer.byteLength;
  for (let round = 0; round < 50; round += 1) {
    const again = [];
    for (let i = 0; i < 2000; i += 1) again.push(wasm.wasm_allocate(48 + (i % 7) * 16));
    for (const p of again) wasm.wasm_deallocate(p);
  }
  equal("deallocate: memory is reused, not grown", wasm.memory.buffer.byteLength, pagesBefore);
});

// MARK: ScrollMetrics

check("metrics", () => {
  near("metrics_max_y V=800 C=2000", wasm.metrics_max_y(800, 2000, 0, 0), 1200);
  near("metrics_max_y with insets T=100 B=50", wasm.metrics_max_y(800, 2000, 100, 50), 1250);
  near("metrics_max_y content fits: minY", wasm.metrics_max_y(800, 300, 64, 0), -64);
  near("metrics_clamped above the top", wasm.metrics_clamped(-50, 800, 2000, 0, 0), 0);
  near("metrics_clamped past the bottom", wasm.metrics_clamped(5000, 800, 2000, 0, 0), 1200);
  near("metrics_clamped inside", wasm.metrics_clamped(321.5, 800, 2000, 0, 0), 321.5);
});

// MARK: ScrollTracker

check("tracker", () => {
  const reason = () => readString((b, c) => wasm.tracker_rejection_reason(b, c));
  const description = () => readString((b, c) => wasm.tracker_rejection_description(b, c));

  equal("tracker_start rejects a negative viewport", wasm.tracker_start(-1, 2000, 0, 0, 0, 0), 0);
  equal("rejection reason: viewport:negative", reason(), "viewport:negative");
  equal("rejection description", description(), "viewport must be 0 or more");

  equal("tracker_start", wasm.tracker_start(800, 2000, 0, 0, 0, 0), 1);
  equal("no rejection yet", reason(), "");
  equal("begin dragging", wasm.tracker_begin_dragging(0.01), 1);
  equal("activity tracking", wasm.tracker_activity(), 1);
  near("scroll down 100: δ = 100", wasm.tracker_scroll(100, 0.02), 100);
  equal("direction down", wasm.tracker_direction(), 1);
  near("scroll to -30: δ clamped to -100", wasm.tracker_scroll(-30, 0.03), -100);
  equal("direction up", wasm.tracker_direction(), -1);
  near("travel up 100", wasm.tracker_travel(), 100);
  near("rubber band at the top: δ = 0", wasm.tracker_scroll(-60, 0.04), 0);
  near("scroll to 1300: δ clamped to 1200", wasm.tracker_scroll(1300, 0.05), 1200);
  near("bottom bounce: δ = 0", wasm.tracker_scroll(1400, 0.06), 0);
  near("travel down 1200", wasm.tracker_travel(), 1200);

  near("NaN offset is rejected", wasm.tracker_scroll(NaN, 0.07), NaN);
  equal("rejection reason: offset:notFinite", reason(), "offset:notFinite");
  equal("rejection description: offset", description(), "offset must be a finite number");
  near("rejected event leaves the offset", wasm.tracker_offset(), 1400);
  near("time going backwards is rejected", wasm.tracker_scroll(10, 0.01), NaN);
  equal("rejection reason: time:timeWentBackwards", reason(), "time:timeWentBackwards");
  near("offset 1e10 is rejected", wasm.tracker_scroll(1e10, 0.08), NaN);
  equal("rejection reason: offset:tooLarge", reason(), "offset:tooLarge");
  equal(
    "rejection description: tooLarge",
    description(),
    "offset must lie within \u00b11e9 points",
  );

  equal("end dragging, will decelerate", wasm.tracker_end_dragging(-500, 1, 0.08), 1);
  equal("activity decelerating", wasm.tracker_activity(), 2);
  near("decelerating back into range: δ = 0 at the edge", wasm.tracker_scroll(1200, 0.09), 0);
  near("decelerating inside: δ = -200", wasm.tracker_scroll(1000, 0.1), -200);
  equal("end decelerating", wasm.tracker_end_decelerating(0.11), 1);
  equal("activity idle", wasm.tracker_activity(), 0);
  equal("geometry: top inset changes", wasm.tracker_geometry(800, 2000, 64, 0, 0.12), 1);
  // A top-inset change yields δ = 0 and keeps the direction (up) and the travel (200).
  equal("inset change keeps the direction", wasm.tracker_direction(), -1);
  near("inset change keeps the travel", wasm.tracker_travel(), 200);
});

// MARK: Motion

// UIKit's rubber band: b(x) = x·dim·c/(dim + c·x).
const rubberBand = (c, x, dim) => (x * dim * c) / (dim + c * x);

// Spring closed forms, unit mass: k = (2π/response)², c = 4πζ/response; x(t) from
// x0 = start − target.
function spring(response, zeta, start, target, v0, t) {
  const w = (2 * Math.PI) / response;
  const x0 = start - target;
  let x;
  let v;
  if (zeta < 1) {
    const beta = zeta * w;
    const wd = w * Math.sqrt(1 - zeta * zeta);
    const a = x0;
    const b = (v0 + beta * x0) / wd;
    const e = Math.exp(-beta * t);
    x = e * (a * Math.cos(wd * t) + b * Math.sin(wd * t));
    v = e * ((b * wd - beta * a) * Math.cos(wd * t) - (a * wd + beta * b) * Math.sin(wd * t));
  } else if (zeta === 1) {
    const b = v0 + w * x0;
    x = Math.exp(-w * t) * (x0 + b * t);
    v = Math.exp(-w * t) * (b - w * (x0 + b * t));
  } else {
    const root = w * Math.sqrt(zeta * zeta - 1);
    const r1 = -zeta * w + root;
    const r2 = -zeta * w - root;
    const a = (v0 - r2 * x0) / (r1 - r2);
    const b = -(v0 - r1 * x0) / (r1 - r2);
    x = a * Math.exp(r1 * t) + b * Math.exp(r2 * t);
    v = a * r1 * Math.exp(r1 * t) + b * r2 * Math.exp(r2 * t);
  }
  return { value: target + x, velocity: v };
}

// A cubic Bézier from (0,0) to (1,1), solved for x by bisection.
function bezierProgress(x1, y1, x2, y2, x) {
  const curve = (s, p1, p2) => 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s * s * p2 + s ** 3;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (curve(mid, x1, x2) < x) low = mid;
    else high = mid;
  }
  return curve((low + high) / 2, y1, y2);
}

check("motion", () => {
  near("rubber band: 100 pt at 800 pt viewport = 51.4620", wasm.rubber_band(0.55, 100, 800), 51.462, 1e-4);
  near("rubber band: formula", wasm.rubber_band(0.55, 100, 800), rubberBand(0.55, 100, 800));
  near("rubber band: 0 pt", wasm.rubber_band(0.55, 0, 800), 0);
  const far = wasm.rubber_band(0.55, 1e9, 800);
  equal("rubber band: never past the viewport", far < 800, true);
  near("rubber band: approaches the viewport", far, 800, 0.01);
  near("rubber band inverse", wasm.rubber_band_finger_distance(0.55, rubberBand(0.55, 100, 800), 800), 100, 1e-9);

  near("decay projection 1000 pt/s at 0.998 = 499", wasm.decay_projection(0.998, 1000), 499, 1e-9);
  near("decay projection at 0.99 = 99", wasm.decay_projection(0.99, 1000), 99, 1e-9);
  near("decay resting distance 1000 pt/s = 494.01", wasm.decay_resting_distance(0.998, 1000), 494.01, 1e-9);
  const duration = Math.log(10 / 1000) / (1000 * Math.log(0.998));
  near("decay duration ln(10/1000)/(1000 ln 0.998)", wasm.decay_duration(0.998, 1000), duration, 1e-9);
  near("decay distance at the stop = resting distance", wasm.decay_distance(0.998, 1000, duration), 494.01, 1e-6);
  near(
    "decay distance at 0.25 s",
    wasm.decay_distance(0.998, -1500, 0.25),
    (-1500 / 1000) * (0.998 / 0.002) * (1 - 0.998 ** 250),
    1e-9,
  );

  for (const [label, response, zeta, v0, t] of [
    ["critically damped", 0.3, 1, 0, 0.1],
    ["under-damped", 0.5, 0.5, 0, 0.2],
    ["under-damped with velocity", 0.4, 0.3, -800, 0.35],
    ["over-damped", 0.4, 1.5, 300, 0.15],
  ]) {
    const expected = spring(response, zeta, 0, 100, v0, t);
    near(`spring value ${label}`, wasm.spring_value(response, zeta, 0, 100, v0, t), expected.value, 1e-9);
    near(`spring velocity ${label}`, wasm.spring_velocity(response, zeta, 0, 100, v0, t), expected.velocity, 1e-7);
  }

  near("timing linear", wasm.timing_progress(0, 0, 1, 1, 0.3), 0.3, 1e-9);
  near("timing ease-in-out at 0.5", wasm.timing_progress(0.42, 0, 0.58, 1, 0.5), 0.5, 1e-9);
  near("timing ease-in-out at 0.25", wasm.timing_progress(0.42, 0, 0.58, 1, 0.25), bezierProgress(0.42, 0, 0.58, 1, 0.25), 1e-9);
  near("timing default at 0.7", wasm.timing_progress(0.25, 0.1, 0.25, 1, 0.7), bezierProgress(0.25, 0.1, 0.25, 1, 0.7), 1e-9);
  near("animation ease-in-out halfway", wasm.animation_ease_in_out_value(0, 100, 0.3, 0.15), 50, 1e-9);
  near("animation ease-in-out finished", wasm.animation_ease_in_out_value(0, 100, 0.3, 0.31), 100);
  near("animation spring finished exactly", wasm.animation_spring_value(0.3, 1, 0, 100, 5), 100);
  near(
    "animation spring midway",
    wasm.animation_spring_value(0.3, 1, 0, 100, 0.1),
    spring(0.3, 1, 0, 100, 0, 0.1).value,
    1e-9,
  );
});

// MARK: ScrollViewSimulator

check("simulator", () => {
  if (!wasm.simulator_fling) return;
  const offset = wasm.simulator_fling(800, 10000, 1000, 120);
  near("simulator fling 1000 pt/s rests at 494.01", offset, 494.01, 1e-6);
  near("simulator fling: last offset", wasm.simulator_last_offset(), offset);
  const duration = Math.log(10 / 1000) / (1000 * Math.log(0.998));
  near("simulator fling: idle one frame after the stop", wasm.simulator_last_duration(), Math.ceil(duration * 120) / 120, 1e-9);
  near("simulator fling: tracker δ sums to the travel", wasm.simulator_last_tracked_distance(), 494.01, 1e-6);
  equal("simulator fling: tracker rejects nothing", wasm.simulator_last_rejections(), 0);
  const frames = Math.ceil(duration * 120);
  // beginDragging, endDragging, one scroll per frame, endDecelerating.
  equal("simulator fling: events", wasm.simulator_last_event_count(), frames + 3);

  const dragged = wasm.simulator_drag_release(800, 10000, -100, 120);
  near("simulator drag 100 pt past the top shows 51.462", dragged, -rubberBand(0.55, 100, 800), 1e-9);
  near("simulator drag: bounces back to the top", wasm.simulator_last_offset(), 0);
  near("simulator drag: overscroll gives no tracker δ", wasm.simulator_last_tracked_distance(), 0);
  equal("simulator drag: tracker rejects nothing", wasm.simulator_last_rejections(), 0);
});

console.log(`wasm smoke: ${passed} passed, ${failed} failed`);
if (failed > 0) {
  const output = runtimeOutput();
  if (output) console.error(`runtime output:\n${output}`);
  process.exit(1);
}
