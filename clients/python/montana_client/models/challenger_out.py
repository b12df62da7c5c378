from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cause import Cause
from ..models.challenger_status import ChallengerStatus
from ..models.end_reason import EndReason
from ..models.game_status import GameStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.someone import Someone





T = TypeVar("T", bound="ChallengerOut")



@_attrs_define
class ChallengerOut:
    """ One player's line: whether they have played, and their figures only once your own game is over (nothing of
    anyone's play tells you anything of the deal before you have played it).

        Attributes:
            player (Someone): A player as others see them.
            you (bool):
            maker (bool): this player made the challenge
            status (ChallengerStatus): Where one player of a challenge is: ``invited`` (not started), ``playing``, ``done``
                (their game is over),
                ``declined``, or ``missed`` (the time was up before they played).
            game_status (GameStatus | None): won or lost, once shown (see `status` for the rest)
            reason (EndReason | None):
            cause (Cause | None): expired: still in play when the time was up
            cards_in_sequence (int | None):
            moves (int | None):
            redeals_used (int | None):
            elapsed_ms (int | None):
            assisted (bool | None): a hint was used: placed after everyone who played it out
            game_id (None | str): your own game; everyone's once the challenge is placed
            replay (None | str): the replay record (`montana verify` checks it), once placed
            place (int | None): once placed, by the race's rule; null for who did not play
            placed_last_because (None | str):
     """

    player: Someone
    you: bool
    maker: bool
    status: ChallengerStatus
    game_status: GameStatus | None
    reason: EndReason | None
    cause: Cause | None
    cards_in_sequence: int | None
    moves: int | None
    redeals_used: int | None
    elapsed_ms: int | None
    assisted: bool | None
    game_id: None | str
    replay: None | str
    place: int | None
    placed_last_because: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.someone import Someone # noqa: PLC0415
        player = self.player.to_dict()

        you = self.you

        maker = self.maker

        status = self.status.value

        game_status: None | str
        if isinstance(self.game_status, GameStatus):
            game_status = self.game_status.value
        else:
            game_status = self.game_status

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

        assisted: bool | None
        assisted = self.assisted

        game_id: None | str
        game_id = self.game_id

        replay: None | str
        replay = self.replay

        place: int | None
        place = self.place

        placed_last_because: None | str
        placed_last_because = self.placed_last_because


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "you": you,
            "maker": maker,
            "status": status,
            "game_status": game_status,
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
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.someone import Someone # noqa: PLC0415
        d = dict(src_dict)
        player = Someone.from_dict(d.pop("player"))




        you = d.pop("you")

        maker = d.pop("maker")

        status = ChallengerStatus(d.pop("status"))




        def _parse_game_status(data: object) -> GameStatus | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_status_type_0 = GameStatus(data)



                return game_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameStatus | None, data)

        game_status = _parse_game_status(d.pop("game_status"))


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


        def _parse_assisted(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        assisted = _parse_assisted(d.pop("assisted"))


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


        challenger_out = cls(
            player=player,
            you=you,
            maker=maker,
            status=status,
            game_status=game_status,
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
        )


        challenger_out.additional_properties = d
        return challenger_out

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
