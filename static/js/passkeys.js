// The passkeys panel of the profile: the player's passkeys (each with when it was added and last used,
// and a Remove button) and a form to add one on this device. Every word comes from strings.js.
import { el, iconButton } from "./dom.js";
import { S, formatMoment } from "./strings.js";
import { field } from "./views.js";

// Passkeys belong to a domain: a page reached by an address (127.0.0.1) cannot make or use them.
export const passkeysSupported = () => typeof globalThis.PublicKeyCredential?.parseCreationOptionsFromJSON === "function"
  && !/^[\d.]+$|:/.test(location.hostname);

// `items`: the server's passkeys; `on`: add(name), remove(passkey).
export function passkeyPanel(items, on) {
  const form = el("form", { class: "form-row", id: "passkey-form", onsubmit: (event) => {
    event.preventDefault();
    on.add(String(new FormData(event.target).get("passkey_name")).trim() || S.passkeys.defaultName);
  } },
  field(S.passkeys.name, el("input", { id: "passkey-name", name: "passkey_name", maxlength: "64", value: S.passkeys.defaultName })),
  iconButton("key", S.passkeys.add, { id: "add-passkey", class: "primary", type: "submit" }));
  return el("section", { class: "panel", id: "passkeys" },
    el("h3", { text: S.passkeys.title }),
    el("p", { class: "small", text: S.passkeys.about }),
    items.length
      ? el("ul", { class: "passkey-list" }, ...items.map((passkey) => el("li", { class: "friend", "data-passkey": passkey.id },
        el("span", { class: "friend-who" }, el("strong", { text: passkey.name }),
          el("span", { class: "small", text: passkey.last_used_at
            ? S.passkeys.used(formatMoment(passkey.last_used_at)) : S.passkeys.added(formatMoment(passkey.created_at)) })),
        iconButton("close", S.passkeys.remove, { class: "remove-passkey", onclick: () => on.remove(passkey) }))))
      : el("p", { class: "small", id: "no-passkeys", text: S.passkeys.none }),
    passkeysSupported() ? form : el("p", { class: "small", text: S.passkeys.unsupported }));
}
