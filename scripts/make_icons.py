"""Draws the app's PNG icons from static/icons/icon.svg in Debian's headless Chromium.

Run: ``python scripts/make_icons.py`` after changing the SVG. The maskable icon draws the art smaller, inside the
circle a launcher may crop it to.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parents[1] / "static" / "icons"
SIZES = {"icon-192.png": 192, "icon-512.png": 512, "maskable-512.png": 512, "apple-touch-icon.png": 180}
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
MASKABLE_SCALE = 0.78  # the art inside the safe zone: the middle circle, 80% of the icon across


def main() -> None:
    svg = (ICONS / "icon.svg").read_text()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for name, size in SIZES.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            sized = svg.replace('viewBox="0 0 512 512"', f'viewBox="0 0 512 512" width="{size}" height="{size}"')
            if name.startswith("maskable"):
                sized = sized.replace('translate(256 256)"', f'translate(256 256) scale({MASKABLE_SCALE})"')
            page.set_content(f"<style>html,body{{margin:0}}svg{{display:block}}</style>{sized}")
            page.screenshot(path=str(ICONS / name), omit_background=False)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
