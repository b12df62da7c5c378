"""The browser game's first load and animation, measured in Debian's headless Chromium.

Run: ``make bench-frontend`` (or ``python -m bench.frontend``). Prints the bytes the first load of
``/`` transfers (gzip as served), the time until the page is interactive on loopback, and the frame
rate while a card glides into a gap.
"""

from __future__ import annotations

import itertools
import secrets
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from app.migrate import upgrade_to_head
from bench.api import start_server

TARGET_BYTES = 150 * 1024
TARGET_INTERACTIVE_MS = 1000.0
TARGET_FPS = 60.0
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]

COUNT_FRAMES = """(ms) => new Promise((resolve) => {
  const stamps = [];
  const start = performance.now();
  const frame = (now) => {
    stamps.push(now);
    if (now - start < ms) requestAnimationFrame(frame); else resolve(stamps);
  };
  requestAnimationFrame(frame);
})"""


def report(name: str, value: str, ok: bool, target: str) -> None:
    print(f"{name:<48} {value:>14}   target {target:<12} {'ok' if ok else 'MISSED'}")


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'montana.db'}"
        upgrade_to_head(url)
        server = start_server(url, 8791)
        try:
            measure("http://127.0.0.1:8791")
        finally:
            server.terminate()
            server.wait(timeout=10)


def measure(base: str) -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        requests: list[Any] = []
        page.on("requestfinished", lambda request: requests.append(request))
        page.goto(base)
        page.wait_for_selector("body[data-ready=true]")
        ready_ms = page.evaluate("window.montanaReadyAt")
        transferred = sum(r.sizes()["responseBodySize"] + r.sizes()["responseHeadersSize"] for r in requests)
        static = [r for r in requests if "/static/" in r.url or r.url.rstrip("/") == base]
        static_bytes = sum(r.sizes()["responseBodySize"] + r.sizes()["responseHeadersSize"] for r in static)
        report(
            f"first load of / ({len(requests)} requests)",
            f"{transferred / 1024:.1f} KB",
            transferred <= TARGET_BYTES,
            "<= 150 KB",
        )
        api_kb = (transferred - static_bytes) / 1024
        print(f"  (of which page and assets {static_bytes / 1024:.1f} KB, API answers {api_kb:.1f} KB)")
        report("interactive after (loopback)", f"{ready_ms:.0f} ms", ready_ms <= TARGET_INTERACTIVE_MS, "<= 1000 ms")

        page.fill("#practice-form input[name=seed]", secrets.token_hex(4))
        page.click("#practice-form button[type=submit]")
        page.wait_for_selector("#view-play:not([hidden]) .card.movable")
        page.evaluate("document.documentElement.style.setProperty('--move-ms', '400ms')")
        moving = page.locator(".card.movable").first
        transition = moving.evaluate("(card) => getComputedStyle(card).transitionProperty")
        page.evaluate(COUNT_FRAMES, 120)  # let the page settle
        moving.click(no_wait_after=True)
        frames = page.evaluate(COUNT_FRAMES, 600)
        gaps = [b - a for a, b in itertools.pairwise(frames)]
        fps = 1000 * (len(frames) - 1) / (frames[-1] - frames[0])
        report("frame rate while a card glides (400 ms move)", f"{fps:.1f} fps", fps >= TARGET_FPS * 0.95, ">= 60 fps")
        print(f"  (longest frame {max(gaps):.1f} ms; the card animates '{transition}' only, no layout property)")
        browser.close()


if __name__ == "__main__":
    main()
