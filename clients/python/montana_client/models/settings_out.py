from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_settings import PlayerSettings





T = TypeVar("T", bound="SettingsOut")



@_attrs_define
class SettingsOut:
    """ 
        Attributes:
            version (int): also the ETag; send it back as If-Match to change the settings
            settings (PlayerSettings): Synced to every device the player signs in on.
     """

    version: int
    settings: PlayerSettings
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_settings import PlayerSettings # noqa: PLC0415
        version = self.version

        settings = self.settings.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "settings": settings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_settings import PlayerSettings # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        settings = PlayerSettings.from_dict(d.pop("settings"))




        settings_out = cls(
            version=version,
            settings=settings,
        )


        settings_out.additional_properties = d
        return settings_out

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
