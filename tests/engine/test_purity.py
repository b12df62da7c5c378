"""The engine is pure rules: nothing from the web or the database may creep in."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "app" / "engine"
FORBIDDEN = {"fastapi", "starlette", "sqlalchemy", "pydantic", "pydantic_settings", "alembic", "httpx", "uvicorn"}


def imported_modules(path: Path) -> set[str]:
    modules = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
    return modules


def test_engine_sources_import_only_the_standard_library_and_the_engine() -> None:
    for path in ENGINE.rglob("*.py"):
        outside = {
            module
            for module in imported_modules(path)
            if module.split(".")[0] not in sys.stdlib_module_names and not module.startswith("app.engine")
        }
        assert not outside, f"{path.name} imports {outside}"


def test_importing_the_engine_loads_no_web_or_database_module() -> None:
    code = "import sys, app.engine; print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))"
    loaded = set(
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.split()
    )
    assert not loaded & FORBIDDEN
