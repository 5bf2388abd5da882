"""Serve files gzip-compressed, as static hosts do (issue 25: measure what players download).

A ``SimpleHTTPRequestHandler`` with :class:`GzipMixin` first in its bases answers a request that
accepts gzip with the compressed bytes of text-like files (HTML, JS, CSS, JSON, Python, SVG,
WebAssembly...): a precompressed ``<file>.gz`` beside the file when it is at least as new
(scripts/vendor.sh makes them for the runtime), else the file compressed once and kept in
memory. Zip archives and pictures are sent as they are. Used by scripts/serve.py (the README's
server, the offline e2e tests) and bench/counting_server.py (the benchmark).
"""
from __future__ import annotations

import email.utils
import gzip
import io
import threading
from pathlib import Path

COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".toml", ".py", ".svg", ".webmanifest", ".wasm", ".txt", ".md"}
_memo: dict[tuple, bytes] = {}
_lock = threading.Lock()


def gzip_body(path: Path) -> bytes | None:
    """The gzip bytes to send for ``path``, or None when it is sent as it is."""
    if path.suffix.lower() not in COMPRESSIBLE:
        return None
    st = path.stat()
    pre = path.with_name(path.name + ".gz")
    if pre.is_file() and pre.stat().st_mtime_ns >= st.st_mtime_ns:
        return pre.read_bytes()
    key = (str(path), st.st_mtime_ns, st.st_size)
    with _lock:
        body = _memo.get(key)
    if body is None:
        body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        with _lock:
            _memo[key] = body
    return body


class GzipMixin:
    """``send_head`` with ``Content-Encoding: gzip`` where the client accepts it."""

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].endswith("/") and (path / "index.html").is_file():
            path = path / "index.html"  # the folder's page, as the server would send it
        if not path.is_file() or "gzip" not in (self.headers.get("Accept-Encoding") or ""):
            return super().send_head()
        body = gzip_body(path)
        if body is None:
            return super().send_head()
        mtime = int(path.stat().st_mtime)
        since = self.headers.get("If-Modified-Since")
        if since and not self.headers.get("If-None-Match"):
            try:
                if mtime <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", self.date_time_string(mtime))
        self.end_headers()
        return io.BytesIO(body)
