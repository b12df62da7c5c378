from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.calendar_game import CalendarGame
  from ..models.calendar_practice import CalendarPractice





T = TypeVar("T", bound="CalendarDay")



@_attrs_define
class CalendarDay:
    """ 
        Attributes:
            date (datetime.date):
            commitment (None | str): the deal's commitment; null for a day after tomorrow
            seed (None | str): the deal's seed once its day is over (then it may be played as practice)
            my_game (CalendarGame | None): your ranked attempt on the day, if you played it
            practice (CalendarPractice | None): your practice of the deal after its day, if any
     """

    date: datetime.date
    commitment: None | str
    seed: None | str
    my_game: CalendarGame | None
    practice: CalendarPractice | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calendar_game import CalendarGame # noqa: PLC0415
        from ..models.calendar_practice import CalendarPractice # noqa: PLC0415
        date = self.date.isoformat()

        commitment: None | str
        commitment = self.commitment

        seed: None | str
        seed = self.seed

        my_game: dict[str, Any] | None
        if isinstance(self.my_game, CalendarGame):
            my_game = self.my_game.to_dict()
        else:
            my_game = self.my_game

        practice: dict[str, Any] | None
        if isinstance(self.practice, CalendarPractice):
            practice = self.practice.to_dict()
        else:
            practice = self.practice


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "date": date,
            "commitment": commitment,
            "seed": seed,
            "my_game": my_game,
            "practice": practice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_game import CalendarGame # noqa: PLC0415
        from ..models.calendar_practice import CalendarPractice # noqa: PLC0415
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))


        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_my_game(data: object) -> CalendarGame | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                my_game_type_0 = CalendarGame.from_dict(data)



                return my_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CalendarGame | None, data)

        my_game = _parse_my_game(d.pop("my_game"))


        def _parse_practice(data: object) -> CalendarPractice | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                practice_type_0 = CalendarPractice.from_dict(data)



                return practice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CalendarPractice | None, data)

        practice = _parse_practice(d.pop("practice"))


        calendar_day = cls(
            date=date,
            commitment=commitment,
            seed=seed,
            my_game=my_game,
            practice=practice,
        )


        calendar_day.additional_properties = d
        return calendar_day

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
