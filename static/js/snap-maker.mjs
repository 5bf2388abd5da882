/* Makes Vivarium's Pyodide memory snapshot in a worker (issue 25), so the page never waits.
 *
 * Asked by ./snap-loader.mjs `make()` with the app's module files and names: start a separate
 * interpreter with `_makeSnapshot` (its JS globals are stubs: it can only be snapshotted, then
 * it is thrown away with this worker), write the files, import the modules, stamp the build,
 * snapshot it, and hand the bytes to the page (transferred, not copied). Answers
 * {ok: true, bytes} or {ok: false, error}. The page keeps them (snap-loader.mjs `keep`): in
 * WebKit, what a dedicated worker puts in Cache Storage is not what the page reads back
 * (issue 37: the worker's put succeeded and the page's cache stayed empty).
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
    // its own buffer, so it can be transferred (a view of the interpreter's memory could not)
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    self.postMessage({ ok: true, bytes: own }, [own.buffer]);
  } catch (err) {
    self.postMessage({ ok: false, error: String(err && err.message || err) });
  }
};
