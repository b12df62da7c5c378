// The consent page (/oauth/authorize): an app asks to act for the player; the player, signed in on
// this device, lets it in or not, and goes back to the app with the answer. The app's request is this
// page's own query string, passed on to the server untouched; the server decides what is valid.
import { Api } from "./api.js";
import { el, fill, iconButton, iconEl } from "./dom.js";
import { iconSprite } from "./icons.js";
import { S, problemSentence } from "./strings.js";

const api = new Api();
const request = location.search.slice(1);
const root = document.querySelector("#consent");
const C = S.consent;

function header(asked) {
  return [
    el("p", { class: "consent-brand" }, iconEl("star"), S.tagline),
    el("h1", { class: "view-title", id: "consent-title" }, iconEl("key"),
      el("span", {}, ...(asked ? C.asks(el("span", { class: "consent-app", text: asked.client_id })) : [C.title]))),
  ];
}

function whereTo(asked) {
  return el("p", { class: "small", id: "consent-host" }, C.returnsTo, " ", el("strong", { text: asked.app_host }),
    ". ", C.trust);
}

const ALLOW_AFTER_MS = 1000;

function consentView(asked) {
  const buttons = [];
  const answer = (allow) => async () => {
    buttons.forEach((button) => { button.disabled = true; });
    try {
      const decided = await api.request("POST", "/oauth/authorization", { body: { request, allow } });
      fill(root, ...header(asked), el("p", { text: allow ? C.allowed : C.denied }));
      location.assign(decided.redirect_to);
    } catch (error) {
      buttons.forEach((button) => { button.disabled = false; });
      refusedView(error, asked);
    }
  };
  const deny = iconButton("close", C.deny, { id: "consent-deny", class: "quiet", onclick: answer(false) });
  const allow = iconButton("check", C.allow, { id: "consent-allow", class: "primary", onclick: answer(true) });
  buttons.push(deny, allow);
  fill(root, ...header(asked),
    el("section", { class: "panel" },
      el("p", {}, C.signedInAs, " ", el("strong", { id: "consent-player", text: asked.player.username })),
      el("h3", { text: C.mayTitle }),
      el("ul", { class: "consent-scopes", id: "consent-scopes" },
        ...asked.scopes.map((scope) => el("li", { "data-scope": scope }, iconEl("check"), C.scopes[scope]))),
      el("p", { class: "small", text: C.never }),
      whereTo(asked),
      el("div", { class: "consent-actions" }, deny, allow)),
    el("p", { class: "small", text: C.later }));
  // A key already on its way (Enter typed for something else) then refuses, and Allow waits a moment: a click
  // meant for a page that opened this one under the pointer never lets an app in.
  deny.focus();
  allow.disabled = true;
  setTimeout(() => { allow.disabled = false; }, ALLOW_AFTER_MS);
}

function signInView(asked) {
  const form = el("form", { class: "panel", id: "consent-signin", onsubmit: async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    try {
      await api.signIn(String(data.get("username")).trim(), data.get("password"));
      await show();
    } catch (error) {
      fill(status, problemSentence(error, "signin"));
    }
  } },
  el("h3", { text: C.signInTitle }),
  el("p", { class: "small", text: C.signInAbout }),
  el("div", { class: "form-row" },
    el("div", { class: "field" }, el("label", { for: "consent-username", text: S.profile.username }),
      el("input", { id: "consent-username", name: "username", required: true, minlength: "3", maxlength: "32", autocomplete: "username" })),
    el("div", { class: "field" }, el("label", { for: "consent-password", text: S.profile.password }),
      el("input", { id: "consent-password", name: "password", type: "password", required: true, minlength: "8", maxlength: "128", autocomplete: "current-password" })),
    iconButton("key", S.profile.signInButton, { type: "submit", class: "primary" })));
  const status = el("p", { class: "small", role: "alert", id: "consent-status" });
  fill(root, ...header(asked),
    el("section", { class: "panel" },
      el("h3", { text: C.mayTitle }),
      el("ul", { class: "consent-scopes" }, ...asked.scopes.map((scope) => el("li", {}, iconEl("check"), C.scopes[scope]))),
      whereTo(asked)),
    form, status);
}

function refusedView(error, asked = null) {
  const problem = error.problem || {};
  const refused = problem.type === "/problems/oauth-refused";
  fill(root, ...header(asked),
    el("section", { class: "panel", id: "consent-refused" },
      el("h3", { text: C.refusedTitle }),
      el("p", { text: refused ? C.refused(problem.detail || problem.error) : problemSentence(error) }),
      refused && problem.redirect_to
        ? iconButton("prev", C.back, { id: "consent-back", class: "primary", onclick: () => location.assign(problem.redirect_to) })
        : el("p", { class: "small", text: refused ? C.noWayBack : C.tryAgain }),
      el("p", {}, el("a", { href: "/", text: C.toTheGame }))));
}

async function show() {
  let asked;
  try {
    asked = await api.request("GET", `/oauth/authorization?${request}`);
  } catch (error) {
    refusedView(error);
    return;
  }
  if (asked.player) consentView(asked);
  else signInView(asked);
}

document.querySelector("#sprite").innerHTML = iconSprite();
show();
