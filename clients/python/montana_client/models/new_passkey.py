from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.new_passkey_credential import NewPasskeyCredential





T = TypeVar("T", bound="NewPasskey")



@_attrs_define
class NewPasskey:
    """ 
        Attributes:
            ceremony (str): the options' `ceremony`
            credential (NewPasskeyCredential): the browser's PublicKeyCredential as JSON (`credential.toJSON()`)
            name (str | Unset): yours to recognise it by Default: 'Passkey'.
     """

    ceremony: str
    credential: NewPasskeyCredential
    name: str | Unset = 'Passkey'





    def to_dict(self) -> dict[str, Any]:
        from ..models.new_passkey_credential import NewPasskeyCredential # noqa: PLC0415
        ceremony = self.ceremony

        credential = self.credential.to_dict()

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ceremony": ceremony,
            "credential": credential,
        })
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.new_passkey_credential import NewPasskeyCredential # noqa: PLC0415
        d = dict(src_dict)
        ceremony = d.pop("ceremony")

        credential = NewPasskeyCredential.from_dict(d.pop("credential"))




        name = d.pop("name", UNSET)

        new_passkey = cls(
            ceremony=ceremony,
            credential=credential,
            name=name,
        )

        return new_passkey

