"""``montana admin``: what only an operator with the database may do (never through the API)."""

from __future__ import annotations

import argparse
import json
from typing import Any

OK, FAILED = 0, 1


def _set_role(args: argparse.Namespace, role: str | None) -> int:
    from sqlalchemy import select

    from app.config import get_settings
    from app.kit.db import Database
    from app.players.models import Player

    database = Database(args.database_url or get_settings().database_url)
    with database.sessions() as session:
        player = session.scalars(select(Player).where(Player.username_key == args.username.casefold())).first()
        if player is None:
            print(json.dumps({"ok": False, "error": f"no account has the username {args.username!r}"}))
            return FAILED
        player.role = role
        session.commit()
        print(json.dumps({"ok": True, "player_id": player.id, "username": player.username, "role": role}))
    database.engine.dispose()
    return OK


def add_admin_commands(commands: Any) -> None:
    admin = commands.add_parser("admin", help="operator commands on the database (DATABASE_URL)")
    actions = admin.add_subparsers(dest="admin_command", required=True)
    for name, role, text in (
        ("grant-moderator", "moderator", "make an account a moderator"),
        ("revoke-moderator", None, "take the moderator role back"),
    ):
        action = actions.add_parser(name, help=text)
        action.add_argument("username")
        action.add_argument("--database-url", help="the database (default: DATABASE_URL from the environment)")
        action.set_defaults(run=lambda args, role=role: _set_role(args, role))
