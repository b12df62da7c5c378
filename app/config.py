"""Settings from the environment (or a .env file), validated at start-up."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_SECRET = "development-only-secret-change-me"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    environment: Literal["development", "test", "production"] = "development"
    database_url: str = "sqlite:///./montana.db"
    secret_key: str = DEFAULT_SECRET
    token_ttl_days: int = Field(default=30, ge=1, le=365)
    cors_origins: list[str] = []
    sign_in_free_failures: int = Field(default=5, ge=1)
    """Failed sign-ins allowed per account or address before each further try must wait."""
    max_body_bytes: int = Field(default=16_384, ge=1024)
    rate_per_client: float = Field(default=20.0, gt=0)
    """Requests a second per token, on average; bursts may reach ``rate_burst``."""
    rate_per_address: float = Field(default=200.0, gt=0)
    rate_burst: int = Field(default=60, ge=1)
    hints_per_second: float = Field(default=2.0, gt=0)
    """Hints a second per token (each new position's hint is a search of up to 60 ms)."""
    signups_per_minute: float = Field(default=20.0, gt=0)
    """Guest creations, sign-ins and account creations a minute per address."""
    log_json: bool = True
    campaign_proof_seconds: float = Field(default=0.5, gt=0)
    """Search time for each candidate when a campaign level's deal is chosen (once, ever)."""
    campaign_candidates: int = Field(default=12, ge=1)
    """Candidates tried for a level before settling for the first one, unproven."""

    @model_validator(mode="after")
    def refuse_unsafe_defaults(self) -> Settings:
        if self.environment != "development" and (self.secret_key == DEFAULT_SECRET or len(self.secret_key) < 32):
            raise ValueError(
                "SECRET_KEY must be set to a random value of at least 32 characters outside development "
                '(e.g. python -c "import secrets; print(secrets.token_urlsafe(48))")'
            )
        return self


@lru_cache
def get_settings() -> Settings:
    return Settings()
