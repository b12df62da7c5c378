from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="DeviceLinkOut")



@_attrs_define
class DeviceLinkOut:
    """ 
        Attributes:
            code (str): 8 letters and digits to enter on the other device (shown once)
            link (str): the page that enters it: what the QR code opens
            qr_code (str): the link as a QR code: an SVG image as a data: URI
            expires_at (datetime.datetime): 5 minutes from now; the code works once
     """

    code: str
    link: str
    qr_code: str
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        link = self.link

        qr_code = self.qr_code

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "link": link,
            "qr_code": qr_code,
            "expires_at": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        link = d.pop("link")

        qr_code = d.pop("qr_code")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        device_link_out = cls(
            code=code,
            link=link,
            qr_code=qr_code,
            expires_at=expires_at,
        )


        device_link_out.additional_properties = d
        return device_link_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
