// Pixel tests of the demo page in headless Chromium: for instants across every scene, pause the
// players on one recorded frame through the page's test hook (window.scrollchromeDemo), take a
// screenshot, and measure from its pixels the shy bar's and the tab bar's visible heights, the
// header's visible size and the pull banner's, compared with the engine's values recorded in the
// page within one pixel; and, for the bars that draw their scroll edge, the hairline's opacity,
// compared with the engine's overlap.
//
// Usage: node Tools/browser/demo-test.mjs DEMO-PAGE.html

import { decodePNG, evaluate, openPage } from "./cdp.mjs";

const [page] = process.argv.slice(2);
const tolerance = 1;
let failures = 0, passes = 0, largest = { difference: 0, name: "" };

function check(name, condition, detail = "") {
  if (condition) passes++; else failures++;
  console.log(`${condition ? "ok  " : "FAIL"} ${name}${detail ? " — " + detail : ""}`);
}

// MARK: Measuring

// A screenshot of one phone: pixel (column, row) of the image is at page pixel (x0 + column,
// y0 + row); the phone's screen point (sx, sy) is at page pixel (left + (18 + sx)·scale,
// top + (14 + sy)·scale) (its viewBox starts 4 points left of the body, the screen 14 points in).
// `top` is where the body's top edge is painted, measured in the image (Chromium paints the SVG
// snapped to whole pixels, not at its fractional layout position).
function phoneImage(image, clip, rect, scale) {
  const column = (sx) => Math.floor(rect.left + (18 + sx) * scale - clip.x);
  const pixel = (x, y) => {
    const yy = Math.max(0, Math.min(image.height - 1, y)), i = (yy * image.width + x) * image.channels;
    return [image.data[i], image.data[i + 1], image.data[i + 2]];
  };
  const phone = { image, column, pixel, scale, row: null };
  // The body's top edge down its middle column: the first dark row, less the part of it the body
  // covers (by luminance between the card's colour two rows above and the body's #111827).
  const x = column(195), body = luminance([0x11, 0x18, 0x27]);
  let k = 2;
  while (k < 40 && luminance(pixel(x, k)) > 120) k++;
  const card = luminance(pixel(x, k - 2));
  const covered = Math.max(0, Math.min(1, (card - luminance(pixel(x, k))) / (card - body)));
  const top = k < 40 ? k + 1 - covered : null;
  phone.top = top;
  phone.row = (sy) => top + (14 + sy) * scale; // fractional, in image pixels
  return phone;
}

const luminance = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
const distance = (p, q) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** How much of `inside` a pixel mixes from `inside` and `outside`, 0…1. */
function coverage(p, inside, outside) {
  const d = inside.map((v, k) => v - outside[k]), length = d[0] ** 2 + d[1] ** 2 + d[2] ** 2;
  if (length < 1) return p === inside ? 1 : 0;
  const t = ((p[0] - outside[0]) * d[0] + (p[1] - outside[1]) * d[1] + (p[2] - outside[2]) * d[2]) / length;
  return Math.max(0, Math.min(1, t));
}

/**
 * Scans a column down from row `from` (inside the region) and returns where the region ends, in
 * fractional image rows: the first row `isInside` rejects, refined by the partial coverage of the
 * rows around it between the colours two rows inside and two rows outside. `null` when the
 * region reaches `to`.
 */
function edgeDown(phone, x, from, to, isInside) {
  let k = from;
  while (k < to && isInside(phone.pixel(x, k))) k++;
  if (k >= to) return null;
  const inside = phone.pixel(x, k - 2), outside = phone.pixel(x, k + 2);
  let edge = k - 1;
  for (let j = k - 1; j <= k + 1; j++) edge += coverage(phone.pixel(x, j), inside, outside);
  return edge;
}

/** The same scanning down from `from` (outside) to where a region starts. */
function edgeStart(phone, x, from, to, isInside) {
  let k = from;
  while (k < to && !isInside(phone.pixel(x, k))) k++;
  if (k >= to) return null;
  const inside = phone.pixel(x, k + 2), outside = phone.pixel(x, k - 2);
  let edge = k + 2;
  for (let j = k - 1; j <= k + 1; j++) edge -= coverage(phone.pixel(x, j), inside, outside);
  return edge;
}

// Columns of the screen (in points from its left edge) that cross nothing but the measured chrome
// and the rows' plain backgrounds: right of the top bar's "Edit", the status bar's battery and
// the pull banner's text, left of the scroll indicator; right of the last tab's label, inside the
// screen's rounded corner down to 4 points above the bottom edge; left of the header's caption
// and the rows' avatars, where the picture is sky and mountains at every stretch (never the sun).
const topColumn = 376, bottomColumn = 364, bottomLimit = 4, headerColumn = 10;

/** A top bar's visible height below the status bar: where its tinted background ends. */
function topBarHeight(phone, status, full) {
  const x = phone.column(topColumn), start = phone.row(status);
  const tint = phone.pixel(x, Math.floor(phone.row(30)));
  const white = [255, 255, 255];
  const isBar = (p) => coverage(p, tint, white) >= 0.5;
  const edge = edgeDown(phone, x, Math.floor(phone.row(20)), Math.ceil(phone.row(status + full + 8)), isBar);
  return edge === null ? null : edge - start;
}

/**
 * A bottom bar's visible height above the screen's bottom edge: where its hairline is (the
 * darkness-weighted centre of the rows darker than their neighbours, less half the line's 0.75
 * points); `{hidden, below}` when no hairline shows above the rounded corner, that is when the
 * bar shows less than `below` pixels.
 */
function bottomBarHeight(phone, viewport, full) {
  const x = phone.column(bottomColumn), bottom = phone.row(viewport);
  const from = Math.floor(phone.row(viewport - full - 6)), to = Math.floor(phone.row(viewport - bottomLimit));
  const line = luminance([0x94, 0xa3, 0xb8]);
  let weight = 0, moment = 0, found = -1;
  for (let j = from; j <= to; j++) {
    const around = (luminance(phone.pixel(x, j - 2)) + luminance(phone.pixel(x, j + 2))) / 2;
    const dark = around - luminance(phone.pixel(x, j));
    if (dark < 20 && !(found >= 0 && j - found <= 1 && dark > 3)) {
      if (found >= 0) break; else continue;
    }
    if (found < 0 || j - found <= 1) {
      const w = Math.max(0, Math.min(1, dark / (around - line)));
      weight += w; moment += w * (j + 0.5); found = j;
    }
  }
  if (!weight) return { hidden: true, below: bottom - phone.row(viewport - bottomLimit) };
  return bottom - (moment / weight - 0.375 * phone.scale);
}

/**
 * A bottom bar's visible height by its first tab's icon, for a bar whose hairline comes and goes
 * with the overlap: the tinted icon's flat top edge, 10 points below the bar's top (column 48
 * crosses it, left of the label and right of the rows' light avatars). `{hidden, below}` when the
 * icon's top is not above 13 points over the screen's bottom edge: the bar shows less than 23.
 */
function bottomBarHeightByIcon(phone, viewport, full) {
  const x = phone.column(48), bottom = phone.row(viewport);
  const isIcon = ([r, g, b]) => Math.max(r, g, b) - Math.min(r, g, b) > 60 && luminance([r, g, b]) < 150;
  const edge = edgeStart(phone, x, Math.floor(phone.row(viewport - full - 4)), Math.floor(phone.row(viewport - 13)), isIcon);
  if (edge === null) return { hidden: true, below: 23 * phone.scale };
  return bottom - (edge - 10 * phone.scale);
}

/**
 * The opacity of a bar's scroll-edge hairline: 2 points of black from screen point `from` down,
 * read in column `x` from the one pixel row it covers whole, against the bar's own colour at
 * point `reference` (black over a colour scales its luminance by 1 − opacity).
 */
function edgeOpacity(phone, x, from, reference) {
  const line = phone.pixel(x, Math.ceil(phone.row(from))), bar = phone.pixel(x, Math.floor(phone.row(reference)));
  return Math.max(0, 1 - luminance(line) / luminance(bar));
}

/**
 * The header's visible size below the navigation bar: the dark band from the bar's bottom (the
 * picture, or the pull banner over its top) down to where the picture meets the light rows. The
 * band must end in the picture's colours (more blue than green), not in the neutral shadow the
 * resting pull banner casts below the bar: else no header shows.
 */
function headerSize(phone, barBottom, viewport) {
  const x = phone.column(headerColumn);
  const isDark = (p) => luminance(p) < 170, isPicture = (p) => p[2] - p[1] > 25;
  const end = Math.floor(phone.row(viewport - 40));
  const top = edgeStart(phone, x, Math.floor(phone.row(barBottom - 6)), end, isDark);
  if (top === null) return 0;
  const bottom = edgeDown(phone, x, Math.ceil(top) + 2, end, isDark);
  if (bottom === null) return null;
  return isPicture(phone.pixel(x, Math.floor(bottom) - 2)) ? bottom - top : 0;
}

/**
 * The pull banner's visible height below the navigation bar: its RGB(35, 35, 35) band, from the
 * bar's bottom to the first row that is not the banner's colour, partial rows counted by how much
 * of the banner's colour they hold.
 */
function bannerHeight(phone, barBottom, full) {
  const x = phone.column(topColumn), start = phone.row(barBottom), first = Math.floor(start);
  const banner = [35, 35, 35], isBanner = (p) => distance(p, banner) < 18;
  // Neither of the first two rows is the banner's colour: under a pixel of it shows, if any (the
  // dark shadow it casts at rest would otherwise count as a part of it).
  if (!isBanner(phone.pixel(x, first)) && !isBanner(phone.pixel(x, first + 1))) return 0;
  let k = first + 1;
  while (k < phone.row(barBottom + full + 10) && isBanner(phone.pixel(x, k))) k++;
  const outside = phone.pixel(x, k + 1);
  let edge = first;
  for (let j = first; j <= k; j++) edge += coverage(phone.pixel(x, j), banner, outside);
  return edge - start;
}

// MARK: Instants

/** Whether a pull banner flashes in its tint at this frame (for 0.45 s after a trigger). */
const flashing = (v) => v.chrome.some((e) => e.trigger && e.trigger.age < 0.45);

/** Frames worth checking in one scene: the ends, and where each element is half shown. */
function instants(values) {
  const last = values.length - 1, picks = new Map([[0, "first frame"], [last, "last frame"]]);
  const closest = (score, label) => {
    let best = -1, bestScore = Infinity;
    values.forEach((v, i) => {
      const s = flashing(v) ? Infinity : score(v);
      if (s < bestScore) { best = i; bestScore = s; }
    });
    if (best >= 0 && Number.isFinite(bestScore) && !picks.has(best)) picks.set(best, label);
  };
  values[0].chrome.forEach((element, k) => {
    const at = (v) => v.chrome[k];
    if (element.overlap !== undefined) {
      const shows = (v) => at(v).visibleHeight >= 23;
      closest((v) => shows(v) ? Math.abs(at(v).overlap - 0.5) : Infinity, `${element.name} hairline fading`);
      closest((v) => shows(v) && at(v).overlap === 0 ? v.frame : Infinity, `${element.name} without hairline`);
      closest((v) => shows(v) && at(v).overlap === 1 ? v.frame : Infinity, `${element.name} with hairline`);
    }
    if (element.kind === "topBar" || element.kind === "bottomBar") {
      const gone = values.findIndex((v) => at(v).visibleHeight === 0);
      const between = (v) => at(v).visibleHeight > 0 && at(v).visibleHeight < at(v).height;
      closest((v) => gone >= 0 && v.frame > gone && between(v) ? Math.abs(at(v).visibleHeight - at(v).height / 2) : Infinity,
        `${element.name} coming back`);
    }
    if (element.kind === "topBar") {
      closest((v) => Math.abs(at(v).visibleHeight - at(v).height / 2), `${element.name} mid-collapse`);
      closest((v) => at(v).visibleHeight === 0 ? v.frame : Infinity, `${element.name} collapsed`);
      if (element.height > 60) {
        closest((v) => Math.abs(at(v).collapsed - 56) + (v.frame > values.length / 2 ? 0 : 1), `${element.name} at its stop`);
      }
    } else if (element.kind === "bottomBar") {
      closest((v) => Math.abs(at(v).visibleHeight - at(v).height / 2), `${element.name} half hidden`);
    } else if (element.kind === "header") {
      const visible = (v) => v.offset + at(v).barBottom;
      closest((v) => at(v).headerHeight > at(v).height ? Infinity : Math.abs(visible(v) - 110), "header mid-collapse");
      closest((v) => visible(v) >= at(v).height + 1 ? v.frame : Infinity, "header collapsed");
      closest((v) => -at(v).headerHeight + (at(v).headerHeight > at(v).height + 1 ? 0 : Infinity), "header stretched most");
      closest((v) => at(v).headerHeight > at(v).height + 10 ? Math.abs(at(v).headerHeight - at(v).height - 40) : Infinity,
        "header stretched 40 pt");
    } else if (element.kind === "pullBanner") {
      closest((v) => at(v).pull > 1 ? Math.abs(at(v).pull - 25) : Infinity, "mid-pull");
      closest((v) => at(v).pull > 1 ? -at(v).pull : Infinity, "deepest pull");
    }
  });
  // One instant per distinct look: an instant whose every measured value is within 2 points of
  // an earlier one's adds nothing.
  const looks = (v) => v.chrome.map((e) => e.kind === "header"
    ? [e.headerHeight, e.translateY - v.offset]
    : e.overlap !== undefined ? [e.visibleHeight, 20 * e.overlap] : [e.visibleHeight]).flat();
  const kept = [];
  for (const [frame, label] of [...picks.entries()].sort((a, b) => a[0] - b[0])) {
    const look = looks(values[frame]);
    if (kept.some(([f]) => looks(values[f]).every((x, k) => Math.abs(x - look[k]) < 2))) continue;
    kept.push([frame, label]);
  }
  return kept;
}

/**
 * Checks a bar's scroll-edge hairline against the engine's overlap: its opacity is 0.35 × overlap,
 * read at the bar's edge where the engine puts it (inside a top bar's bottom edge in column 376,
 * inside a bottom bar's top edge in column 364), within 0.035 (a tenth of the full opacity).
 */
function checkEdge(phone, v, element, where, viewport) {
  const expected = 0.35 * element.overlap;
  let measured;
  if (element.kind === "topBar") {
    const bottom = v.statusBar + element.visibleHeight;
    measured = edgeOpacity(phone, phone.column(topColumn), bottom - 2, bottom - 8);
  } else {
    if (element.visibleHeight < 13) return;
    const top = viewport - element.visibleHeight;
    measured = edgeOpacity(phone, phone.column(bottomColumn), top, top + 6);
  }
  check(`${where}: ${element.name} hairline opacity (overlap ${element.overlap.toFixed(2)})`,
    Math.abs(measured - expected) <= 0.035, `measured ${measured.toFixed(3)}, engine ${expected.toFixed(3)}`);
}

// MARK: Run

const began = performance.now();
const { session, errors } = await openPage(page, { width: 1000, height: 1000 });
await evaluate(session, "scrollchromeDemo.ready.then(() => true)");
await evaluate(session, "scrollchromeDemo.pause(), true");
const scenes = await evaluate(session, "scrollchromeDemo.scenes()");

// Each phone drawn one point per CSS pixel (the page draws it at the column's width; the test's
// own style sheet widens that column to the phone's viewBox), so one pixel is one point; and
// without the drop shadow around the body (outside the screen, it only makes every screenshot
// slower to paint).
await evaluate(session, `(() => { const style = document.createElement('style');
  style.textContent = '.sc-stage{grid-template-columns:426px 1fr !important}'
    + '.sc-phone{filter:none !important}';
  document.head.appendChild(style); return true; })()`);

let instantCount = 0;
for (const scene of scenes) {
  const kinds = scene.chrome.map((c) => c.kind);
  if (!kinds.some((k) => k === "topBar" || k === "bottomBar" || k === "header")) continue;
  const values = await evaluate(session,
    `Array.from({ length: ${scene.frames} }, (_, i) => scrollchromeDemo.values(${scene.scene}, i))`);
  const geometry = await evaluate(session, `(() => {
    const svg = document.getElementById(${JSON.stringify(scene.id)}).querySelector('.sc-phone');
    svg.scrollIntoView({ block: 'center' });
    const r = svg.getBoundingClientRect(), box = svg.viewBox.baseVal;
    return { left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height,
      viewBoxWidth: box.width, viewBoxHeight: box.height };
  })()`);
  const scale = geometry.width / geometry.viewBoxWidth;
  const viewport = geometry.viewBoxHeight - 28;
  const clip = { x: Math.floor(geometry.left), y: Math.floor(geometry.top) - 4,
    width: Math.ceil(geometry.width) + 1, height: Math.ceil(geometry.height) + 5, scale: 1 };
  for (const [frame, label] of instants(values)) {
    const v = await evaluate(session, `scrollchromeDemo.seek(${scene.scene}, ${frame})`);
    const shot = await session.send("Page.captureScreenshot",
      { format: "png", clip, optimizeForSpeed: true });
    const phone = phoneImage(decodePNG(Buffer.from(shot.data, "base64")), clip, geometry, scale);
    instantCount++;
    const where = `${scene.title} @ ${v.t.toFixed(2)} s (frame ${frame}, ${label})`;
    // The phone's body is where the page lays it out (within a pixel): its top edge and its dark
    // bezel left of the screen.
    const bezel = phone.pixel(phone.column(-7), Math.floor(phone.row(400)));
    const laidOut = geometry.top - clip.y;
    if (phone.top === null || Math.abs(phone.top - laidOut) > 1 || distance(bezel, [0x11, 0x18, 0x27]) > 12) {
      check(`${where}: the phone is painted where it is laid out`, false,
        `body top ${phone.top?.toFixed(2)} px, laid out at ${laidOut.toFixed(2)} px, bezel ${bezel}`);
      continue;
    }
    for (const element of v.chrome) {
      let measured, expected, what;
      if (element.kind === "topBar") {
        what = `${element.name} visible height`;
        measured = topBarHeight(phone, v.statusBar, element.height);
        expected = element.visibleHeight;
      } else if (element.kind === "bottomBar") {
        what = `${element.name} visible height`;
        measured = element.overlap === undefined
          ? bottomBarHeight(phone, viewport, element.height)
          : bottomBarHeightByIcon(phone, viewport, element.height);
        expected = element.visibleHeight;
      } else if (element.kind === "header") {
        // The picture's box, by its attributes: scaled about its centre and moved, in the
        // content, which the offset moves; seen below the navigation bar.
        const h = element.headerHeight, center = h / 2 + element.translateY;
        const top = center - element.scaleY * h / 2 - v.offset, bottom = center + element.scaleY * h / 2 - v.offset;
        what = `header size (height ${h.toFixed(2)}, top ${top.toFixed(2)})`;
        measured = headerSize(phone, element.barBottom, viewport);
        expected = Math.max(0, bottom - Math.max(top, element.barBottom));
      } else if (element.kind === "pullBanner") {
        what = `pull banner visible height (pull ${element.pull.toFixed(2)}, ${element.state})`;
        if (flashing(v)) {
          console.log(`  ${where}: ${what} not measured: the banner flashes after triggered:${element.trigger.state}`);
          continue;
        }
        measured = bannerHeight(phone, element.barBottom, element.height);
        expected = element.visibleHeight;
      } else {
        continue;
      }
      if (element.overlap !== undefined) checkEdge(phone, v, element, where, viewport);
      const inPixels = expected * scale;
      if (measured && measured.hidden) {
        // The bar's top edge (or its icon) is hidden by the screen's rounded corner (or its bottom
        // edge): only its being that low shows.
        check(`${where}: ${what} under ${measured.below.toFixed(1)} px (too low to measure)`,
          inPixels < measured.below + tolerance, `engine ${inPixels.toFixed(2)} px`);
        continue;
      }
      const difference = measured === null ? Infinity : Math.abs(measured - inPixels);
      if (difference > largest.difference || !largest.name) largest = { difference, name: `${where}: ${what}` };
      check(`${where}: ${what}`, difference <= tolerance,
        `measured ${measured === null ? "nothing" : measured.toFixed(2)} px, engine ${inPixels.toFixed(2)} px`);
    }
  }
}

check(`${instantCount} instants checked (at least 20)`, instantCount >= 20);
check("no console errors", errors.length === 0, errors.join(" | "));
await session.close();
console.log(`  largest difference: ${largest.difference.toFixed(2)} px (${largest.name})`);
console.log(`  ${((performance.now() - began) / 1000).toFixed(1)} s`);
console.log(`demo pixel tests: ${passes} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
