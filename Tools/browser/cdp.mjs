// A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (file descriptors 3 and
// 4, messages separated by NUL bytes), so the browser tests need no WebSocket library.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";

/** Starts headless Chromium and returns a session attached to a fresh page. */
export async function launch(executable = process.env.CHROMIUM || "chromium") {
  const profile = mkdtempSync(join(tmpdir(), "scrollchrome-chromium-"));
  const child = spawn(executable, [
    "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
    "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
    "--force-device-scale-factor=1", `--user-data-dir=${profile}`, "about:blank",
  ], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"], detached: true });
  let stderr = "";
  child.stderr.on("data", (chunk) => { stderr += chunk; });
  const writer = child.stdio[3], reader = child.stdio[4];
  // Writes after Browser.close meet a closed pipe; the pending promise races a timeout instead.
  writer.on("error", () => {});
  let nextId = 1, buffer = "";
  const pending = new Map(), listeners = [];
  reader.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    let end;
    while ((end = buffer.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id && pending.has(message.id)) {
        const { resolve, reject, method } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, method });
    writer.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const { targetInfos } = await Promise.race([
    send("Target.getTargets"),
    exited.then(() => { throw new Error("chromium exited: " + stderr.slice(-2000)); }),
  ]);
  const page = targetInfos.find((target) => target.type === "page");
  const { sessionId } = await send("Target.attachToTarget", { targetId: page.targetId, flatten: true });
  const session = {
    send: (method, params) => send(method, params, sessionId),
    on: (listener) => listeners.push((message) => {
      if (message.sessionId === sessionId) listener(message);
    }),
    async close() {
      // Browser.close lets Chromium shut its helpers down; the group kill then ends any helper
      // still writing the profile (it runs in its own process group, `detached`).
      await Promise.race([send("Browser.close").catch(() => {}), sleep(2000)]);
      await Promise.race([exited, sleep(3000)]);
      try { process.kill(-child.pid, "SIGKILL"); } catch { /* the group has already gone */ }
      await Promise.race([exited, sleep(1000)]);
      // A leftover temporary profile is not a failed check: say so, and go on.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        console.error(`note: could not remove ${profile} (${error.code}); left in place`);
      }
    },
  };
  return session;
}

/** Evaluates an expression in the page (awaiting promises) and returns its value. */
export async function evaluate(session, expression) {
  const result = await session.send("Runtime.evaluate", {
    expression, awaitPromise: true, returnByValue: true,
  });
  if (result.exceptionDetails) {
    throw new Error(`evaluate(${expression.slice(0, 80)}): `
      + (result.exceptionDetails.exception?.description ?? result.exceptionDetails.text));
  }
  return result.result.value;
}

/** Opens a file in the page and waits for its load event. */
export async function open(session, path) {
  const loaded = new Promise((resolve) => session.on((message) => {
    if (message.method === "Page.loadEventFired") resolve();
  }));
  await session.send("Page.navigate", { url: "file://" + path });
  await loaded;
}

/**
 * Loads `url` afresh (through about:blank, so a link that differs only in its fragment loads the
 * page again) and waits for its load event.
 */
export async function navigate(session, url) {
  for (const target of ["about:blank", url]) {
    const loaded = new Promise((resolve) => session.on((message) => {
      if (message.method === "Page.loadEventFired") resolve();
    }));
    await session.send("Page.navigate", { url: target });
    await loaded;
  }
}

/** Collects console errors and uncaught exceptions. */
export function watchErrors(session) {
  const errors = [];
  session.on((message) => {
    if (message.method === "Runtime.exceptionThrown") {
      errors.push(message.params.exceptionDetails.exception?.description
        ?? message.params.exceptionDetails.text);
    } else if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") {
      errors.push(message.params.args.map((arg) => arg.value ?? arg.description).join(" "));
    } else if (message.method === "Log.entryAdded" && message.params.entry.level === "error") {
      errors.push(message.params.entry.text);
    }
  });
  return errors;
}

/**
 * Starts headless Chromium and opens a file at a fixed viewport, device scale factor 1, with
 * console errors and uncaught exceptions collected in `errors`.
 */
export async function openPage(path, { width, height }) {
  const session = await launch();
  const errors = watchErrors(session);
  for (const domain of ["Runtime", "Log", "Page"]) await session.send(`${domain}.enable`);
  await session.send("Emulation.setDeviceMetricsOverride",
    { width, height, deviceScaleFactor: 1, mobile: false });
  await open(session, path);
  return { session, errors };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG into {width, height, channels, data}. */
export function decodePNG(buffer) {
  if (buffer.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let offset = 8, width = 0, height = 0, channels = 0;
  const idat = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset), type = buffer.toString("latin1", offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0); height = body.readUInt32BE(4);
      const depth = body[8], color = body[9], interlace = body[12];
      if (depth !== 8 || (color !== 2 && color !== 6) || interlace !== 0) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${color}, interlace ${interlace}`);
      }
      channels = color === 6 ? 4 : 3;
    } else if (type === "IDAT") {
      idat.push(body);
    } else if (type === "IEND") {
      break;
    }
    offset += 12 + length;
  }
  const raw = new Uint8Array(inflateSync(Buffer.concat(idat)));
  const stride = width * channels, data = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], line = y * (stride + 1) + 1, out = y * stride, up = out - stride;
    if (filter === 0) {
      data.set(raw.subarray(line, line + stride), out);
    } else if (filter === 1) {
      for (let x = 0; x < stride; x++) data[out + x] = raw[line + x] + (x >= channels ? data[out + x - channels] : 0);
    } else if (filter === 2) {
      for (let x = 0; x < stride; x++) data[out + x] = raw[line + x] + (y > 0 ? data[up + x] : 0);
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? data[out + x - channels] : 0, b = y > 0 ? data[up + x] : 0;
        data[out + x] = raw[line + x] + ((a + b) >> 1);
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? data[out + x - channels] : 0, b = y > 0 ? data[up + x] : 0;
        const c = x >= channels && y > 0 ? data[up + x - channels] : 0;
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        data[out + x] = raw[line + x] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
    } else {
      throw new Error(`bad PNG filter ${filter}`);
    }
  }
  return { width, height, channels, data };
}

/**
 * Takes a screenshot of `clip` (CSS pixels, device scale factor 1) and returns its pixels:
 * `pixel(x, y)` is `[r, g, b]` at `x`, `y` from the clip's top left.
 */
export async function screenshot(session, clip) {
  const shot = await session.send("Page.captureScreenshot", { format: "png", clip: { ...clip, scale: 1 } });
  const image = decodePNG(Buffer.from(shot.data, "base64"));
  const pixel = (x, y) => {
    const i = (Math.round(y) * image.width + Math.round(x)) * image.channels;
    return [image.data[i], image.data[i + 1], image.data[i + 2]];
  };
  return { ...image, pixel };
}
