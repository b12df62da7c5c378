// The page's composition root: it makes the shell, the router, the settings, the table, the coach, the
// race desk and one controller per view, hands each the narrow callbacks it needs, and starts them.
// Nothing here draws or decides: each piece does its own.
import { Api, TOKEN_KEY, refusesTheToken } from "./api.js";
import { cardSprite } from "./cards.js";
import { applyStrings } from "./dom.js";
import { iconSprite } from "./icons.js";
import { PlayerFeed } from "./live.js";
import { RaceDesk } from "./races.js";
import { Sound } from "./sound.js";
import { S, modeLabel, problemSentence } from "./strings.js";
import { renderHelp } from "./views.js";
import { CampaignScreen } from "./controllers/campaign.js";
import { Coach } from "./controllers/coach.js";
import { GameEnd } from "./controllers/game-end.js";
import { LeaderboardsScreen } from "./controllers/leaderboards.js";
import { NewGameScreen } from "./controllers/new-game.js";
import { Notices } from "./controllers/notices.js";
import { Preferences } from "./controllers/preferences.js";
import { ProfileScreen } from "./controllers/profile.js";
import { Router } from "./controllers/router.js";
import { Shell } from "./controllers/shell.js";
import { StillBoard } from "./controllers/still-board.js";
import { Table } from "./controllers/table.js";

const $ = (selector) => document.querySelector(selector);

// A view most visits never open is fetched the first time it is shown, which keeps the first load light.
// `make()` answers a promise of its controller; `idle` names methods that do nothing until it is made.
function later(make, idle = []) {
  let made = null;
  const screen = () => (made ??= make());
  const lazy = { show: async (...args) => (await screen()).show(...args), screen };
  for (const name of idle) lazy[name] = (...args) => made?.then((shown) => shown[name](...args));
  return lazy;
}

const api = new Api({ signedOut: () => signedOutHere() });
// A feed refused for good asks the server who this page is: if the token is refused, the answer signs the
// page out (through the Api, which alone decides that); a stream refused for another reason changes nothing.
const feed = new PlayerFeed({
  token: () => api.token,
  refused: (error) => { if (refusesTheToken(error)) api.request("GET", "/players/me").catch(() => null); },
});
const sound = new Sound();
const backNames = new Map(); // card back names by id: the profile learns them, a game's end shows them
let profile = null;

// Whether the token stored is an account's, kept beside it: a token refused on a later visit (signed out
// elsewhere, or away past its days) is then told of as a sign-out, and a guest's as a guest's end.
const ACCOUNT_KEY = "montana.account";
function wasAnAccount() {
  try { return localStorage.getItem(ACCOUNT_KEY) === "1"; } catch { return false; }
}
function know(shown) {
  profile = shown;
  try {
    if (shown?.guest === false) localStorage.setItem(ACCOUNT_KEY, "1");
    else localStorage.removeItem(ACCOUNT_KEY);
  } catch { /* storage refused: nothing is kept, and a refused token is told of as a guest's */ }
}

const shell = new Shell({ onBackOnline: () => reload().catch(() => shell.offline(!navigator.onLine)) });
const view = () => router.view;
const go = (name) => router.go(name);
const show = (name) => router.show(name);
const stale = (token) => router.stale(token);
const routeToken = () => router.token;
const me = () => profile;

const preferences = new Preferences({
  api, sound, say: (...words) => shell.say(...words),
  applied: (settings) => table.applySettings(settings),
  profileShown: () => view() === "profile",
  redrawProfile: () => screens.profile.show(),
});
const table = new Table({
  api, sound, shell, preferences, go, currentView: view,
  lesson: {
    active: () => coach.active(),
    gate: (action) => coach.gate(action),
    applied: (action) => coach.applied(action),
    end: (finished, how) => coach.end(finished, how),
  },
  ended: (game) => gameEnd.show(game),
});
const gameEnd = new GameEnd({
  api, sound, table, backNames, go,
  lessonActive: () => coach.active(),
  animationMs: () => preferences.animationMs(),
  races: { gameEnded: (game) => races.gameEnded(game) },
});
const coach = new Coach({ api, table, shell, go, show });
// The race desk sees the page through this window alone.
const races = new RaceDesk({
  api, sound,
  get view() { return router.view; },
  get game() { return table.game; },
  go, show, stale,
  say: (...words) => shell.say(...words),
  confirm: (...words) => shell.confirm(...words),
  setGame: (game, how) => table.setGame(game, how),
  rematch: async (raceId) => (await import("./controllers/challenges.js")).makeChallenge({ api, shell, go: show }, { rematch_of: raceId }),
  listen: (kind, handler) => feed.on(kind, handler),
});
const stillBoard = new StillBoard(preferences);
const moderation = later(async () => {
  const { ModerationScreen } = await import("./controllers/moderation.js");
  return new ModerationScreen({ api, shell, stale, redraw: () => router.route() });
});
const screens = {
  new: new NewGameScreen({ api, table, coach, stale, go, currentView: view, stillBoard }),
  calendar: later(async () => new (await import("./controllers/calendar.js")).CalendarScreen({ api, table, go, stale })),
  charts: later(async () => new (await import("./controllers/charts.js")).ChartsScreen({ api, go, stale })),
  campaign: new CampaignScreen({ api, stale, startGame: (start) => table.startGame(start) }),
  leaderboards: new LeaderboardsScreen({ api, say: (...words) => shell.say(...words), stale, routeToken, me }),
  profile: new ProfileScreen({
    api, shell, preferences, backNames, stale, routeToken,
    known: (shown) => know(shown),
    reload: () => reload(),
  }),
  help: { show: () => renderHelp($("#view-help"), { onTutorial: () => coach.start() }) },
  replay: later(async () => new (await import("./controllers/replay.js")).ReplayScreen({ api, stale, stillBoard }), ["stop"]),
  play: { show: () => table.draw() },
  player: later(async () => new (await import("./controllers/player.js")).PlayerScreen({
    api, shell, stale, me, go: show, decide: async (...decision) => (await moderation.screen()).decide(...decision),
  })),
  friends: later(async () => new (await import("./controllers/friends.js")).FriendsScreen({ api, shell, stale, routeToken })),
  invite: later(async () => new (await import("./controllers/friends.js")).InviteScreen({ api, shell, stale, go: show, me })),
  // A device link's QR code opens #link/<code>: this device is signed in with it, then shows the game.
  link: {
    show: async (code) => {
      history.replaceState(null, "", "#profile"); // the code works once: Back must not try it again
      await screens.profile.signInWithCode(decodeURIComponent(code || ""));
    },
  },
  challenge: later(async () => new (await import("./controllers/challenges.js")).ChallengeScreen({ api, shell, table, go, stale, routeToken })),
  moderation,
  races: { show: () => null }, // the race desk draws these (told of every view)
  race: { show: () => null },
};

// Notices wait while the player is at the table or a race, in the tutorial, or answering a dialog.
const notices = new Notices({
  feed,
  held: () => ["play", "race"].includes(router.view) || coach.active() || Boolean($("dialog[open]")),
  where: () => ({ view: router.view, argument: router.argument }),
  redraw: () => Promise.resolve(screens[router.view].show(router.argument, router.token)).catch(() => null),
  say: (text) => shell.say(text, { fade: true }),
});

const router = new Router({
  screens,
  fallback: "new",
  allowed: (name) => (name !== "play" || Boolean(table.game)) && (name !== "moderation" || Boolean(profile?.moderator)),
  entered: (name) => {
    document.body.dataset.view = name;
    // Whatever the way out (Back, a link, the menu), a game's end stays behind with its game, a stop's
    // details with the map, and a replay playing itself stops.
    for (const dialog of [$("#gameover"), $("#stop-details")]) if (dialog.open) dialog.close();
    if (name !== "replay") screens.replay.stop();
    document.querySelectorAll(".view").forEach((section) => { section.hidden = section.id !== `view-${name}`; });
    document.querySelectorAll("[data-go]").forEach((link) => {
      if (link.dataset.go === name) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
    $("#nav-play").hidden = !table.game;
    $("#nav-moderation").hidden = !profile?.moderator;
    table.followGame();
    document.title = name === "play" && table.game ? `${modeLabel(table.game)} \u00b7 ${S.tagline}` : S.tagline;
    if (name !== "play") shell.clearMessages();
    notices.viewChanged();
  },
  routed: (name, argument, token) => races.route(name, argument, token),
  failed: (error, name) => shell.say(problemSentence(error, ["replay", "player", "friends", "challenge"].includes(name) ? name : "")),
});

// The page read again as the account it is signed in as (after signing in or out, back online, or the token
// changed in another tab). One reading at a time, each after the last, so the newest token decides what shows.
let reading = Promise.resolve();
function reload() {
  const next = reading.then(readAgain, readAgain);
  reading = next.catch(() => null);
  return next;
}

// If the token was refused meanwhile (signed out on another device, the password changed there, expired),
// the page is signed out as a whole, as a visit afresh would find it: a new guest's, every stream and view of
// the account before dropped; the player is shown the profile, where signing in brings the account back.
async function readAgain() {
  table.game = null;
  feed.stop(); // nothing more of the account before is queued while the page is read again
  const before = profile;
  const anAccount = wasAnAccount();
  let refused = false;
  know(await api.ensurePlayer({ refused: () => { refused = true; } }));
  if (profile.id !== before?.id) notices.reset();
  feed.start(profile.id);
  await preferences.load();
  preferences.follow();
  const current = await api.playing();
  if (current.items.length) table.setGame(current.items[0]);
  const signedOut = refused && anAccount;
  await show(signedOut ? "profile" : table.game ? "play" : "new");
  if (refused) tellTheRefusal(signedOut);
  return profile;
}

// After a refused token, a word of why: an account's sign-out, with its sign-in in view where the profile
// shows, or a guest's session ended.
function tellTheRefusal(signedOut) {
  if (signedOut && router.view === "profile") screens.profile.offerSignIn();
  shell.say(signedOut ? S.signedOutHere : S.guestEnded);
}

// The server refused this page's token: the page is read again (which finds it so). Requests refused together,
// or while it is read, read it once more at most.
let signingOut = null;
function signedOutHere() {
  signingOut ??= reload()
    .catch((error) => { if (error.network) shell.offline(true); else shell.say(problemSentence(error)); })
    .finally(() => { signingOut = null; });
}

async function start() {
  $("#sprite").innerHTML = cardSprite() + iconSprite();
  applyStrings(document);
  table.bind();
  coach.bind();
  preferences.bindControls();
  notices.bind();
  shell.bindMenu();
  document.querySelectorAll("[data-go]").forEach((link) => link.addEventListener("click", () => {
    shell.closeMenu();
    if (link.dataset.go === router.view) $("#main").scrollTop = 0;
    else go(link.dataset.go);
  }));
  window.addEventListener("hashchange", () => router.route());
  // Another tab of this browser signed in or out (they share the token): this one follows.
  window.addEventListener("storage", (event) => {
    if (event.key === TOKEN_KEY) reload().catch((error) => shell.say(problemSentence(error)));
  });
  document.addEventListener("pointerdown", () => sound.ensure(), { once: true });
  shell.watchConnection();
  // A token stored on an earlier visit and refused now: this device was signed out while the page was closed.
  const anAccount = wasAnAccount();
  let refused = false;
  try {
    know(await api.ensurePlayer({ refused: () => { refused = true; } }));
    feed.start(profile.id);
    const [settings, current] = await Promise.all([api.settings(), api.playing()]);
    preferences.apply(settings.settings, settings.version, { speak: true }); // a language chosen on another device
    preferences.follow();
    if (current.items.length) table.setGame(current.items[0]);
    coach.resume();
  } catch (error) {
    if (error.network) shell.offline(true);
    else shell.say(problemSentence(error));
  }
  // Signed out meanwhile, a plain visit opens on the profile's sign-in; one that came by a link goes there.
  // (Told once a guest stands in: offline, the page is read again when it is back, and tells it then.)
  const signedOut = refused && anAccount && profile !== null;
  if (!location.hash) history.replaceState(null, "", signedOut ? "#profile" : table.game ? "#play" : "#new");
  await router.route();
  if (refused && profile !== null) tellTheRefusal(signedOut);
  window.montanaReadyAt = performance.now();
  document.body.dataset.ready = "true";
  screens.new.offerWelcome();
  table.watchOtherDevices();
}

// For tests and the console: the page's pieces, read live.
window.montana = {
  api, sound, races, table, coach, router,
  get game() { return table.game; },
  get board() { return table.board; },
  get queue() { return table.queue; },
  get tutorial() { return coach.tutorial; },
  get profile() { return profile; },
  act: (action) => table.act(action),
  clearSelection: (redraw) => table.clearSelection(redraw),
};
start();
