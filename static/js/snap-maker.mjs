/* Makes Vivarium's Pyodide memory snapshot in a worker (issue 25), so the page never waits.
 *
 * Asked by ./snap-loader.mjs `make()` with the app's module files and names: start a separate
 * interpreter with `_makeSnapshot` (its JS globals are stubs: it can only be snapshotted, then
 * it is thrown away with this worker), write the files, import the modules, stamp the build,
 * snapshot it, and keep the bytes in Cache Storage under the loader's key. Answers
 * {ok: true, size} or {ok: false, error}; storage refusing the write is an answer, not a crash.
 */
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

self.onmessage = async (event) => {
  const job = event.data || {};
  try {
    const py = await loadPyodide({ indexURL: job.indexURL, _makeSnapshot: true });
    for (const [path, text] of job.files) {
      const parts = path.split("/");
      for (let i = 1; i < parts.length; i++) {
        const dir = parts.slice(0, i).join("/");
        if (!py.FS.analyzePath(dir).exists) py.FS.mkdir(dir);
      }
      py.FS.writeFile(path, text);
    }
    py.globals.set("_vivarium_modules", py.toPy(job.modules));
    py.globals.set("_vivarium_build", job.build);
    py.runPython([
      "import importlib, sys",
      "for _name in _vivarium_modules:",
      "    importlib.import_module(_name)",
      "sys.modules['vivarium'].SNAPSHOT_BUILD = _vivarium_build",
      "del _name, _vivarium_modules, _vivarium_build",
    ].join("\n"));
    const bytes = py.makeMemorySnapshot();
    if (bytes.length > job.maxBytes) throw new Error(`the snapshot is too large (${bytes.length} bytes)`);
    const cache = await caches.open(job.cacheName);
    await cache.put(job.key, new Response(bytes, {
      headers: {
        "content-type": "application/octet-stream",
        "x-vivarium": job.magic,
        "x-pyodide": job.version,
        "x-build": job.build,
        "x-size": String(bytes.length),
      },
    }));
    self.postMessage({ ok: true, size: bytes.length });
  } catch (err) {
    self.postMessage({ ok: false, error: String(err && err.message || err) });
  }
};
