"""The FastAPI application: API under /api/v1, the game at /, the API docs at /docs."""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime
from ipaddress import ip_address, ip_network
from pathlib import Path
from typing import Annotated, Any

import anyio
import anyio.to_thread
from fastapi import APIRouter, FastAPI, Request
from fastapi import Path as FastAPIPath
from fastapi.middleware.cors import CORSMiddleware
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.responses import FileResponse, HTMLResponse, Response
from fastapi.routing import APIRoute
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, Field
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from app.challenges.router import router as challenges_router
from app.config import Settings, get_settings
from app.devicelinks.router import router as device_links_router
from app.fairplay.router import router as moderation_router
from app.friends.router import router as friends_router
from app.games.batched import BatchedActions
from app.games.hints import HintPool
from app.games.live import router as game_stream_router
from app.games.router import deals_router, player_games_router
from app.games.router import router as games_router
from app.games.steps import KeptPositions
from app.kit.db import Database, utcnow
from app.kit.errors import NotFound, NotReady, install_error_handlers, problem_page, problem_response, problem_types
from app.kit.events import Events
from app.kit.http import operation_name
from app.kit.middleware import BufferedLines, Guard, JsonFormatter, Metrics, PlainFormatter
from app.kit.openapi import problem_details_openapi
from app.kit.ratelimit import RateLimits
from app.kit.readcache import KeptForGood, ReadCache
from app.kit.staticfiles import CompressedStaticFiles, service_worker
from app.leaderboards.router import router as leaderboards_router
from app.migrate import is_at_head
from app.oauth.router import pages as oauth_pages
from app.oauth.router import router as oauth_router
from app.passkeys.router import router as passkeys_router
from app.players.live import StreamCounts, TokenChecks
from app.players.live import router as settings_stream_router
from app.players.router import router as players_router
from app.players.security import limit_hashing
from app.profiles.router import public_router as public_players_router
from app.profiles.router import router as profiles_router
from app.progress.router import campaign_router
from app.progress.router import router as progress_router
from app.races.live import RaceReads
from app.races.live import router as race_stream_router
from app.races.router import router as races_router
from app.wiring import boards_of, game_end_seam, game_policy

STATIC = Path(__file__).resolve().parents[1] / "static"
API_VERSION = "1.10.0"
"""The contract of /api/v1 the OpenAPI document describes (docs/changelog.md says what each version changed)."""
BUSIEST_ROUTES = frozenset({"play_action"})


class Health(BaseModel):
    status: str = Field(examples=["ok", "ready"])


DESCRIPTION = """
The referee of Montana Solitaire. Every deal and redeal follows the Montana rules protocol,
version 1: a game publishes the SHA-256 commitment of its seed when it starts and reveals the
seed when it ends, so anyone can replay and re-score it with `montana verify`.

Start with `POST /api/v1/players` for a guest token, then `POST /api/v1/games`.
Errors are `application/problem+json` (RFC 9457) with a `detail` that says what to do.
"""


def create_app(
    settings: Settings | None = None, database: Database | None = None, clock: Callable[[], datetime] = utcnow
) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # Threads only wait on what is not the database: a password hash or a solver process (one per slow turn), a
        # replay's positions built, the static files: anyio's 40, and one for each slow turn.
        anyio.to_thread.current_default_thread_limiter().total_tokens = 40 + settings.slow_requests
        app.state.events.start(app.state.database.url)
        settle_the_garbage_collector()
        await app.state.database.open_on_this_loop()
        batch_connections = app.state.database.batch_connections()
        app.state.batched_actions = None if batch_connections is None else BatchedActions(batch_connections)
        yield
        app.state.batched_actions = None
        await app.state.database.close_on_this_loop()
        await app.state.events.stop()
        await anyio.to_thread.run_sync(app.state.hints.close)  # it waits for the searches under way

        def flush_the_log() -> None:
            for handler in logging.getLogger("montana").handlers:
                handler.flush()

        await anyio.to_thread.run_sync(flush_the_log)

    app = FastAPI(
        lifespan=lifespan,
        title="Montana",
        version=API_VERSION,
        description=DESCRIPTION,
        openapi_url="/api/v1/openapi.json",
        docs_url=None,
        redoc_url=None,
        generate_unique_id_function=operation_name,
        # The app exports Prometheus metrics and JSON log lines of its own; FastAPI's native OpenTelemetry would ask
        # the global providers on every request (about 5 µs here) and find none.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.openapi = lambda: problem_details_openapi(app)  # type: ignore[method-assign]
    app.state.settings = settings
    limit_hashing(settings.password_hash_concurrency)
    app.state.database = database or Database(
        settings.database_url,
        settings.database_timeout_seconds,
        connections=settings.request_connections + settings.slow_requests + 2,
        read_url=settings.database_read_url,
    )
    app.state.clock = clock
    app.state.slow_turns = anyio.CapacityLimiter(settings.slow_requests)
    app.state.request_turns = anyio.CapacityLimiter(settings.request_connections)
    app.state.read_cache = ReadCache(
        settings.redis_url,
        ttl=settings.read_cache_seconds,
        namespace=settings.namespace(),
        timeout=settings.redis_timeout_seconds,
    )
    app.state.finished_replays = KeptForGood()
    app.state.replay_positions = KeptPositions()
    app.state.game_end_seam = game_end_seam(settings, app.state.read_cache)
    app.state.game_policy = game_policy(settings)
    app.state.boards = boards_of
    app.state.hints = HintPool(
        processes=settings.hint_processes, queued=settings.hint_queue, seconds=settings.hint_search_seconds
    )
    app.state.events = Events()
    app.state.streams = StreamCounts()
    app.state.race_reads = RaceReads(app.state.events)
    app.state.stream_tokens = TokenChecks(settings.race_stream_token_check_seconds)
    install_error_handlers(app)
    app.state.metrics = Metrics()

    @app.get("/healthz", tags=["operations"], response_model=Health)
    async def get_health() -> Health:
        """The process is up (answered on the event loop: a probe never waits behind busy request threads)."""
        return Health(status="ok")

    serve_routes(
        app, players_router, profiles_router, progress_router, public_players_router, player_games_router,
        games_router, game_stream_router, settings_stream_router, deals_router, campaign_router, leaderboards_router,
        moderation_router, races_router, race_stream_router, oauth_router, oauth_pages, friends_router,
        challenges_router, passkeys_router, device_links_router,
    )  # fmt: skip
    app.state.batched_actions = None
    """The common action's statement batches (``app.games.batched``), made on the loop the application starts on."""
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
            allow_headers=[
                "Authorization",
                "Content-Type",
                "If-Match",
                "If-None-Match",
                "Idempotency-Key",
                "Last-Event-ID",  # a browser app elsewhere resumes a stream where it left off
                "X-Request-ID",
            ],
            expose_headers=[
                "ETag",
                "Retry-After",
                "Location",
                "X-Request-ID",
                "RateLimit",
                "RateLimit-Policy",
                "WWW-Authenticate",
                "Deprecation",
                "Sunset",
                "Link",
            ],
        )

    @app.get(
        "/readyz",
        tags=["operations"],
        response_model=Health,
        responses={503: {"description": "database unreachable or behind"}, 429: {"description": "asked too often"}},
    )
    async def get_readiness() -> Any:
        """The database answers and its schema is at the newest migration."""
        async with app.state.database.async_engine().connect() as connection:
            at_head = await connection.run_sync(is_at_head)
        if not at_head:
            return problem_response(NotReady, "the database schema is behind: run the migrations")
        return Health(status="ready")

    problems = {kind.slug: kind for kind in problem_types()}

    @app.get(
        "/problems/{slug}",
        tags=["operations"],
        response_class=HTMLResponse,
        responses={404: {"description": "no problem of the API has this type"}},
    )
    async def describe_problem(slug: Annotated[str, FastAPIPath(max_length=64)]) -> HTMLResponse:
        """What a problem's `type` means: the page it names, for people (RFC 9457)."""
        kind = problems.get(slug)
        if kind is None:
            raise NotFound(f"no problem of the API is named {slug!r}: /docs lists them")
        return HTMLResponse(problem_page(kind), headers={"Cache-Control": "public, max-age=3600"})

    @app.get("/docs", include_in_schema=False)
    def docs() -> FileResponse:
        return FileResponse(STATIC / "docs.html")

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    worker_script = service_worker(STATIC)

    @app.get("/sw.js", include_in_schema=False)
    def service_worker_script() -> Response:
        # Never kept by a cache: the browser compares it byte for byte to learn of a new version.
        return Response(worker_script, media_type="text/javascript", headers={"Cache-Control": "no-cache"})

    # Static text files are compressed hard once per file version and kept (the app-wide level-1 pass below sees
    # them already encoded and leaves them alone).
    app.mount("/static", CompressedStaticFiles(directory=STATIC), name="static")

    metrics_networks = [ip_network(network, strict=False) for network in settings.metrics_networks]

    @app.get("/metrics", include_in_schema=False)
    def metrics(request: Request) -> Response:
        """Prometheus metrics, for the networks METRICS_NETWORKS names (the monitoring, not the public)."""
        try:
            address = ip_address(request.client.host) if request.client else None
        except ValueError:
            address = None
        if address is None or not any(address in network for network in metrics_networks):
            raise NotFound("there is nothing at this address; see /docs for the API")
        return Response(generate_latest(app.state.metrics.registry), media_type=CONTENT_TYPE_LATEST)

    # JSON answers over 1 KB are compressed for clients that ask (quickly: level 1 costs little CPU per action).
    app.add_middleware(GZipMiddleware, minimum_size=1024, compresslevel=1)
    app.state.limits = RateLimits(
        {
            "address": settings.rate_limit_address, "session": settings.rate_limit_session,
            "signup": settings.rate_limit_signup, "hint": settings.rate_limit_hint,
            "hint_address": settings.rate_limit_hint_address, "readyz": settings.rate_limit_readyz,
            "winnable_address": settings.rate_limit_winnable_address,
            "race": settings.rate_limit_race, "solver_address": settings.rate_limit_solver_address,
            "race_code": settings.rate_limit_race_code, "replay": settings.rate_limit_replay,
            "oauth": settings.rate_limit_oauth, "follow": settings.rate_limit_follow,
            "challenge": settings.rate_limit_challenge, "device_link": settings.rate_limit_device_link,
        },
        settings.redis_url,
        settings.namespace(),
        settings.redis_timeout_seconds,
    )  # fmt: skip
    app.add_middleware(
        Guard,
        metrics=app.state.metrics,
        limits=app.state.limits,
        max_body_bytes=settings.max_body_bytes,
        max_header_bytes=settings.max_header_bytes,
    )
    if settings.trusted_proxies:
        # Outermost, so that limits and logs see the client the trusted proxy names.
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=settings.trusted_proxies)
    configure_logging(settings.log_json)
    return app


YOUNG_OBJECTS_BEFORE_A_COLLECTION = 10_000
_settled = False


def settle_the_garbage_collector() -> None:
    """Keeps Python's cyclic garbage collector from pausing the whole process for long, once per process.

    Its full collections walk every object alive: with the framework, the database layer and the app loaded, each
    paused every request for 120 to 145 ms, a few times a minute under load, and found nothing to collect (a
    request's garbage is freed as its last reference goes). What is alive once the app has started (modules,
    routes, schemas) is moved out of the collector's sight for good (``gc.freeze``), and it looks at new objects
    after 10,000 allocations instead of 700, so that full collections come less often and walk less.
    """
    global _settled
    if _settled:
        return
    _settled = True
    gc.collect()
    gc.freeze()
    _, middle, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS_BEFORE_A_COLLECTION, middle, oldest)


def serve_routes(app: FastAPI, *routers: APIRouter) -> None:
    """Adds the features' routes to the application itself, as a flat list, the busiest first.

    ``include_router`` (FastAPI 0.137 and later) keeps each router as a node that every request walks, with some
    bookkeeping per route, and then walks again inside the chosen router: 100 to 250 µs of CPU a request here. Each
    feature's router names its full prefix, tags, dependencies and operation names itself, so its routes are
    complete as they stand and are matched like routes declared on the application. A request is matched against
    the routes in turn (each a regular expression), so the action, most requests by far, is tried first; no other
    route's path could match its requests. The document lists them as they are declared.
    """
    for router in routers:
        app.router.routes.extend(router.routes)
    app.state.declared_routes = list(app.router.routes)
    busiest = [route for route in app.router.routes if isinstance(route, APIRoute) and route.name in BUSIEST_ROUTES]
    app.router.routes[:] = busiest + [route for route in app.router.routes if route not in busiest]


def configure_logging(json_lines: bool) -> None:
    # A line says nothing of the thread, the process or the source line that logged it, so the records need not
    # look them up (a request's line is written on every request: see "Optimization" in the logging HOWTO).
    logging.logThreads = False
    logging.logProcesses = False
    logging.logMultiprocessing = False
    logging._srcfile = None
    handler = BufferedLines()
    if json_lines:
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(PlainFormatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
    # The server's own loggers too: whatever they print passes the same redaction.
    for name in ("montana", "uvicorn", "uvicorn.error", "sqlalchemy"):
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.propagate = False
    logging.getLogger("montana").setLevel(logging.INFO)
