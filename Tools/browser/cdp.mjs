// A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (file descriptors 3 and
// 4, messages separated by NUL bytes), so the browser tests need no WebSocket library.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Starts headless Chromium and returns a session attached to a fresh page. */
export async function launch(executable = process.env.CHROMIUM || "chromium") {
  const profile = mkdtempSync(join(tmpdir(), "scrollchrome-chromium-"));
  const child = spawn(executable, [
    "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
    "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
    "--force-device-scale-factor=1", `--user-data-dir=${profile}`, "about:blank",
  ], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => { stderr += chunk; });
  const writer = child.stdio[3], reader = child.stdio[4];
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
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
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
