"""Passkeys: players' WebAuthn credentials, and the one-use challenges of their ceremonies

Revision ID: 0023
Revises: 0022
Create Date: 2026-12-12 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from app.kit.db import UTCDateTime

revision: str = "0023"
down_revision: str | None = "0022"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "passkeys",
        sa.Column("id", sa.String(1400), primary_key=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
        sa.Column("public_key", sa.LargeBinary(), nullable=False),
        sa.Column("sign_count", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("backed_up", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", UTCDateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_passkeys_player_id", "passkeys", ["player_id"])
    op.create_table(
        "passkey_ceremonies",
        sa.Column("id", sa.String(43), primary_key=True),
        sa.Column("challenge", sa.LargeBinary(), nullable=False),
        sa.Column("purpose", sa.String(10), nullable=False),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id", ondelete="CASCADE"), nullable=True),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_passkey_ceremonies_created_at", "passkey_ceremonies", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_passkey_ceremonies_created_at", "passkey_ceremonies")
    op.drop_table("passkey_ceremonies")
    op.drop_index("ix_passkeys_player_id", "passkeys")
    op.drop_table("passkeys")
