"""A software authenticator for the API tests: it makes discoverable P-256 credentials and answers a server's
WebAuthn options as a browser and its authenticator would (attestation "none"), so that the tests exercise the
server's verification for real."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import struct
from dataclasses import dataclass, field
from typing import Any

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

USER_PRESENT, USER_VERIFIED, ATTESTED = 0x01, 0x04, 0x40


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Credential:
    id: bytes
    key: ec.EllipticCurvePrivateKey
    rp_id: str
    user_handle: bytes
    sign_count: int = 0


@dataclass
class Authenticator:
    origin: str = "http://testserver"
    credentials: list[Credential] = field(default_factory=list)

    def create(self, options: dict[str, Any]) -> dict[str, Any]:
        """A new credential for ``options`` (the server's creation options, as JSON): the browser's answer."""
        rp_id, user = options["rp"]["id"], options["user"]
        credential = Credential(os.urandom(32), ec.generate_private_key(ec.SECP256R1()), rp_id, unb64(user["id"]))
        self.credentials.append(credential)
        numbers = credential.key.public_key().public_numbers()
        cose = cbor2.dumps({1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"), -3: numbers.y.to_bytes(32, "big")})
        attested = bytes(16) + struct.pack(">H", len(credential.id)) + credential.id + cose
        data = self._data(rp_id, USER_PRESENT | USER_VERIFIED | ATTESTED, 0) + attested
        client = self._client("webauthn.create", options["challenge"])
        return {
            "id": b64(credential.id), "rawId": b64(credential.id), "type": "public-key",
            "response": {
                "clientDataJSON": b64(client),
                "attestationObject": b64(cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": data})),
                "transports": ["internal"],
            },
            "clientExtensionResults": {}, "authenticatorAttachment": "platform",
        }  # fmt: skip

    def get(self, options: dict[str, Any], credential: Credential | None = None) -> dict[str, Any]:
        """An assertion for ``options`` (request options, as JSON) by ``credential`` (the newest by default)."""
        credential = credential or self.credentials[-1]
        credential.sign_count += 1
        data = self._data(options["rpId"], USER_PRESENT | USER_VERIFIED, credential.sign_count)
        client = self._client("webauthn.get", options["challenge"])
        signature = credential.key.sign(data + hashlib.sha256(client).digest(), ec.ECDSA(hashes.SHA256()))
        return {
            "id": b64(credential.id), "rawId": b64(credential.id), "type": "public-key",
            "response": {
                "clientDataJSON": b64(client), "authenticatorData": b64(data), "signature": b64(signature),
                "userHandle": b64(credential.user_handle),
            },
            "clientExtensionResults": {}, "authenticatorAttachment": "platform",
        }  # fmt: skip

    def _data(self, rp_id: str, flags: int, sign_count: int) -> bytes:
        return hashlib.sha256(rp_id.encode()).digest() + bytes([flags]) + struct.pack(">I", sign_count)

    def _client(self, kind: str, challenge: str) -> bytes:
        return json.dumps({"type": kind, "challenge": challenge, "origin": self.origin, "crossOrigin": False}).encode()
