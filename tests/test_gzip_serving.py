"""The local servers compress as static hosts do (scripts/gzip_serving.py, issue 25)."""
from __future__ import annotations

import gzip
import http.client
import http.server
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from gzip_serving import GzipMixin  # noqa: E402


@pytest.fixture
def server(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><p>" + "hello " * 500)
    (tmp_path / "app.js").write_text("console.log(1);\n" * 200)
    (tmp_path / "big.wasm").write_bytes(b"\0asm" + b"\1" * 5000)
    (tmp_path / "big.wasm.gz").write_bytes(gzip.compress(b"PRECOMPRESSED", mtime=0))
    (tmp_path / "mods.zip").write_bytes(b"PK\3\4" + b"x" * 3000)

    class Handler(GzipMixin, http.server.SimpleHTTPRequestHandler):
        def __init__(self, *a, **k):
            super().__init__(*a, directory=str(tmp_path), **k)

        def log_message(self, *a):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield httpd.server_address[1], tmp_path
    httpd.shutdown()


def get(port, path, **headers):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", path, headers=headers)
    r = conn.getresponse()
    return r.status, dict(r.getheaders()), r.read()


def test_text_is_sent_compressed_to_a_browser_that_accepts_gzip(server):
    port, root = server
    status, headers, body = get(port, "/app.js", **{"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    assert gzip.decompress(body) == (root / "app.js").read_bytes() and len(body) < 200
    status, headers, body = get(port, "/", **{"Accept-Encoding": "gzip"})  # the folder's page too
    assert headers.get("Content-Encoding") == "gzip" and gzip.decompress(body).startswith(b"<!doctype html>")


def test_without_gzip_archives_and_precompressed_files(server):
    port, root = server
    status, headers, body = get(port, "/app.js")
    assert "Content-Encoding" not in headers and body == (root / "app.js").read_bytes()
    status, headers, body = get(port, "/mods.zip", **{"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in headers and body == (root / "mods.zip").read_bytes()
    status, headers, body = get(port, "/big.wasm", **{"Accept-Encoding": "gzip"})
    assert gzip.decompress(body) == b"PRECOMPRESSED"  # the .gz beside it, made when vendoring


def test_an_unchanged_file_is_not_sent_again(server):
    port, _root = server
    _s, headers, _b = get(port, "/app.js", **{"Accept-Encoding": "gzip"})
    status, _h, body = get(port, "/app.js", **{"Accept-Encoding": "gzip", "If-Modified-Since": headers["Last-Modified"]})
    assert status == 304 and body == b""
