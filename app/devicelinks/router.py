from __future__ import annotations

import segno
from fastapi import APIRouter, status

from app.devicelinks.schemas import DeviceLinkCode, DeviceLinkOut
from app.devicelinks.service import DeviceLinks
from app.kit.http import Origin, operation_name, problem_responses
from app.kit.openapi import OPTIONAL_TOKEN
from app.players.context import AnonymousContextDep, ContextDep, UnitOfWorkRoute
from app.players.router import token_out
from app.players.schemas import TokenOut
from app.players.service import Need

router = APIRouter(
    prefix="/api/v1", tags=["players"], route_class=UnitOfWorkRoute, generate_unique_id_function=operation_name
)


@router.post(
    "/players/me/device-link",
    status_code=status.HTTP_201_CREATED,
    response_model=DeviceLinkOut,
    responses=problem_responses(401, 403, 422),
)
def make_device_link(context: ContextDep, origin: Origin) -> DeviceLinkOut:
    """A short code (and a QR code of its link) that signs another device in as you: enter or scan it there within
    5 minutes; it works once, and a new one ends the one before. A signed-in device only (never an app token)."""
    code, expires_at = DeviceLinks(context.session, context.settings, context.now).make(context.player(Need.ACCOUNT))
    link = f"/#link/{code}"
    qr_code = segno.make(f"{context.settings.webauthn_origin or origin}{link}", error="m").svg_data_uri(scale=5)
    return DeviceLinkOut(code=code, link=link, qr_code=qr_code, expires_at=expires_at)


@router.post(
    "/sessions/device-link",
    status_code=status.HTTP_201_CREATED,
    response_model=TokenOut,
    responses=problem_responses(401, 422, 429),
    openapi_extra=OPTIONAL_TOKEN,
)
def sign_in_with_device_link(body: DeviceLinkCode, context: AnonymousContextDep) -> TokenOut:
    """Sign this device in with the code another device of yours shows: a new device token, listed among your
    sessions as `Linked by code` (sign it out there). 401 for a code that is wrong, used or expired; 429 after 20
    such codes an hour from one address."""
    links = DeviceLinks(context.session, context.settings, context.now)
    return token_out(links.use(body.code, context.device(), context.client_address))
