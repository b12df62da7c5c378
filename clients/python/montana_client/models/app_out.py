from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scope import Scope
from typing import cast
import datetime






T = TypeVar("T", bound="AppOut")



@_attrs_define
class AppOut:
    """ An app the player let in through OAuth.

        Attributes:
            id (int):
            client_id (str):
            app_host (None | str): where its answers go (its redirect_uri's host, or its scheme)
            scopes (list[Scope]):
            created_at (datetime.datetime):
            last_seen_at (datetime.datetime | None): to the hour
            expires_at (datetime.datetime): when the grant ends unless the app refreshes its token before
     """

    id: int
    client_id: str
    app_host: None | str
    scopes: list[Scope]
    created_at: datetime.datetime
    last_seen_at: datetime.datetime | None
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        client_id = self.client_id

        app_host: None | str
        app_host = self.app_host

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        created_at = self.created_at.isoformat()

        last_seen_at: None | str
        if isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "client_id": client_id,
            "app_host": app_host,
            "scopes": scopes,
            "created_at": created_at,
            "last_seen_at": last_seen_at,
            "expires_at": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        client_id = d.pop("client_id")

        def _parse_app_host(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        app_host = _parse_app_host(d.pop("app_host"))


        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = Scope(scopes_item_data)



            scopes.append(scopes_item)


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




        app_out = cls(
            id=id,
            client_id=client_id,
            app_host=app_host,
            scopes=scopes,
            created_at=created_at,
            last_seen_at=last_seen_at,
            expires_at=expires_at,
        )


        app_out.additional_properties = d
        return app_out

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
