/* Vivarium's Pyodide loader (issue 25): PyScript's `interpreter` (pyscript.toml) points here.
 *
 * It re-exports the pinned Pyodide (./static/vendor/pyodide/pyodide.mjs) with one change:
 * `loadPyodide` restores a memory snapshot of an interpreter that has already started and
 * imported the app's modules, when this browser keeps one (Cache Storage), instead of starting
 * Python from nothing. PyScript then boots on top of it as usual. (stack-recipe §8; the options
 * `_loadSnapshot` / `_makeSnapshot` are Pyodide's private ones, pinned with its version.)
 *
 * Never a broken start: a missing, truncated, oversized or foreign snapshot, or any error while
 * restoring it, falls back to the normal start and deletes the snapshot. The path taken is on
 * <html data-boot="snapshot|plain|plain-fallback|plain-off"> and in globalThis.vivariumSnapshot.
 *
 * The snapshot is made by the page once it is up (py/vivarium/web/snapshot.py), in a worker
 * (./snap-maker.mjs) so the page never waits: a separate interpreter, thrown away afterwards.
 */
import * as pyodide from "../vendor/pyodide/pyodide.mjs";

export const version = pyodide.version;
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const SITE = new URL("../../", import.meta.url).href; // the folder of index.html
export const CACHE_NAME = "vivarium-snapshot:" + new URL(SITE).pathname;
export const KEY = new URL("snapshot/pyodide-" + version + ".bin", SITE).href;
export const MAX_BYTES = 96 * 1024 * 1024; // a snapshot is ~31 MB; anything far larger is not ours
const PREF_KEY = "vivarium.v1.pref.start-faster"; // core/saves.py's preference key ("off" = never)
const MAGIC = "vivarium-snapshot-1";

function enabled() {
  try { return (globalThis.localStorage && localStorage.getItem(PREF_KEY)) !== "off"; } catch (e) { return true; }
}

const info = { path: "plain", version, build: null, size: 0, restoreMs: null, error: null, key: KEY, cacheName: CACHE_NAME, cache: null };
globalThis.vivariumSnapshot = info;

function mark(path) {
  info.path = path;
  try { document.documentElement.setAttribute("data-boot", path); } catch (e) { /* no document */ }
}

/* Cache Storage as this browser gives it (issue 34): `globalThis.caches` may be absent, may
 * throw when read (a sandboxed iframe, a locked-down browser), its calls may reject, or never
 * answer. Every use goes through `cacheStorage()` and `within()`, so none of these stops the
 * start: the loader notes what happened in `info.cache` ("ok", "absent", "throws", "rejects",
 * "silent") and starts Python the normal way. */
export const CACHE_WAIT_MS = 3000; // a cache that has not answered by then is taken as silent
export const READ_WAIT_MS = 15000; // reading a ~31 MB snapshot's bytes once it has answered

function cacheStorage() {
  try {
    const found = globalThis.caches;
    if (!found) { info.cache = "absent"; return null; }
    return found;
  } catch (e) {
    info.cache = "throws";
    return null;
  }
}

class Silent extends Error {}

/* `promise`, or a Silent error after `ms` (the promise itself is left to settle, or never). */
function within(promise, ms, what) {
  let timer;
  const limit = new Promise((_, reject) => { timer = setTimeout(() => reject(new Silent(what + " did not answer in " + ms + " ms")), ms); });
  return Promise.race([Promise.resolve().then(() => promise), limit]).finally(() => clearTimeout(timer));
}

function noted(err) {
  if (info.cache === "ok" || info.cache === null) info.cache = err instanceof Silent ? "silent" : "rejects";
  return null;
}

async function openCache() {
  const store = cacheStorage();
  if (!store) return null;
  try { return await within(store.open(CACHE_NAME), CACHE_WAIT_MS, "caches.open"); } catch (e) { return noted(e); } // storage refused
}

export async function forget() {
  const store = cacheStorage();
  try { if (store) await within(store.delete(CACHE_NAME), CACHE_WAIT_MS, "caches.delete"); } catch (e) { noted(e); } // nothing kept
}

/* The stored snapshot's bytes and build, or null. Throws on one that is there but unusable. */
async function read() {
  const store = cacheStorage();
  if (!store) return null;
  try {
    if (!(await within(store.has(CACHE_NAME), CACHE_WAIT_MS, "caches.has"))) { info.cache = "ok"; return null; } // looking creates nothing
  } catch (e) { return noted(e); }
  info.cache = "ok";
  const cache = await openCache();
  if (!cache) return null;
  let response;
  try { response = await within(cache.match(KEY), CACHE_WAIT_MS, "cache.match"); } catch (e) { return noted(e); }
  if (!response) return null;
  const h = response.headers;
  if (h.get("x-vivarium") !== MAGIC || h.get("x-pyodide") !== version) throw new Error("a snapshot of another version");
  const declared = Number(h.get("x-size"));
  if (!(declared > 0) || declared > MAX_BYTES) throw new Error("a snapshot of an impossible size");
  let bytes;
  try { bytes = new Uint8Array(await within(response.arrayBuffer(), READ_WAIT_MS, "reading the snapshot")); } catch (e) { return noted(e); }
  if (bytes.length !== declared) throw new Error(`a truncated snapshot (${bytes.length} of ${declared} bytes)`);
  return { bytes, build: h.get("x-build") || "" };
}

/* User Timing marks around Pyodide's own start (issue 37: where a start's time goes, per engine;
 * scripts/bench_engines.py reads them beside the page's "vivarium:ready"). */
function timed(started) {
  return started.then((py) => {
    try { performance.mark("vivarium:pyodide-ready"); } catch (e) { /* no User Timing */ }
    return py;
  });
}

export async function loadPyodide(options) {
  try { performance.mark("vivarium:pyodide-start"); } catch (e) { /* no User Timing */ }
  return timed(start(options));
}

async function start(options) {
  const opts = Object.assign({}, options, { indexURL: INDEX_URL });
  if (!enabled()) {
    mark("plain-off");
    return pyodide.loadPyodide(opts);
  }
  let kept = null;
  try {
    kept = await read();
  } catch (err) {
    info.error = "unusable snapshot: " + (err && err.message || err);
    await forget();
  }
  const cacheFault = info.cache !== "ok" && info.cache !== "absent" && info.cache !== null;
  if (cacheFault && !info.error) info.error = "Cache Storage " + info.cache; // the start goes on as usual
  if (kept) {
    const started = performance.now();
    try {
      const py = await pyodide.loadPyodide(Object.assign({}, opts, { _loadSnapshot: kept.bytes }));
      py.runPython("1"); // a restored interpreter that cannot run is no interpreter
      info.build = kept.build;
      info.size = kept.bytes.length;
      info.restoreMs = Math.round(performance.now() - started);
      mark("snapshot");
      return py;
    } catch (err) {
      info.error = "restoring the snapshot failed: " + (err && err.message || err);
      await forget();
    }
  }
  mark(cacheFault && !kept ? "plain-nocache" : info.error ? "plain-fallback" : "plain");
  return pyodide.loadPyodide(opts);
}

/* Keep `bytes` (a snapshot of `build`) in Cache Storage, then read them back: a snapshot counts
 * as kept only when this page finds it whole (issue 37: WebKit in a session that keeps nothing
 * answered every write and held nothing). Resolves to {ok: true, size} or {ok: false, error,
 * unkept: true}. */
async function keep(bytes, build) {
  const cache = await openCache();
  if (!cache) return { ok: false, unkept: true, error: "no Cache Storage" };
  const headers = {
    "content-type": "application/octet-stream",
    "x-vivarium": MAGIC,
    "x-pyodide": version,
    "x-build": build,
    "x-size": String(bytes.length),
  };
  try {
    await within(cache.put(KEY, new Response(bytes, { headers })), READ_WAIT_MS, "cache.put");
  } catch (err) {
    return { ok: false, unkept: true, error: "not kept: " + (err && err.message || err) };
  }
  let found = null;
  try {
    const back = await within(cache.match(KEY), CACHE_WAIT_MS, "cache.match");
    if (back && back.headers.get("x-size") === String(bytes.length) && back.headers.get("x-build") === build) {
      found = (await within(back.blob(), READ_WAIT_MS, "reading the snapshot back")).size;
    }
  } catch (err) { /* not readable: as good as not kept */ }
  if (found !== bytes.length) {
    await forget();
    return { ok: false, unkept: true, error: "this browser did not keep the snapshot (written, then not found)" };
  }
  return { ok: true, size: bytes.length };
}

/* Make a snapshot in a worker and keep it. `files`: [path, text] pairs of the app's modules
 * (as the page's file system has them), `modules`: the names to import, `build`: the id of
 * these sources. Resolves to {ok, size, ms}, or {ok: false, error} (with `unkept` when it was
 * made but this browser would not keep it). One at a time. */
let making = null;
export function make(build, files, modules) {
  if (making) return making;
  making = new Promise((resolve) => {
    let worker;
    const started = performance.now();
    try {
      worker = new Worker(new URL("./snap-maker.mjs", import.meta.url), { type: "module" });
    } catch (err) {
      resolve({ ok: false, error: "no worker: " + err });
      return;
    }
    const done = (result) => resolve(Object.assign({ ms: Math.round(performance.now() - started) }, result));
    worker.onmessage = (event) => {
      try { worker.terminate(); } catch (e) { /* gone */ }
      const made = event.data || {};
      if (!made.ok) { done({ ok: false, error: made.error || "not made" }); return; }
      keep(made.bytes, build).then(done, (err) => done({ ok: false, unkept: true, error: String(err && err.message || err) }));
    };
    worker.onerror = (event) => { event.preventDefault(); try { worker.terminate(); } catch (e) { /* gone */ } done({ ok: false, error: "worker: " + (event.message || "failed") }); };
    worker.postMessage({ version, build, files, modules, indexURL: INDEX_URL, maxBytes: MAX_BYTES });
  }).finally(() => { making = null; });
  return making;
}

info.make = make;
info.forget = forget;
info.MAGIC = MAGIC;
