/* Vivarium's search worker (issue 40): the computers' search, hints and analyses, run beside the
 * page in a Web Worker with its own Pyodide, so the page paints every frame while they think.
 *
 * Started by the page (py/vivarium/web/search_client.py) once it is up, never on the way to the
 * first paint or the first move. It never touches the DOM, so it needs no special headers and works
 * on any static host and inside an iframe (stack-recipe §6). It starts from the memory snapshot
 * when this browser keeps one (./snap-loader.mjs, the page's own loader), else from nothing; then
 * it unpacks the app's modules from the same archive the page uses and imports them afresh (a
 * snapshot's modules may be of another build).
 *
 * Messages are JSON text both ways. In: {type: "init", archive}, {type: "start", id, request}
 * (a request of py/vivarium/core/search_jobs.py: a seat's view, never the state),
 * {type: "cancel", id}, {type: "memory"}. Out: a list of the desk's replies ({id, type:
 * "done"|"progress"|"error", ...}), {type: "ready", version, ms, boot, heap}, {type: "memory",
 * heap}, {type: "fatal", error} (the page then does everything itself).
 */
import { loadPyodide } from "./snap-loader.mjs";

const SLICE_SECONDS = 0.08; // work between two looks at the page's messages (a cancel waits at most this)
let py = null;
let desk = null;
let pumping = false;
let booting = false;
const early = []; // messages that came before the desk was ready

function say(message) {
  self.postMessage(JSON.stringify(message));
}

function heap() {
  try { return py._module.HEAP8.length; } catch (e) { return null; }
}

async function boot(init) {
  const started = performance.now();
  py = await loadPyodide({});
  const response = await fetch(init.archive);
  if (!response.ok) throw new Error("the app's modules could not be fetched (" + response.status + ")");
  py.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "/home/pyodide/vivarium-search" });
  py.runPython([
    "import importlib, sys",
    "for _name in [n for n in sys.modules if n == 'vivarium' or n.startswith('vivarium.')]:",
    "    del sys.modules[_name]",
    "sys.path.insert(0, '/home/pyodide/vivarium-search')",
    "importlib.invalidate_caches()",
  ].join("\n"));
  const jobs = py.pyimport("vivarium.core.search_jobs");
  desk = jobs.Desk();
  const info = globalThis.vivariumSnapshot || {};
  say({ type: "ready", version: jobs.VERSION, ms: Math.round(performance.now() - started), boot: info.path || "plain", heap: heap() });
  for (const message of early.splice(0)) handle(message);
}

function handle(message) {
  if (message.type === "start") desk.start(String(message.id), String(message.request));
  else if (message.type === "cancel") desk.cancel(String(message.id));
  else if (message.type === "memory") say({ type: "memory", heap: heap() });
  pump();
}

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    while (desk.busy()) {
      const replies = desk.step(SLICE_SECONDS);
      if (replies !== "[]") self.postMessage(replies);
      await new Promise((resolve) => setTimeout(resolve, 0)); // let a cancel or a new job in
    }
  } catch (err) {
    say({ type: "fatal", error: String(err && err.message || err) });
  } finally {
    pumping = false;
  }
}

self.onmessage = (event) => {
  let message;
  try { message = JSON.parse(event.data); } catch (e) { return; }
  if (message.type === "init") {
    if (!booting) { booting = true; boot(message).catch((err) => say({ type: "fatal", error: String(err && err.message || err) })); }
  } else if (desk === null) {
    early.push(message);
  } else {
    handle(message);
  }
};
