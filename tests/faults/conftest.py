from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest

from app.migrate import upgrade_to_head
from tests.conftest import _postgres_database


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A migrated scratch PostgreSQL database of this test's own."""
    for url in _postgres_database(f"montana_fault_{uuid.uuid4().hex[:12]}"):
        upgrade_to_head(url)
        yield url
