from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scope import Scope
from typing import cast

if TYPE_CHECKING:
  from ..models.player_out import PlayerOut





T = TypeVar("T", bound="ConsentOut")



@_attrs_define
class ConsentOut:
    """ What an app asks of the player, for the consent page to show.

        Attributes:
            client_id (str): the name the app gives itself (anyone may choose any name)
            app_host (str): where its answers go: the host of its redirect_uri, or a native app's scheme
            redirect_uri (str):
            scopes (list[Scope]): what the app would be able to do
            player (None | PlayerOut): who would let it in: the token's player, or null without a token of an account's
                device
     """

    client_id: str
    app_host: str
    redirect_uri: str
    scopes: list[Scope]
    player: None | PlayerOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_out import PlayerOut # noqa: PLC0415
        client_id = self.client_id

        app_host = self.app_host

        redirect_uri = self.redirect_uri

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        player: dict[str, Any] | None
        if isinstance(self.player, PlayerOut):
            player = self.player.to_dict()
        else:
            player = self.player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "client_id": client_id,
            "app_host": app_host,
            "redirect_uri": redirect_uri,
            "scopes": scopes,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_out import PlayerOut # noqa: PLC0415
        d = dict(src_dict)
        client_id = d.pop("client_id")

        app_host = d.pop("app_host")

        redirect_uri = d.pop("redirect_uri")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = Scope(scopes_item_data)



            scopes.append(scopes_item)


        def _parse_player(data: object) -> None | PlayerOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                player_type_0 = PlayerOut.from_dict(data)



                return player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayerOut, data)

        player = _parse_player(d.pop("player"))


        consent_out = cls(
            client_id=client_id,
            app_host=app_host,
            redirect_uri=redirect_uri,
            scopes=scopes,
            player=player,
        )


        consent_out.additional_properties = d
        return consent_out

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
