from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class DeviceLinkOut(BaseModel):
    code: str = Field(description="8 letters and digits to enter on the other device (shown once)")
    link: str = Field(description="the page that enters it: what the QR code opens")
    qr_code: str = Field(description="the link as a QR code: an SVG image as a data: URI")
    expires_at: datetime = Field(description="5 minutes from now; the code works once")


class DeviceLinkCode(BaseModel):
    model_config = ConfigDict(extra="forbid")

    code: str = Field(min_length=1, max_length=20, description="as shown (spaces, dashes and case do not matter)")
