from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.passkey_sign_in_credential import PasskeySignInCredential





T = TypeVar("T", bound="PasskeySignIn")



@_attrs_define
class PasskeySignIn:
    """ 
        Attributes:
            ceremony (str): the options' `ceremony`
            credential (PasskeySignInCredential): the browser's PublicKeyCredential as JSON (`credential.toJSON()`)
     """

    ceremony: str
    credential: PasskeySignInCredential





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_sign_in_credential import PasskeySignInCredential # noqa: PLC0415
        ceremony = self.ceremony

        credential = self.credential.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ceremony": ceremony,
            "credential": credential,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_sign_in_credential import PasskeySignInCredential # noqa: PLC0415
        d = dict(src_dict)
        ceremony = d.pop("ceremony")

        credential = PasskeySignInCredential.from_dict(d.pop("credential"))




        passkey_sign_in = cls(
            ceremony=ceremony,
            credential=credential,
        )

        return passkey_sign_in

