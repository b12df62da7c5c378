// The composition root: wires the API, the state, the board view, input devices, sound, the
// tutorial and the views. Nothing global but this.
import { Api, ApiError } from "./api.js";
import { cardSprite } from "./cards.js";
import { applyStrings, openAtTop } from "./dom.js";
import { iconSprite } from "./icons.js";
import { bindGamepad, bindKeyboard, bindPointer } from "./input.js";
import { arrowStep } from "./layout.js";
import { followGameStates, followSettingsChanges, isNewer } from "./live.js";
import * as moderation from "./moderation.js";
import { renderPlayer } from "./profiles.js";
import { BoardView, renderDeck, renderMiniDeck } from "./render.js";
import { Sound } from "./sound.js";
import {
  ANIMATION_MS, clockMs, endingNeedsConfirm, gapName, hintNeedsConfirm, intentForCell, moveFocus, moveFor,
  redealNeedsConfirm, whyNot,
} from "./state.js";
import { S, formatClock, modeLabel, num, problemSentence, readable } from "./strings.js";
import { LESSON_RULES, LESSON_SEED, STEPS, Tutorial, matchesLesson, spotlightOf } from "./tutorial.js";
import { PlayQueue } from "./play-queue.js";
import { RaceDesk } from "./races.js";
import * as views from "./views.js";

const $ = (selector) => document.querySelector(selector);
const VIEWS = ["play", "new", "campaign", "leaderboards", "profile", "help", "replay", "player", "moderation"];
VIEWS.push("races", "race"); // races.js draws these
const WELCOMED = "montana.welcomed";
const HURRY_MS = 30_000;
const OTHER_DEVICES_MS = 60_000;
const REPLAY_STEP_MS = 700;
const CAMPAIGN_STOPS = 12;
const LESSON_STATE = "montana.lesson";
const VOLUME = "montana.volume";
const DEFAULT_SETTINGS = {
  theme: "classic-felt", card_back: "red-lattice", four_colour_suits: false, sound: true, music: false,
  animation_speed: "normal", highlight_moves: false, left_handed: false,
};

class App {
  constructor() {
    this.api = new Api();
    this.sound = new Sound();
    this.game = null;
    this.receivedAt = 0;
    this.settings = { ...DEFAULT_SETTINGS };
    this.settingsVersion = 1;
    this.ui = { focus: [0, 0], targets: null, highlighted: null, hint: null, choosing: null, showMoves: false, spotlight: null };
    this.busy = false; // the clock's own request about the game
    this.queue = new PlayQueue({
      settled: () => (this.game && !this.game.pending ? this.game : null),
      send: (game, action, key) => this.api.act(game, action, key),
      show: (game, how) => this.showPlayed(game, how),
      refused: (error, before) => this.refusedAction(error, before),
      taken: (action) => {
        if (action.type === "move") this.sound.tap();
        this.tutorial?.applied(action);
      },
      idle: () => this.showHeldLiveState(),
    });
    this.tutorial = null;
    this.suspended = null;
    this.backNames = new Map();
    this.filters = { board: "speed", rules: "classic@1", period: "all" };
    this.races = new RaceDesk(this);
    this.filters = { board: "speed", rules: "classic@1", period: "all", players: "people" };
    this.people = new Map(); // public profiles by id, for the names in the moderators' log
  }

  async start() {
    $("#sprite").innerHTML = cardSprite() + iconSprite();
    applyStrings(document);
    this.board = new BoardView($("#board"), { area: $("#table-area"), deck: $("#deck") });
    this.board.onLayout = (layout) => {
      document.body.dataset.deck = layout.deck ? "beside" : "in-controls";
      document.body.dataset.board = this.board.root.dataset.layout;
      // Upright, a message lies over the figures bar rather than over the board.
      const hud = $(".hud").getBoundingClientRect();
      document.body.style.setProperty("--hud-top", `${hud.top}px`);
      document.body.style.setProperty("--hud-h", `${hud.height}px`);
      this.dealIfPending();
    };
    const intents = {
      activate: (row, col) => this.activate(row, col),
      drop: (card, row, col) => this.drop(card, row, col),
      focusMove: (key) => this.focusMove(key),
      activateFocus: () => this.activate(...this.ui.focus),
      undo: () => this.undo(),
      hint: () => this.hint(),
      redeal: () => this.redeal(),
      newGame: () => this.go("new"),
      cancel: () => this.clearSelection(),
    };
    const playing = () => this.view === "play" && this.game?.status === "playing" && !$("dialog[open]");
    // The focus ring is for keys and pads: a finger on a touch screen shows where it is without one.
    this.ringShown = !matchMedia("(pointer: coarse)").matches;
    document.addEventListener("pointerdown", (event) => {
      if (event.pointerType === "mouse" || !this.ringShown) return;
      this.ringShown = false;
      this.draw();
    }, { capture: true });
    document.addEventListener("keydown", (event) => {
      if (this.ringShown || !(event.key.startsWith("Arrow") || event.key === "Enter" || event.key === " ")) return;
      this.ringShown = true;
      this.draw();
    }, { capture: true });
    bindPointer(this.board, intents);
    bindKeyboard(document, intents, playing);
    bindGamepad(intents, playing);
    $("#undo").addEventListener("click", intents.undo);
    $("#hint").addEventListener("click", intents.hint);
    $("#redeal").addEventListener("click", intents.redeal);
    $("#deck").addEventListener("click", intents.redeal);
    $("#resign").addEventListener("click", () => this.resign());
    $("#show-moves").addEventListener("click", () => this.toggleShowMoves());
    $("#mute").addEventListener("click", () => this.toggleSound());
    const volume = $("#volume");
    volume.value = localStorage.getItem(VOLUME) ?? volume.value;
    volume.addEventListener("input", () => {
      localStorage.setItem(VOLUME, volume.value);
      this.sound.configure({ ...this.soundSettings() });
    });
    this.bindMenu();
    document.querySelectorAll("[data-go]").forEach((link) => link.addEventListener("click", () => {
      this.closeMenu();
      if (link.dataset.go === this.view) $("#main").scrollTop = 0;
      else this.go(link.dataset.go);
    }));
    $("#coach-next").addEventListener("click", () => this.tutorial?.next());
    $("#coach-back").addEventListener("click", () => this.tutorial?.back());
    $("#coach-skip").addEventListener("click", () => this.endTutorial(false));
    $("#cascade").addEventListener("click", () => $("#cascade").getAnimations({ subtree: true }).forEach((a) => a.finish()));
    window.addEventListener("hashchange", () => this.route());
    document.addEventListener("pointerdown", () => this.sound.ensure(), { once: true });
    setInterval(() => this.tick(), 250);
    this.watchConnection();
    try {
      this.profile = await this.api.ensurePlayer();
      const [settings, current] = await Promise.all([this.api.settings(), this.api.playing()]);
      this.applySettings(settings.settings, settings.version);
      this.followSettings();
      if (current.items.length) this.setGame(current.items[0]);
      this.resumeTutorial();
    } catch (error) {
      if (error.network) this.offline(true);
      else this.say(problemSentence(error));
    }
    if (!location.hash) history.replaceState(null, "", this.game ? "#play" : "#new");
    await this.route();
    window.montanaReadyAt = performance.now();
    document.body.dataset.ready = "true";
    this.offerWelcome();
    this.watchOtherDevices();
  }

  // -- the connection and the installed app ------------------------------------------------

  // Offline, the page says so calmly (the game is the server's, so nothing is lost) and reads everything
  // again once the connection is back. The service worker keeps the page's shell for the next visit.
  watchConnection() {
    window.addEventListener("offline", () => this.offline(true));
    window.addEventListener("online", () => this.offline(false));
    if (!navigator.onLine) this.offline(true);
    if ("serviceWorker" in navigator) {
      const updating = Boolean(navigator.serviceWorker.controller);
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (updating) this.say(S.app.updated, { fade: true });
      });
      navigator.serviceWorker.register("/sw.js").catch(() => null); // without it the page works as before
    }
  }

  // A game started on another device comes to this table when the page is looked at again (and once a
  // minute while it is): the table's own game is followed live already, so only a game the table does
  // not show is looked for, and one in play here is never replaced.
  watchOtherDevices() {
    const look = () => {
      if (document.visibilityState !== "visible" || this.tutorial || this.queue.busy || !navigator.onLine || $("dialog[open]")) return;
      this.api.playing().then(({ items }) => {
        const found = items[0];
        if (!found || found.id === this.game?.id || this.game?.status === "playing" || $("dialog[open]")) return;
        this.setGame(found);
        if (this.view === "play") this.draw();
        this.say(S.app.startedElsewhere(modeLabel(found)), { fade: true });
      }).catch(() => null);
    };
    document.addEventListener("visibilitychange", look);
    setInterval(look, OTHER_DEVICES_MS);
  }

  // `readAgain`: back online, what the page shows is read again from the server.
  offline(away, { readAgain = true } = {}) {
    const banner = $("#offline");
    if (away === !banner.hidden) return;
    banner.textContent = S.app.offline;
    banner.hidden = !away;
    if (!away && readAgain && document.body.dataset.ready) this.reload().catch(() => this.offline(!navigator.onLine));
  }

  // -- navigation ---------------------------------------------------------------------

  // Shows a view; asked for the view on screen, it is drawn again (its data may have changed).
  go(view) {
    if (location.hash === `#${view}`) this.route();
    else location.hash = `#${view}`;
  }

  // Shows a view and waits until it is drawn (a message said after it then stays on screen).
  async show(view) {
    if (location.hash !== `#${view}`) history.pushState(null, "", `#${view}`);
    await this.route();
  }

  // A view drawn after awaiting the server is dropped if the player has moved on meanwhile.
  stale(token) {
    return token !== this.routeToken;
  }

  bindMenu() {
    const toggle = $("#menu-toggle");
    toggle.addEventListener("click", () => (toggle.getAttribute("aria-expanded") === "true" ? this.closeMenu() : this.openMenu()));
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && toggle.getAttribute("aria-expanded") === "true") {
        this.closeMenu();
        toggle.focus();
      }
    });
    document.addEventListener("pointerdown", (event) => {
      if (!event.target.closest(".nav")) this.closeMenu();
    });
  }

  openMenu() {
    $("#menu-toggle").setAttribute("aria-expanded", "true");
    $(".nav").classList.add("open");
  }

  closeMenu() {
    $("#menu-toggle").setAttribute("aria-expanded", "false");
    $(".nav").classList.remove("open");
  }

  async route() {
    const token = (this.routeToken = (this.routeToken || 0) + 1);
    const [view, argument] = location.hash.slice(1).split("/");
    this.view = VIEWS.includes(view) ? view : "new";
    if (this.view === "play" && !this.game) this.view = "new";
    if (this.view === "moderation" && !this.profile?.moderator) this.view = "new";
    document.body.dataset.view = this.view;
    // Whatever the way out (Back, a link, the menu), a game's end stays behind with its game, and a replay
    // playing itself stops.
    for (const dialog of [$("#gameover"), $("#stop-details")]) if (dialog.open) dialog.close();
    if (this.view !== "replay") this.stopReplay();
    document.querySelectorAll(".view").forEach((section) => { section.hidden = section.id !== `view-${this.view}`; });
    document.querySelectorAll("[data-go]").forEach((link) => {
      if (link.dataset.go === this.view) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
    $("#nav-play").hidden = !this.game;
    $("#nav-moderation").hidden = !this.profile?.moderator;
    this.followGame();
    document.title = this.view === "play" && this.game ? `${modeLabel(this.game)} \u00b7 ${S.tagline}` : S.tagline;
    if (this.view !== "play") this.clearMessages();
    document.body.dataset.loading = "true";
    try {
      if (this.view === "new") {
        await this.showNewGame(token);
        if (!this.stale(token) && document.body.dataset.ready) this.offerWelcome();
      }
      if (this.view === "campaign") await this.showCampaign(token);
      if (this.view === "leaderboards") await this.showLeaderboards(null, token);
      if (this.view === "profile") await this.showProfile(token);
      if (this.view === "help") this.showHelp();
      if (this.view === "replay") await this.showReplay(argument, token);
      if (this.view === "play") this.draw();
      await this.races.route(this.view, argument, token);
      if (this.view === "player") await this.showPlayer(argument, token);
      if (this.view === "moderation") await this.showModeration(token);
    } catch (error) {
      this.say(problemSentence(error, ["replay", "player"].includes(this.view) ? this.view : ""));
    } finally {
      if (!this.stale(token)) delete document.body.dataset.loading;
    }
  }

  async showNewGame(token = this.routeToken) {
    const daily = await this.api.daily();
    const today = daily.today.date;
    const current = this.game?.status === "playing" && !this.tutorial ? this.game : null;
    let dailyGame = current?.kind === "daily" && current.daily_date === today ? current : null;
    if (!dailyGame) dailyGame = (await this.api.finishedToday(today)).find((game) => game.kind === "daily" && game.daily_date === today) || null;
    if (this.stale(token)) return;
    views.renderNewGame($("#view-new"), {
      daily, dailyGame, current, tutorialSeen: Boolean(localStorage.getItem(WELCOMED)),
      on: {
        start: (rules) => this.startGame((abandon) => this.api.startGame(rules, null, false, abandon)),
        winnable: () => this.startGame((abandon) => this.api.startGame("classic@1", null, true, abandon)),
        daily: () => (current?.kind === "daily" ? this.go("play") : this.startGame((abandon) => this.api.playDaily(abandon))),
        practice: (rules, seed) => this.startGame(() => this.api.startGame(rules, seed), { ranked: false }),
        campaign: () => this.go("campaign"),
        tutorial: () => this.startTutorial(),
        resume: () => this.go("play"),
        replay: (id) => this.go(`replay/${id}`),
        miniBoard: (element, area, game) => this.staticBoard(element, area, game, S.board.replayLabel),
      },
    });
  }

  async showCampaign(token = this.routeToken) {
    const campaign = await this.api.campaign();
    if (this.stale(token)) return;
    const tall = $("#view-campaign").clientWidth < 640;
    views.renderCampaign($("#view-campaign"), {
      campaign, tall,
      onPlay: (level) => views.renderStopDetails($("#stop-details"), campaign.levels[level - 1], {
        onPlay: () => this.startGame((abandon) => this.api.playCampaign(level, abandon)),
      }),
    });
  }

  async showLeaderboards(around = null, token = this.routeToken) {
    const { board, rules, period, players } = this.filters;
    const page = await this.api.leaderboard(board, rules, period, players);
    if (this.stale(token)) return;
    views.renderLeaderboard($("#view-leaderboards"), {
      page, around, filters: this.filters, me: this.profile?.id,
      onChange: (filters) => {
        this.filters = filters;
        this.showLeaderboards().catch((error) => this.say(problemSentence(error, "leaderboard")));
      },
      onAround: async () => {
        try {
          const mine = await this.api.aroundMe(board, rules, period, players);
          await this.showLeaderboards(mine.rank === null ? false : mine);
        } catch (error) {
          this.say(problemSentence(error, "leaderboard"));
        }
        $("#around")?.scrollIntoView({ block: "nearest" });
      },
    });
  }

  async showProfile(token = this.routeToken) {
    const [stats, backs, settings, profile] = await Promise.all([
      this.api.stats(), this.api.cardBacks(), this.api.settings(), this.api.request("GET", "/players/me/profile"),
    ]);
    if (this.stale(token)) return;
    this.profile = profile;
    backs.forEach((back) => this.backNames.set(back.id, back.name));
    views.renderProfile($("#view-profile"), {
      profile, stats, backs, settings,
      on: {
        rename: (name) => this.guard(async () => {
          await this.api.rename(name);
          await this.showProfile();
          this.say(S.profile.nameSaved, { fade: true });
        }, "rename"),
        settings: (next) => this.saveSettings(next),
        signUp: (username, password) => this.guard(async () => {
          await this.api.signUp(username, password);
          await this.showProfile();
          this.say(S.profile.accountCreated, { fade: true });
        }, "signup"),
        signIn: (username, password) => this.guard(async () => {
          await this.api.signIn(username, password);
          localStorage.setItem(WELCOMED, "1"); // an account that exists has had its first visit
          await this.reload();
          this.say(S.profile.signedIn(this.profile.username || username), { fade: true });
        }, "signin"),
        signOut: () => this.guard(async () => {
          await this.api.signOut();
          await this.reload();
        }),
      },
    });
  }

  // -- other players' pages, and moderation -------------------------------------------------------

  async showPlayer(id, token = this.routeToken) {
    if (!/^[0-9a-f]{32}$/.test(id || "")) throw new ApiError(404, { type: "/problems/not-found" });
    const [profile, games] = await Promise.all([this.api.publicProfile(id), this.api.playerGames(id)]);
    if (this.stale(token)) return;
    const mine = id === this.profile?.id;
    const decide = (target, name, decision, reason) => this.moderate(target, name, decision, reason);
    const tools = this.profile?.moderator && !mine ? moderation.playerTools(profile, { decide }) : null;
    renderPlayer($("#view-player"), { profile, games: games.items, mine, tools });
  }

  async showModeration(token = this.routeToken) {
    const [queue, decisions] = await Promise.all([this.api.heldGames(), this.api.decisions()]);
    await this.learnNames(decisions.items);
    if (this.stale(token)) return;
    this.moderationPages = { queue, decisions };
    this.drawModeration();
  }

  drawModeration() {
    const { queue, decisions } = this.moderationPages;
    const more = (key, read) => () => this.guard(async () => {
      const next = await read(this.moderationPages[key].next_cursor);
      if (key === "decisions") await this.learnNames(next.items);
      this.moderationPages[key] = { items: [...this.moderationPages[key].items, ...next.items], next_cursor: next.next_cursor };
      this.drawModeration();
    });
    moderation.renderModeration($("#view-moderation"), {
      queue, decisions, names: (id) => this.people.get(id) ?? null,
      on: {
        decide: (target, name, decision, reason) => this.moderate(target, name, decision, reason),
        moreHeld: more("queue", (cursor) => this.api.heldGames(cursor)),
        moreDecisions: more("decisions", (cursor) => this.api.decisions(cursor)),
      },
    });
  }

  // The log names players by id: their public profiles give the names people know them by.
  async learnNames(decisions) {
    const ids = new Set(decisions.flatMap((decision) => [decision.player_id, decision.moderator_id]));
    await Promise.all([...ids].filter((id) => !this.people.has(id)).map(async (id) => {
      this.people.set(id, await this.api.publicProfile(id).catch(() => null));
    }));
  }

  // A moderator's decision on a held game (`target.game_id`) or on a player (`target.player.id`),
  // asked about first when it cannot be taken back (a rejection) or takes every entry away (a ban).
  async moderate(target, name, decision, reason) {
    const asks = {
      reject: [S.moderation.rejectTitle, S.moderation.rejectText(name), S.moderation.rejectYes],
      ban: [S.moderation.banTitle, S.moderation.banText(name), S.moderation.banYes],
    };
    if (asks[decision] && !(await this.confirm(...asks[decision]))) return;
    await this.guard(async () => {
      if (decision === "clear" || decision === "reject") await this.api.decideGame(target.game_id, decision, reason);
      else if (decision.endsWith("bot")) await this.api.markBot(target.player.id, decision === "mark-bot", reason);
      else await this.api.ban(target.player.id, decision === "ban", reason);
      this.people.delete(target.player.id);
      await this.route();
      this.say(S.moderation.done[decision](name), { fade: true });
    }, "moderation");
  }

  showHelp() {
    views.renderHelp($("#view-help"), { onTutorial: () => this.startTutorial() });
  }

  async showReplay(id, token = this.routeToken) {
    // The record also carries the deal's difficulty, where the server rates deals.
    const [data, record] = await Promise.all([this.api.replaySteps(id), this.api.replay(id).catch(() => null)]);
    if (this.stale(token)) return;
    let index = 0;
    const show = (next) => {
      index = next;
      if (index >= data.steps.length - 1) this.stopReplay();
      views.renderReplay($("#view-replay"), data, index, {
        onStep: (chosen) => {
          this.stopReplay();
          show(chosen);
          $("#replay-scrub")?.focus();
        },
        onPlay: () => {
          if (this.replayPlaying) this.stopReplay();
          else this.replayPlaying = setInterval(() => show(index + 1), REPLAY_STEP_MS);
          show(index);
          $("#replay-play")?.focus();
        },
        playing: Boolean(this.replayPlaying),
        onBoard: (element, area, step) => this.staticBoard(element, area, { board: step.board, runs: step.runs, gaps: [], legal_moves: [], status: step.status }),
        difficulty: record?.difficulty,
      });
    };
    this.stopReplay();
    show(0); // a replay starts at the deal, as the game did
  }

  stopReplay() {
    clearInterval(this.replayPlaying);
    this.replayPlaying = null;
  }

  // A board that only shows a position (a replay step, today's finished daily deal).
  staticBoard(element, area, game, label = S.board.replayLabel) {
    this.staticView?.resizer.disconnect();
    this.staticView = new BoardView(element, { area, label });
    this.staticView.renderNow(game, { fourColour: this.settings.four_colour_suits, focus: null });
  }

  async reload() {
    this.game = null;
    this.profile = await this.api.ensurePlayer();
    await this.loadSettings();
    this.followSettings();
    const current = await this.api.playing();
    if (current.items.length) this.setGame(current.items[0]);
    await this.show(this.game ? "play" : "new");
  }

  // A first visit is offered the tutorial on the home view only: a visitor who came by a link (a race's
  // invite, a replay, a player's page) came for it, and is offered the tutorial when they reach home.
  offerWelcome() {
    if (localStorage.getItem(WELCOMED) || this.game || this.welcomeOffered || this.view !== "new") return;
    this.welcomeOffered = true;
    this.welcome();
  }

  welcome() {
    views.renderWelcome($("#welcome"), {
      onStart: () => {
        localStorage.setItem(WELCOMED, "1");
        this.startTutorial();
      },
      onSkip: () => localStorage.setItem(WELCOMED, "1"),
    });
  }

  // -- settings -----------------------------------------------------------------------------

  async loadSettings() {
    const current = await this.api.settings();
    this.applySettings(current.settings, current.version);
  }

  applySettings(settings, version) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
    this.settingsVersion = version;
    const root = document.documentElement;
    root.dataset.theme = this.settings.theme;
    root.style.setProperty("--move-ms", `${this.animationMs()}ms`);
    document.body.classList.toggle("left-handed", this.settings.left_handed);
    document.body.classList.toggle("four-colour", this.settings.four_colour_suits);
    this.board.setDeckSide(this.settings.left_handed ? "left" : "right");
    this.ui.showMoves = this.settings.highlight_moves;
    this.sound.configure(this.soundSettings());
    const mute = $("#mute");
    mute.setAttribute("aria-pressed", String(this.settings.sound));
    mute.querySelector("use").setAttribute("href", this.settings.sound ? "#i-sound" : "#i-mute");
    this.draw();
  }

  animationMs() {
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    return reduced ? 0 : ANIMATION_MS[this.settings.animation_speed] ?? ANIMATION_MS.normal;
  }

  soundSettings() {
    return { sound: this.settings.sound, music: this.settings.music, volume: Number($("#volume").value) };
  }

  async toggleSound() {
    await this.saveSettings({ ...this.settings, sound: !this.settings.sound }, this.settings.sound ? S.controls.soundOff : S.controls.soundOn);
  }

  toggleShowMoves() {
    this.ui.showMoves = !this.ui.showMoves;
    this.draw();
  }

  async saveSettings(next, confirmation = S.profile.saved) {
    try {
      const saved = await this.api.saveSettings(next, this.settingsVersion);
      this.applySettings(saved.settings, saved.version);
      this.say(confirmation, { fade: true });
    } catch (error) {
      if (error.status === 412 && error.problem.settings) {
        this.applySettings(error.problem.settings, error.problem.version);
        this.say(S.settingsConflict);
        if (this.view === "profile") await this.showProfile();
      } else {
        this.say(problemSentence(error, "settings"));
      }
    }
  }

  // -- live updates: another device's moves, settings changed elsewhere ------------------------

  // The game on the table is followed while it is in play and on screen; any other view, or the
  // end of the game, stops the stream (coming back resumes it from the version shown).
  followGame() {
    const wanted = this.view === "play" && this.game?.status === "playing" ? this.game.id : null;
    if (this.gameStream?.gameId === wanted) return;
    this.gameStream?.stop();
    this.gameStream = null;
    if (!wanted) return;
    this.gameStream = followGameStates(wanted, {
      token: () => this.api.token,
      shownVersion: () => (this.game?.id === wanted ? this.game.version : null),
      onState: (state) => this.liveState(state),
    });
  }

  // A newer state from elsewhere replaces the one shown, but never under an action of this page
  // still in flight: it waits, and is shown afterwards only if it is still newer than the answer.
  liveState(state) {
    if (state.id === this.leaving) return;
    if (this.busy || this.asking || this.queue.busy) {
      if (!this.heldLiveState || state.version > this.heldLiveState.version) this.heldLiveState = state;
      return;
    }
    if (!isNewer(state, this.game)) return;
    this.clearSelection(false);
    this.setGame(state);
  }

  // A request of this page about its game (a hint) that is not an action: live states wait for it too.
  async asked(request) {
    this.asking = (this.asking || 0) + 1;
    try {
      return await request;
    } finally {
      this.asking -= 1;
      if (!this.asking && !this.busy && !this.queue.busy) this.showHeldLiveState();
    }
  }

  showHeldLiveState() {
    const held = this.heldLiveState;
    this.heldLiveState = null;
    if (held) this.liveState(held);
  }

  followSettings() {
    this.settingsStream?.stop();
    this.settingsStream = followSettingsChanges({
      token: () => this.api.token,
      shownVersion: () => this.settingsVersion,
      onSettings: (change) => this.liveSettings(change),
    });
  }

  liveSettings({ settings, version }) {
    if (version <= this.settingsVersion) return;
    const before = this.settings;
    this.applySettings(settings, version);
    const form = $("#settings-form");
    // The form shows what is in force; edits not yet saved there are replaced, and the player is told.
    if (this.view === "profile" && form && views.showSettings(form, this.settings, before)) this.say(S.settingsConflict);
  }

  // -- starting and leaving games -------------------------------------------------------------

  // Starting a game while another is in play: the one place that decides how the old one ends.
  // Ranked games are played one at a time: the server refuses a second (409 ranked-game-in-play)
  // unless asked to abandon the one in play, which then ends as a loss. A practice game in play
  // (or a ranked one left for practice) is resigned, so no game is ever left behind to reappear.
  // `start(abandon)` asks the server for the new game.
  async startGame(start, { ranked = true } = {}) {
    this.queue.clear(); // taps meant for the game being left
    await this.queue.idle();
    let current = this.game?.status === "playing" && !this.tutorial ? this.game : null;
    if (!current && ranked) {
      // A ranked game may be in play on another device: ask about it before the server refuses.
      try {
        current = (await this.api.playing(20)).items.find((game) => game.ranked) || null;
      } catch (error) {
        this.say(problemSentence(error));
        return;
      }
    }
    if (current && !(await this.confirmLeave(current))) return;
    await this.guard(async () => {
      if (this.tutorial) await this.endTutorial(false, { quiet: true });
      const abandon = Boolean(current?.ranked && ranked);
      if (current && !abandon) await this.leave(current);
      let game;
      this.leaving = abandon ? current.id : null; // the abandoned game's end, heard live, is no game over to show
      try {
        game = await start(abandon);
      } catch (error) {
        if (error.type !== "/problems/ranked-game-in-play" || !error.problem.game_id) throw error;
        // A ranked game in play that this page did not know of (another device): ask about it too.
        const other = await this.api.game(error.problem.game_id);
        if (!(await this.confirmLeave(other))) return;
        game = await start(true);
      } finally {
        this.leaving = null;
      }
      if (game.status !== "playing") {
        this.game = game;
        this.go("new");
        return;
      }
      this.setGame(game, { deal: true });
      this.go("play");
    }, "start");
  }

  confirmLeave(game) {
    return this.confirm(S.confirm.leaveTitle, S.confirm.leave(game), S.confirm.leaveYes);
  }

  async leave(game) {
    this.leaving = game.id; // its end, heard live meanwhile, is no game over to show
    try {
      await this.api.act(game, { type: "resign" });
    } catch (error) {
      if (error.status !== 409) throw error; // already over: nothing to leave
    } finally {
      this.leaving = null;
    }
    if (this.game?.id === game.id) this.game = null;
  }

  // -- the tutorial ---------------------------------------------------------------------------

  async startTutorial() {
    localStorage.setItem(WELCOMED, "1");
    if (this.tutorial) {
      this.go("play");
      return;
    }
    const current = this.game?.status === "playing" ? this.game : null;
    if (current && !(await this.confirm(S.confirm.tutorialTitle, S.confirm.tutorial(current), S.confirm.tutorialYes))) return;
    await this.guard(async () => {
      const lesson = await this.api.startGame(LESSON_RULES, LESSON_SEED, false, false, { lesson: true });
      this.suspended = current?.id ?? null;
      this.beginTutorial(lesson, 0);
    });
  }

  beginTutorial(game, index) {
    this.tutorial = new Tutorial({ onChange: (step, at) => this.showStep(step, at), onFinish: () => this.endTutorial(true) });
    document.body.classList.add("in-tutorial");
    $("#coach").hidden = false;
    this.setGame(game, { deal: index === 0 });
    this.go("play");
    this.tutorial.go(index);
  }

  // A reload in the middle of the lesson picks it up where it was.
  resumeTutorial() {
    const saved = JSON.parse(sessionStorage.getItem(LESSON_STATE) || "null");
    if (!saved || this.game?.seed !== LESSON_SEED || this.game.ranked || this.game.id !== saved.game) return;
    this.suspended = saved.suspended;
    this.beginTutorial(this.game, saved.step);
  }

  showStep(step, index) {
    sessionStorage.setItem(LESSON_STATE, JSON.stringify({ game: this.game.id, step: index, suspended: this.suspended }));
    $("#coach-step").textContent = S.tutorial.step(index + 1, STEPS.length);
    $("#coach-title").textContent = step.words.title;
    $("#coach-body").textContent = step.words.body;
    $("#coach-next").hidden = Boolean(step.expect);
    $("#coach-next").querySelector(".label").textContent = index === STEPS.length - 1 ? S.tutorial.finish : S.tutorial.next;
    $("#coach-back").hidden = !this.tutorial.canGoBack();
    const cells = spotlightOf(step, this.game);
    this.ui.spotlight = new Set(cells.map(([row, col]) => `${row},${col}`));
    this.ui.spotlightCards = new Set(cells.map(([row, col]) => this.game.board[row][col]).filter(Boolean));
    document.body.dataset.lessonFocus = step.focus || "";
    if (step.expect?.type === "move") this.ui.focus = step.expect.to;
    this.draw();
    if (!step.expect) $("#coach-next").focus({ preventScroll: true });
  }

  async endTutorial(finished, { quiet = false } = {}) {
    const lesson = this.game;
    this.tutorial = null;
    sessionStorage.removeItem(LESSON_STATE);
    document.body.classList.remove("in-tutorial");
    delete document.body.dataset.lessonFocus;
    $("#coach").hidden = true;
    this.ui.spotlight = null;
    this.ui.spotlightCards = null;
    if (lesson?.status === "playing") await this.leave(lesson).catch(() => null);
    this.game = null;
    const suspended = this.suspended;
    this.suspended = null;
    if (quiet) return;
    if (suspended) {
      await this.guard(async () => {
        this.setGame(await this.api.game(suspended));
        await this.show("play");
        this.say(S.play.leftTutorial, { fade: true });
      });
    } else {
      await this.show("new");
      if (finished) this.say(S.tutorial.done, { fade: true });
    }
  }

  // The tutorial lets through only the action its step waits for, and says which.
  gate(action) {
    if (!this.tutorial || this.tutorial.allows(action)) return true;
    const expected = this.tutorial.step.words.expected;
    this.say(expected ? S.tutorial.wrongMove(expected) : S.tutorial.blocked);
    this.shake();
    this.draw();
    return false;
  }

  // -- play ------------------------------------------------------------------------------------

  setGame(game, { deal = false } = {}) {
    const previous = this.game;
    this.game = game;
    this.receivedAt = performance.now();
    if (previous?.id !== game.id) {
      if (previous) this.queue.clear(); // taps meant for another game
      this.ui.focus = [0, 0];
      this.clearSelection(false);
    }
    const cols = game.board[0].length;
    if (this.ui.focus[1] >= cols) this.ui.focus = [this.ui.focus[0], cols - 1];
    $("#nav-play").hidden = false;
    this.dealPending = deal;
    this.draw();
    this.followGame();
    if (game.status !== "playing" && previous?.status === "playing" && previous.id === game.id) this.finish(game);
  }

  async finish(game) {
    if (this.tutorial) return;
    const ms = this.animationMs();
    if (game.status === "won") {
      this.sound.fanfare();
      this.board.root.classList.add("celebrating");
      await this.board.cascade($("#cascade"), ms);
      this.board.root.classList.remove("celebrating");
    }
    if (game.kind === "race" && (await this.races.gameEnded(game))) return; // a race's end is its results
    const unknown = (game.celebration?.unlocked_card_backs || []).some((id) => !this.backNames.has(id));
    if (unknown) {
      try {
        (await this.api.cardBacks()).forEach((back) => this.backNames.set(back.id, back.name));
      } catch {
        // the names are a nicety: the dialog still shows the game
      }
    }
    views.renderGameOver($("#gameover"), game, {
      backNames: (id) => this.backNames.get(id) ?? S.profile.backs,
      onReplay: (id) => this.go(`replay/${id}`),
      onNew: () => this.go("new"),
      onClose: () => this.go("play"),
      // A campaign stop is tried again, or left for the next, from its end.
      ...(game.kind === "campaign" ? {
        onRetry: () => this.startGame((abandon) => this.api.playCampaign(game.campaign_level, abandon)),
        onNextStop: game.campaign_level < CAMPAIGN_STOPS
          ? () => this.startGame((abandon) => this.api.playCampaign(game.campaign_level + 1, abandon))
          : null,
      } : {}),
    });
    this.awaitDifficulty(game);
  }

  // The solver rates a ranked game's deal seconds after it ends (a server that rates deals says
  // `difficulty: null` until then): asked again twice while the game-over dialog is open.
  async awaitDifficulty(game) {
    if (!game.ranked || game.difficulty !== null || game.par_moves) return;
    for (const seconds of [4, 10]) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      if (!$("#gameover").open || this.game?.id !== game.id) return;
      const fresh = await this.api.game(game.id).catch(() => null);
      if (fresh?.difficulty) {
        if (isNewer(fresh, this.game)) this.game = fresh;
        $("#gameover .difficulty")?.replaceWith(views.difficultyLine(fresh.difficulty));
        return;
      }
    }
  }

  // A new deal flies in from the deck once the table is on screen and laid out.
  dealIfPending() {
    if (!this.dealPending || this.view !== "play" || !this.game || !this.board.layout) return;
    this.dealPending = false;
    this.board.renderNow(this.game, this.renderUi());
    this.board.deal(this.deckRect(), this.animationMs());
  }

  renderUi() {
    const game = this.game;
    return {
      ...this.ui,
      fourColour: this.settings.four_colour_suits,
      showMoves: this.ui.showMoves && game.rules === "relaxed@1",
      showCursor: game.status === "playing" && this.ringShown,
    };
  }

  draw() {
    if (!this.game || !this.board) return;
    if (this.dealPending) this.dealIfPending();
    this.board.render(this.game, this.renderUi());
    this.drawChrome();
  }

  drawChrome() {
    const game = this.game;
    renderDeck($("#deck"), this.settings.card_back, game.redeals_left);
    renderMiniDeck($("#redeal-deck"), this.settings.card_back);
    $("#deck").disabled = !game.can_redeal;
    $("#hud-mode").textContent = modeLabel(game);
    $("#hud-sequence").textContent = num(game.cards_in_sequence);
    $("#hud-moves").textContent = num(game.moves);
    $("#hud-redeals").textContent = game.redeals_left === null ? "\u221e" : num(game.redeals_left);
    $("#hud-redeals").setAttribute("aria-label", game.redeals_left === null ? S.hud.unlimited : num(game.redeals_left));
    $("#hud-score").textContent = num(game.score);
    $("#redeal-count").textContent = game.redeals_left === null ? "\u221e" : String(game.redeals_left);
    $("#undo").disabled = !game.can_undo;
    $("#redeal").disabled = !game.can_redeal;
    $("#resign").disabled = game.status !== "playing";
    $("#hint").disabled = game.status !== "playing";
    $("#show-moves").hidden = game.rules !== "relaxed@1";
    $("#show-moves").setAttribute("aria-pressed", String(this.ui.showMoves));
    $("#stuck").hidden = !game.stuck;
    this.tick();
  }

  tick() {
    if (!this.game) return;
    const ms = clockMs(this.game, this.receivedAt, performance.now());
    $("#hud-clock").textContent = formatClock(ms);
    $("#hud-clock-label").textContent = this.game.time_left_ms !== null ? S.hud.timeLeft : S.hud.time;
    // A timed game's last half-minute: the clock turns and ticks each second (its tick is a sound, so the
    // sound setting governs it; the stylesheet stills the pulse under reduced motion).
    const hurry = this.game.status === "playing" && this.game.time_left_ms !== null && ms <= HURRY_MS && ms > 0;
    $("#hud-clock").closest(".stat").classList.toggle("hurry", hurry);
    const second = Math.ceil(ms / 1000);
    if (hurry && this.view === "play" && second !== this.tickedSecond) this.sound.tick();
    this.tickedSecond = hurry ? second : null;
    if (this.game.status === "playing" && this.game.time_left_ms !== null && ms === 0 && !this.busy && !this.queue.busy) {
      this.busy = true;
      this.api.game(this.game.id).then((game) => this.setGame(game)).catch(() => null).finally(() => {
        this.busy = false;
        this.showHeldLiveState();
      });
    }
  }

  focusMove(key) {
    if (!this.game) return;
    this.ringShown = true;
    const step = arrowStep(key, Boolean(this.board.layout?.transposed));
    this.ui.focus = moveFocus(this.ui.focus, step, this.game.board.length, this.game.board[0].length);
    this.draw();
    this.board.focusCell(...this.ui.focus);
  }

  clearSelection(redraw = true) {
    this.ui.targets = null;
    this.ui.highlighted = null;
    this.ui.choosing = null;
    this.ui.gapFor = null;
    this.ui.hint = null;
    $("#compass").hidden = true;
    if (redraw) this.draw();
  }

  // A tap (or Enter, or a pad's A) on a cell. While an action is on its way the tap waits its turn and is
  // read against the state the server answers.
  activate(row, col) {
    if (!this.game || this.game.status !== "playing") return;
    // A second tap on the cell a shown move just emptied or filled is the same tap again, not a new one.
    if (this.game.pending && this.game.changed?.some(([r, c]) => r === row && c === col)) return;
    this.ui.focus = [row, col];
    this.queue.enqueue((game) => this.readTap(game, row, col));
  }

  async readTap(game, row, col) {
    if (game.status !== "playing") return null;
    const code = game.board[row][col];
    if (this.ui.choosing && !code) {
      const move = moveFor(game, this.ui.choosing, row, col);
      if (move) return this.moveStep(game, move);
    }
    if (this.ui.highlighted && code && this.ui.highlighted.has(code) && this.ui.gapFor) {
      const move = moveFor(game, code, ...this.ui.gapFor);
      if (move) return this.moveStep(game, move);
    }
    const intent = intentForCell(game, row, col);
    this.clearSelection(false);
    if (intent.kind === "move") return this.moveStep(game, intent.move);
    if (intent.kind === "choose-gap") {
      this.ui.choosing = intent.card;
      this.ui.targets = new Set(intent.gaps.map(([r, c]) => `${r},${c}`));
      this.say(S.play.choose(intent.card, intent.gaps.length));
    } else if (intent.kind === "highlight") {
      this.ui.highlighted = new Set(intent.cards);
      this.ui.gapFor = intent.at;
      this.say(S.play.gapTakes(intent.cards));
    } else if (intent.kind === "dead") {
      this.say(S.play.dead);
    } else {
      this.say(S.play.fitsNothing(intent.card));
    }
    this.draw();
    return null;
  }

  // A drop where the card fits plays it (and answers true, so the card stays where it was let go). While
  // an action is on its way the drop waits its turn, and the card goes back to its place meanwhile.
  drop(card, row, col) {
    if (!this.game || this.game.status !== "playing") return false;
    const fits = !this.queue.busy && Boolean(moveFor(this.game, card, row, col));
    this.queue.enqueue((game) => {
      const move = moveFor(game, card, row, col);
      if (move) return this.moveStep(game, move);
      // The server already said what each gap accepts: explain a bad drop from that, without asking again.
      this.say(whyNot(game, card, row, col));
      this.shake();
      return null;
    });
    return fits;
  }

  // A listed move, once the tutorial lets it through and (when it would lose the game) the player says so.
  async moveStep(game, move) {
    this.clearSelection(false);
    if (!this.gate({ type: "move", card: move.card, to: move.to })) return null;
    if (endingNeedsConfirm(game, move) && !(await this.confirm(S.confirm.endsTitle, S.confirm.ends, S.confirm.endsYes))) {
      this.draw();
      return null;
    }
    this.sound.slide();
    return { action: { type: "move", card: move.card, to: move.to }, move };
  }

  undo() {
    if (!this.game || this.game.status !== "playing") return;
    this.queue.enqueue((game) => {
      if (!game.can_undo) {
        this.say(S.play.noUndo);
        return null;
      }
      return this.gate({ type: "undo" }) ? { action: { type: "undo" } } : null;
    });
  }

  async redeal() {
    if (!this.game || this.game.status !== "playing") return;
    await this.queue.enqueue(async (game) => {
      if (!game.can_redeal) {
        this.say(S.play.noRedeal);
        return null;
      }
      if (!this.gate({ type: "redeal" })) return null;
      if (redealNeedsConfirm(game)) {
        const cards = new Set(game.legal_moves.map((move) => move.card)).size;
        if (!(await this.confirm(S.confirm.redealTitle, S.confirm.redeal(cards, game.redeals_left), S.confirm.redealYes))) return null;
      }
      await this.board.gather(game, this.deckRect(), this.animationMs());
      this.sound.slide();
      return { action: { type: "redeal" } };
    });
    this.board.settle(); // the gathered cards, held on the deck until the answer is drawn
  }

  // Where cards come from and go to: the deck beside the board, or the Redeal button.
  deckRect() {
    const deck = $("#deck");
    const visible = deck.offsetParent !== null && this.board.layout?.deck;
    return (visible ? deck : $("#redeal")).getBoundingClientRect();
  }

  async resign() {
    if (this.game?.status !== "playing") return;
    if (this.tutorial) {
      await this.endTutorial(false);
      return;
    }
    await this.queue.enqueue(async (game) => {
      if (game.status !== "playing") return null;
      const sure = await this.confirm(S.confirm.resignTitle, S.confirm.resign(game), S.confirm.resignYes);
      return sure ? { action: { type: "resign" } } : null;
    });
  }

  hint() {
    if (!this.game || this.game.status !== "playing") return;
    if (this.tutorial) {
      this.gate({ type: "hint" });
      return;
    }
    this.queue.enqueue(async (game) => {
      if (game.status !== "playing") return null;
      if (hintNeedsConfirm(game) && !(await this.confirm(S.confirm.assistedTitle, S.confirm.assisted, S.confirm.assistedYes))) return null;
      await this.guard(async () => {
        const hint = await this.asked(this.api.hint(game.id));
        // The first hint marks the game assisted, and so makes a new version of it.
        this.game = { ...this.game, assisted: hint.assisted, version: hint.version };
        this.clearSelection(false);
        let text = readable(hint.reason);
        if (hint.kind === "move") {
          this.ui.hint = { card: hint.card, to: hint.to };
          text = `${S.play.hintMove(hint.card, hint.to, gapName(game, ...hint.to))} ${text}`;
        } else if (hint.kind === "redeal") {
          text = `${S.play.hintRedeal} ${text}`;
        } else if (hint.kind === "undo") {
          text = `${S.play.hintUndo} ${text}`;
        }
        if (hint.verdict_text) text = `${text} ${readable(hint.verdict_text)}`;
        this.say("");
        const compass = $("#compass");
        compass.hidden = false;
        $("#compass-text").textContent = text;
        this.draw();
      });
      return null;
    });
  }

  // Sends one action (for code and tests: what a tap does, without the tap). Answers whether it was taken.
  act(action) {
    if (!this.game) return Promise.resolve(false);
    return this.queue.enqueue((game) => ({ action, move: action.type === "move" ? moveFor(game, action.card, ...action.to) : null }));
  }

  // What the queue shows: a state the server has not answered yet keeps the clock where it was.
  showPlayed(game, { pending }) {
    if (game.id !== this.game?.id) return; // the answer for a game the table has left
    this.say("");
    if (pending) {
      // Drawn now, not at the next frame's start: the card is in its gap in the frame after the tap.
      this.game = game;
      this.board.renderNow(game, this.renderUi());
      this.drawChrome();
      return;
    }
    this.offline(false, { readAgain: false }); // an answer: whatever the browser said, the connection works
    this.setGame(game);
  }

  // An action the server refused, or one that could not reach it: the board shows what the server holds
  // (the problem's state, or the state before the action), and the reason is said.
  refusedAction(error, before) {
    if (before.id !== this.game?.id) return; // about a game the table has left
    if (error.problem?.state) this.setGame(error.problem.state);
    else {
      this.game = before;
      this.draw();
    }
    if (error.network) this.offline(true);
    else this.say(problemSentence(error, "game"));
    this.shake();
    if (error.network || error.status >= 500) {
      // The outcome may be unknown: what the server holds is read again.
      this.api.game(before.id).then((game) => { if (isNewer(game, this.game)) this.setGame(game); }).catch(() => null);
    }
  }

  shake() {
    this.board.root.classList.remove("shake");
    void this.board.root.offsetWidth;
    this.board.root.classList.add("shake");
  }

  confirm(title, text, yes) {
    const dialog = $("#confirm");
    $("#confirm-title").textContent = title;
    $("#confirm-text").textContent = text;
    $("#confirm-yes").textContent = yes;
    dialog.returnValue = "";
    openAtTop(dialog);
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
    });
  }

  async guard(work, context = "") {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
      this.say(problemSentence(error, context));
    }
  }

  // A message stays until the next action; a mere confirmation ("Settings saved.") fades by itself.
  say(text, { fade = false } = {}) {
    const message = $("#message");
    clearTimeout(this.fading);
    message.textContent = text;
    message.hidden = !text;
    if (text) $("#compass").hidden = true;
    if (text && fade) this.fading = setTimeout(() => { if (message.textContent === text) this.say(""); }, 6000);
  }

  clearMessages() {
    this.say("");
    $("#compass").hidden = true;
  }
}

const app = new App();
window.montana = app;
app.start();

