from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AuthorizationDecision")



@_attrs_define
class AuthorizationDecision:
    """ 
        Attributes:
            request (str): the authorization request's query string, exactly as the app sent it to /oauth/authorize
            allow (bool): true lets the app in; false sends it `error=access_denied`
     """

    request: str
    allow: bool





    def to_dict(self) -> dict[str, Any]:
        request = self.request

        allow = self.allow


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "request": request,
            "allow": allow,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        request = d.pop("request")

        allow = d.pop("allow")

        authorization_decision = cls(
            request=request,
            allow=allow,
        )

        return authorization_decision

