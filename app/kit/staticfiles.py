"""The browser's files, compressed once per version of each file instead of once per request."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import threading
from pathlib import Path

import anyio.to_thread
from starlette.datastructures import Headers
from starlette.responses import FileResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

COMPRESSIBLE = (".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".map", ".md")


class CompressedStaticFiles(StaticFiles):
    """Static files; text ones gzipped (level 9) the first time a client that accepts gzip asks for them, and kept
    while the file is unchanged, so that asking again costs no compression. Files are read and compressed in a
    worker thread, one at a time (the Swagger bundle takes tens of milliseconds: never on the event loop, and never
    twice for clients that ask for it together)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._gzipped: dict[str, tuple[int, int, bytes]] = {}
        self._compressing = threading.Lock()

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        accepts = "gzip" in Headers(scope=scope).get("accept-encoding", "")
        if not isinstance(response, FileResponse) or response.status_code != 200 or not accepts:
            return response
        full_path = os.fspath(response.path)
        if not full_path.endswith(COMPRESSIBLE) or response.stat_result is None:
            return response
        body = await anyio.to_thread.run_sync(self._compressed, full_path, response.stat_result)
        # The gzipped body is answered whole (no ranges of it), and its ETag is what a client asks again with.
        dropped = ("content-length", "content-type", "accept-ranges", "last-modified")
        headers = {name: value for name, value in response.headers.items() if name not in dropped}
        headers |= {"Content-Encoding": "gzip", "Vary": "Accept-Encoding"}
        return Response(body, status_code=200, headers=headers, media_type=response.media_type)

    def _compressed(self, path: str, stat_result: os.stat_result) -> bytes:
        version = (stat_result.st_mtime_ns, stat_result.st_size)
        kept = self._gzipped.get(path)
        if kept is not None and kept[:2] == version:
            return kept[2]
        with self._compressing:
            kept = self._gzipped.get(path)  # compressed by the thread that held the lock before this one
            if kept is not None and kept[:2] == version:
                return kept[2]
            with open(path, "rb") as handle:
                body = gzip.compress(handle.read(), compresslevel=9, mtime=0)
            self._gzipped[path] = (*version, body)
        return body


# The page's shell, which the service worker keeps for offline and instant second visits: what `/` loads,
# and the small icons (the 512 px ones are fetched by an installing browser, not by the page).
SHELL_GLOBS = (
    "css/*.css",
    "js/*.js",
    "js/controllers/*.js",
    "js/locales/*.js",
    "fonts/*.woff2",
    "icons/icon.svg",
    "icons/icon-192.png",
    "manifest.webmanifest",
)


def service_worker(static: Path) -> bytes:
    """``static/sw.js`` with its version and shell filled in: the version is a digest of the shell's files, so any
    change to one of them makes a new service worker, which replaces the kept shell whole."""
    files = sorted({path for pattern in SHELL_GLOBS for path in static.glob(pattern)})
    digest = hashlib.sha256()
    for path in [static / "index.html", *files]:
        digest.update(path.relative_to(static).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    shell = ["/", *(f"/static/{path.relative_to(static).as_posix()}" for path in files)]
    source = (static / "sw.js").read_text()
    filled = source.replace("__VERSION__", digest.hexdigest()[:16]).replace("__SHELL__", json.dumps(shell))
    return filled.encode()
