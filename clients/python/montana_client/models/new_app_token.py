from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scope import Scope
from typing import cast






T = TypeVar("T", bound="NewAppToken")



@_attrs_define
class NewAppToken:
    """ 
        Attributes:
            name (str):
            scopes (list[Scope]):
     """

    name: str
    scopes: list[Scope]





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = Scope(scopes_item_data)



            scopes.append(scopes_item)


        new_app_token = cls(
            name=name,
            scopes=scopes,
        )

        return new_app_token

