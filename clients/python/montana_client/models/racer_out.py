from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cause import Cause
from ..models.end_reason import EndReason
from ..models.game_status import GameStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.race_player import RacePlayer





T = TypeVar("T", bound="RacerOut")



@_attrs_define
class RacerOut:
    """ One racer's line: progress figures only, never the board (and their game only once the race is over).

        Attributes:
            player (RacePlayer):
            host (bool):
            you (bool): this line is the viewer's own
            joined_at (datetime.datetime):
            status (GameStatus | None): null until the deal
            reason (EndReason | None):
            cause (Cause | None): abandoned: left the race; race_over: still playing at the time limit
            cards_in_sequence (int | None):
            moves (int | None):
            redeals_used (int | None):
            elapsed_ms (int | None): the racer's time, once their game is over
            assisted (bool): a hint was used: the racer is placed last (and rated as last)
            game_id (None | str): your own game; everyone's once the race is over
            replay (None | str): the replay record (`montana verify` checks it), once the race is over
            place (int | None): once the race is over: won first by time, then cards, then fewer moves; last for a forfeit
            placed_last_because (None | str): resigned, left the race, asked for a hint, or played at a program's pace (in a
                rated race): placed after everyone who raced it out, and rated so
            rated (bool):
            unrated_because (None | str):
            rating_before (float | None):
            rating_after (float | None):
     """

    player: RacePlayer
    host: bool
    you: bool
    joined_at: datetime.datetime
    status: GameStatus | None
    reason: EndReason | None
    cause: Cause | None
    cards_in_sequence: int | None
    moves: int | None
    redeals_used: int | None
    elapsed_ms: int | None
    assisted: bool
    game_id: None | str
    replay: None | str
    place: int | None
    placed_last_because: None | str
    rated: bool
    unrated_because: None | str
    rating_before: float | None
    rating_after: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.race_player import RacePlayer # noqa: PLC0415
        player = self.player.to_dict()

        host = self.host

        you = self.you

        joined_at = self.joined_at.isoformat()

        status: None | str
        if isinstance(self.status, GameStatus):
            status = self.status.value
        else:
            status = self.status

        reason: None | str
        if isinstance(self.reason, EndReason):
            reason = self.reason.value
        else:
            reason = self.reason

        cause: None | str
        if isinstance(self.cause, Cause):
            cause = self.cause.value
        else:
            cause = self.cause

        cards_in_sequence: int | None
        cards_in_sequence = self.cards_in_sequence

        moves: int | None
        moves = self.moves

        redeals_used: int | None
        redeals_used = self.redeals_used

        elapsed_ms: int | None
        elapsed_ms = self.elapsed_ms

        assisted = self.assisted

        game_id: None | str
        game_id = self.game_id

        replay: None | str
        replay = self.replay

        place: int | None
        place = self.place

        placed_last_because: None | str
        placed_last_because = self.placed_last_because

        rated = self.rated

        unrated_because: None | str
        unrated_because = self.unrated_because

        rating_before: float | None
        rating_before = self.rating_before

        rating_after: float | None
        rating_after = self.rating_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "host": host,
            "you": you,
            "joined_at": joined_at,
            "status": status,
            "reason": reason,
            "cause": cause,
            "cards_in_sequence": cards_in_sequence,
            "moves": moves,
            "redeals_used": redeals_used,
            "elapsed_ms": elapsed_ms,
            "assisted": assisted,
            "game_id": game_id,
            "replay": replay,
            "place": place,
            "placed_last_because": placed_last_because,
            "rated": rated,
            "unrated_because": unrated_because,
            "rating_before": rating_before,
            "rating_after": rating_after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.race_player import RacePlayer # noqa: PLC0415
        d = dict(src_dict)
        player = RacePlayer.from_dict(d.pop("player"))




        host = d.pop("host")

        you = d.pop("you")

        joined_at = datetime.datetime.fromisoformat(d.pop("joined_at"))




        def _parse_status(data: object) -> GameStatus | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = GameStatus(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameStatus | None, data)

        status = _parse_status(d.pop("status"))


        def _parse_reason(data: object) -> EndReason | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = EndReason(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EndReason | None, data)

        reason = _parse_reason(d.pop("reason"))


        def _parse_cause(data: object) -> Cause | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cause_type_0 = Cause(data)



                return cause_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Cause | None, data)

        cause = _parse_cause(d.pop("cause"))


        def _parse_cards_in_sequence(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cards_in_sequence = _parse_cards_in_sequence(d.pop("cards_in_sequence"))


        def _parse_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        moves = _parse_moves(d.pop("moves"))


        def _parse_redeals_used(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        redeals_used = _parse_redeals_used(d.pop("redeals_used"))


        def _parse_elapsed_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        elapsed_ms = _parse_elapsed_ms(d.pop("elapsed_ms"))


        assisted = d.pop("assisted")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))


        def _parse_replay(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replay = _parse_replay(d.pop("replay"))


        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))


        def _parse_placed_last_because(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        placed_last_because = _parse_placed_last_because(d.pop("placed_last_because"))


        rated = d.pop("rated")

        def _parse_unrated_because(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unrated_because = _parse_unrated_because(d.pop("unrated_because"))


        def _parse_rating_before(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating_before = _parse_rating_before(d.pop("rating_before"))


        def _parse_rating_after(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating_after = _parse_rating_after(d.pop("rating_after"))


        racer_out = cls(
            player=player,
            host=host,
            you=you,
            joined_at=joined_at,
            status=status,
            reason=reason,
            cause=cause,
            cards_in_sequence=cards_in_sequence,
            moves=moves,
            redeals_used=redeals_used,
            elapsed_ms=elapsed_ms,
            assisted=assisted,
            game_id=game_id,
            replay=replay,
            place=place,
            placed_last_because=placed_last_because,
            rated=rated,
            unrated_because=unrated_because,
            rating_before=rating_before,
            rating_after=rating_after,
        )


        racer_out.additional_properties = d
        return racer_out

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
