from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.need import Need
from ..models.scope import Scope
from ..models.session_kind import SessionKind
from typing import cast
import datetime






T = TypeVar("T", bound="TokenInfo")



@_attrs_define
class TokenInfo:
    """ What the token of the request is, and what it may do.

        Attributes:
            kind (SessionKind):
            name (None | str): an app token's name, or the client_id of the app that holds the grant
            scopes (list[Scope] | None): null for a device (it may do everything)
            may (list[Need]): `read`: read the player's games and profile; `play`: start and play games; `account`: change
                the account (password, tokens, settings, consent to apps, follows and blocks), which a device alone may;
                `friends`: read whom the player follows and who follows them (and their friends' boards)
            bot (bool): its games are bot games (a bot's token, or the `bot` scope)
            expires_at (datetime.datetime):
     """

    kind: SessionKind
    name: None | str
    scopes: list[Scope] | None
    may: list[Need]
    bot: bool
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
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

        may = []
        for may_item_data in self.may:
            may_item = may_item_data.value
            may.append(may_item)



        bot = self.bot

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "name": name,
            "scopes": scopes,
            "may": may,
            "bot": bot,
            "expires_at": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
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


        may = []
        _may = d.pop("may")
        for may_item_data in (_may):
            may_item = Need(may_item_data)



            may.append(may_item)


        bot = d.pop("bot")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        token_info = cls(
            kind=kind,
            name=name,
            scopes=scopes,
            may=may,
            bot=bot,
            expires_at=expires_at,
        )


        token_info.additional_properties = d
        return token_info

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
