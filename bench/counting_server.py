"""A static file server like ``python -m http.server`` that logs the bytes it sends.

    python3 bench/counting_server.py PORT ROOT LOGFILE

One line per response: ``<time_ns> <bytes sent, headers included> <path>``. scripts/bench.py
reads it to count what a visit really downloaded -- the page's own requests and anything a
service worker fetches on its behalf (a precache), which the page's DevTools session does
not see. Same handler, MIME types and HTTP/1.0 as ``python -m http.server``, but text-like
files are sent gzip-compressed where the browser accepts it, as static hosts do
(scripts/gzip_serving.py).
"""

import http.server
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from gzip_serving import GzipMixin  # noqa: E402  (compressed, as static hosts send it)


class _CountingWriter:
    def __init__(self, raw):
        self.raw = raw
        self.sent = 0

    def write(self, data):
        self.sent += len(data)
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


def make_handler(root, log):
    lock = threading.Lock()

    class Handler(GzipMixin, http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=root, **kwargs)

        def setup(self):
            super().setup()
            self.wfile = _CountingWriter(self.wfile)

        def handle_one_request(self):
            before = self.wfile.sent
            try:
                super().handle_one_request()
            finally:
                sent = self.wfile.sent - before
                if sent:
                    with lock:
                        log.write(f"{time.time_ns()} {sent} {getattr(self, 'path', '?')}\n")
                        log.flush()

        def log_message(self, *args):
            pass

    return Handler


def main(argv):
    port, root, logfile = int(argv[0]), argv[1], argv[2]
    with open(logfile, "a", buffering=1) as log:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), make_handler(root, log))
        server.daemon_threads = True
        server.serve_forever()


if __name__ == "__main__":
    main(sys.argv[1:])
