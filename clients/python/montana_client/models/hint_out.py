from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hint_kind import HintKind
from ..models.hint_verdict import HintVerdict
from typing import cast

if TYPE_CHECKING:
  from ..models.line_move import LineMove





T = TypeVar("T", bound="HintOut")



@_attrs_define
class HintOut:
    """ 
        Attributes:
            assisted (bool): the game is assisted now: it counts in statistics, on no leaderboard
            version (int): the game's version after the hint (the first hint makes a new one)
            kind (HintKind): ``undo`` only in relaxed@1, when a known win needs moves taken back.
            card (None | str):
            to (list[int] | None):
            reason (str):
            wins (bool): a win within this deal was found: `line` leads to it
            line (list[LineMove]): the best line found in this deal, starting with the suggested move
            verdict (HintVerdict): What is known about winning from the position: a winning line is known, no line wins (and
                no redeal is
                left), or neither.
            verdict_text (str): the verdict in a sentence, for the player
     """

    assisted: bool
    version: int
    kind: HintKind
    card: None | str
    to: list[int] | None
    reason: str
    wins: bool
    line: list[LineMove]
    verdict: HintVerdict
    verdict_text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.line_move import LineMove # noqa: PLC0415
        assisted = self.assisted

        version = self.version

        kind = self.kind.value

        card: None | str
        card = self.card

        to: list[int] | None
        if isinstance(self.to, list):
            to = self.to


        else:
            to = self.to

        reason = self.reason

        wins = self.wins

        line = []
        for line_item_data in self.line:
            line_item = line_item_data.to_dict()
            line.append(line_item)



        verdict = self.verdict.value

        verdict_text = self.verdict_text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "assisted": assisted,
            "version": version,
            "kind": kind,
            "card": card,
            "to": to,
            "reason": reason,
            "wins": wins,
            "line": line,
            "verdict": verdict,
            "verdict_text": verdict_text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.line_move import LineMove # noqa: PLC0415
        d = dict(src_dict)
        assisted = d.pop("assisted")

        version = d.pop("version")

        kind = HintKind(d.pop("kind"))




        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))


        def _parse_to(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_type_0 = cast(list[int], data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        to = _parse_to(d.pop("to"))


        reason = d.pop("reason")

        wins = d.pop("wins")

        line = []
        _line = d.pop("line")
        for line_item_data in (_line):
            line_item = LineMove.from_dict(line_item_data)



            line.append(line_item)


        verdict = HintVerdict(d.pop("verdict"))




        verdict_text = d.pop("verdict_text")

        hint_out = cls(
            assisted=assisted,
            version=version,
            kind=kind,
            card=card,
            to=to,
            reason=reason,
            wins=wins,
            line=line,
            verdict=verdict,
            verdict_text=verdict_text,
        )


        hint_out.additional_properties = d
        return hint_out

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
