"""Servers for the offline / deploy / embed tests: a copy of the site that a test may change
("deploy"), served by scripts/serve.py under a sub-path, and stopped and restarted on the same
port (the same origin, so the same service worker registration and localStorage).

Imported by the e2e tests as ``import site_server`` (e2e/ is on sys.path). Ports 8900-8949.
"""
from __future__ import annotations

import random
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE_FILES = ("index.html", "sw.js", "manifest.webmanifest", "pyscript.toml", ".nojekyll")
PORTS = range(8900, 8950)


def copy_site(dest: Path) -> Path:
    """The files a static host would get (docs/deploying.md, "Publishing"), the app's module
    archive rebuilt first from py/ (as the static_server fixture does); the 15 MB runtime is
    linked."""
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_app_archive.py")], check=True, stdout=subprocess.DEVNULL)
    dest.mkdir(parents=True, exist_ok=True)
    for name in SITE_FILES:
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, dest / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "vendor", "sw-precache.js*", ".vendor.tmp.*")
    shutil.copytree(ROOT / "py", dest / "py", ignore=ignore)
    shutil.copytree(ROOT / "static", dest / "static", ignore=ignore)
    (dest / "static" / "vendor").symlink_to(ROOT / "static" / "vendor", target_is_directory=True)
    return dest


def free_port(host: str = "127.0.0.1") -> int:
    ports = list(PORTS)
    random.shuffle(ports)
    for port in ports:
        with socket.socket() as s:
            try:
                s.bind((host, port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port in 8900-8949")


class SiteServer:
    """scripts/serve.py on ``directory`` at http://<host>:<port><prefix>."""

    def __init__(self, directory: Path, prefix: str = "/", host: str = "127.0.0.1", url_host: str | None = None):
        self.directory = Path(directory)
        self.prefix = prefix
        self.host = host
        self.port = free_port(host)
        self.url = f"http://{url_host or host}:{self.port}{prefix}"
        self.proc = None

    def start(self) -> "SiteServer":
        cmd = [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", str(self.port), "--bind", self.host,
               "--directory", str(self.directory), "--prefix", self.prefix, "--quiet"]
        deadline = time.monotonic() + 15
        while True:  # the port may still be in TIME_WAIT right after a stop
            self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            while self.proc.poll() is None and time.monotonic() < deadline:
                try:
                    with urllib.request.urlopen(f"http://{self.host}:{self.port}{self.prefix}", timeout=1):
                        return self
                except OSError:
                    time.sleep(0.05)
            err = self.proc.stderr.read().decode(errors="replace") if self.proc.poll() is not None else "timeout"
            self.stop()
            if time.monotonic() >= deadline:
                raise RuntimeError(f"server on port {self.port} did not start: {err[-1000:]}")
            time.sleep(0.3)

    def stop(self):
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.proc = None
