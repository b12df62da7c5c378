"""``montana admin``: what only an operator with the database may do (never through the API)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

OK, FAILED = 0, 1


def _set_role(args: argparse.Namespace, role: str | None) -> int:
    from sqlalchemy import select

    from app.config import get_settings
    from app.kit.db import Database
    from app.players.models import Player

    url = args.database_url or get_settings().database_url
    problem = _not_a_montana_database(url)
    if problem is not None:
        print(json.dumps({"ok": False, "error": problem}))
        return FAILED
    database = Database(url)
    try:
        with database.sessions() as session:
            player = session.scalars(select(Player).where(Player.username_key == args.username.casefold())).first()
            if player is None:
                print(json.dumps({"ok": False, "error": f"no account has the username {args.username!r}"}))
                return FAILED
            player.role = role
            session.commit()
            print(json.dumps({"ok": True, "player_id": player.id, "username": player.username, "role": role}))
    finally:
        database.engine.dispose()
    return OK


def _not_a_montana_database(url: str) -> str | None:
    """Why ``url`` is no Montana database to change (None when it is one, at the newest migration). A SQLite file
    that is not there is not made: the command was likely run away from the server's folder."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    from app.migrate import is_at_head

    where = make_url(url)
    shown = where.render_as_string(hide_password=True)
    if where.get_backend_name() == "sqlite" and where.database and not Path(where.database).is_file():
        return (
            f"there is no database at {shown} (from {Path.cwd()}): run this where the server keeps montana.db, "
            "or give --database-url (or DATABASE_URL) of the server's database"
        )
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            if not is_at_head(connection):
                return f"the database at {shown} is not at the newest migration: run `python -m app.migrate` first"
    except SQLAlchemyError as error:
        return f"the database at {shown} cannot be reached ({type(error).__name__}): check --database-url"
    finally:
        engine.dispose()
    return None


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
