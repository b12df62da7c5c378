// Linking a device: the profile's panel that shows a code and its QR code for another device, and the
// form where another device enters one. Every word comes from strings.js.
import { el, iconButton } from "./dom.js";
import { S, formatMoment } from "./strings.js";
import { field } from "./views.js";

// `shown`: the server's link ({code, qr_code, expires_at}) once asked for; `onShow`: ask for one.
export function deviceLinkPanel(shown, onShow) {
  return el("section", { class: "panel", id: "device-link" },
    el("h3", { text: S.deviceLink.title }),
    el("p", { class: "small", text: S.deviceLink.about }),
    shown
      ? el("div", { class: "device-code" },
        el("img", { src: shown.qr_code, id: "device-qr", alt: S.deviceLink.qrAlt, width: "180", height: "180" }),
        el("div", {},
          el("p", { class: "code-plate verbatim", id: "device-code", "aria-label": S.deviceLink.codeLabel(shown.code.split("").join(" ")),
            text: `${shown.code.slice(0, 4)} ${shown.code.slice(4)}` }),
          el("p", { class: "small", id: "device-code-until", text: S.deviceLink.until(formatMoment(shown.expires_at)) })))
      : null,
    iconButton("link", shown ? S.deviceLink.again : S.deviceLink.show, { id: "show-device-code", class: shown ? "" : "primary", onclick: onShow }));
}

// A device not signed in: the code another device shows signs it in as that player.
export function deviceCodeForm(onEnter) {
  return el("form", { class: "panel", id: "device-code-form", onsubmit: (event) => {
    event.preventDefault();
    onEnter(String(new FormData(event.target).get("device_code")).trim());
  } },
  el("h3", { text: S.deviceLink.enterTitle }),
  el("p", { class: "small", text: S.deviceLink.enterAbout }),
  el("div", { class: "form-row" },
    field(S.deviceLink.code, el("input", { id: "device-code-input", name: "device_code", required: true, maxlength: "20",
      autocomplete: "one-time-code", autocapitalize: "characters", spellcheck: "false" })),
    iconButton("link", S.deviceLink.enter, { type: "submit", class: "primary" })));
}
