from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.player_out import PlayerOut





T = TypeVar("T", bound="TokenOut")



@_attrs_define
class TokenOut:
    """ 
        Attributes:
            token (str): send it as `Authorization: Bearer <token>`
            expires_at (datetime.datetime):
            player (PlayerOut):
     """

    token: str
    expires_at: datetime.datetime
    player: PlayerOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_out import PlayerOut # noqa: PLC0415
        token = self.token

        expires_at = self.expires_at.isoformat()

        player = self.player.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "token": token,
            "expires_at": expires_at,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_out import PlayerOut # noqa: PLC0415
        d = dict(src_dict)
        token = d.pop("token")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        player = PlayerOut.from_dict(d.pop("player"))




        token_out = cls(
            token=token,
            expires_at=expires_at,
            player=player,
        )


        token_out.additional_properties = d
        return token_out

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
