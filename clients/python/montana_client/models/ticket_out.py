from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules import Rules
from ..models.ticket_status import TicketStatus
from typing import cast
import datetime






T = TypeVar("T", bound="TicketOut")



@_attrs_define
class TicketOut:
    """ 
        Attributes:
            rules (Rules): A rules profile of rules-v1.md.
            status (TicketStatus): A quick-match ticket: ``waiting``, ``matched`` (its race is named), or ``unmatched``
                after 30 s.
            rating (float): your rating on this profile when you entered (0 before any rated race)
            entered_at (datetime.datetime):
            waited_ms (int):
            race_id (None | str): the race you were matched into: follow it at /api/v1/races/{id}
            ghost_available (bool): unmatched: you may race your own best game instead (POST /api/v1/races/ghost)
     """

    rules: Rules
    status: TicketStatus
    rating: float
    entered_at: datetime.datetime
    waited_ms: int
    race_id: None | str
    ghost_available: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rules = self.rules.value

        status = self.status.value

        rating = self.rating

        entered_at = self.entered_at.isoformat()

        waited_ms = self.waited_ms

        race_id: None | str
        race_id = self.race_id

        ghost_available = self.ghost_available


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rules": rules,
            "status": status,
            "rating": rating,
            "entered_at": entered_at,
            "waited_ms": waited_ms,
            "race_id": race_id,
            "ghost_available": ghost_available,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rules = Rules(d.pop("rules"))




        status = TicketStatus(d.pop("status"))




        rating = d.pop("rating")

        entered_at = datetime.datetime.fromisoformat(d.pop("entered_at"))




        waited_ms = d.pop("waited_ms")

        def _parse_race_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        race_id = _parse_race_id(d.pop("race_id"))


        ghost_available = d.pop("ghost_available")

        ticket_out = cls(
            rules=rules,
            status=status,
            rating=rating,
            entered_at=entered_at,
            waited_ms=waited_ms,
            race_id=race_id,
            ghost_available=ghost_available,
        )


        ticket_out.additional_properties = d
        return ticket_out

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
