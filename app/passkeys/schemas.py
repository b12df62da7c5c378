from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

CEREMONY = Field(min_length=20, max_length=64, pattern=r"^[A-Za-z0-9_-]+$", description="the options' `ceremony`")
CREDENTIAL = Field(
    description="the browser's PublicKeyCredential as JSON (`credential.toJSON()`)",
    json_schema_extra={"type": "object"},
)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CeremonyOptions(BaseModel):
    ceremony: str = Field(description="send it back with the answer, within 5 minutes (once)")
    options: dict[str, Any] = Field(
        description="publicKey options as JSON: PublicKeyCredential.parseCreationOptionsFromJSON (adding) or "
        "parseRequestOptionsFromJSON (signing in) reads them"
    )


class NewPasskey(Strict):
    ceremony: str = CEREMONY
    credential: dict[str, Any] = CREDENTIAL
    name: str = Field(default="Passkey", min_length=1, max_length=64, description="yours to recognise it by")


class PasskeySignIn(Strict):
    ceremony: str = CEREMONY
    credential: dict[str, Any] = CREDENTIAL


class PasskeyOut(BaseModel):
    id: str = Field(description="the credential's id (base64url)")
    name: str
    backed_up: bool = Field(description="synced by its provider to the owner's other devices")
    created_at: datetime
    last_used_at: datetime | None


class PasskeysOut(BaseModel):
    items: list[PasskeyOut]
    next_cursor: str | None
