from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OAuthProblem")



@_attrs_define
class OAuthProblem:
    """ A refused OAuth request: problem details that are also an OAuth 2.0 error response (RFC 6749 section 5.2).

        Attributes:
            type_ (str): stable: what went wrong, for programs
            title (str):
            status (int):
            detail (str): what to do, for people
            error (str): the OAuth 2.0 error code
            error_description (None | str | Unset):
            redirect_to (None | str | Unset): on a request for consent: where to send the player back to the app with the
                error (null when its client_id or redirect_uri cannot be trusted, which the player is then shown instead)
     """

    type_: str
    title: str
    status: int
    detail: str
    error: str
    error_description: None | str | Unset = UNSET
    redirect_to: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        error = self.error

        error_description: None | str | Unset
        if isinstance(self.error_description, Unset):
            error_description = UNSET
        else:
            error_description = self.error_description

        redirect_to: None | str | Unset
        if isinstance(self.redirect_to, Unset):
            redirect_to = UNSET
        else:
            redirect_to = self.redirect_to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "error": error,
        })
        if error_description is not UNSET:
            field_dict["error_description"] = error_description
        if redirect_to is not UNSET:
            field_dict["redirect_to"] = redirect_to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        error = d.pop("error")

        def _parse_error_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error_description = _parse_error_description(d.pop("error_description", UNSET))


        def _parse_redirect_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        redirect_to = _parse_redirect_to(d.pop("redirect_to", UNSET))


        o_auth_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            error=error,
            error_description=error_description,
            redirect_to=redirect_to,
        )


        o_auth_problem.additional_properties = d
        return o_auth_problem

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
