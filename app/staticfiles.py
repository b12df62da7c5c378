"""The browser's files, compressed once per version of each file instead of once per request."""

from __future__ import annotations

import gzip
import os
import threading

from starlette.datastructures import Headers
from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

COMPRESSIBLE = (".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map", ".md")


class CompressedStaticFiles(StaticFiles):
    """Static files; text ones gzipped (level 9) the first time a client that accepts gzip asks for them, and kept
    while the file is unchanged, so that asking again costs no compression."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._gzipped: dict[str, tuple[int, int, bytes]] = {}
        self._lock = threading.Lock()

    def file_response(
        self, full_path: str | os.PathLike[str], stat_result: os.stat_result, scope: Scope, status_code: int = 200
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        path = os.fspath(full_path)
        accepts = "gzip" in Headers(scope=scope).get("accept-encoding", "")
        if response.status_code != 200 or not accepts or not path.endswith(COMPRESSIBLE):
            return response
        body = self._compressed(path, stat_result)
        headers = {
            name: value for name, value in response.headers.items() if name not in ("content-length", "content-type")
        }
        headers |= {"Content-Encoding": "gzip", "Vary": "Accept-Encoding"}
        return Response(body, status_code=200, headers=headers, media_type=response.media_type)

    def _compressed(self, path: str, stat_result: os.stat_result) -> bytes:
        version = (stat_result.st_mtime_ns, stat_result.st_size)
        with self._lock:
            kept = self._gzipped.get(path)
        if kept is not None and kept[:2] == version:
            return kept[2]
        with open(path, "rb") as handle:
            body = gzip.compress(handle.read(), compresslevel=9, mtime=0)
        with self._lock:
            self._gzipped[path] = (*version, body)
        return body
