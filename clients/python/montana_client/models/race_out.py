from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.race_mode import RaceMode
from ..models.race_status import RaceStatus
from ..models.race_visibility import RaceVisibility
from ..models.rules import Rules
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.ghost_out import GhostOut
  from ..models.racer_out import RacerOut





T = TypeVar("T", bound="RaceOut")



@_attrs_define
class RaceOut:
    """ 
        Attributes:
            id (str):
            code (str): the invite code: join with POST /api/v1/races/{code}/racers
            rules (Rules): A rules profile of rules-v1.md.
            mode (RaceMode): How a race came to be: a room someone made, a quick match, or a practice race against a ghost.
            visibility (RaceVisibility): ``public`` races are listed and always rated; ``private`` ones are joined by code
                and rated if asked.
            rated (bool):
            allow_bots (bool):
            seats (int):
            status (RaceStatus): ``open`` (seats filling), ``countdown`` (3-2-1 to ``start_at``), ``running``, ``finished``
                (placed), or
                ``closed`` (never started: too few racers by ``starts_by``, or everyone left).
            host_id (None | str):
            version (int): grows with every change of the room and every racer's action (the event id)
            seed_commitment (str): SHA-256 of the seed every racer is dealt, shown before the start
            seed (None | str): revealed when the race is over
            time_limit_ms (int):
            created_at (datetime.datetime):
            starts_by (datetime.datetime): an open room starts by itself then (two racers or more), or closes
            start_at (datetime.datetime | None): the end of the countdown: every game starts at this instant
            ends_at (datetime.datetime | None): the time limit: games still in play then end
            finished_at (datetime.datetime | None):
            server_time (datetime.datetime): the server's clock when it answered, to count down by
            racers (list[RacerOut]):
            ghost (GhostOut | None):
            your_game_id (None | str): your game, once dealt: play it through /api/v1/games/{id}
     """

    id: str
    code: str
    rules: Rules
    mode: RaceMode
    visibility: RaceVisibility
    rated: bool
    allow_bots: bool
    seats: int
    status: RaceStatus
    host_id: None | str
    version: int
    seed_commitment: str
    seed: None | str
    time_limit_ms: int
    created_at: datetime.datetime
    starts_by: datetime.datetime
    start_at: datetime.datetime | None
    ends_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    server_time: datetime.datetime
    racers: list[RacerOut]
    ghost: GhostOut | None
    your_game_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ghost_out import GhostOut # noqa: PLC0415
        from ..models.racer_out import RacerOut # noqa: PLC0415
        id = self.id

        code = self.code

        rules = self.rules.value

        mode = self.mode.value

        visibility = self.visibility.value

        rated = self.rated

        allow_bots = self.allow_bots

        seats = self.seats

        status = self.status.value

        host_id: None | str
        host_id = self.host_id

        version = self.version

        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        time_limit_ms = self.time_limit_ms

        created_at = self.created_at.isoformat()

        starts_by = self.starts_by.isoformat()

        start_at: None | str
        if isinstance(self.start_at, datetime.datetime):
            start_at = self.start_at.isoformat()
        else:
            start_at = self.start_at

        ends_at: None | str
        if isinstance(self.ends_at, datetime.datetime):
            ends_at = self.ends_at.isoformat()
        else:
            ends_at = self.ends_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        server_time = self.server_time.isoformat()

        racers = []
        for racers_item_data in self.racers:
            racers_item = racers_item_data.to_dict()
            racers.append(racers_item)



        ghost: dict[str, Any] | None
        if isinstance(self.ghost, GhostOut):
            ghost = self.ghost.to_dict()
        else:
            ghost = self.ghost

        your_game_id: None | str
        your_game_id = self.your_game_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "code": code,
            "rules": rules,
            "mode": mode,
            "visibility": visibility,
            "rated": rated,
            "allow_bots": allow_bots,
            "seats": seats,
            "status": status,
            "host_id": host_id,
            "version": version,
            "seed_commitment": seed_commitment,
            "seed": seed,
            "time_limit_ms": time_limit_ms,
            "created_at": created_at,
            "starts_by": starts_by,
            "start_at": start_at,
            "ends_at": ends_at,
            "finished_at": finished_at,
            "server_time": server_time,
            "racers": racers,
            "ghost": ghost,
            "your_game_id": your_game_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ghost_out import GhostOut # noqa: PLC0415
        from ..models.racer_out import RacerOut # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        rules = Rules(d.pop("rules"))




        mode = RaceMode(d.pop("mode"))




        visibility = RaceVisibility(d.pop("visibility"))




        rated = d.pop("rated")

        allow_bots = d.pop("allow_bots")

        seats = d.pop("seats")

        status = RaceStatus(d.pop("status"))




        def _parse_host_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        host_id = _parse_host_id(d.pop("host_id"))


        version = d.pop("version")

        seed_commitment = d.pop("seed_commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        time_limit_ms = d.pop("time_limit_ms")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        starts_by = datetime.datetime.fromisoformat(d.pop("starts_by"))




        def _parse_start_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_at_type_0 = datetime.datetime.fromisoformat(data)



                return start_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        start_at = _parse_start_at(d.pop("start_at"))


        def _parse_ends_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_at_type_0 = datetime.datetime.fromisoformat(data)



                return ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ends_at = _parse_ends_at(d.pop("ends_at"))


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


        server_time = datetime.datetime.fromisoformat(d.pop("server_time"))




        racers = []
        _racers = d.pop("racers")
        for racers_item_data in (_racers):
            racers_item = RacerOut.from_dict(racers_item_data)



            racers.append(racers_item)


        def _parse_ghost(data: object) -> GhostOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ghost_type_0 = GhostOut.from_dict(data)



                return ghost_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GhostOut | None, data)

        ghost = _parse_ghost(d.pop("ghost"))


        def _parse_your_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_game_id = _parse_your_game_id(d.pop("your_game_id"))


        race_out = cls(
            id=id,
            code=code,
            rules=rules,
            mode=mode,
            visibility=visibility,
            rated=rated,
            allow_bots=allow_bots,
            seats=seats,
            status=status,
            host_id=host_id,
            version=version,
            seed_commitment=seed_commitment,
            seed=seed,
            time_limit_ms=time_limit_ms,
            created_at=created_at,
            starts_by=starts_by,
            start_at=start_at,
            ends_at=ends_at,
            finished_at=finished_at,
            server_time=server_time,
            racers=racers,
            ghost=ghost,
            your_game_id=your_game_id,
        )


        race_out.additional_properties = d
        return race_out

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
