"""The browser's files: compressed for clients that accept it, once per file version, and limited like the API."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.kit import staticfiles
from tests.conftest import ROOT

SCRIPT = "/static/js/main.js"


def test_a_text_file_comes_gzipped_and_is_compressed_once(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    compressions: list[int] = []
    real = gzip.compress

    def counted(data: bytes, *args: Any, **kwargs: Any) -> bytes:
        compressions.append(len(data))
        return real(data, *args, **kwargs)

    monkeypatch.setattr(staticfiles.gzip, "compress", counted)
    plain = (ROOT / "static/js/main.js").read_bytes()
    answers = [client.get(SCRIPT, headers={"Accept-Encoding": "gzip"}) for _ in range(3)]
    assert all(answer.content == plain for answer in answers), "the client gets the file, decompressed"
    assert all(answer.headers["Content-Encoding"] == "gzip" for answer in answers)
    assert answers[0].headers["Vary"] == "Accept-Encoding"
    assert int(answers[0].headers["Content-Length"]) < len(plain) / 2
    assert compressions == [len(plain)], "compressed once, however often it is asked for"
    identity = client.get(SCRIPT, headers={"Accept-Encoding": "identity"})
    assert identity.content == plain and "Content-Encoding" not in identity.headers
    etag = answers[0].headers["ETag"]
    assert client.get(SCRIPT, headers={"Accept-Encoding": "gzip", "If-None-Match": etag}).status_code == 304


def test_a_changed_file_is_compressed_again(tmp_path: Path) -> None:
    from starlette.applications import Starlette
    from starlette.routing import Mount

    served = tmp_path / "app.js"
    served.write_text("let first = 1;\n" * 100)
    app = Starlette(routes=[Mount("/s", staticfiles.CompressedStaticFiles(directory=tmp_path))])
    with TestClient(app) as client:
        assert client.get("/s/app.js", headers={"Accept-Encoding": "gzip"}).text.startswith("let first")
        served.write_text("let second = 2;\n" * 100)
        os.utime(served, ns=(served.stat().st_atime_ns, served.stat().st_mtime_ns + 1_000_000_000))
        assert client.get("/s/app.js", headers={"Accept-Encoding": "gzip"}).text.startswith("let second")


def test_files_count_against_the_address_limit(app_with: Any) -> None:
    with app_with(rate_limit_address="3/minute") as client:
        statuses = [client.get(SCRIPT).status_code for _ in range(4)]
        assert statuses == [200, 200, 200, 429]


def test_the_service_worker_keeps_the_shell_and_a_changed_file_makes_a_new_version(tmp_path: Path) -> None:
    static = tmp_path / "static"
    for name in ["index.html", "css/game.css", "js/main.js", "js/board.js", "icons/icon.svg", "vendor/big.js"]:
        (static / name).parent.mkdir(parents=True, exist_ok=True)
        (static / name).write_text(f"/* {name} */")
    (static / "sw.js").write_text('const VERSION = "__VERSION__"; const SHELL = __SHELL__;')

    first = staticfiles.service_worker(static).decode()
    shell = json.loads(first.split("const SHELL = ", 1)[1].rstrip(";"))
    assert shell == ["/", "/static/css/game.css", "/static/icons/icon.svg", "/static/js/board.js", "/static/js/main.js"]
    assert staticfiles.service_worker(static).decode() == first, "the same files, the same worker"
    (static / "js/board.js").write_text("/* changed */")
    assert staticfiles.service_worker(static).decode() != first, "a changed module is a new version"


def test_the_service_worker_is_served_from_the_root_and_never_cached(client: TestClient) -> None:
    answer = client.get("/sw.js")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/javascript")
    assert answer.headers["cache-control"] == "no-cache"
    assert "__VERSION__" not in answer.text and '"/static/js/main.js"' in answer.text
