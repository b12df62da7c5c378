"""The OpenAPI document, told the truth about errors: every one is RFC 9457 problem details."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

PROBLEM_SCHEMA = {
    "title": "Problem",
    "type": "object",
    "description": "RFC 9457 problem details; some problems add members (state, settings, errors).",
    "required": ["type", "title", "status", "detail"],
    "properties": {
        "type": {"type": "string", "examples": ["/problems/illegal-action"]},
        "title": {"type": "string"},
        "status": {"type": "integer"},
        "detail": {"type": "string", "examples": ["7D cannot go right of 9C: that gap takes TC"]},
    },
    "additionalProperties": True,
}
PROBLEM_CONTENT = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
OPTIONAL_TOKEN: dict[str, object] = {"security": [{}, {"HTTPBearer": []}]}
"""For endpoints anyone may call: a token is accepted but not required."""

EVERYWHERE = {
    "413": "the request body is too large",
    "429": "too many requests: see Retry-After",
    "431": "the request's headers are too large",
    "500": "something went wrong on the server: the answer's X-Request-ID names it",
    "503": "the game store cannot be reached: see Retry-After",
}
WITH_A_BODY = {"400": "the request body could not be read (not UTF-8, or not JSON)"}


def problem_details_openapi(app: FastAPI) -> dict[str, Any]:
    if app.openapi_schema:
        return app.openapi_schema
    schema = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    components["Problem"] = PROBLEM_SCHEMA
    for name in ("HTTPValidationError", "ValidationError"):
        components.pop(name, None)
    for path in schema["paths"].values():
        for operation in path.values():
            responses = operation.setdefault("responses", {})
            responses.setdefault("422", {"description": "the request is not valid: the detail says which field"})
            for status, description in EVERYWHERE.items():
                responses.setdefault(status, {"description": description})
            if "requestBody" in operation:
                for status, description in WITH_A_BODY.items():
                    responses.setdefault(status, {"description": description})
            for status, response in responses.items():
                if status.isdigit() and int(status) >= 400:
                    response["content"] = PROBLEM_CONTENT
    app.openapi_schema = schema
    return schema
