#!/usr/bin/env python3
"""A static file server for local play and tests: `python3 -m http.server`, plus two things.

* ``static/sw-precache.js`` is rebuilt (scripts/build_sw_manifest.py) whenever a browser asks
  for it, i.e. on every visit's update check. Edit a file, reload, and the service worker
  installs the new build: no stale cached code while developing, no step to remember.
* ``--prefix /games/vivarium/`` serves the folder under that sub-path only (everything else is
  404), to check that every URL of the site is relative.

    python3 scripts/serve.py [--port 8000] [--bind 127.0.0.1] [--directory .] [--prefix /] [--quiet]
"""
from __future__ import annotations

import argparse
import functools
import http.server
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_sw_manifest  # noqa: E402
from gzip_serving import GzipMixin  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


class Handler(GzipMixin, http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".webmanifest": "application/manifest+json", ".mjs": "text/javascript", ".wasm": "application/wasm"}
    prefix = "/"
    quiet = False
    site: Path = ROOT

    def translate_path(self, path):
        clean = path.split("?", 1)[0].split("#", 1)[0]
        if not clean.startswith(self.prefix):
            if clean + "/" == self.prefix:  # /games/vivarium -> the folder (redirected to /games/vivarium/)
                return str(self.site)
            return str(self.site / ".not-served" / "x")  # outside the sub-path: 404
        return super().translate_path("/" + path[len(self.prefix):])

    def send_head(self):
        asked = Path(self.translate_path(self.path))
        if asked == self.site / build_sw_manifest.OUTPUT:
            try:
                build_sw_manifest.write(self.site)  # the module archive too
            except BaseException as err:  # SystemExit when static/vendor is missing
                self.log_message("sw-precache not rebuilt: %s", err)
        elif asked == self.site / build_sw_manifest.build_app_archive.OUTPUT:
            build_sw_manifest.build_app_archive.write(self.site)  # edited modules reach the page on reload
        return super().send_head()

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")  # revalidate: edits show up on reload
        super().end_headers()

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--directory", type=Path, default=ROOT, help="the site folder (default: this repository)")
    ap.add_argument("--prefix", default="/", help="URL sub-path to serve the folder under, e.g. /games/vivarium/")
    ap.add_argument("--quiet", action="store_true", help="no request log")
    args = ap.parse_args(argv)
    prefix = "/" + args.prefix.strip("/") + "/" if args.prefix.strip("/") else "/"
    site = args.directory.resolve()
    handler = type("SiteHandler", (Handler,), {"prefix": prefix, "quiet": args.quiet, "site": site})
    handler = functools.partial(handler, directory=str(site))
    with http.server.ThreadingHTTPServer((args.bind, args.port), handler) as httpd:
        print(f"Serving {site} at http://{args.bind}:{args.port}{prefix}  (Ctrl-C to stop)", flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
