"""Generate the SDKs in ``clients/`` from the API's OpenAPI document (``make clients``).

``clients/openapi.json`` is the document itself, ``clients/python/montana_client`` what openapi-python-client makes
of it (with the templates in ``clients/python/templates``, which add typed streams), and
``clients/typescript/src`` what @hey-api/openapi-ts makes of it. The generators' versions are pinned
(pyproject.toml, tools/generators/package-lock.json), so the same document always gives the same files:
tests/test_clients.py generates them again and compares.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CLIENTS = ROOT / "clients"
GENERATORS = ROOT / "tools" / "generators"
GENERATED = ("openapi.json", "python/montana_client", "typescript/src")
"""What ``make clients`` writes under ``clients/``: everything else there is written by hand."""
PYTHON_CONFIG = "post_hooks: []\npackage_name_override: montana_client\nproject_name_override: montana-client\n"


def document() -> dict[str, Any]:
    """The OpenAPI document as the server publishes it at /api/v1/openapi.json."""
    from app.config import Settings
    from app.main import create_app

    return create_app(Settings(log_json=False)).openapi()


def node_tools() -> Path:
    """tools/generators' pinned packages, installed from its lock file if they are not there yet."""
    tools = GENERATORS / "node_modules" / ".bin"
    if not (tools / "openapi-ts").exists():
        run(["npm", "ci", "--no-audit", "--no-fund", "--silent"], cwd=GENERATORS)
    return tools


def run(command: list[str | Path], cwd: Path | None = None) -> str:
    """Run a generator; any failure, or a word of warning from it, stops the generation."""
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
    complaint = done.stderr.strip() or "\n".join(
        line for line in done.stdout.splitlines() if any(word in line.lower() for word in ("warn", "error"))
    )
    if done.returncode or complaint:
        raise SystemExit(f"{Path(command[0]).name} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def allow_anonymous_clients(spec: dict[str, Any], package: Path) -> None:
    """openapi-python-client asks for an AuthenticatedClient wherever an operation names a security requirement,
    even where the token is optional (``{}`` among them): those take a plain Client too."""
    optional = {
        (method, path)
        for path, item in spec["paths"].items()
        for method, operation in item.items()
        if {} in operation.get("security", [])
    }
    for module in sorted((package / "api").rglob("*.py")):
        text = module.read_text()
        method = re.search(r'"method": "(\w+)"', text)
        url = re.search(r'"url": "([^"]+)"', text)
        if method and url and (method[1], url[1]) in optional:
            module.write_text(text.replace("client: AuthenticatedClient,", "client: AuthenticatedClient | Client,"))


def generate(into: Path) -> None:
    """Write the generated parts of clients/ under ``into`` (replacing what was there)."""
    spec = document()
    with tempfile.TemporaryDirectory() as scratch_dir:
        scratch = Path(scratch_dir)
        text = json.dumps(spec, indent=2, ensure_ascii=False) + "\n"
        (scratch / "openapi.json").write_text(text)
        (scratch / "config.yml").write_text(PYTHON_CONFIG)
        run([
            Path(sys.executable).parent / "openapi-python-client", "generate",
            "--path", scratch / "openapi.json", "--output-path", scratch / "montana_client",
            "--config", scratch / "config.yml", "--meta", "none",
            "--custom-template-path", CLIENTS / "python" / "templates",
        ])  # fmt: skip
        allow_anonymous_clients(spec, scratch / "montana_client")
        (scratch / "montana_client" / "py.typed").write_text("")  # its types are for its users' checkers (PEP 561)
        run([node_tools() / "openapi-ts", "-i", scratch / "openapi.json", "-o", scratch / "src"])
        for name, made in (
            ("openapi.json", scratch / "openapi.json"),
            ("python/montana_client", scratch / "montana_client"),
            ("typescript/src", scratch / "src"),
        ):
            target = into / name
            if target.is_dir():
                shutil.rmtree(target)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(made, target)


def stamp_version(version: str, into: Path) -> None:
    """Each SDK is versioned as the API it was generated from (its package.json, lock file and pyproject.toml)."""
    for name, pattern, replacement in (
        ("typescript/package.json", r'^(  "version": )"[^"]*"', rf'\1"{version}"'),
        ("typescript/package-lock.json", r'^(  "version": |      "version": )"[^"]*"', rf'\1"{version}"'),
        ("python/pyproject.toml", r'^version = "[^"]*"', f'version = "{version}"'),
    ):
        path = into / name
        if path.exists():
            text = path.read_text()
            if name.endswith("lock.json"):  # the package's own two entries, not its dependencies'
                head, _, rest = text.partition('"packages": {')
                head = re.sub(pattern, replacement, head, count=1, flags=re.MULTILINE)
                own, _, others = rest.partition("},")
                rest = re.sub(pattern, replacement, own, count=1, flags=re.MULTILINE) + "}," + others
                text = head + '"packages": {' + rest
            else:
                text = re.sub(pattern, replacement, text, count=1, flags=re.MULTILINE)
            path.write_text(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--into", type=Path, default=CLIENTS, help="where to write (default: clients/)")
    into = parser.parse_args().into
    generate(into)
    stamp_version(str(document()["info"]["version"]), into)


if __name__ == "__main__":
    main()
