"""Settings from the environment (or a .env file), validated at start-up."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from ipaddress import ip_network
from typing import Literal

from limits import parse
from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_SECRET = "development-only-secret-change-me"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    environment: Literal["development", "test", "production"] = "development"
    database_url: str = "sqlite:///./montana.db"
    database_read_url: str | None = None
    """A read replica for public reads that may lag a moment (leaderboard pages, public profiles)."""
    secret_key: str = DEFAULT_SECRET
    token_ttl_days: int = Field(default=30, ge=1, le=365)
    cors_origins: list[str] = []
    sign_in_free_failures: int = Field(default=5, ge=1)
    """Failed sign-ins allowed per account and address, or per address, before each further try must wait."""
    sign_in_account_free_failures: int = Field(default=50, ge=1)
    """Failed sign-ins allowed per account from addresses it was never signed in from (many addresses guessing)."""
    password_hash_concurrency: int = Field(default=4, ge=1)
    """Password hashes a process computes at once (each takes 19 MiB for a few tens of milliseconds)."""
    max_body_bytes: int = Field(default=16_384, ge=1024)
    max_header_bytes: int = Field(default=8_192, ge=1024)
    """All request headers together; larger requests answer 431."""
    redis_url: str | None = None
    """Redis for the rate limits (shared by every process); without it, each process keeps its own."""
    redis_timeout_seconds: float = Field(default=0.1, gt=0, le=5)
    """The longest one call to Redis may take before Redis counts as away (every process then goes on without it
    and asks again a few seconds later)."""
    rate_limit_address: str = "200/second"
    """Requests per client address (IPv6 addresses count by their /64 network)."""
    rate_limit_session: str = "20/second"
    """Requests per signed-in token, counted once the token is verified."""
    rate_limit_signup: str = "20/minute"
    """Guest creations, sign-ins and account creations per address."""
    rate_limit_hint: str = "20/minute"
    """Hints per player (each new position's hint is a solver search)."""
    rate_limit_hint_address: str = "30/minute"
    """Hints per address, however many players it holds."""
    rate_limit_winnable_address: str = "30/day"
    """Proven-winnable deals per address, however many players it holds (each costs the worker a proof)."""
    rate_limit_readyz: str = "5/second"
    """/readyz per address (health checkers need one every few seconds)."""
    rate_limit_race: str = "60/minute"
    """Race rooms made, seats taken, quick-match entries and ghost races per address."""
    rate_limit_solver_address: str = "60/hour"
    """Background searches and deal ratings queued per address, however many players it holds (each is seconds of
    the worker's CPU); past it a hint still answers, and a game still ends, without one."""
    rate_limit_race_code: str = "20/hour"
    """Race codes that name no race, per address and per player: beyond them every lookup by code answers 429 until
    the window ends, so invite codes cannot be guessed by trying them."""
    rate_limit_replay: str = "300/minute"
    """Replay viewers' positions built per address, in hundreds of actions replayed (each costs a few milliseconds of
    CPU; a game's positions are kept as it goes, so reading it again replays only its new actions)."""
    rate_limit_oauth: str = "120/minute"
    """OAuth token exchanges, refreshes and revocations per address (an app's server refreshes each of its players'
    tokens once an hour)."""
    rate_limit_follow: str = "60/hour"
    """New follows asked per player (each tells the player followed): follow spam stops here, and at 100 asked
    that are not answered yet."""
    rate_limit_device_link: str = "20/hour"
    """Device-link codes that link no device, per address: beyond them every code answers 429 until the window
    ends, so a five-minute code of 8 characters (31^8) cannot be found by trying."""
    rate_limit_challenge: str = "20/hour"
    """New challenges made per player (each tells every player named): challenge spam stops here, at 10 open at
    once, and at players who let the challenger in (a follow they accepted, or their own follow)."""
    trusted_proxies: list[str] = []
    """Addresses or networks of the reverse proxies whose X-Forwarded-For names the client (none by default)."""
    metrics_networks: list[str] = ["127.0.0.1/32", "::1/128"]
    """Client networks that may read /metrics; everyone else gets 404."""
    read_cache_seconds: float = Field(default=1.0, ge=0)
    """How long a public leaderboard page or profile may be served again without a query (0: never)."""
    request_connections: int = Field(default=8, ge=1, le=200)
    """Units of work a process runs at once, each with a database connection of the pool: a request waits for a turn
    holding none, and past 32 waiting for each turn it is answered 503 at once. Few: PostgreSQL serves a few
    transactions at once best, and each connection costs it memory."""
    slow_requests: int = Field(default=8, ge=1, le=200)
    """Requests that wait on more than the database (a hint's solver search, a password's hash) worked on at once
    per process, each waiting in a thread and holding a connection of its own beside ``REQUEST_CONNECTIONS``, so
    that however many of them wait, the others never queue behind them; four times as many may queue for a turn,
    and a request beyond them is answered 503 at once."""
    database_timeout_seconds: float = Field(default=5.0, gt=0)
    """Longest a statement may run, and how soon a silent network to the database is given up (503)."""
    hint_processes: int = Field(default=1, ge=1)
    """Solver processes per server process for hints (each search takes at most one core)."""
    hint_queue: int = Field(default=4, ge=0)
    """Hints that may wait for a solver process; beyond them a hint answers 503 with Retry-After."""
    hint_search_seconds: float = Field(default=0.05, gt=0, le=1)
    """A hint's own search: 50 ms keeps a hint's p95 under 100 ms on a loaded machine (see README)."""
    background_search_seconds: float = Field(default=2.0, gt=0)
    """Worker CPU seconds for one background search of a position a hint left undecided."""
    deal_rating_seconds: float = Field(default=5.0, gt=0)
    """Worker CPU seconds for rating one deal of a finished ranked game (its verdict and par)."""
    solver_seconds_per_player_day: float = Field(default=300.0, ge=0)
    """Worker CPU seconds of background searches and deal ratings per player and UTC day (0: none)."""
    log_json: bool = True
    campaign_proof_seconds: float = Field(default=2.0, gt=0)
    """Search time for each candidate when the worker chooses a campaign level's deal (once, ever)."""
    campaign_candidates: int = Field(default=24, ge=1)
    """Candidates the worker tries for a level in one pass (it stores only a deal it proved winnable)."""
    idle_game_hours: float = Field(default=24.0, gt=0)
    """A ranked game untouched this long ends as abandoned (a loss)."""
    max_actions_per_game: int = Field(default=1500, ge=100)
    """Moves, undos and redeals a game may hold (a resign is always taken): a whole game is a few hundred, and
    every replay of a game replays all of them."""
    winnable_per_day: int = Field(default=10, ge=0)
    """Games from the shared pool of proven deals each player may start per UTC day."""
    review_window: int = Field(default=20, ge=2)
    """Actions in the window whose speed the plausibility review measures."""
    review_max_window_rate: float = Field(default=3.0, gt=0)
    """Actions a second over the fastest window above which a game is held (see bench/fairplay.py)."""
    review_min_median_think_ms: int = Field(default=350, ge=0)
    """Median milliseconds between actions below which a game is held."""
    review_max_solver_agreement: float = Field(default=0.8, gt=0, le=1)
    """Share of real choices equal to the solver's first choice above which a won game is held."""
    review_min_agreement_choices: int = Field(default=20, ge=1)
    review_agreement_seconds: float = Field(default=2.0, gt=0)
    """Worker CPU seconds for one won game's solver-agreement check."""
    race_stream_token_check_seconds: float = Field(default=5.0, gt=0)
    """How often the live streams of a process check their tokens again, together in one query (a race is read
    without them, shared by every viewer, and a quiet stream reads nothing): a device signed out stops hearing any
    stream within this long."""
    race_rated_pair_per_day: int = Field(default=3, ge=1)
    """Rated races that one pair of racers counts on a profile in any 24 hours (more would let two colluding
    players trade a rating up); beyond them, those two race unrated in races that hold them both."""
    webauthn_origin: str | None = None
    """The page's origin passkeys are made and used on (``https://montana.example``); by default the origin each
    request was made to (behind a proxy, set it: a Host header is the client's to choose)."""
    webauthn_rp_id: str | None = None
    """The passkeys' relying party: the origin's host, or a domain it is under (``montana.example``)."""
    challenge_hours: float = Field(default=48.0, gt=0, le=24 * 14)
    """How long a challenge's players have to play it, unless its maker says less (``CHALLENGE_HOURS``)."""

    def namespace(self) -> str:
        """What this deployment's keys in a shared store (Redis) start with: its database, hashed."""
        return hashlib.sha256(self.database_url.encode()).hexdigest()[:12]

    @field_validator(
        "rate_limit_address", "rate_limit_session", "rate_limit_signup", "rate_limit_hint", "rate_limit_hint_address",
        "rate_limit_winnable_address", "rate_limit_readyz", "rate_limit_race", "rate_limit_solver_address",
        "rate_limit_race_code", "rate_limit_replay", "rate_limit_oauth", "rate_limit_follow",
        "rate_limit_challenge", "rate_limit_device_link",
    )  # fmt: skip
    @classmethod
    def rate_limit_is_readable(cls, value: str) -> str:
        try:
            parse(value)
        except ValueError:
            raise ValueError(f"{value!r} is not a rate limit such as '20/second' or '60 per 3 seconds'") from None
        return value

    @field_validator("database_read_url", "redis_url", mode="before")
    @classmethod
    def empty_means_none(cls, value: str | None) -> str | None:
        """``DATABASE_READ_URL=`` (as a compose file passes an unset variable) means no replica."""
        return value or None

    @field_validator("trusted_proxies", "metrics_networks")
    @classmethod
    def networks_are_readable(cls, value: list[str]) -> list[str]:
        for network in value:
            ip_network(network, strict=False)
        return value

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
