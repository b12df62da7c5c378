"""The OpenAPI document, told the whole truth: every error is RFC 9457 problem details of a named type, every
answer's headers are declared, and every POST made with a token takes an Idempotency-Key."""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from starlette.routing import BaseRoute

from app.kit.vocabulary import EventKind, GrantType, TokenTypeHint

OPTIONAL_TOKEN: dict[str, object] = {"security": [{}, {"HTTPBearer": []}]}
"""For endpoints anyone may call: a token is accepted but not required."""
BEARER_SCHEME = {
    "type": "http", "scheme": "bearer",
    "description": "the token from POST /api/v1/players or /api/v1/sessions",
}  # fmt: skip

PROBLEM_JSON = "application/problem+json"
EVERYWHERE = {
    "413": "the request body is too large",
    "414": "the request's path and query are too long",
    "429": "too many requests: see Retry-After",
    "431": "the request's headers are too large",
    "500": "something went wrong on the server: the answer's X-Request-ID names it",
    "503": "the game store cannot be reached: see Retry-After",
}
WITH_A_BODY = {"400": "the request body could not be read (not UTF-8, or not JSON)"}
ANSWER_HEADERS = {
    "X-Request-ID": "this request's id (yours, if you sent a sane one): quote it when you report a problem",
    "RateLimit-Policy": 'the limit closest to running out: "name";q=<requests>;w=<seconds>',
    "RateLimit": 'what is left of it: "name";r=<requests left>;t=<seconds until the window starts again>',
}
RETRY_AFTER = {"Retry-After": "whole seconds to wait before trying again"}
IDEMPOTENCY_KEY = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": False,
    "description": "send a new unique key with a POST you might retry (after a timeout, say): a retry with the "
    "same key returns the first answer and changes nothing twice; the same key with another request is "
    "refused (422). Printable ASCII, up to 200 characters; answers are kept a day.",
    "schema": {"type": "string", "maxLength": 200, "pattern": "^[!-~]+$"},
}


NAMED_OUTSIDE_MODELS: tuple[type[StrEnum], ...] = (EventKind, GrantType, TokenTypeHint)
"""Enums that no response model carries (the feed's kinds, the OAuth forms' fields), named for the generators."""


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _header(text: str) -> dict[str, Any]:
    return {"description": text, "schema": {"type": "string"}}


AS_PLAIN_JSON = "x-as-plain-json"
"""Marks an error answered as application/json, where a standard asks for it (OAuth's token endpoint, RFC 6749
section 5.2): its body is a problem's all the same."""


def _problem_content(response: dict[str, Any], default: str) -> None:
    schema = response.get("content", {}).get("application/json", {}).get("schema")
    if schema is None or schema == _ref("HTTPValidationError"):  # FastAPI's own 422, which we never answer
        schema = _ref(default)
    media_type = "application/json" if response.pop(AS_PLAIN_JSON, False) else PROBLEM_JSON
    response["content"] = {media_type: {"schema": schema}}


def _readable_enum_names(schema: dict[str, Any]) -> None:
    """Names a generated client gives a string enum's values (``x-enum-varnames``, which openapi-python-client and
    @hey-api/openapi-ts read): ``classic@1`` is ``CLASSIC`` there, not ``CLASSIC1``."""
    values = schema.get("enum")
    if schema.get("type") != "string" or not values:
        return
    names = [re.sub(r"\W+", "_", value.split("@")[0]).strip("_").upper() for value in values]
    if len(set(names)) == len(names) and all(name.isidentifier() for name in names):
        schema["x-enum-varnames"] = names


def _absent_rather_than_null(parameter: dict[str, Any]) -> None:
    """An optional header or query parameter is left out, never sent as null: its schema is its value's alone (a
    generated client would otherwise type it nullable)."""
    schema = parameter.get("schema", {})
    kinds = schema.get("anyOf", [])
    if parameter.get("in") in ("header", "query") and not parameter.get("required") and {"type": "null"} in kinds:
        rest = [kind for kind in kinds if kind != {"type": "null"}]
        if len(rest) == 1:
            del schema["anyOf"]
            schema.update(rest[0])


def _each_once(security: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The requirements, each once; "none" ({}: the token is optional) first."""
    named = [
        requirement
        for number, requirement in enumerate(security)
        if requirement and requirement not in security[:number]
    ]
    return [{}, *named] if {} in security else named


def _declared(app: FastAPI) -> list[BaseRoute]:
    """The app's routes in the order they were declared (it may try the busiest first)."""
    declared: list[BaseRoute] = getattr(app.state, "declared_routes", [])
    return declared + [route for route in app.routes if route not in declared]


def problem_details_openapi(app: FastAPI) -> dict[str, Any]:
    if app.openapi_schema:
        return app.openapi_schema
    schema = get_openapi(title=app.title, version=app.version, description=app.description, routes=_declared(app))
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    for name in ("HTTPValidationError", "ValidationError"):
        components.pop(name, None)
    # Named by operations whose route reads the token itself, as well as by those with a security dependency.
    schema["components"].setdefault("securitySchemes", {}).setdefault("HTTPBearer", BEARER_SCHEME)
    for enum in NAMED_OUTSIDE_MODELS:
        components[enum.__name__] = {
            "title": enum.__name__, "type": "string", "enum": [member.value for member in enum],
            "description": enum.__doc__,
        }  # fmt: skip
    for named in components.values():
        _readable_enum_names(named)
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            responses = operation.setdefault("responses", {})
            takes_input = "requestBody" in operation or operation.get("parameters")
            if takes_input:
                responses.setdefault("422", {"description": "the request is not valid: the detail says which field"})
            for status, description in EVERYWHERE.items():
                responses.setdefault(status, {"description": description})
            if "requestBody" in operation:
                for status, description in WITH_A_BODY.items():
                    responses.setdefault(status, {"description": description})
            for status, response in responses.items():
                code = int(status) if status.isdigit() else 0
                if code >= 400:
                    _problem_content(response, "ValidationProblem" if code == 422 else "ProblemDetails")
                if code == 304:
                    response.pop("content", None)
                stream = response.get("content", {}).get("text/event-stream")
                if stream is not None:
                    # The route declares its events' data as the schema; fastapi.sse's generic item is not ours,
                    # and 3.2's itemSchema is not valid in the 3.1 document the client generators read.
                    stream.pop("itemSchema", None)
                    stream["schema"].pop("title", None)
                headers = response.setdefault("headers", {})
                for name, text in ANSWER_HEADERS.items():
                    headers.setdefault(name, _header(text))
                if code in (429, 503):
                    headers.setdefault("Retry-After", _header(RETRY_AFTER["Retry-After"]))
            for parameter in operation.get("parameters", []):
                _absent_rather_than_null(parameter)
            if "security" in operation:  # a dependency's requirement and an operation's own may name one twice
                operation["security"] = _each_once(operation["security"])
            with_token = operation.get("security") != [] and path.startswith("/api/v1/")
            if method == "post" and with_token and not path.endswith(("/players", "/sessions")):
                operation.setdefault("parameters", []).append(IDEMPOTENCY_KEY)
    app.openapi_schema = schema
    return schema
