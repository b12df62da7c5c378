from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_end import StreamEnd
from ..types import UNSET, Unset






T = TypeVar("T", bound="StreamEnded")



@_attrs_define
class StreamEnded:
    """ The data of a stream's last event (``event: end``, no id) when the server ends it: why, in words, and when
    coming back helps, after how many seconds.

        Attributes:
            reason (StreamEnd): Why the server ends a stream: ``over`` (the game or race is over: nothing more will come),
                ``signed-out``
                (the token was signed out or expired: sign in again), ``gone`` (the resource is no longer there for this token),
                ``unavailable`` (the store cannot be read now: reconnect after ``retry_after`` seconds, with Last-Event-ID).
            detail (str): what happened, and what to do
            retry_after (int | Unset): reconnect after this many seconds, with Last-Event-ID (`unavailable` only)
     """

    reason: StreamEnd
    detail: str
    retry_after: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        detail = self.detail

        retry_after = self.retry_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "detail": detail,
        })
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = StreamEnd(d.pop("reason"))




        detail = d.pop("detail")

        retry_after = d.pop("retry_after", UNSET)

        stream_ended = cls(
            reason=reason,
            detail=detail,
            retry_after=retry_after,
        )


        stream_ended.additional_properties = d
        return stream_ended

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
