// Browser tests of the playground page in headless Chromium, driven with real input events
// through the DevTools protocol; `run` compared with `scrollchrome trace` on every scenario in
// Tools/browser/scenarios.
//
// Usage: node Tools/browser/playground-test.mjs PAGE.html SCROLLCHROME-BINARY

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { evaluate, openPage, sleep } from "./cdp.mjs";

const [page, tool] = process.argv.slice(2);
const scenarios = join(import.meta.dirname, "scenarios");
let failures = 0, passes = 0;

function check(name, condition, detail = "") {
  if (condition) passes++; else failures++;
  console.log(`${condition ? "ok  " : "FAIL"} ${name}${detail ? " — " + detail : ""}`);
}

const { session, errors } = await openPage(page, { width: 900, height: 760 });
await evaluate(session, "scrollchrome.ready.then(() => true)");
const phone = await evaluate(session,
  "(() => { const r = document.getElementById('phone').getBoundingClientRect();"
  + " return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()");

const configure = (behavior) =>
  evaluate(session, `scrollchrome.configure(${JSON.stringify(behavior)}), true`);
const state = () => evaluate(session, "scrollchrome.state()");
const log = () => evaluate(session, "scrollchrome.log()");

async function settle() {
  for (let quiet = 0, tries = 0; quiet < 3 && tries < 400; tries++) {
    await sleep(25);
    const line = await state();
    const values = line.value && ("collapsed" in line.value || "state" in line.value)
      ? [line.value] : Object.values(line.value ?? {});
    quiet = line.phase === "idle" && !values.some((v) => v.animating) ? quiet + 1 : 0;
  }
  return state();
}

const mouse = (type, y, extra = {}) => session.send("Input.dispatchMouseEvent",
  { type, x: phone.x, y, button: "left", buttons: type === "mouseReleased" ? 0 : 1,
    clickCount: 1, ...extra });

// Moves a mouse finger by `dy` CSS px over `ms`, optionally holding still before lifting.
async function drag(dy, ms, holdMs = 0) {
  const steps = Math.max(1, Math.round(ms / 16));
  await mouse("mousePressed", phone.y);
  for (let i = 1; i <= steps; i++) {
    await mouse("mouseMoved", phone.y + dy * i / steps);
    await sleep(ms / steps);
  }
  if (holdMs) await sleep(holdMs);
  await mouse("mouseReleased", phone.y + dy);
}

async function touchDrag(dy, ms) {
  const steps = Math.max(1, Math.round(ms / 16));
  const point = (y) => [{ x: phone.x, y, id: 1 }];
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(phone.y) });
  for (let i = 1; i <= steps; i++) {
    await session.send("Input.dispatchTouchEvent",
      { type: "touchMove", touchPoints: point(phone.y + dy * i / steps) });
    await sleep(ms / steps);
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const fraction = (line, name) => (name ? line.value[name] : line.value).fraction;

// MARK: Following view: hide, reveal, a slow partial reveal snaps back

const follow = { preset: "followView", maxFollowPoint: 64 };
await configure(follow);
await drag(-300, 400);
let line = await settle();
check("a drag up hides a following view", fraction(line) === 1, `fraction ${fraction(line)}`);

await drag(200, 400);
line = await settle();
check("a drag down reveals it", fraction(line) === 0, `fraction ${fraction(line)}`);

await drag(-300, 400);
await settle();
log();
await drag(20, 600, 200);
line = await settle();
const partial = (await log()).map((l) => fraction(l)).filter((f) => f > 0 && f < 1);
check("a slow partial reveal snaps back", partial.length > 0 && fraction(line) === 1,
  `partial frames ${partial.length}, min ${Math.min(...partial).toFixed(3)}, rest ${fraction(line)}`);

await configure(follow);
await touchDrag(-300, 400);
line = await settle();
check("a touch drag up hides it too", fraction(line) === 1, `fraction ${fraction(line)}`);

// MARK: Pull past the deep threshold

await configure({ preset: "draggableSwitch" });
await drag(250, 500);
line = await settle();
const triggers = (await log()).flatMap((l) => l.events).filter((e) => e.startsWith("triggered"));
check("a pull past the deep threshold triggers exactly once",
  triggers.length === 1 && triggers[0] === "triggered:deep", JSON.stringify(triggers));

// MARK: Wheel

await configure({ preset: "shyBar" });
for (let i = 0; i < 6; i++) {
  await session.send("Input.dispatchMouseEvent",
    { type: "mouseWheel", x: phone.x, y: phone.y, deltaX: 0, deltaY: 100 });
  await sleep(16);
}
line = await settle();
check("wheel scrolling collapses a shy bar", line.value.visibleHeight === 0 && line.offset > 300,
  `visibleHeight ${line.value.visibleHeight}, offset ${line.offset}`);

// MARK: Fling: UIKit's deceleration (physics.md §1.6: x0 + (v/1000 − 0.01)·d/(1 − d))

const expected = (1000 / 1000 - 0.01) * 0.998 / (1 - 0.998);
const flung = await evaluate(session,
  "scrollchrome.run({scrollView: {viewport: 667, content: 10000}, steps: [{fling: {velocity: 1000}}]})");
const rest = flung[flung.length - 1];
check("a 1000 pt/s fling rests where UIKit's deceleration puts it",
  Math.abs(rest.offset - expected) <= 0.5 && rest.phase === "idle",
  `rest ${rest.offset}, UIKit ${expected.toFixed(2)}`);

await configure({ collapse: { range: 44 } });
const began = performance.now();
await drag(-160, 160);
const speed = 160 / (performance.now() - began) * 1000;
line = await settle();
const lines = await log();
const release = lines.findIndex((l) => l.events.includes("endDragging"));
const travel = line.offset - lines[release].offset;
const uikit = (speed / 1000 - 0.01) * 0.998 / (1 - 0.998);
check("a real mouse fling coasts as far as UIKit's deceleration at the finger's speed",
  Math.abs(travel - uikit) < 0.35 * uikit,
  `finger ${speed.toFixed(0)} pt/s, coasted ${travel.toFixed(1)} pt, UIKit ${uikit.toFixed(1)} pt`);

// MARK: run equals scrollchrome trace

const sameNumber = (a, b) => a === b
  || (typeof a === "number" && typeof b === "number" && Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b)));
function same(a, b, path = "") {
  if (typeof a === "number" || typeof b === "number") return sameNumber(a, b) ? null : `${path}: ${a} ≠ ${b}`;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
    return a === b ? null : `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  }
  const keys = Object.keys(a);
  if (keys.join() !== Object.keys(b).join()) return `${path}: keys ${keys} ≠ ${Object.keys(b)}`;
  for (const key of keys) {
    const difference = same(a[key], b[key], path + "." + key);
    if (difference) return difference;
  }
  return null;
}
for (const file of readdirSync(scenarios).filter((f) => f.endsWith(".json")).sort()) {
  const text = readFileSync(join(scenarios, file), "utf8");
  const traced = execFileSync(tool, ["trace", join(scenarios, file)], { encoding: "utf8",
    maxBuffer: 1 << 28 }).trim().split("\n").map((l) => JSON.parse(l));
  const ran = await evaluate(session, `scrollchrome.run(${text})`);
  let difference = ran.length === traced.length ? null
    : `${ran.length} lines, trace has ${traced.length}`;
  for (let i = 0; !difference && i < traced.length; i++) difference = same(ran[i], traced[i], `line ${i + 1}`);
  check(`run equals scrollchrome trace: ${file}`, !difference, difference ?? `${traced.length} lines`);
}

// MARK: Cost and errors

// Reported, not asserted: times on shared machines swing by 50 % between runs (the house rule:
// performance goals are measured, never timed tests). The goal is 2 µs.
// The full stack of the native benchmark: a shy bar, three following views, a collapsing header
// with effects and a pull header on one scroll view.
await configure({
  bar: { preset: "shyBar" },
  tabBar: { preset: "followView", maxFollowPoint: 83 },
  toolbar: { preset: "followView", maxFollowPoint: 44 },
  button: { preset: "followView", maxFollowPoint: 120 },
  header: { preset: "headerTransition", animator: "parallaxWithTransition" },
  pull: { preset: "draggableSwitch" },
});
const cost = await evaluate(session, "scrollchrome.frameCost()");
console.log(`  one full-stack frame in the page's engine: ${cost.toFixed(3)} µs (goal ≤ 2 µs)`);
check("no console errors", errors.length === 0, errors.join(" | "));

await session.close();
console.log(`playground browser tests: ${passes} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
