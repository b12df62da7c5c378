from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
VECTORS = ROOT / "tests" / "vectors"


def load_vectors(name: str) -> Any:
    return json.loads((VECTORS / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def vectors() -> Path:
    return VECTORS
