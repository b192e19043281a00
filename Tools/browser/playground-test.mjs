// Browser tests of the playground page in headless Chromium, driven with real input events
// through the DevTools protocol: input, every preset's chrome measured in screenshots against the
// engine's values (item 8), and `run` against `scrollchrome trace` (item 6): refused scenarios
// answer the CLI's error line, a 6,000,000-line scenario runs, and every scenario in
// Tools/browser/scenarios and in SCENARIOS (one JSON text a line, such as
// `scrollchrome-bench --print-scenarios 200 --seed 1` prints) gives the CLI's lines, every key.
//
// Usage: node Tools/browser/playground-test.mjs PAGE.html SCROLLCHROME-BINARY [SCENARIOS]

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { evaluate, navigate, openPage, screenshot, sleep } from "./cdp.mjs";

const [page, tool, scenarioFile] = process.argv.slice(2);
const startedAt = performance.now();
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

// MARK: Fling: UIKit's deceleration (measured targetContentOffset: x0 + (v/1000 − 0.01)·d/(1 − d))

const expected = (1000 / 1000 - 0.01) * 0.998 / (1 - 0.998);
const flung = await evaluate(session, "JSON.parse(JSON.stringify(scrollchrome.run("
  + "{scrollView: {viewport: 667, content: 10000}, steps: [{fling: {velocity: 1000}}]})))");
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

// MARK: Item 8: every preset's chrome is drawn over the content at the engine's size

// Solid colours for the chrome's parts (their texts transparent), so a screenshot shows where each
// is, and that the content does not cover it.
await evaluate(session, `(() => { const style = document.createElement("style");
  style.id = "test-colours";
  style.textContent = "#bar{background:rgb(255,0,0)!important;border:0!important;color:transparent!important}"
    + "#tabbar{background:rgb(0,200,0)!important;border:0!important;color:transparent!important}"
    + "#header{background:rgb(0,0,255)!important}#title{color:transparent!important}"
    + "#pull{background:rgb(255,0,255)!important;color:transparent!important}";
  document.head.appendChild(style); return true; })()`);
const box = await evaluate(session, `(() => { const r = document.getElementById("phone")
  .getBoundingClientRect(); return { x: r.left, y: r.top, width: r.width, height: r.height }; })()`);
const colours = { bar: [255, 0, 0], tabBar: [0, 200, 0], header: [0, 0, 255], banner: [255, 0, 255] };
const column = 300, screen = 667, tolerance = 1.5;

/** The rows of column `column` of a screenshot of the phone whose pixel is `colour`, as runs. */
function runs(shot, colour) {
  const found = [];
  for (let y = 0; y < screen; y++) {
    const [r, g, b] = shot.pixel(column, y);
    const near = Math.abs(r - colour[0]) + Math.abs(g - colour[1]) + Math.abs(b - colour[2]) < 90;
    if (near && found.length && found[found.length - 1][1] === y) found[found.length - 1][1] = y + 1;
    else if (near) found.push([y, y + 1]);
  }
  return found;
}

/** What each behaviour of a line draws, by the keys of its value. */
function drawn(line) {
  const values = "collapsed" in line.value || "state" in line.value ? [line.value] : Object.values(line.value);
  const parts = {};
  for (const v of values) {
    const kind = "state" in v ? "banner" : v.effects ? "header" : "visibleHeight" in v ? "shyBar"
      : "constant" in v ? "tabBar" : "bar";
    parts[kind] ??= v;
  }
  return parts;
}

/** Measures every part a line draws in a screenshot; returns the differences found. */
function measure(shot, line, range) {
  const parts = drawn(line), problems = [], notes = [];
  const expect = (what, measured, expected) => {
    notes.push(`${what} ${measured.toFixed(1)}/${expected.toFixed(1)}`);
    if (Math.abs(measured - expected) > tolerance) {
      problems.push(`${what}: measured ${measured.toFixed(2)} px, engine ${expected.toFixed(2)} px`);
    }
  };
  const topRun = (colour) => { const r = runs(shot, colour)[0]; return r && r[0] === 0 ? r[1] : 0; };
  let bannerEnd = 0;
  if (parts.banner) {
    bannerEnd = topRun(colours.banner);
    expect("pull banner height", bannerEnd, Math.max(0, parts.banner.pull));
  }
  if (parts.shyBar) expect("shy bar visible height", topRun(colours.bar), Math.max(0, parts.shyBar.visibleHeight));
  if (parts.bar) expect("bar visible height", topRun(colours.bar), Math.max(0, range - parts.bar.collapsed));
  if (parts.tabBar) {
    const last = runs(shot, colours.tabBar).at(-1);
    expect("tab bar visible height", last && last[1] >= screen - 1 ? screen - last[0] : 0,
      Math.min(64, Math.max(0, 64 - parts.tabBar.collapsed)));
  }
  if (parts.header) {
    const h = parts.header.effects.header, offset = line.offset;
    const top = h.height / 2 + h.translateY - offset - h.scaleY * h.height / 2;
    const bottom = top + h.scaleY * h.height;
    const from = Math.max(0, top, bannerEnd), to = Math.min(screen, bottom);
    const blue = runs(shot, colours.header);
    expect("header visible height", blue.length ? blue.at(-1)[1] - blue[0][0] : 0, Math.max(0, to - from));
    if (blue.length && to > from) expect("header visible top", blue[0][0], from);
  }
  return { problems, notes };
}

const presetNames = await evaluate(session, `[...document.getElementById("preset").options].map((o) => o.value)`);
for (const name of presetNames) {
  await evaluate(session, `(() => { const box = document.getElementById("preset");
    box.value = ${JSON.stringify(name)}; box.dispatchEvent(new Event("change")); return true; })()`);
  await sleep(50);
  const range = 44;  // the bar of "Engine collapse", its range
  const pulls = await evaluate(session, `(() => { const l = scrollchrome.state(); const v = l.value;
    return JSON.stringify(v).includes('"state"'); })()`);
  const parameters = await evaluate(session, `document.querySelectorAll("#parameters input, #parameters select").length`);
  check(`${name}: the panel shows its parameters`, parameters > 0, `${parameters} fields`);
  const dy = pulls ? 110 : -24;  // a bar half hidden, a header part scrolled
  await mouse("mousePressed", phone.y);
  for (let i = 1; i <= 12; i++) {
    await mouse("mouseMoved", phone.y + dy * i / 12);
    await sleep(16);
  }
  await sleep(120);
  for (const moment of ["mid-gesture", "at rest"]) {
    if (moment === "at rest") {
      await mouse("mouseReleased", phone.y + dy);
      await settle();
      await sleep(60);
    }
    const line = await state();
    const shot = await screenshot(session, box);
    const after = await state();
    const { problems, notes } = measure(shot, line, range);
    const text = drawn(line).banner && line.value ? await evaluate(session,
      `document.querySelector("#pull span").textContent`) : null;
    if (text !== null && drawn(line).banner.pull > 0 && text !== drawn(line).banner.text) {
      problems.push(`banner text ${JSON.stringify(text)}, engine ${JSON.stringify(drawn(line).banner.text)}`);
    }
    check(`item 8: ${name} ${moment}: its chrome is on screen, over the content, at the engine's size`,
      problems.length === 0 && after.offset === line.offset
        && JSON.stringify(after.value) === JSON.stringify(line.value),
      (problems.join("; ") || notes.join(", ")) + ` (offset ${line.offset})`);
  }
}
await evaluate(session, `document.getElementById("test-colours").remove(), true`);

// MARK: Item 6: run() is scrollchrome trace

/** What `scrollchrome trace` does with a scenario's text: its lines, or its error line. */
function trace(text) {
  const result = spawnSync(tool, ["trace", "-"], { input: text, encoding: "utf8", maxBuffer: 1 << 30 });
  if (result.status === 2) return { error: result.stderr.replace(/\n$/, "") };
  if (result.status !== 0) throw new Error(`scrollchrome trace exited ${result.status}: ${result.stderr}`);
  return { lines: result.stdout.trim().split("\n").map((l) => JSON.parse(l)) };
}

/** What the page's run() does with the same text: its lines, or the message it throws. */
async function runInPage(text) {
  const answer = await evaluate(session, `(() => { try {
    return { lines: JSON.stringify(scrollchrome.run(${JSON.stringify(text)})) };
  } catch (error) { return { error: error instanceof Error ? error.message : String(error) }; } })()`);
  return answer.error !== undefined ? answer : { lines: JSON.parse(answer.lines) };
}

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

/** How run()'s answer differs from the CLI's, or null. */
async function compare(text) {
  const traced = trace(text), ran = await runInPage(text);
  if (traced.error !== undefined || ran.error !== undefined) {
    return traced.error === ran.error ? null
      : `CLI ${JSON.stringify(traced.error ?? "ran")}, run() ${JSON.stringify(ran.error ?? "ran")}`;
  }
  if (ran.lines.length !== traced.lines.length) {
    return `${ran.lines.length} lines, trace has ${traced.lines.length}`;
  }
  for (let i = 0; i < traced.lines.length; i++) {
    const difference = same(ran.lines[i], traced.lines[i], `line ${i + 1}`);
    if (difference) return difference;
  }
  return null;
}

// Refused scenarios: run() throws exactly the line the CLI prints (and the module does not trap).
const behaviors = (count) => Object.fromEntries(Array.from({ length: count },
  (_, i) => [`bar${i}`, { preset: "shyBar" }]));
const refused = [
  ["advance 1e300", { steps: [{ advance: 1e300 }] }],
  ["drag duration 1e300", { steps: [{ drag: { by: 10, duration: 1e300 } }] }],
  ['drag duration "fast"', { steps: [{ drag: { by: 10, duration: "fast" } }] }],
  ["frameRate 5000", { frameRate: 5000 }],
  ["fling 1e10", { steps: [{ fling: { velocity: 1e10 } }] }],
  ["an unknown key", { scrollView: { viewport: 600, height: 10 } }],
  ["a behaviour parameter out of range", { behavior: { preset: "shyBar", fullHeight: -44 } }],
  ["a bare collapse without its range", { behavior: { collapse: { mode: "pinned" } } }],
  ["65 behaviours", { behaviors: behaviors(65) }],
  ["lines × behaviours over 10,000,000",
    { behaviors: behaviors(4), steps: Array.from({ length: 12 }, () => ({ advance: 3600 })) }],
  ["lines over 10,000,000", { frameRate: 1000, steps: Array.from({ length: 3 }, () => ({ advance: 3600 })) }],
  ["a viewport the engine refuses", { scrollView: { viewport: -1 } }],
  ["a deceleration rate of 1", { decelerationRate: 1 }],
  ["JSON syntax", '{"steps": [{"advance": 1,}]}'],
];
for (const [name, scenario] of refused) {
  const text = typeof scenario === "string" ? scenario : JSON.stringify(scenario);
  const traced = trace(text), ran = await runInPage(text);
  check(`refused scenario: ${name} answers the CLI's line`,
    traced.error !== undefined && ran.error === traced.error,
    `CLI ${JSON.stringify(traced.error ?? "ran")}, run() ${JSON.stringify(ran.error ?? "ran")}`);
}
check("refused scenario: configure() answers the CLI's line for a behaviour it refuses",
  await evaluate(session, `(() => { try { scrollchrome.configure({ preset: "shyBar", fullHeight: -44 });
    return "configured"; } catch (error) { return error.message; } })()`)
    === trace(JSON.stringify({ behavior: { preset: "shyBar", fullHeight: -44 } })).error);

// 6,000,000 lines (100,000 s at 60 Hz, a header at rest): they run and read as an array, kept
// compactly. `{"advance": 100000}` when the CLI takes it, else the same time in steps of 3600 s.
{
  const single = { behavior: { preset: "headerTransition" }, steps: [{ advance: 100000 }] };
  const probe = trace(JSON.stringify({ steps: [{ advance: 100000 }, { advance: 1e300 }] })).error;
  const long = probe.startsWith("steps[0]")
    ? { ...single, steps: [...Array.from({ length: 27 }, () => ({ advance: 3600 })), { advance: 2800 }] }
    : single;
  const result = await evaluate(session, `(() => {
    const begin = performance.now(), lines = scrollchrome.run(${JSON.stringify(long)});
    const seconds = (performance.now() - begin) / 1000;
    const picks = [0, 1, 2999999, 5999999].map((i) => lines[i]);
    let count = 0;
    for (const line of lines) { if (count++ >= 1000) break; }
    return { length: lines.length, isArray: Array.isArray(lines), picks, seconds,
      iterated: count, mapped: lines.slice(0, 3).map((l) => l.t),
      json: JSON.stringify(lines.slice(5999998)), beyond: lines[6000000] };
  })()`);
  const rest = (line, t) => line && line.t === t && line.offset === 0 && line.phase === "idle"
    && line.events.length === 0 && line.value.collapsed === 0
    && line.value.effects.header.height === 200;
  check("a scenario of 6,000,000 lines runs and reads as an array of lines",
    result.length === 6000000 && result.isArray && result.iterated === 1001
      && result.beyond === undefined && result.mapped.join() === "0.0167,0.0333,0.05"
      && rest(result.picks[0], 0.0167) && rest(result.picks[1], 0.0333)
      && rest(result.picks[2], 50000) && rest(result.picks[3], 100000)
      && JSON.parse(result.json).length === 2,
    `${result.length} lines in ${result.seconds.toFixed(1)} s via ${JSON.stringify(long.steps.slice(0, 1))}…, `
      + `line 3,000,000 ${JSON.stringify(result.picks[2])}`);
}

// Every scenario of Tools/browser/scenarios and of the SCENARIOS file: run() equals the CLI.
for (const file of readdirSync(scenarios).filter((f) => f.endsWith(".json")).sort()) {
  const difference = await compare(readFileSync(join(scenarios, file), "utf8"));
  check(`run equals scrollchrome trace: ${file}`, !difference, difference ?? "");
}
if (scenarioFile) {
  const texts = readFileSync(scenarioFile, "utf8").split("\n").filter((l) => l.trim());
  const differences = [];
  for (const [index, text] of texts.entries()) {
    const difference = await compare(text);
    if (difference) differences.push(`scenario ${index + 1}: ${difference}`);
  }
  check(`run equals scrollchrome trace on every key: ${texts.length} scenarios of ${scenarioFile}`,
    texts.length > 0 && differences.length === 0,
    `${differences.length} differ${differences.length ? ": " + differences.slice(0, 3).join(" | ") : ""}`);
}

// MARK: Recording: what a person does, replayed by scrollchrome trace, ends where the page is

/** The page's recording and its state, read together, and how the CLI's last line differs. */
async function replayRecording() {
  const { scenario, line } = await evaluate(session,
    "({ scenario: scrollchrome.recording(), line: scrollchrome.state() })");
  const traced = trace(JSON.stringify(scenario));
  const last = traced.lines?.at(-1);
  return { scenario, line, last,
    difference: traced.error ?? (last ? same(last, line, "last line") : "no lines") };
}

const steps = (scenario, name) => scenario.steps.filter((step) => name in step);
await configure({ bar: { preset: "shyBar" }, tabBar: { preset: "followView", maxFollowPoint: 64 } });
await drag(-200, 300);
await sleep(100);
await drag(-150, 100);  // a fling…
await sleep(150);
await drag(60, 200);  // …caught by a second touch while the content still coasts
await sleep(100);
for (let i = 0; i < 4; i++) {
  await session.send("Input.dispatchMouseEvent",
    { type: "mouseWheel", x: phone.x, y: phone.y, deltaX: 0, deltaY: 80 });
  await sleep(16);
}
await sleep(250);
{
  const { scenario, line, difference } = await replayRecording();
  const cut = steps(scenario, "release").filter((step) => "duration" in step.release);
  check("recording(): drags, an interrupted fling and a wheel replay in scrollchrome trace to "
    + "state(), every key", !difference && cut.length > 0 && cut[0].release.duration > 0
      && steps(scenario, "drag").length > 10 && steps(scenario, "advance").length > 0,
  difference ?? `${scenario.steps.length} steps, ${cut.length} cut releases `
    + `(${JSON.stringify(cut[0])}), offset ${line.offset}, ${line.phase}`);
  check("recording() keeps the phone's scroll view and behaviours",
    JSON.stringify(scenario.scrollView) === JSON.stringify({ viewport: 667, content: 3360 })
      && scenario.reduceMotion === false && scenario.behaviors?.tabBar?.maxFollowPoint === 64,
    JSON.stringify({ ...scenario, steps: scenario.steps.length }));
}
await settle();
{
  const { scenario, difference } = await replayRecording();
  const last = scenario.steps.at(-1);
  check("recording() at rest: plain releases and advances replay to state(), every key",
    !difference && "advance" in last, difference ?? JSON.stringify(scenario.steps.slice(-3)));
}
{
  await configure({ preset: "draggableSwitch" });
  await touchDrag(180, 400);
  await sleep(40);
  const { scenario, difference } = await replayRecording();
  check("recording() of a touch pull, read mid-settle, replays to state(), every key",
    !difference && scenario.steps.length > 1, difference ?? `${scenario.steps.length} steps`);
}

// MARK: Links: the configuration and a scenario in the URL

const pageURL = "file://" + resolve(page);
{
  // The panel: a preset, a changed parameter and Reduce Motion, then the link reopened.
  await evaluate(session, `(() => {
    const box = document.getElementById("preset");
    box.value = "Following view (tab bar)"; box.dispatchEvent(new Event("change"));
    const field = document.querySelector('#parameters input[data-key="maxFollowPoint"]');
    field.value = "80"; field.dispatchEvent(new Event("input"));
    document.getElementById("reduceMotion").click();
    return true; })()`);
  const hash = await evaluate(session, "location.hash");
  await navigate(session, pageURL + hash);
  await evaluate(session, "scrollchrome.ready.then(() => true)");
  const restored = await evaluate(session, `({ hash: location.hash,
    preset: document.getElementById("preset").value,
    field: document.querySelector('#parameters input[data-key="maxFollowPoint"]')?.value,
    reduceMotion: document.getElementById("reduceMotion").checked,
    scenario: scrollchrome.recording() })`);
  check("a #config= link restores the preset, a changed parameter and Reduce Motion",
    hash.startsWith("#config=") && restored.hash === hash
      && restored.preset === "Following view (tab bar)" && restored.field === "80"
      && restored.reduceMotion && restored.scenario.reduceMotion === true
      && JSON.stringify(restored.scenario.behavior)
        === JSON.stringify({ preset: "followView", maxFollowPoint: 80, edge: "bottom" }),
    JSON.stringify({ hash: decodeURIComponent(hash), ...restored, scenario: undefined }));
}
{
  // A recording with Reduce Motion on, exported by Copy scenario, Download and Copy link (the
  // clipboard and the download caught in the page), then opened as the copied #scenario= link:
  // it replays on load.
  await drag(-250, 120);
  await sleep(300);
  const exported = await evaluate(session, `(async () => {
    const copied = [], downloads = [];
    Object.defineProperty(navigator.clipboard, "writeText",
      { configurable: true, value: async (text) => { copied.push(text); } });
    const click = HTMLAnchorElement.prototype.click, create = URL.createObjectURL;
    let blob = null;
    URL.createObjectURL = (file) => { blob = file; return create.call(URL, file); };
    HTMLAnchorElement.prototype.click = function () { downloads.push(this.download); };
    const scenario = JSON.stringify(scrollchrome.recording());
    for (const id of ["copyScenario", "copyLink", "download"]) document.getElementById(id).click();
    HTMLAnchorElement.prototype.click = click;
    URL.createObjectURL = create;
    return { scenario, copied, downloads, file: await blob.text(),
      link: location.href.split("#")[0] + "#scenario=" + encodeURIComponent(scenario) };
  })()`);
  check("Copy scenario, Download and Copy link export the recording",
    exported.copied[0] === exported.scenario && exported.copied[1] === exported.link
      && exported.file === exported.scenario + "\n"
      && exported.downloads.join() === "scrollchrome-scenario.json",
    `${exported.copied.length} copied, downloads ${exported.downloads}`);
  const recorded = JSON.parse(exported.scenario);
  await navigate(session, exported.copied[1]);
  await evaluate(session, "scrollchrome.ready.then(() => true)");
  const replaying = await evaluate(session, "scrollchrome.replaying()");
  for (let tries = 0; tries < 400 && await evaluate(session, "scrollchrome.replaying()"); tries++) {
    await sleep(25);
  }
  // After the replay the phone runs live (still frames, recorded as advances) from its end.
  const after = await evaluate(session, `({ scenario: scrollchrome.recording(),
    hash: location.hash, reduceMotion: document.getElementById("reduceMotion").checked })`);
  const { difference } = await replayRecording();
  const added = after.scenario.steps.slice(recorded.steps.length);
  check("a #scenario= link replays the recording on load and ends at its last line, every key",
    replaying && !difference && after.reduceMotion && after.hash.startsWith("#scenario=")
      && JSON.stringify(after.scenario.steps.slice(0, recorded.steps.length))
        === JSON.stringify(recorded.steps) && added.every((step) => "advance" in step),
    difference ?? `${recorded.steps.length} steps, then ${JSON.stringify(added)}`);
  // The phone goes on from there: more input, and the recording still replays to state().
  await drag(120, 200);
  await sleep(200);
  const { difference: more } = await replayRecording();
  check("after a replay the phone goes on and recording() still replays to state()", !more,
    more ?? "");
}
{
  // The Replay field: a scenario of another scroll view replays with its geometry; a refused
  // one answers the CLI's line.
  const scenario = { scrollView: { viewport: 600, content: 2000 },
    behavior: { preset: "shyBar" }, steps: [{ drag: { by: 120 } }, { fling: { velocity: 900 } }] };
  const result = await evaluate(session, `(async () => {
    document.getElementById("scenarioText").value = ${JSON.stringify(JSON.stringify(scenario))};
    document.getElementById("replay").click();
    const started = scrollchrome.replaying();
    while (scrollchrome.replaying()) await new Promise((r) => setTimeout(r, 25));
    const recorded = scrollchrome.recording(), line = scrollchrome.state();
    const last = await scrollchrome.replay(${JSON.stringify(scenario)});
    document.getElementById("scenarioText").value = '{"steps": [{"advance": -1}]}';
    document.getElementById("replay").click();
    return { started, recorded, line, last,
      status: document.getElementById("replayStatus").textContent };
  })()`);
  const traced = trace(JSON.stringify(scenario)).lines;
  const fromRecording = trace(JSON.stringify(result.recorded)).lines;
  const difference = same(result.last, traced.at(-1), "replay()'s last line")
    ?? same(result.line, fromRecording.at(-1), "state() after the Replay button")
    ?? same(fromRecording[traced.length - 1], traced.at(-1), "the recording's line of the end");
  check("the Replay button and replay() play a pasted scenario with its own scroll view to its "
    + "last line", result.started && !difference
      && JSON.stringify(result.recorded.scrollView) === JSON.stringify(scenario.scrollView),
    difference ?? `offset ${result.last.offset}, ${traced.length} lines`);
  const refusal = trace(JSON.stringify({ steps: [{ advance: -1 }] })).error;
  check("the Replay button answers a refused scenario with the CLI's line",
    result.status === refusal, `${JSON.stringify(result.status)}, CLI ${JSON.stringify(refusal)}`);
}

{
  // Links are input from anyone: a broken one leaves the page live with a message, and a
  // behaviour's name from a link is text in the legend, never markup.
  await navigate(session, pageURL + "#config=%E0%A4%A");
  await evaluate(session, "scrollchrome.ready.then(() => true)");
  const before = await evaluate(session, "scrollchrome.state().t");
  await sleep(200);
  const broken = await evaluate(session, `({ t: scrollchrome.state().t,
    status: document.getElementById("replayStatus").textContent })`);
  check("a broken #config= link leaves the default configuration live and says so",
    broken.t > before && /could not be opened/.test(broken.status), JSON.stringify(broken));
  const name = "<img src=x onerror=window.injected=1>";
  await navigate(session, pageURL + "#config=" + encodeURIComponent(
    JSON.stringify({ behaviors: { [name]: { collapse: { range: 44 } } } })));
  await evaluate(session, "scrollchrome.ready.then(() => true)");
  await sleep(200);
  const legend = await evaluate(session, `({ injected: window.injected ?? null,
    images: document.querySelectorAll("#legend img").length,
    text: document.getElementById("legend").textContent })`);
  check("a behaviour's name from a link is text in the legend, never markup",
    legend.injected === null && legend.images === 0 && legend.text.includes(name),
    JSON.stringify(legend));
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
console.log(`  ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
console.log(`playground browser tests: ${passes} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
