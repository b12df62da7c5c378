from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from typing import cast
import datetime






T = TypeVar("T", bound="RaceSummary")



@_attrs_define
class RaceSummary:
    """ 
        Attributes:
            id (str):
            code (str):
            rules (Rules): A rules profile of rules-v1.md.
            seats (int):
            taken (int):
            rated (bool):
            host (None | str): the host's public name
            created_at (datetime.datetime):
            starts_by (datetime.datetime):
     """

    id: str
    code: str
    rules: Rules
    seats: int
    taken: int
    rated: bool
    host: None | str
    created_at: datetime.datetime
    starts_by: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        rules = self.rules.value

        seats = self.seats

        taken = self.taken

        rated = self.rated

        host: None | str
        host = self.host

        created_at = self.created_at.isoformat()

        starts_by = self.starts_by.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "code": code,
            "rules": rules,
            "seats": seats,
            "taken": taken,
            "rated": rated,
            "host": host,
            "created_at": created_at,
            "starts_by": starts_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        rules = Rules(d.pop("rules"))




        seats = d.pop("seats")

        taken = d.pop("taken")

        rated = d.pop("rated")

        def _parse_host(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        host = _parse_host(d.pop("host"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        starts_by = datetime.datetime.fromisoformat(d.pop("starts_by"))




        race_summary = cls(
            id=id,
            code=code,
            rules=rules,
            seats=seats,
            taken=taken,
            rated=rated,
            host=host,
            created_at=created_at,
            starts_by=starts_by,
        )


        race_summary.additional_properties = d
        return race_summary

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
