from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.animation_speed import AnimationSpeed
from ..models.language import Language
from ..models.theme import Theme
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayerSettings")



@_attrs_define
class PlayerSettings:
    """ Synced to every device the player signs in on.

        Attributes:
            theme (Theme | Unset):
            card_back (str | Unset): one of your card backs Default: 'red-lattice'.
            four_colour_suits (bool | Unset):  Default: False.
            sound (bool | Unset):  Default: True.
            music (bool | Unset):  Default: False.
            animation_speed (AnimationSpeed | Unset):
            highlight_moves (bool | Unset):  Default: False.
            left_handed (bool | Unset):  Default: False.
            language (Language | None | Unset): the screens' language; null: the browser's choice
     """

    theme: Theme | Unset = UNSET
    card_back: str | Unset = 'red-lattice'
    four_colour_suits: bool | Unset = False
    sound: bool | Unset = True
    music: bool | Unset = False
    animation_speed: AnimationSpeed | Unset = UNSET
    highlight_moves: bool | Unset = False
    left_handed: bool | Unset = False
    language: Language | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        theme: str | Unset = UNSET
        if not isinstance(self.theme, Unset):
            theme = self.theme.value


        card_back = self.card_back

        four_colour_suits = self.four_colour_suits

        sound = self.sound

        music = self.music

        animation_speed: str | Unset = UNSET
        if not isinstance(self.animation_speed, Unset):
            animation_speed = self.animation_speed.value


        highlight_moves = self.highlight_moves

        left_handed = self.left_handed

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        elif isinstance(self.language, Language):
            language = self.language.value
        else:
            language = self.language


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if theme is not UNSET:
            field_dict["theme"] = theme
        if card_back is not UNSET:
            field_dict["card_back"] = card_back
        if four_colour_suits is not UNSET:
            field_dict["four_colour_suits"] = four_colour_suits
        if sound is not UNSET:
            field_dict["sound"] = sound
        if music is not UNSET:
            field_dict["music"] = music
        if animation_speed is not UNSET:
            field_dict["animation_speed"] = animation_speed
        if highlight_moves is not UNSET:
            field_dict["highlight_moves"] = highlight_moves
        if left_handed is not UNSET:
            field_dict["left_handed"] = left_handed
        if language is not UNSET:
            field_dict["language"] = language

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _theme = d.pop("theme", UNSET)
        theme: Theme | Unset
        if isinstance(_theme,  Unset):
            theme = UNSET
        else:
            theme = Theme(_theme)




        card_back = d.pop("card_back", UNSET)

        four_colour_suits = d.pop("four_colour_suits", UNSET)

        sound = d.pop("sound", UNSET)

        music = d.pop("music", UNSET)

        _animation_speed = d.pop("animation_speed", UNSET)
        animation_speed: AnimationSpeed | Unset
        if isinstance(_animation_speed,  Unset):
            animation_speed = UNSET
        else:
            animation_speed = AnimationSpeed(_animation_speed)




        highlight_moves = d.pop("highlight_moves", UNSET)

        left_handed = d.pop("left_handed", UNSET)

        def _parse_language(data: object) -> Language | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_0 = Language(data)



                return language_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Language | None | Unset, data)

        language = _parse_language(d.pop("language", UNSET))


        player_settings = cls(
            theme=theme,
            card_back=card_back,
            four_colour_suits=four_colour_suits,
            sound=sound,
            music=music,
            animation_speed=animation_speed,
            highlight_moves=highlight_moves,
            left_handed=left_handed,
            language=language,
        )

        return player_settings

