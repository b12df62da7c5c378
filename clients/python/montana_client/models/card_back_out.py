from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.earned_by import EarnedBy





T = TypeVar("T", bound="CardBackOut")



@_attrs_define
class CardBackOut:
    """ 
        Attributes:
            id (str):
            name (str):
            how_to_earn (None | str): in English words; null for the backs every player has
            earned_by (EarnedBy | None): the same, as a code and a count
            owned (bool):
     """

    id: str
    name: str
    how_to_earn: None | str
    earned_by: EarnedBy | None
    owned: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.earned_by import EarnedBy # noqa: PLC0415
        id = self.id

        name = self.name

        how_to_earn: None | str
        how_to_earn = self.how_to_earn

        earned_by: dict[str, Any] | None
        if isinstance(self.earned_by, EarnedBy):
            earned_by = self.earned_by.to_dict()
        else:
            earned_by = self.earned_by

        owned = self.owned


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "how_to_earn": how_to_earn,
            "earned_by": earned_by,
            "owned": owned,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.earned_by import EarnedBy # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_how_to_earn(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        how_to_earn = _parse_how_to_earn(d.pop("how_to_earn"))


        def _parse_earned_by(data: object) -> EarnedBy | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                earned_by_type_0 = EarnedBy.from_dict(data)



                return earned_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EarnedBy | None, data)

        earned_by = _parse_earned_by(d.pop("earned_by"))


        owned = d.pop("owned")

        card_back_out = cls(
            id=id,
            name=name,
            how_to_earn=how_to_earn,
            earned_by=earned_by,
            owned=owned,
        )


        card_back_out.additional_properties = d
        return card_back_out

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
