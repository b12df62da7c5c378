from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_type_hint import TokenTypeHint
from ..types import UNSET, Unset






T = TypeVar("T", bound="RevokeOauthTokenBody")



@_attrs_define
class RevokeOauthTokenBody:
    """ 
        Attributes:
            token (str): the grant's access or refresh token
            client_id (str):
            token_type_hint (TokenTypeHint | Unset): Which of a grant's tokens an app sends to be revoked (RFC 7009); either
                ends the grant.
     """

    token: str
    client_id: str
    token_type_hint: TokenTypeHint | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        token = self.token

        client_id = self.client_id

        token_type_hint: str | Unset = UNSET
        if not isinstance(self.token_type_hint, Unset):
            token_type_hint = self.token_type_hint.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "token": token,
            "client_id": client_id,
        })
        if token_type_hint is not UNSET:
            field_dict["token_type_hint"] = token_type_hint

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        client_id = d.pop("client_id")

        _token_type_hint = d.pop("token_type_hint", UNSET)
        token_type_hint: TokenTypeHint | Unset
        if isinstance(_token_type_hint,  Unset):
            token_type_hint = UNSET
        else:
            token_type_hint = TokenTypeHint(_token_type_hint)




        revoke_oauth_token_body = cls(
            token=token,
            client_id=client_id,
            token_type_hint=token_type_hint,
        )


        revoke_oauth_token_body.additional_properties = d
        return revoke_oauth_token_body

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
