from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cause import Cause
from ..models.rules import Rules
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.difficulty import Difficulty
  from ..models.game_result import GameResult
  from ..models.move_action import MoveAction
  from ..models.redeal_action import RedealAction
  from ..models.resign_action import ResignAction
  from ..models.timeout_action import TimeoutAction
  from ..models.undo_action import UndoAction





T = TypeVar("T", bound="ReplayRecord")



@_attrs_define
class ReplayRecord:
    """ The replay record of rules-v1.md: `montana verify` accepts it once the game is over.

        Attributes:
            game_id (str):
            rules (Rules): A rules profile of rules-v1.md.
            seed (None | str): withheld while a ranked game is in play
            seed_commitment (str):
            actions (list[MoveAction | RedealAction | ResignAction | TimeoutAction | UndoAction]):
            result (GameResult): The result rules-v1.md defines: replaying the actions must reproduce it exactly.
            cause (Cause | None): why the server ended it, if it did
            assisted (bool):
            bot (bool):
            difficulty (Difficulty | None | Unset): the deal as the solver rated it, as in the game's state
     """

    game_id: str
    rules: Rules
    seed: None | str
    seed_commitment: str
    actions: list[MoveAction | RedealAction | ResignAction | TimeoutAction | UndoAction]
    result: GameResult
    cause: Cause | None
    assisted: bool
    bot: bool
    difficulty: Difficulty | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.difficulty import Difficulty # noqa: PLC0415
        from ..models.game_result import GameResult # noqa: PLC0415
        from ..models.move_action import MoveAction # noqa: PLC0415
        from ..models.redeal_action import RedealAction # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        from ..models.timeout_action import TimeoutAction # noqa: PLC0415
        from ..models.undo_action import UndoAction # noqa: PLC0415
        game_id = self.game_id

        rules = self.rules.value

        seed: None | str
        seed = self.seed

        seed_commitment = self.seed_commitment

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, MoveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, UndoAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RedealAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, ResignAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        result = self.result.to_dict()

        cause: None | str
        if isinstance(self.cause, Cause):
            cause = self.cause.value
        else:
            cause = self.cause

        assisted = self.assisted

        bot = self.bot

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
            "game_id": game_id,
            "rules": rules,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "actions": actions,
            "result": result,
            "cause": cause,
            "assisted": assisted,
            "bot": bot,
        })
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.difficulty import Difficulty # noqa: PLC0415
        from ..models.game_result import GameResult # noqa: PLC0415
        from ..models.move_action import MoveAction # noqa: PLC0415
        from ..models.redeal_action import RedealAction # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        from ..models.timeout_action import TimeoutAction # noqa: PLC0415
        from ..models.undo_action import UndoAction # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        rules = Rules(d.pop("rules"))




        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        seed_commitment = d.pop("seed_commitment")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> MoveAction | RedealAction | ResignAction | TimeoutAction | UndoAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = MoveAction.from_dict(data)



                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = UndoAction.from_dict(data)



                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = RedealAction.from_dict(data)



                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = ResignAction.from_dict(data)



                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_4 = TimeoutAction.from_dict(data)



                return actions_item_type_4

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        result = GameResult.from_dict(d.pop("result"))




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


        replay_record = cls(
            game_id=game_id,
            rules=rules,
            seed=seed,
            seed_commitment=seed_commitment,
            actions=actions,
            result=result,
            cause=cause,
            assisted=assisted,
            bot=bot,
            difficulty=difficulty,
        )


        replay_record.additional_properties = d
        return replay_record

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
