"""All SQL about apps' OAuth grants: authorization codes, and the sessions they become."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.orm import Session

from app.kit.vocabulary import SessionKind
from app.oauth.models import AuthorizationCode, SpentRefreshToken
from app.players.models import AuthSession

_OAUTH = AuthSession.kind == SessionKind.OAUTH


class OAuthRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, row: AuthorizationCode | AuthSession) -> None:
        self.session.add(row)
        self.session.flush()

    def live_codes(self, player_id: str, now: datetime) -> int:
        query = select(func.count()).where(
            AuthorizationCode.player_id == player_id,
            AuthorizationCode.used_at.is_(None),
            AuthorizationCode.expires_at > now,
        )
        return int(self.session.scalar(query) or 0)

    def code(self, code_hash: str) -> AuthorizationCode | None:
        return self.session.scalars(select(AuthorizationCode).where(AuthorizationCode.code_hash == code_hash)).first()

    def use_code(self, code_hash: str, now: datetime) -> bool:
        """Mark the code used, if nobody has: of two exchanges of one code at once, one wins."""
        changed = self.session.execute(
            update(AuthorizationCode)
            .where(AuthorizationCode.code_hash == code_hash, AuthorizationCode.used_at.is_(None))
            .values(used_at=now)
        )
        return int(changed.rowcount or 0) == 1  # type: ignore[attr-defined]

    def note_grant(self, code_hash: str, session_id: int) -> None:
        self.session.execute(
            update(AuthorizationCode).where(AuthorizationCode.code_hash == code_hash).values(session_id=session_id)
        )

    def session_in_force(self, session_id: int, now: datetime) -> bool:
        query = select(AuthSession.id).where(
            AuthSession.id == session_id, AuthSession.revoked_at.is_(None), AuthSession.expires_at > now
        )
        return self.session.scalar(query) is not None

    def grants_of(self, player_id: str, now: datetime) -> list[AuthSession]:
        """The player's OAuth grants in force (their refresh token is), most recently used first."""
        query = select(AuthSession).where(
            AuthSession.player_id == player_id,
            _OAUTH,
            AuthSession.revoked_at.is_(None),
            or_(AuthSession.refresh_expires_at > now, AuthSession.expires_at > now),
        )
        order = (func.coalesce(AuthSession.last_seen_at, AuthSession.created_at).desc(), AuthSession.id.desc())
        return list(self.session.scalars(query.order_by(*order)))

    def grant_by_refresh(self, refresh_hash: str, now: datetime) -> AuthSession | None:
        query = select(AuthSession).where(
            AuthSession.refresh_hash == refresh_hash,
            _OAUTH,
            AuthSession.revoked_at.is_(None),
            AuthSession.refresh_expires_at > now,
        )
        return self.session.scalars(query).first()

    def grant_by_spent_refresh(self, refresh_hash: str) -> AuthSession | None:
        """The grant that once replaced this refresh token (at any of its refreshes)."""
        query = select(AuthSession).join(SpentRefreshToken, SpentRefreshToken.session_id == AuthSession.id)
        return self.session.scalars(query.where(SpentRefreshToken.refresh_hash == refresh_hash, _OAUTH)).first()

    def grant_by_token(self, token_hash: str) -> AuthSession | None:
        """The grant whose access or refresh token this is (revoked or not: revoking twice changes nothing)."""
        query = select(AuthSession).where(
            or_(AuthSession.token_hash == token_hash, AuthSession.refresh_hash == token_hash), _OAUTH
        )
        return self.session.scalars(query).first()

    def rotate(
        self,
        grant_id: int,
        old_refresh_hash: str,
        now: datetime,
        *,
        token_hash: str,
        refresh_hash: str,
        scopes: list[str],
        expires_at: datetime,
        refresh_expires_at: datetime,
    ) -> bool:
        """Give the grant its new tokens, only if its refresh token is still the one presented (of two refreshes
        with one token at once, one wins)."""
        changed = self.session.execute(
            update(AuthSession)
            .where(
                AuthSession.id == grant_id,
                AuthSession.refresh_hash == old_refresh_hash,
                AuthSession.revoked_at.is_(None),
            )
            .values(
                token_hash=token_hash,
                refresh_hash=refresh_hash,
                scopes=scopes,
                expires_at=expires_at,
                refresh_expires_at=refresh_expires_at,
            )
        )
        if int(changed.rowcount or 0) != 1:  # type: ignore[attr-defined]
            return False
        self.session.add(SpentRefreshToken(refresh_hash=old_refresh_hash, session_id=grant_id, spent_at=now))
        return True

    def revoke(self, grant_id: int, now: datetime, player_id: str | None = None) -> bool:
        query = update(AuthSession).where(AuthSession.id == grant_id, _OAUTH, AuthSession.revoked_at.is_(None))
        if player_id is not None:
            query = query.where(AuthSession.player_id == player_id)
        return int(self.session.execute(query.values(revoked_at=now)).rowcount or 0) == 1  # type: ignore[attr-defined]


def forget_spent_refresh_tokens(session: Session, now: datetime) -> int:
    """Delete the spent refresh tokens of grants that can no longer be refreshed (revoked, or expired)."""
    ended = select(AuthSession.id).where(
        _OAUTH, or_(AuthSession.revoked_at.is_not(None), AuthSession.refresh_expires_at < now)
    )
    forgotten = session.execute(delete(SpentRefreshToken).where(SpentRefreshToken.session_id.in_(ended)))
    return int(forgotten.rowcount or 0)  # type: ignore[attr-defined]


def forget_codes(session: Session, before: datetime) -> int:
    """Delete the authorization codes that expired before ``before`` (used or not)."""
    forgotten = session.execute(delete(AuthorizationCode).where(AuthorizationCode.expires_at < before))
    return int(forgotten.rowcount or 0)  # type: ignore[attr-defined]
