from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_status import ChallengeStatus
from ..models.challenger_status import ChallengerStatus
from ..models.rules import Rules
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.challenger_out import ChallengerOut





T = TypeVar("T", bound="ChallengeOut")



@_attrs_define
class ChallengeOut:
    """ 
        Attributes:
            id (str):
            rules (Rules): A rules profile of rules-v1.md.
            status (ChallengeStatus): ``open`` (its players may play it) or ``finished`` (placed: its seed and replays are
                public).
            maker_id (None | str):
            rematch_of (None | str): the race this challenge is a rematch of
            seed_commitment (str): SHA-256 of the seed every player is dealt, shown from the start
            seed (None | str): revealed once the challenge is placed
            created_at (datetime.datetime):
            ends_at (datetime.datetime): games still in play then end (expired); who has not played, missed it
            finished_at (datetime.datetime | None):
            version (int):
            players (list[ChallengerOut]): the maker first, then the others in the order named
            your_status (ChallengerStatus): Where one player of a challenge is: ``invited`` (not started), ``playing``,
                ``done`` (their game is over),
                ``declined``, or ``missed`` (the time was up before they played).
            your_game_id (None | str): your game once dealt: play it through /api/v1/games/{id}
     """

    id: str
    rules: Rules
    status: ChallengeStatus
    maker_id: None | str
    rematch_of: None | str
    seed_commitment: str
    seed: None | str
    created_at: datetime.datetime
    ends_at: datetime.datetime
    finished_at: datetime.datetime | None
    version: int
    players: list[ChallengerOut]
    your_status: ChallengerStatus
    your_game_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenger_out import ChallengerOut # noqa: PLC0415
        id = self.id

        rules = self.rules.value

        status = self.status.value

        maker_id: None | str
        maker_id = self.maker_id

        rematch_of: None | str
        rematch_of = self.rematch_of

        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        created_at = self.created_at.isoformat()

        ends_at = self.ends_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        version = self.version

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        your_status = self.your_status.value

        your_game_id: None | str
        your_game_id = self.your_game_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "rules": rules,
            "status": status,
            "maker_id": maker_id,
            "rematch_of": rematch_of,
            "seed_commitment": seed_commitment,
            "seed": seed,
            "created_at": created_at,
            "ends_at": ends_at,
            "finished_at": finished_at,
            "version": version,
            "players": players,
            "your_status": your_status,
            "your_game_id": your_game_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenger_out import ChallengerOut # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        rules = Rules(d.pop("rules"))




        status = ChallengeStatus(d.pop("status"))




        def _parse_maker_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        maker_id = _parse_maker_id(d.pop("maker_id"))


        def _parse_rematch_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))


        seed_commitment = d.pop("seed_commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        ends_at = datetime.datetime.fromisoformat(d.pop("ends_at"))




        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        version = d.pop("version")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChallengerOut.from_dict(players_item_data)



            players.append(players_item)


        your_status = ChallengerStatus(d.pop("your_status"))




        def _parse_your_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_game_id = _parse_your_game_id(d.pop("your_game_id"))


        challenge_out = cls(
            id=id,
            rules=rules,
            status=status,
            maker_id=maker_id,
            rematch_of=rematch_of,
            seed_commitment=seed_commitment,
            seed=seed,
            created_at=created_at,
            ends_at=ends_at,
            finished_at=finished_at,
            version=version,
            players=players,
            your_status=your_status,
            your_game_id=your_game_id,
        )


        challenge_out.additional_properties = d
        return challenge_out

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
