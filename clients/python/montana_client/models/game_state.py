from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badge import Badge
from ..models.cause import Cause
from ..models.end_reason import EndReason
from ..models.game_kind import GameKind
from ..models.game_status import GameStatus
from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.celebration import Celebration
  from ..models.difficulty import Difficulty
  from ..models.gap_out import GapOut
  from ..models.legal_move_out import LegalMoveOut
  from ..models.score_line import ScoreLine





T = TypeVar("T", bound="GameState")



@_attrs_define
class GameState:
    """ 
        Attributes:
            id (str):
            rules (Rules): A rules profile of rules-v1.md.
            ranked (bool):
            kind (GameKind): Where a game's deal came from.
            daily_date (datetime.date | None):
            campaign_level (int | None):
            par_moves (int | None): for a deal proven winnable: its par (shown once the game is over)
            status (GameStatus):
            reason (EndReason | None):
            cause (Cause | None): why the server ended the game for its player (recorded as a resign): abandoned (left for
                another ranked game, or idle too long), expired (a daily deal still in play when its day ended)
            assisted (bool): a hint was asked for: the game counts in statistics, on no leaderboard
            bot (bool): played by a bot: it ranks on the bots' boards only
            board (list[list[None | str]]):
            version (int):
            moves (int):
            undos (int):
            redeals_used (int):
            redeals_left (int | None): null where redeals are unlimited
            runs (list[int]): cards in sequence from column 0, per row
            cards_in_sequence (int):
            complete_rows (int):
            score (int): final once the game is over, provisional before
            score_lines (list[ScoreLine]): the formula line by line; the score is their sum, floored at 0
            badge (Badge | None):
            elapsed_ms (int):
            time_left_ms (int | None): for timed profiles
            server_time (datetime.datetime): the server's clock when it answered, to set a client's clock by
            seed_commitment (str): SHA-256 of the seed, published at the start
            seed (None | str): practice games always; ranked games once over; daily deals once over and their day is over;
                campaign deals never (they are shared puzzles)
            legal_moves (list[LegalMoveOut]):
            gaps (list[GapOut]):
            stuck (bool): no card can move: redeal, or the game is over
            can_undo (bool):
            can_redeal (bool):
            created_at (datetime.datetime):
            finished_at (datetime.datetime | None):
            celebration (Celebration | None | Unset):
            difficulty (Difficulty | None | Unset): a finished ranked game's deal as the solver rated it, seconds after the
                game ended; null before that, in play, for practice games, and for a daily deal until its day is over
     """

    id: str
    rules: Rules
    ranked: bool
    kind: GameKind
    daily_date: datetime.date | None
    campaign_level: int | None
    par_moves: int | None
    status: GameStatus
    reason: EndReason | None
    cause: Cause | None
    assisted: bool
    bot: bool
    board: list[list[None | str]]
    version: int
    moves: int
    undos: int
    redeals_used: int
    redeals_left: int | None
    runs: list[int]
    cards_in_sequence: int
    complete_rows: int
    score: int
    score_lines: list[ScoreLine]
    badge: Badge | None
    elapsed_ms: int
    time_left_ms: int | None
    server_time: datetime.datetime
    seed_commitment: str
    seed: None | str
    legal_moves: list[LegalMoveOut]
    gaps: list[GapOut]
    stuck: bool
    can_undo: bool
    can_redeal: bool
    created_at: datetime.datetime
    finished_at: datetime.datetime | None
    celebration: Celebration | None | Unset = UNSET
    difficulty: Difficulty | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.celebration import Celebration # noqa: PLC0415
        from ..models.difficulty import Difficulty # noqa: PLC0415
        from ..models.gap_out import GapOut # noqa: PLC0415
        from ..models.legal_move_out import LegalMoveOut # noqa: PLC0415
        from ..models.score_line import ScoreLine # noqa: PLC0415
        id = self.id

        rules = self.rules.value

        ranked = self.ranked

        kind = self.kind.value

        daily_date: None | str
        if isinstance(self.daily_date, datetime.date):
            daily_date = self.daily_date.isoformat()
        else:
            daily_date = self.daily_date

        campaign_level: int | None
        campaign_level = self.campaign_level

        par_moves: int | None
        par_moves = self.par_moves

        status = self.status.value

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

        assisted = self.assisted

        bot = self.bot

        board = []
        for board_item_data in self.board:
            board_item = []
            for board_item_item_data in board_item_data:
                board_item_item: None | str
                board_item_item = board_item_item_data
                board_item.append(board_item_item)


            board.append(board_item)



        version = self.version

        moves = self.moves

        undos = self.undos

        redeals_used = self.redeals_used

        redeals_left: int | None
        redeals_left = self.redeals_left

        runs = self.runs



        cards_in_sequence = self.cards_in_sequence

        complete_rows = self.complete_rows

        score = self.score

        score_lines = []
        for score_lines_item_data in self.score_lines:
            score_lines_item = score_lines_item_data.to_dict()
            score_lines.append(score_lines_item)



        badge: None | str
        if isinstance(self.badge, Badge):
            badge = self.badge.value
        else:
            badge = self.badge

        elapsed_ms = self.elapsed_ms

        time_left_ms: int | None
        time_left_ms = self.time_left_ms

        server_time = self.server_time.isoformat()

        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item = legal_moves_item_data.to_dict()
            legal_moves.append(legal_moves_item)



        gaps = []
        for gaps_item_data in self.gaps:
            gaps_item = gaps_item_data.to_dict()
            gaps.append(gaps_item)



        stuck = self.stuck

        can_undo = self.can_undo

        can_redeal = self.can_redeal

        created_at = self.created_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        celebration: dict[str, Any] | None | Unset
        if isinstance(self.celebration, Unset):
            celebration = UNSET
        elif isinstance(self.celebration, Celebration):
            celebration = self.celebration.to_dict()
        else:
            celebration = self.celebration

        difficulty: dict[str, Any] | None | Unset
        if isinstance(self.difficulty, Unset):
            difficulty = UNSET
        elif isinstance(self.difficulty, Difficulty):
            difficulty = self.difficulty.to_dict()
        else:
            difficulty = self.difficulty


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "rules": rules,
            "ranked": ranked,
            "kind": kind,
            "daily_date": daily_date,
            "campaign_level": campaign_level,
            "par_moves": par_moves,
            "status": status,
            "reason": reason,
            "cause": cause,
            "assisted": assisted,
            "bot": bot,
            "board": board,
            "version": version,
            "moves": moves,
            "undos": undos,
            "redeals_used": redeals_used,
            "redeals_left": redeals_left,
            "runs": runs,
            "cards_in_sequence": cards_in_sequence,
            "complete_rows": complete_rows,
            "score": score,
            "score_lines": score_lines,
            "badge": badge,
            "elapsed_ms": elapsed_ms,
            "time_left_ms": time_left_ms,
            "server_time": server_time,
            "seed_commitment": seed_commitment,
            "seed": seed,
            "legal_moves": legal_moves,
            "gaps": gaps,
            "stuck": stuck,
            "can_undo": can_undo,
            "can_redeal": can_redeal,
            "created_at": created_at,
            "finished_at": finished_at,
        })
        if celebration is not UNSET:
            field_dict["celebration"] = celebration
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.celebration import Celebration # noqa: PLC0415
        from ..models.difficulty import Difficulty # noqa: PLC0415
        from ..models.gap_out import GapOut # noqa: PLC0415
        from ..models.legal_move_out import LegalMoveOut # noqa: PLC0415
        from ..models.score_line import ScoreLine # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        rules = Rules(d.pop("rules"))




        ranked = d.pop("ranked")

        kind = GameKind(d.pop("kind"))




        def _parse_daily_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                daily_date_type_0 = datetime.date.fromisoformat(data)



                return daily_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        daily_date = _parse_daily_date(d.pop("daily_date"))


        def _parse_campaign_level(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        campaign_level = _parse_campaign_level(d.pop("campaign_level"))


        def _parse_par_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par_moves = _parse_par_moves(d.pop("par_moves"))


        status = GameStatus(d.pop("status"))




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


        assisted = d.pop("assisted")

        bot = d.pop("bot")

        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            board_item = []
            _board_item = board_item_data
            for board_item_item_data in (_board_item):
                def _parse_board_item_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                board_item_item = _parse_board_item_item(board_item_item_data)

                board_item.append(board_item_item)

            board.append(board_item)


        version = d.pop("version")

        moves = d.pop("moves")

        undos = d.pop("undos")

        redeals_used = d.pop("redeals_used")

        def _parse_redeals_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        redeals_left = _parse_redeals_left(d.pop("redeals_left"))


        runs = cast(list[int], d.pop("runs"))


        cards_in_sequence = d.pop("cards_in_sequence")

        complete_rows = d.pop("complete_rows")

        score = d.pop("score")

        score_lines = []
        _score_lines = d.pop("score_lines")
        for score_lines_item_data in (_score_lines):
            score_lines_item = ScoreLine.from_dict(score_lines_item_data)



            score_lines.append(score_lines_item)


        def _parse_badge(data: object) -> Badge | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                badge_type_0 = Badge(data)



                return badge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Badge | None, data)

        badge = _parse_badge(d.pop("badge"))


        elapsed_ms = d.pop("elapsed_ms")

        def _parse_time_left_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        time_left_ms = _parse_time_left_ms(d.pop("time_left_ms"))


        server_time = datetime.datetime.fromisoformat(d.pop("server_time"))




        seed_commitment = d.pop("seed_commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in (_legal_moves):
            legal_moves_item = LegalMoveOut.from_dict(legal_moves_item_data)



            legal_moves.append(legal_moves_item)


        gaps = []
        _gaps = d.pop("gaps")
        for gaps_item_data in (_gaps):
            gaps_item = GapOut.from_dict(gaps_item_data)



            gaps.append(gaps_item)


        stuck = d.pop("stuck")

        can_undo = d.pop("can_undo")

        can_redeal = d.pop("can_redeal")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




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


        def _parse_celebration(data: object) -> Celebration | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                celebration_type_0 = Celebration.from_dict(data)



                return celebration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Celebration | None | Unset, data)

        celebration = _parse_celebration(d.pop("celebration", UNSET))


        def _parse_difficulty(data: object) -> Difficulty | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                difficulty_type_0 = Difficulty.from_dict(data)



                return difficulty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Difficulty | None | Unset, data)

        difficulty = _parse_difficulty(d.pop("difficulty", UNSET))


        game_state = cls(
            id=id,
            rules=rules,
            ranked=ranked,
            kind=kind,
            daily_date=daily_date,
            campaign_level=campaign_level,
            par_moves=par_moves,
            status=status,
            reason=reason,
            cause=cause,
            assisted=assisted,
            bot=bot,
            board=board,
            version=version,
            moves=moves,
            undos=undos,
            redeals_used=redeals_used,
            redeals_left=redeals_left,
            runs=runs,
            cards_in_sequence=cards_in_sequence,
            complete_rows=complete_rows,
            score=score,
            score_lines=score_lines,
            badge=badge,
            elapsed_ms=elapsed_ms,
            time_left_ms=time_left_ms,
            server_time=server_time,
            seed_commitment=seed_commitment,
            seed=seed,
            legal_moves=legal_moves,
            gaps=gaps,
            stuck=stuck,
            can_undo=can_undo,
            can_redeal=can_redeal,
            created_at=created_at,
            finished_at=finished_at,
            celebration=celebration,
            difficulty=difficulty,
        )


        game_state.additional_properties = d
        return game_state

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
