from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.move_action import MoveAction
  from ..models.redeal_action import RedealAction
  from ..models.resign_action import ResignAction
  from ..models.timeout_action import TimeoutAction
  from ..models.undo_action import UndoAction





T = TypeVar("T", bound="ReplayStep")



@_attrs_define
class ReplayStep:
    """ 
        Attributes:
            action (MoveAction | None | RedealAction | ResignAction | TimeoutAction | UndoAction): the action that led here;
                null for the deal
            board (list[list[None | str]]):
            runs (list[int]):
            moves (int):
            redeals_used (int):
            score (int):
            status (GameStatus):
            elapsed_ms (int):
     """

    action: MoveAction | None | RedealAction | ResignAction | TimeoutAction | UndoAction
    board: list[list[None | str]]
    runs: list[int]
    moves: int
    redeals_used: int
    score: int
    status: GameStatus
    elapsed_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.move_action import MoveAction # noqa: PLC0415
        from ..models.redeal_action import RedealAction # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        from ..models.timeout_action import TimeoutAction # noqa: PLC0415
        from ..models.undo_action import UndoAction # noqa: PLC0415
        action: dict[str, Any] | None
        if isinstance(self.action, MoveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, UndoAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RedealAction):
            action = self.action.to_dict()
        elif isinstance(self.action, ResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TimeoutAction):
            action = self.action.to_dict()
        else:
            action = self.action

        board = []
        for board_item_data in self.board:
            board_item = []
            for board_item_item_data in board_item_data:
                board_item_item: None | str
                board_item_item = board_item_item_data
                board_item.append(board_item_item)


            board.append(board_item)



        runs = self.runs



        moves = self.moves

        redeals_used = self.redeals_used

        score = self.score

        status = self.status.value

        elapsed_ms = self.elapsed_ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "board": board,
            "runs": runs,
            "moves": moves,
            "redeals_used": redeals_used,
            "score": score,
            "status": status,
            "elapsed_ms": elapsed_ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move_action import MoveAction # noqa: PLC0415
        from ..models.redeal_action import RedealAction # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        from ..models.timeout_action import TimeoutAction # noqa: PLC0415
        from ..models.undo_action import UndoAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> MoveAction | None | RedealAction | ResignAction | TimeoutAction | UndoAction:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_0 = MoveAction.from_dict(data)



                return action_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_1 = UndoAction.from_dict(data)



                return action_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_2 = RedealAction.from_dict(data)



                return action_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_3 = ResignAction.from_dict(data)



                return action_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_4 = TimeoutAction.from_dict(data)



                return action_type_0_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoveAction | None | RedealAction | ResignAction | TimeoutAction | UndoAction, data)

        action = _parse_action(d.pop("action"))


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


        runs = cast(list[int], d.pop("runs"))


        moves = d.pop("moves")

        redeals_used = d.pop("redeals_used")

        score = d.pop("score")

        status = GameStatus(d.pop("status"))




        elapsed_ms = d.pop("elapsed_ms")

        replay_step = cls(
            action=action,
            board=board,
            runs=runs,
            moves=moves,
            redeals_used=redeals_used,
            score=score,
            status=status,
            elapsed_ms=elapsed_ms,
        )


        replay_step.additional_properties = d
        return replay_step

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
