// The Races view and the race table: the lobby, rooms, the countdown, the live standings beside
// the board, and the results. The race itself lives on the server; this follows it through its
// event stream and plays the racer's own game through the table like any other game.
import { followEvents } from "./event-stream.js";
import { el } from "./dom.js";
import {
  clockOffset, countdownNumber, isDone, isOver, msUntil, myLine, newlyDone, racerState, readCode, standings, timeLeftMs,
} from "./race-state.js";
import { openPanel, quickPanel, renderLobby, renderMissing, renderRail, renderRoom, renderStandings, tickRoom } from "./race-views.js";
import { S, formatTime, raceProblem, racerName } from "./strings.js";

const RACE_KEY = "montana.race"; // the race of this device's race game: { code, game }
const QUICK_KEY = "montana.quick"; // this device is waiting for a quick match
const TICK_MS = 250;
const QUICK_POLL_MS = 1000;
const LATE_DEAL_MS = 1500; // past the start with no deal heard of: read the race again
const OPEN_REFRESH_MS = 10_000;

export class RaceDesk {
  // `host`: the page as the desk sees it: api, sound, view and game (read live), go, show, stale, say,
  // confirm, setGame, rematch (a challenge of the race's people), listen(kind, handler) (the player's feed).
  constructor(host) {
    this.host = host;
    this.api = host.api;
    this.views = ["races", "race"];
    this.race = null;
    this.offset = 0;
    this.shown = [];
    this.following = null;
    this.quick = null;
    this.rules = "classic@1";
    this.open = [];
    this.lastNumber = null;
    this.resumed = false;
    setInterval(() => this.tick(), TICK_MS);
  }

  // -- navigation ------------------------------------------------------------------------------

  // Called by the app for every view shown: draws ours, and keeps a race's stream only while it is
  // on screen or this device races in it.
  async route(view, argument, token) {
    if (!this.resumed) {
      this.resumed = true;
      await this.resume();
      if (localStorage.getItem(QUICK_KEY)) this.pollQuick(localStorage.getItem(QUICK_KEY));
    }
    if (view === "race") document.querySelector('[data-go="races"]')?.setAttribute("aria-current", "page");
    if (view === "races") await this.showLobby(token);
    else if (view === "race") await this.showRace(argument, token);
    if (view !== "race") this.raceOnScreen = null;
    if (view !== "race" && !this.seated()) this.stopFollowing();
    if (this.seated()) this.follow(); // a page loaded mid-race listens again
    this.draw();
  }

  // A race game in play when the page loads: its race is followed again.
  async resume() {
    const saved = JSON.parse(localStorage.getItem(RACE_KEY) || "null");
    if (!saved) return;
    const game = this.host.game;
    if (game?.id !== saved.game || game.status !== "playing") {
      localStorage.removeItem(RACE_KEY);
      return;
    }
    try {
      this.received(await this.read(saved.code));
    } catch {
      localStorage.removeItem(RACE_KEY);
    }
  }

  // This device's player holds a seat in the race followed, and it is not over for them: its
  // stream is kept whatever the view, so that the deal finds them.
  seated() {
    const me = this.race && myLine(this.race);
    return Boolean(me) && !isOver(this.race) && (this.race.status !== "running" || me.status === "playing");
  }

  // This device's racer plays their game in the race followed.
  racing() {
    const me = this.race && myLine(this.race);
    return Boolean(me?.game_id && me.status === "playing" && this.race.status === "running");
  }

  // The racer's own game is on the table: the standings go beside it.
  onTable() {
    const me = this.race && myLine(this.race);
    return this.host.view === "play" && Boolean(me?.game_id) && this.host.game?.id === me.game_id && this.race.status === "running";
  }

  // The app's game ended; a race game's end shows its race, with the racer's place (answers whether it did).
  // A page that did not see the race begin (another device, a cleared store) asks the server for it.
  async gameEnded(game) {
    const saved = JSON.parse(localStorage.getItem(RACE_KEY) || "null");
    const me = this.race && myLine(this.race);
    let code = me?.game_id === game.id ? this.race.code : saved?.game === game.id ? saved.code : null;
    code ??= (await this.host.api.raceOfGame(game.id).catch(() => null))?.code;
    if (this.host.game?.id !== game.id) return true; // the table moved on meanwhile: nothing to show
    if (!code) return false;
    this.host.go(`race/${code}`);
    return true;
  }

  // -- the lobby -------------------------------------------------------------------------------

  async showLobby(token) {
    await this.listOpen();
    if (this.host.stale(token)) return;
    keepFocus(() => renderLobby(document.querySelector("#view-races"), { open: this.open, quick: this.quick, rules: this.rules, on: this.lobbyIntents() }));
  }

  lobbyIntents() {
    return {
      quick: (rules) => this.enterQueue(rules),
      cancelQuick: () => this.leaveQueue(),
      ghost: (rules) => this.ghostRace(rules),
      create: (options) => this.create(options),
      join: (code) => this.join(code),
      refresh: () => this.refreshOpen(),
    };
  }

  async listOpen() {
    this.openAt = Date.now();
    try {
      this.open = (await this.api.request("GET", "/races?limit=20", { auth: false })).items;
    } catch (error) {
      this.host.say(raceProblem(error));
    }
  }

  // The open races are read again (by the button, and every few seconds while the lobby shows);
  // only their panel is drawn again, so nothing half-typed in the forms is lost.
  async refreshOpen() {
    await this.listOpen();
    if (this.host.view === "races") this.redraw("open-races", openPanel(this.open, this.lobbyIntents()));
  }

  drawQuick() {
    if (this.host.view === "races") this.redraw("quick-match", quickPanel(this.quick, this.rules, this.lobbyIntents()));
  }

  // A part of the lobby drawn again; the keyboard's place stays in it (on its first button when
  // the one focused is gone, as "Find a race" becomes "Stop looking").
  redraw(id, part) {
    const old = document.getElementById(id);
    if (!old) return;
    const inside = old.contains(document.activeElement);
    keepFocus(() => old.replaceWith(part));
    if (inside && !part.contains(document.activeElement)) part.querySelector("button")?.focus({ preventScroll: true });
  }

  async create({ rules, seats, visibility, rated }) {
    this.rules = rules;
    const race = await this.enter("create", (abandon) => this.api.request("POST", "/races", {
      body: { rules, seats, visibility, rated, abandon_current: abandon }, idempotencyKey: crypto.randomUUID(),
    }));
    if (race) this.goTo(race);
  }

  async join(text) {
    const code = readCode(text);
    if (!code) {
      this.host.say(S.races.badCode);
      document.querySelector("#race-code")?.focus();
      return;
    }
    this.entering = code;
    const race = await this.enter("join", (abandon) => this.api.request("POST", `/races/${code}/racers`, { body: { abandon_current: abandon } }));
    this.entering = null;
    if (race) this.goTo(race);
  }

  // Takes a seat (or a place in the queue): a ranked game in play is left for the race only once
  // the player agrees; a seat in another race that has not started is shown instead.
  async enter(context, request) {
    try {
      try {
        return await request(false);
      } catch (error) {
        if (error.type !== "/problems/ranked-game-in-play") throw error;
        if (!(await this.host.confirm(S.races.enterTitle, S.races.enterNeeds, S.races.enterYes))) return null;
        return await request(true);
      }
    } catch (error) {
      // A seat elsewhere, or a race that cannot seat another: that race is shown, and why.
      const elsewhere = error.type === "/problems/in-another-race" ? error.problem.race_id : null;
      const watch = ["/problems/race-started", "/problems/race-full"].includes(error.type) ? this.entering : null;
      if (elsewhere || watch) await this.host.show(`race/${elsewhere || watch}`);
      this.host.say(raceProblem(error, context));
      return null;
    }
  }

  goTo(race) {
    this.received(race);
    this.host.go(`race/${race.code}`);
  }

  // -- quick match -----------------------------------------------------------------------------

  async enterQueue(rules) {
    this.rules = rules;
    const ticket = await this.enter("queue", (abandon) => this.api.request("POST", "/races/queue", { body: { rules, abandon_current: abandon } }));
    if (!ticket) return;
    this.quickTicket(ticket);
    this.pollQuick(rules);
  }

  pollQuick(rules) {
    localStorage.setItem(QUICK_KEY, rules);
    this.listenForMatch();
    clearTimeout(this.quickTimer);
    this.quickTimer = setTimeout(async () => {
      try {
        const ticket = await this.api.request("GET", "/races/queue/me");
        if (!localStorage.getItem(QUICK_KEY)) return; // the event stream told of the match meanwhile
        this.quickTicket(ticket);
        if (this.quick?.status === "waiting") this.pollQuick(rules);
      } catch (error) {
        this.stopQuick();
        if (this.host.view === "races") this.host.say(raceProblem(error, "queue"));
      }
    }, QUICK_POLL_MS);
  }

  // The player's feed says at once when quick match found a race (the poll, once a second, stays as the
  // fallback, and keeps the waited time current).
  listenForMatch() {
    if (this.stopMatchListener) return;
    this.stopMatchListener = this.host.listen("race-matched", (matched) => {
      if (this.quick?.status !== "waiting") return;
      this.quickTicket({ ...this.quick, status: "matched", race_id: matched.race_id });
    });
  }

  stopListeningForMatch() {
    this.stopMatchListener?.();
    this.stopMatchListener = null;
  }

  quickTicket(ticket) {
    this.quick = ticket;
    if (ticket.status !== "waiting") {
      clearTimeout(this.quickTimer);
      localStorage.removeItem(QUICK_KEY);
      this.stopListeningForMatch();
    }
    if (ticket.status === "matched" && ticket.race_id) {
      this.quick = null;
      this.host.show(`race/${ticket.race_id}`).then(() => this.host.say(S.races.matched, { fade: true }));
      return;
    }
    if (this.host.view !== "races") return;
    const waited = document.querySelector("#quick-waited");
    if (ticket.status === "waiting" && waited) waited.textContent = S.races.quickWaited(ticket.waited_ms);
    else this.drawQuick();
  }

  stopQuick() {
    clearTimeout(this.quickTimer);
    this.stopListeningForMatch();
    localStorage.removeItem(QUICK_KEY);
    this.quick = null;
    this.drawQuick();
  }

  async leaveQueue() {
    clearTimeout(this.quickTimer);
    this.stopListeningForMatch();
    try {
      await this.api.request("DELETE", "/races/queue/me");
    } catch (error) {
      this.stopQuick();
      // Matched as the player left: the race goes on, so it is shown (with a way to leave it).
      const matched = error.type === "/problems/in-another-race" ? error.problem.race_id : null;
      if (matched) await this.host.show(`race/${matched}`);
      this.host.say(raceProblem(error, "queue"));
      return;
    }
    this.stopQuick();
    document.querySelector("#quick-start")?.focus();
  }

  async ghostRace(rules) {
    try {
      const race = await this.api.request("POST", "/races/ghost", { body: { rules }, idempotencyKey: crypto.randomUUID() });
      this.quick = null;
      this.goTo(race);
    } catch (error) {
      this.host.say(raceProblem(error, "ghost"));
    }
  }

  // -- a race ------------------------------------------------------------------------------------

  read(key) {
    return this.api.request("GET", `/races/${encodeURIComponent(key)}`);
  }

  isShown(key) {
    return Boolean(this.race && key && (this.race.code === key.toUpperCase() || this.race.id === key));
  }

  async showRace(key, token) {
    if (!this.isShown(key)) {
      this.stopFollowing();
      this.race = null;
      this.shown = [];
      document.querySelector("#view-race").replaceChildren();
      let race;
      try {
        race = await this.read(key || "");
      } catch (error) {
        if (this.host.stale(token)) return;
        renderMissing(document.querySelector("#view-race"), () => this.host.go("races"));
        this.host.say(raceProblem(error, "race"));
        return;
      }
      if (this.host.stale(token)) return;
      this.received(race);
    }
    if (location.hash !== `#race/${this.race.code}`) history.replaceState(null, "", `#race/${this.race.code}`);
    if (this.raceOnScreen !== this.race.id) document.querySelector("#main").scrollTop = 0; // a race opens at its top
    this.raceOnScreen = this.race.id;
    this.follow();
  }

  follow() {
    const race = this.race;
    if (!race || isOver(race) || this.following?.id === race.id) return;
    this.stopFollowing();
    const controller = new AbortController();
    this.following = { id: race.id, controller };
    let final = false;
    followEvents(`/api/v1/races/${race.id}/events`, {
      token: () => this.api.token,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.event !== "race") return;
        const data = JSON.parse(event.data);
        final = isOver(data);
        if (this.following?.controller === controller) this.received(data);
      },
      isFinal: () => final,
    }).catch((error) => {
      if (this.following?.controller === controller) this.host.say(raceProblem(error, "race"));
    }).finally(() => {
      if (this.following?.controller === controller) this.following = null;
    });
  }

  stopFollowing() {
    this.following?.controller.abort();
    this.following = null;
  }

  // A new reading of the race (from the stream, or an answer): remembered, heard, drawn.
  received(race, at = Date.now()) {
    const previous = this.race?.id === race.id ? this.race : null;
    if (previous && race.version < previous.version) return; // an answer older than what is shown
    this.race = race;
    this.offset = clockOffset(race, at);
    const lines = this.standings();
    if (previous?.status === "running") this.announce(newlyDone(this.shown, lines));
    this.shown = lines;
    const me = myLine(race);
    if (me?.game_id && me.status === "playing") localStorage.setItem(RACE_KEY, JSON.stringify({ code: race.code, game: me.game_id }));
    else if (me?.game_id && isOver(race)) localStorage.removeItem(RACE_KEY);
    this.syncGame(race, me);
    this.draw();
  }

  standings() {
    const race = this.race;
    const since = race.start_at ? -msUntil(race.start_at, this.offset, Date.now()) : 0;
    return standings(race, since);
  }

  // Another racer's game ended: a bell (if the player has sound on) and a line on the table.
  announce(done) {
    if (!done.length) return;
    this.host.sound.bell();
    const line = done.at(-1);
    if (this.onTable() || this.host.view === "race") this.host.say(S.races.opponentDone(racerName(line), racerState(line)), { fade: true });
  }

  // The racer's own game: dealt at the start (the table then shows it), or ended by the server.
  async syncGame(race, me) {
    if (!me?.game_id || this.syncing) return;
    const mine = this.host.game?.id === me.game_id ? this.host.game : null;
    const dealt = !mine && me.status === "playing" && race.status === "running";
    const ended = mine?.status === "playing" && isDone(me);
    if (!dealt && !ended) return;
    this.syncing = true;
    try {
      const game = await this.api.request("GET", `/games/${me.game_id}`);
      this.host.setGame(game, { deal: dealt });
      if (dealt && this.host.view !== "play") this.host.go("play"); // the player took a seat: the race calls them
    } catch (error) {
      this.host.say(raceProblem(error));
    } finally {
      this.syncing = false;
    }
  }

  async start() {
    await this.act(() => this.api.request("POST", `/races/${this.race.id}/start`), "start");
  }

  async take() {
    const race = await this.enter("join", (abandon) => this.api.request("POST", `/races/${this.race.id}/racers`, { body: { abandon_current: abandon } }));
    if (race) this.received(race);
  }

  async leaveRoom() {
    const left = await this.act(() => this.api.request("DELETE", `/races/${this.race.id}/racers/me`), "leave");
    if (left) this.host.go("races");
  }

  // Leaving a running race resigns the racer's game: asked first.
  async leaveRace() {
    if (!this.racing()) return;
    if (!(await this.host.confirm(S.races.leaveTitle, S.races.leaveText, S.races.leaveYes))) return;
    const me = myLine(this.race);
    const left = await this.act(() => this.api.request("DELETE", `/races/${this.race.id}/racers/me`), "leave");
    if (!left) return;
    try {
      this.host.setGame(await this.api.request("GET", `/games/${me.game_id}`));
    } catch (error) {
      this.host.say(raceProblem(error));
    }
  }

  // One request about the race on screen; its answer is the race as it now stands.
  async act(request, context) {
    try {
      this.received(await request());
      return true;
    } catch (error) {
      this.host.say(raceProblem(error, context));
      return false;
    }
  }

  async copyInvite() {
    const input = document.querySelector("#invite-link");
    try {
      await navigator.clipboard.writeText(input.value);
      this.host.say(S.races.copied, { fade: true });
    } catch {
      input.focus();
      input.select();
      this.host.say(S.races.copyFailed, { fade: true });
    }
  }

  // -- drawing -----------------------------------------------------------------------------------

  rail() {
    let rail = document.querySelector("#race-rail");
    if (!rail) {
      rail = el("aside", { id: "race-rail", class: "race-rail", "aria-labelledby": "race-rail-title" });
      document.querySelector("#view-play").append(rail);
    }
    return rail;
  }

  draw() {
    const table = this.onTable();
    document.body.classList.toggle("in-race", table);
    if (table) keepFocus(() => renderRail(this.rail(), { race: this.race, lines: this.shown, on: { leave: () => this.leaveRace() } }));
    if (this.host.view === "race" && this.race) {
      const root = document.querySelector("#view-race");
      keepFocus(() => renderRoom(root, {
        race: this.race, lines: this.shown, me: myLine(this.race), invite: this.invite(),
        startsAt: formatTime(Date.parse(this.race.starts_by) - this.offset),
        on: {
          start: () => this.start(), take: () => this.take(), leaveRoom: () => this.leaveRoom(), leave: () => this.leaveRace(),
          copy: () => this.copyInvite(), board: () => this.host.go("play"), lobby: () => this.host.go("races"),
          rematch: () => this.host.rematch(this.race.id),
        },
      }));
      document.title = `${S.races.title} \u00b7 ${S.tagline}`;
    }
    this.tick();
  }

  invite() {
    return `${location.origin}${location.pathname}#race/${this.race.code}`;
  }

  // The clock's share: the 3-2-1, the time left, the ghost's progress.
  tick() {
    if (this.host.view === "races" && Date.now() - (this.openAt || 0) > OPEN_REFRESH_MS) this.refreshOpen();
    const race = this.race;
    if (!race || isOver(race)) return;
    const now = Date.now();
    const number = countdownNumber(race, this.offset, now);
    if (number !== this.lastNumber) {
      if (number > 0 && this.host.view === "race") this.host.sound.tap();
      this.lastNumber = number;
    }
    tickRoom(document, { number: this.host.view === "race" ? number : null, timeLeft: timeLeftMs(race, this.offset, now) });
    if (race.status === "countdown" && msUntil(race.start_at, this.offset, now) < -LATE_DEAL_MS) this.refresh();
    if (race.ghost && race.status === "running") {
      const lines = this.standings();
      this.announce(newlyDone(this.shown, lines));
      if (JSON.stringify(lines) !== JSON.stringify(this.shown)) {
        this.shown = lines;
        for (const list of document.querySelectorAll("#rail-standings, #race-standings")) renderStandings(list, lines, race);
      }
    }
  }

  // A deal the stream has not told of yet: the race is read again (at most once a second).
  async refresh() {
    if (this.refreshing || Date.now() - (this.refreshedAt || 0) < 1000) return;
    this.refreshing = true;
    this.refreshedAt = Date.now();
    try {
      this.received(await this.read(this.race.id));
    } catch {
      // the stream or the next tick tries again
    } finally {
      this.refreshing = false;
    }
  }
}

// Redrawing a panel keeps the keyboard's place: the element focused before (by id) is focused again.
function keepFocus(draw) {
  const id = document.activeElement?.id;
  draw();
  if (id && document.activeElement?.id !== id) document.getElementById(id)?.focus({ preventScroll: true });
}
