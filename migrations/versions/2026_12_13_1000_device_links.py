"""Device links: a short code one device shows and another enters, once, within five minutes

Revision ID: 0024
Revises: 0023
Create Date: 2026-12-13 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = "0024"
down_revision: str | None = "0023"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "device_links",
        sa.Column("code_hash", sa.String(64), primary_key=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("expires_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("used_at", UTCDateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_device_links_player_id", "device_links", ["player_id"])
    op.create_index("ix_device_links_expires_at", "device_links", ["expires_at"])


def downgrade() -> None:
    op.drop_index("ix_device_links_expires_at", "device_links")
    op.drop_index("ix_device_links_player_id", "device_links")
    op.drop_table("device_links")
