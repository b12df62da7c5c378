from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scope import Scope
from ..models.session_kind import SessionKind
from typing import cast
import datetime






T = TypeVar("T", bound="AppTokenOut")



@_attrs_define
class AppTokenOut:
    """ 
        Attributes:
            id (int):
            kind (SessionKind):
            name (None | str): an app token's name; `Linked by code` for a device a device link signed in
            scopes (list[Scope] | None): an app token's scopes; null for a device (it may do everything)
            address (None | str): where it signed in from (an IPv6 address counts by its /64)
            user_agent (None | str):
            created_at (datetime.datetime):
            last_seen_at (datetime.datetime | None): to the hour
            expires_at (datetime.datetime):
            current (bool): the token of this request
            token (str): send it as `Authorization: Bearer <token>`; shown this once, never again
     """

    id: int
    kind: SessionKind
    name: None | str
    scopes: list[Scope] | None
    address: None | str
    user_agent: None | str
    created_at: datetime.datetime
    last_seen_at: datetime.datetime | None
    expires_at: datetime.datetime
    current: bool
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name: None | str
        name = self.name

        scopes: list[str] | None
        if isinstance(self.scopes, list):
            scopes = []
            for scopes_type_0_item_data in self.scopes:
                scopes_type_0_item = scopes_type_0_item_data.value
                scopes.append(scopes_type_0_item)


        else:
            scopes = self.scopes

        address: None | str
        address = self.address

        user_agent: None | str
        user_agent = self.user_agent

        created_at = self.created_at.isoformat()

        last_seen_at: None | str
        if isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        expires_at = self.expires_at.isoformat()

        current = self.current

        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "name": name,
            "scopes": scopes,
            "address": address,
            "user_agent": user_agent,
            "created_at": created_at,
            "last_seen_at": last_seen_at,
            "expires_at": expires_at,
            "current": current,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = SessionKind(d.pop("kind"))




        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        def _parse_scopes(data: object) -> list[Scope] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scopes_type_0 = []
                _scopes_type_0 = data
                for scopes_type_0_item_data in (_scopes_type_0):
                    scopes_type_0_item = Scope(scopes_type_0_item_data)



                    scopes_type_0.append(scopes_type_0_item)

                return scopes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Scope] | None, data)

        scopes = _parse_scopes(d.pop("scopes"))


        def _parse_address(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        address = _parse_address(d.pop("address"))


        def _parse_user_agent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_agent = _parse_user_agent(d.pop("user_agent"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_last_seen_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_seen_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_seen_at = _parse_last_seen_at(d.pop("last_seen_at"))


        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        current = d.pop("current")

        token = d.pop("token")

        app_token_out = cls(
            id=id,
            kind=kind,
            name=name,
            scopes=scopes,
            address=address,
            user_agent=user_agent,
            created_at=created_at,
            last_seen_at=last_seen_at,
            expires_at=expires_at,
            current=current,
            token=token,
        )


        app_token_out.additional_properties = d
        return app_token_out

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
