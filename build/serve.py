#!/usr/bin/env python3
"""Serves the built site (dist/site/) on http://127.0.0.1:8000/ with the Python standard library.

    python build/serve.py [--port 8000] [--dir dist/site] [--quiet]

- Bound to 127.0.0.1 only (a secure context: workers and service workers work there).
- Fixed MIME types (not the machine's mime.types): .js/.mjs text/javascript, .wasm
  application/wasm (needed for WebAssembly.instantiateStreaming), .whl application/octet-stream ...
- Every response says `Cache-Control: no-cache` and carries Last-Modified, and a request with
  If-Modified-Since gets 304 when the file has not changed: repeat visits revalidate cheaply.
- A strict Content-Security-Policy on every response (a worker's policy comes from the worker
  script's own response) and `X-Content-Type-Options: nosniff`. See build/README.md. The pages
  state the same policy in a <meta> for hosts that send none (e2e/test_site.py keeps them equal).
- `embed.js` and `i18n/poster-<lang>.js` also say `Access-Control-Allow-Origin: *`: other sites
  load them as module scripts (which needs CORS) to embed the game (docs/embed.md). No
  frame-ancestors or X-Frame-Options: any site may frame the app, that is what embedding is for.
- A file with a gzipped copy beside it (`<file>.gz`, written by build/site.py) is sent as that
  copy with `Content-Encoding: gzip` to a browser that accepts gzip (and `Vary: Accept-Encoding`):
  the first visit's download at about a third (build/compressed.py).
- No directory listings. One line per request on stderr unless --quiet.
- It prints `serving http://127.0.0.1:PORT/` on stdout when it is ready (`--port 0` picks a free
  port; tests read that line).
"""

from __future__ import annotations

import argparse
import http.server
import os
import pathlib
import re
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent

CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "connect-src 'self'; img-src 'self' data: blob:; style-src 'self'; font-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'"
)

HEADERS = {
    "Cache-Control": "no-cache",
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}

# A file's gzipped copy beside it (build/compressed.py).
GZIP_SUFFIX = ".gz"

# Files other origins may load with CORS: the embed script, a module script in their pages, and
# the poster's words in another language, which it imports.
CORS_PATHS = re.compile(r"/embed\.js|/i18n/poster-[a-z]{2,3}\.js")

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/octet-stream",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
}


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding header takes gzip ("gzip", "*", not with q=0)."""
    for item in accept_encoding.split(","):
        name, _, params = item.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = params.strip().lower()
            return not (q.startswith("q=") and q[2:].strip().rstrip("0").rstrip(".") in ("", "0"))
    return False


class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: the page fetches a dozen files
    quiet = False
    # Per request (send_head): the file has a gzipped copy beside it (build/compressed.py), and
    # that copy is what is sent.
    has_copy = False
    sends_copy = False

    def version_string(self) -> str:
        return "pr-serve"

    def send_head(self) -> Any:
        file = super().translate_path(self.path)
        copy = file + GZIP_SUFFIX
        # A copy older than its file (a build under way) is not the file's.
        self.has_copy = (
            os.path.isfile(file)
            and os.path.isfile(copy)
            and os.stat(copy).st_mtime >= os.stat(file).st_mtime
        )
        self.sends_copy = self.has_copy and accepts_gzip(self.headers.get("Accept-Encoding", ""))
        return super().send_head()

    def translate_path(self, path: str) -> str:
        file = super().translate_path(path)
        return file + GZIP_SUFFIX if self.sends_copy else file

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        name = str(path)
        if self.sends_copy and name.endswith(GZIP_SUFFIX):
            name = name[: -len(GZIP_SUFFIX)]
        return TYPES.get(os.path.splitext(name)[1].lower(), "application/octet-stream")

    def end_headers(self) -> None:
        for name, value in HEADERS.items():
            self.send_header(name, value)
        if self.has_copy:
            self.send_header("Vary", "Accept-Encoding")
        if self.sends_copy:
            self.send_header("Content-Encoding", "gzip")
        if CORS_PATHS.fullmatch(self.path.split("?", 1)[0]):
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        self.send_error(404, "Not found")
        return None

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            sys.stderr.write(f"serve: {format % args}\n")

    def log_error(self, format: str, *args: Any) -> None:
        pass  # log_request already prints the status of every request

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        if not self.quiet:
            sys.stderr.write(f"serve: {self.command} {self.path} {code}\n")


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that drops a connection (a cancelled download, a closed tab) is not an error.
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: pathlib.Path, port: int = 8000, quiet: bool = False) -> Server:
    handler: type[Handler] = type("SiteHandler", (Handler,), {"quiet": quiet})

    def factory(*args: Any, **kwargs: Any) -> Handler:
        return handler(*args, directory=str(directory), **kwargs)

    return Server(("127.0.0.1", port), factory)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built site on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0: any free)")
    parser.add_argument(
        "--dir",
        type=pathlib.Path,
        default=ROOT / "dist" / "site",
        help="folder to serve (default: dist/site)",
    )
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    directory = args.dir.resolve()
    if not (directory / "index.html").is_file():
        print(
            f"serve: {directory}/index.html is missing: build the site first "
            f"(python build/site.py, or make serve)",
            file=sys.stderr,
        )
        return 1
    try:
        server = make_server(directory, args.port, args.quiet)
    except OSError as e:
        print(
            f"serve: cannot listen on 127.0.0.1:{args.port}: {e.strerror} "
            f"(another server running? try --port)",
            file=sys.stderr,
        )
        return 1
    with server:
        print(f"serving http://127.0.0.1:{server.server_address[1]}/ from {directory}", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("serve: stopped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
