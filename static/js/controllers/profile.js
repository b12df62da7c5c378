// The player's own page: name, statistics, card backs, settings, and the account (create one, sign in,
// sign out).
import { ApiError } from "../api.js";
import { S, backName } from "../strings.js";
import { renderProfile } from "../views.js";
import { streakPanel } from "../streaks-view.js";
import { deviceCodeForm, deviceLinkPanel } from "../devicelink.js";
import { passkeyPanel, passkeysSupported } from "../passkeys.js";
import { WELCOMED } from "./coach.js";

const $ = (selector) => document.querySelector(selector);

export class ProfileScreen {
  // `shell`: say and guard. `preferences`: saves settings. `backNames`: card back names by id, learnt
  // here. `known(profile)`: the page's player is this profile now. `reload()`: the page read again as
  // the account it is signed in as. `stale(token)`, `routeToken()`: the router's.
  constructor({ api, shell, preferences, backNames, known, reload, stale, routeToken }) {
    Object.assign(this, { api, shell, preferences, backNames, known, reload, stale, routeToken });
  }

  async show(_argument, token = this.routeToken(), made = null) {
    const { api, shell } = this;
    const [stats, backs, settings, profile, apps, tokens, streaks, achievements, passkeys] = await Promise.all([
      api.stats(), api.cardBacks(), api.settings(), api.request("GET", "/players/me/profile"),
      api.request("GET", "/players/me/apps"), api.request("GET", "/players/me/tokens"), api.streaks(),
      api.request("GET", "/achievements"), api.request("GET", "/players/me/passkeys"),
    ]);
    if (this.stale(token)) return;
    this.autofill?.abort(); // a passkey offered in the autofill of the page drawn before
    this.known(profile);
    backs.forEach((back) => this.backNames.set(back.id, backName(back)));
    renderProfile($("#view-profile"), {
      profile, stats, backs, settings, streaks: streakPanel(streaks, { calendarLink: true }), achievements: achievements.items,
      passkeys: passkeyPanel(passkeys.items, this.passkeyActions(profile)),
      deviceLink: deviceLinkPanel(this.deviceLink && new Date(this.deviceLink.expires_at) > new Date() ? this.deviceLink : null,
        () => shell.guard(async () => {
          this.deviceLink = await api.request("POST", "/players/me/device-link");
          await this.show();
          $("#device-link")?.scrollIntoView({ block: "center" });
        })),
      deviceCode: deviceCodeForm((code) => this.signInWithCode(code)),
      on: {
        passkeySignIn: profile.guest && passkeysSupported() ? () => this.passkeySignIn() : null,
        rename: (name) => shell.guard(async () => {
          await api.rename(name);
          await this.show();
          shell.say(S.profile.nameSaved, { fade: true });
        }, "rename"),
        settings: (next) => this.preferences.save(next),
        signUp: (username, password) => shell.guard(async () => {
          await api.signUp(username, password);
          await this.show();
          shell.say(S.profile.accountCreated, { fade: true });
        }, "signup"),
        signIn: (username, password) => shell.guard(async () => {
          await api.signIn(username, password);
          localStorage.setItem(WELCOMED, "1"); // an account that exists has had its first visit
          const profile = await this.reload();
          shell.say(S.profile.signedIn(profile?.username || username), { fade: true });
        }, "signin"),
        signOut: () => shell.guard(async () => {
          await api.signOut();
          await this.reload();
        }),
      },
    });
    if (profile.guest) this.offerInAutofill();
    const { renderApps } = await import("../apps.js"); // fetched when a profile is first shown, not on the first load
    $("#view-profile").append(renderApps({ apps: apps.items, tokens: tokens.items, made, on: this.appActions() }));
    if (made) $("#new-token-value")?.scrollIntoView({ block: "center" });
  }

  // Adding a passkey (a guest's makes the account) and removing one; each redraws the page.
  passkeyActions(profile) {
    const { api, shell } = this;
    return {
      add: (name) => shell.guard(async () => {
        this.autofill?.abort(); // one ceremony at a time
        try {
          await api.addPasskey(name);
        } catch (error) {
          if (error?.name === "NotAllowedError" || error?.name === "AbortError") return; // the player said no
          throw error;
        }
        await this.show();
        shell.say(profile.guest ? S.passkeys.accountMade : S.passkeys.addedNow, { fade: true });
      }, "passkey"),
      remove: (passkey) => shell.guard(async () => {
        if (!(await shell.confirm(S.passkeys.remove, S.passkeys.removeConfirm(passkey.name), S.passkeys.remove))) return;
        await api.request("DELETE", `/players/me/passkeys/${passkey.id}`);
        await this.show();
        shell.say(S.passkeys.removed(passkey.name), { fade: true });
      }, "passkey"),
    };
  }

  // Signing in with a passkey, by the button, or as the browser's autofill offers one (conditional).
  passkeySignIn(mediation = undefined, signal = undefined) {
    if (!mediation) this.autofill?.abort();
    return this.shell.guard(async () => {
      try {
        await this.api.signInWithPasskey({ mediation, signal });
      } catch (error) {
        if (["NotAllowedError", "AbortError"].includes(error?.name)) return; // the player said no, or moved on
        if (mediation && !(error instanceof ApiError)) return; // the autofill is a courtesy: it fails quietly
        throw error;
      }
      localStorage.setItem(WELCOMED, "1");
      await this.reload();
      this.shell.say(S.passkeys.signedInNow, { fade: true });
    }, "passkey");
  }

  // The code another device shows (typed here, or opened from its QR code): this device becomes that player.
  signInWithCode(code) {
    return this.shell.guard(async () => {
      await this.api.signInWithCode(code);
      localStorage.setItem(WELCOMED, "1");
      this.deviceLink = null;
      await this.reload();
      this.shell.say(S.deviceLink.signedIn, { fade: true });
    }, "device-link");
  }

  // After this device was signed out: the sign-in in view (not focused: a focus in the username field asks
  // the browser for passkeys, which the player starts, not the page).
  offerSignIn() {
    $("#signin-form")?.scrollIntoView({ block: "start" });
  }

  // The browser's autofill offers the passkeys once the player is in the username field (asked then, so
  // that a profile shown is no sign-in begun).
  offerInAutofill() {
    const username = $("#signin-username");
    if (!username || !passkeysSupported()) return;
    username.addEventListener("focus", async () => {
      if (!(await PublicKeyCredential.isConditionalMediationAvailable?.())) return;
      this.autofill?.abort();
      this.autofill = new AbortController();
      this.passkeySignIn("conditional", this.autofill.signal);
    }, { once: true });
  }

  // What the apps panel does; each redraws the page with the server's list.
  appActions() {
    const { api, shell } = this;
    return {
      letOut: (app) => shell.guard(async () => {
        await api.request("DELETE", `/players/me/apps/${app.id}`);
        await this.show();
        shell.say(S.apps.letOutDone(app.client_id), { fade: true });
      }),
      revoke: (token) => shell.guard(async () => {
        await api.request("DELETE", `/tokens/${token.id}`);
        await this.show();
        shell.say(S.apps.revoked(token.name), { fade: true });
      }),
      make: (name, scopes) => shell.guard(async () => {
        const made = await api.request("POST", "/tokens", { body: { name, scopes } });
        await this.show(undefined, this.routeToken(), made);
      }, "token"),
    };
  }
}
