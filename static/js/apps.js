// The profile's apps and tokens: the apps the player let in through OAuth, the app tokens they made
// for programs of their own, and a form to make one (shown once, to copy).
import { el, iconButton, iconEl } from "./dom.js";
import { S, formatMoment } from "./strings.js";

const A = S.apps;
const SCOPES = ["read", "play", "bot"];

function seen(row) {
  return row.last_seen_at ? A.lastUsed(formatMoment(row.last_seen_at)) : A.never;
}

function scopeWords(scopes) {
  return (scopes || []).map((scope) => A.scopes[scope] || scope).join(", ");
}

function grantItem(app, on) {
  return el("li", { "data-app": app.id },
    el("span", { class: "app-what" },
      el("strong", { text: app.client_id }),
      el("span", { class: "small", text: `${app.app_host || ""} · ${scopeWords(app.scopes)}` }),
      el("span", { class: "small", text: `${seen(app)} · ${A.until(formatMoment(app.expires_at))}` })),
    iconButton("signout", A.letOut, { class: "quiet", "data-let-out": app.id, onclick: () => on.letOut(app) }));
}

function tokenItem(token, on) {
  return el("li", { "data-token": token.id },
    el("span", { class: "app-what" },
      el("strong", { text: token.name }),
      el("span", { class: "small", text: `${scopeWords(token.scopes)} · ${seen(token)}` })),
    iconButton("close", A.revoke, { class: "quiet", "data-revoke": token.id, onclick: () => on.revoke(token) }));
}

function newTokenForm(on, made) {
  const form = el("form", { id: "new-token-form", onsubmit: (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const scopes = data.getAll("scope");
    if (!scopes.length) {
      form.querySelector("[name=scope]").setCustomValidity(A.pickScope);
      form.reportValidity();
      return;
    }
    on.make(String(data.get("name")).trim(), scopes);
  } },
  el("h4", { text: A.newToken }),
  el("p", { class: "small", text: A.newTokenAbout }),
  el("div", { class: "form-row" },
    el("div", { class: "field" }, el("label", { for: "new-token-name", text: A.name }),
      el("input", { id: "new-token-name", name: "name", required: true, maxlength: "64" }))),
  el("fieldset", { class: "scope-choices" },
    el("legend", { class: "small", text: S.consent.mayTitle }),
    ...SCOPES.map((scope) => el("label", {},
      el("input", { type: "checkbox", name: "scope", value: scope, checked: scope === "read",
        onchange: (event) => event.target.setCustomValidity("") }),
      A.scopes[scope]))),
  iconButton("key", A.make, { type: "submit", class: "primary" }));
  const shown = made
    ? el("div", { class: "new-token", id: "new-token", role: "status" },
      el("p", { class: "small", text: A.made }),
      el("code", { id: "new-token-value", text: made.token }),
      iconButton("check", A.copy, { id: "copy-token", onclick: (event) => {
        navigator.clipboard?.writeText(made.token).then(() => { event.currentTarget.querySelector(".label").textContent = A.copied; }, () => {});
      } }))
    : null;
  return [form, shown];
}

export function renderApps({ apps, tokens, made = null, on }) {
  return el("section", { class: "panel", id: "apps" },
    el("h3", {}, iconEl("key"), A.title),
    el("p", { class: "small", text: A.about }),
    el("h4", { text: A.granted }),
    apps.length ? el("ul", { class: "app-list", id: "granted-apps" }, ...apps.map((app) => grantItem(app, on)))
      : el("p", { class: "small", id: "granted-apps", text: A.noneGranted }),
    el("h4", { text: A.tokens }),
    tokens.length ? el("ul", { class: "app-list", id: "app-tokens" }, ...tokens.map((token) => tokenItem(token, on)))
      : el("p", { class: "small", id: "app-tokens", text: A.noTokens }),
    ...newTokenForm(on, made));
}
