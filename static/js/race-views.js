// The Races screens: the lobby (quick match, a room of your own, a code, open races), the room
// with its seats and countdown, the live standings (beside the board, or for a spectator), and the
// results. Every word comes from strings.js; every figure from the server.
import { el, fill, iconButton, iconEl, medalEl } from "./dom.js";
import { cardsOf, racerState, ratingChange } from "./race-state.js";
import { S, formatClock, modeName, num, ordinal, racerName, unratedText } from "./strings.js";
import { RULES, fairPlay, field, heading, select, toggle } from "./views.js";

const SEATS = [2, 3, 4, 5, 6, 7, 8];
const MEDALS = ["gold", "silver", "bronze"];
const STATE_ICONS = {
  waiting: "clock", playing: "play", won: "flag", blocked: "lock", resigned: "resign", time_up: "clock", left: "signout",
  race_over: "clock", over: "resign",
};

const modes = () => RULES.map((rules) => [rules, modeName(rules)]);

// -- the lobby ----------------------------------------------------------------------------------

export function renderLobby(root, { open, quick, rules, on }) {
  fill(root,
    heading(S.races.title, "flag"),
    el("p", { class: "lede", text: S.races.lede }),
    el("div", { class: "race-lobby" },
      el("div", { class: "lobby-column" }, quickPanel(quick, rules, on), joinForm(on.join)),
      createForm(rules, on.create)),
    openPanel(open, on));
}

export function quickPanel(quick, rules, on) {
  const panel = el("section", { class: "panel quick-match", id: "quick-match", "aria-labelledby": "quick-title" },
    el("h3", { id: "quick-title" }, iconEl("clock"), S.races.quick));
  if (quick?.status === "waiting") {
    panel.append(
      el("p", { class: "seeking", role: "status" }, el("span", { class: "seeking-lamp", "aria-hidden": "true" }), el("strong", { text: S.races.quickWaiting })),
      el("p", { class: "small", id: "quick-waited", text: S.races.quickWaited(quick.waited_ms) }),
      iconButton("close", S.races.quickCancel, { id: "quick-cancel", onclick: on.cancelQuick }));
    return panel;
  }
  if (quick?.status === "unmatched") {
    panel.append(el("p", { role: "status", text: S.races.quickNoOne }),
      el("p", { class: "small", text: quick.ghost_available ? S.races.ghostOffer : S.races.ghostNone }),
      el("div", { class: "button-row" },
        quick.ghost_available ? iconButton("ghost", S.races.ghostStart, { class: "primary", id: "race-ghost", onclick: () => on.ghost(quick.rules) }) : null,
        iconButton("redeal", S.races.quickAgain, { id: "quick-again", onclick: () => on.quick(quick.rules) })));
    return panel;
  }
  panel.append(el("p", { class: "small", text: S.races.quickAbout }),
    el("form", { class: "form-row", id: "quick-form", onsubmit: (event) => {
      event.preventDefault();
      on.quick(new FormData(event.target).get("rules"));
    } },
    field(S.races.mode, select("rules", modes(), rules, "quick-rules")),
    iconButton("play", S.races.quickStart, { type: "submit", class: "primary", id: "quick-start" })));
  return panel;
}

function createForm(rules, onCreate) {
  const rated = toggle("rated", S.races.rated, false);
  const visibility = select("visibility", [["private", S.races.private], ["public", S.races.public]], "private", "race-visibility", (event) => {
    const box = rated.querySelector("input");
    box.disabled = event.target.value === "public";
    if (box.disabled) box.checked = true;
  });
  return el("form", { class: "panel", id: "race-create", "aria-labelledby": "create-title", onsubmit: (event) => {
    event.preventDefault();
    const data = new FormData(event.target);
    const visible = data.get("visibility");
    onCreate({ rules: data.get("rules"), seats: Number(data.get("seats")), visibility: visible, rated: visible === "public" || data.has("rated") });
  } },
  el("h3", { id: "create-title" }, iconEl("seat"), S.races.create),
  el("p", { class: "small", text: S.races.createAbout }),
  el("div", { class: "form-row" },
    field(S.races.mode, select("rules", modes(), rules, "create-rules")),
    field(S.races.seats, select("seats", SEATS.map((n) => [String(n), S.races.seatsCount(n)]), "2", "create-seats")),
    field(S.races.who, visibility)),
  el("div", { class: "rated-row" }, rated, el("p", { class: "small", text: S.races.ratedAbout })),
  iconButton("check", S.races.createButton, { type: "submit", class: "primary", id: "create-race" }));
}

function joinForm(onJoin) {
  return el("form", { class: "panel", id: "race-join", "aria-labelledby": "join-title", onsubmit: (event) => {
    event.preventDefault();
    onJoin(String(new FormData(event.target).get("code")));
  } },
  el("h3", { id: "join-title" }, iconEl("key"), S.races.join),
  el("p", { class: "small", id: "join-about", text: S.races.joinAbout }),
  el("div", { class: "form-row" },
    field(S.races.code, el("input", {
      id: "race-code", name: "code", required: true, maxlength: "9", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", class: "code-input", "aria-describedby": "join-about",
    })),
    iconButton("seat", S.races.joinButton, { type: "submit", class: "primary", id: "join-race" })));
}

export function openPanel(open, on) {
  const items = open.map((race) => el("li", { class: "open-race" },
    el("span", { class: "open-race-text" },
      el("strong", { text: S.races.openLine(modeName(race.rules), race.taken, race.seats) }),
      el("span", { class: "small", text: `${race.host ? S.races.hostedBy(race.host) : ""}${race.host ? " \u00b7 " : ""}${race.rated ? S.races.ratedTag : S.races.unratedTag}` })),
    iconButton("seat", S.races.joinThis, { "data-race": race.code, onclick: () => on.join(race.code), "aria-label": `${S.races.joinThis}: ${S.races.openLine(modeName(race.rules), race.taken, race.seats)}` })));
  return el("section", { class: "panel open-races", id: "open-races", "aria-labelledby": "open-title" },
    el("div", { class: "panel-head" },
      el("h3", { id: "open-title" }, iconEl("table"), S.races.open),
      iconButton("redeal", S.races.refresh, { id: "open-refresh", class: "quiet", onclick: on.refresh })),
    items.length ? el("ul", { class: "open-list" }, ...items) : el("p", { class: "small", text: S.races.openEmpty }));
}

// -- standings: one line per racer ----------------------------------------------------------------

function stateBadge(state) {
  return el("span", { class: `racer-state state-${state}` }, iconEl(STATE_ICONS[state]), el("span", { text: S.races.states[state] }));
}

// A progress bar's fill, set through the CSSOM (the page's policy refuses style attributes).
function bar(done) {
  const fillEl = el("span");
  fillEl.style.setProperty("--done", String(Math.min(1, Math.max(0, done))));
  return fillEl;
}

// The live standings: as a ledger (a spectator, the desktop rail) or as a strip of chips (a phone).
export function renderStandings(list, lines, race) {
  const total = cardsOf(race.rules);
  fill(list, ...lines.map((line) => {
    const state = racerState(line);
    const name = racerName(line);
    const cards = line.cards_in_sequence ?? 0;
    return el("li", {
      class: `racer-line state-${state}${line.you ? " you" : ""}${line.ghost ? " ghost" : ""}`,
      "data-racer": line.ghost ? "ghost" : line.player.id,
    },
    el("span", { class: "racer-pos", text: ordinal(line.position) }),
    el("span", { class: "racer-name" }, line.ghost ? iconEl("ghost") : null, el("span", { text: name })),
    el("span", { class: "racer-bar", "aria-hidden": "true" }, bar(cards / total)),
    el("span", { class: "racer-short", "aria-hidden": "true", text: `${num(cards)}/${num(total)}` }),
    el("span", { class: "racer-figures" },
      el("span", { text: S.races.inSequence(cards, total) }),
      el("span", { class: "figures-sep", text: " \u00b7 " }),
      el("span", { text: line.status === "won" && line.elapsed_ms !== null ? S.races.finishedIn(line.elapsed_ms) : S.races.progress(line) })),
    stateBadge(state));
  }));
}

// -- the rail beside the board -----------------------------------------------------------------

export function renderRail(rail, { race, lines, on }) {
  fill(rail,
    el("div", { class: "rail-head" },
      el("h2", { id: "race-rail-title" }, iconEl("flag"), el("span", { class: "rail-title", text: S.races.rail })),
      el("span", { class: "race-clock", id: "rail-clock", role: "timer" })),
    el("ol", { class: "standings rail-standings", id: "rail-standings", "aria-labelledby": "race-rail-title" }),
    el("div", { class: "rail-foot" },
      iconButton("signout", S.races.leave, { id: "rail-leave", class: "quiet", onclick: on.leave })));
  renderStandings(rail.querySelector("#rail-standings"), lines, race);
}

// -- the room, the live race, the results --------------------------------------------------------

export function renderRoom(root, { race, lines, me, invite, startsAt, on }) {
  const mode = modeName(race.rules);
  const title = race.status === "finished" ? S.races.resultsTitle(mode) : race.mode === "ghost" ? S.races.ghostTitle(mode)
    : race.status === "open" || race.status === "countdown" ? S.races.roomTitle(mode) : S.races.raceTitle(mode);
  const parts = [heading(title, race.mode === "ghost" ? "ghost" : "flag")];
  if (race.status === "open" || race.status === "countdown") parts.push(...roomParts(race, lines, me, invite, startsAt, on));
  else if (race.status === "running") parts.push(...liveParts(race, lines, me, on));
  else if (race.status === "finished") parts.push(...resultParts(race, lines, me, on));
  else parts.push(el("p", { class: "panel", text: S.races.closed }), iconButton("flag", S.races.lobby, { class: "primary", onclick: on.lobby }));
  const fair = fairPlay(S.races.fairPlay, fairText(race));
  fair.open = true; // the deal's fingerprint before the start, its seed after: part of the race
  parts.push(fair);
  fill(root, ...parts);
  const list = root.querySelector("#race-standings");
  if (list) renderStandings(list, lines, race);
}

function fairText(race) {
  if (race.mode === "ghost" && race.seed) return S.races.ghostSeed(race.seed);
  return race.seed ? S.races.revealed(race.seed, race.seed_commitment) : S.races.commitment(race.seed_commitment);
}

function roomParts(race, lines, me, invite, startsAt, on) {
  const seated = race.racers.length;
  const parts = [];
  if (race.mode !== "ghost") {
    parts.push(el("section", { class: "panel invite", "aria-label": S.races.invite },
      el("div", { class: "code-plate" },
        el("span", { class: "small", text: S.races.codeLabel }),
        el("strong", { class: "room-code", id: "room-code", text: race.code })),
      el("div", { class: "invite-link" },
        field(S.races.invite, el("input", { id: "invite-link", readonly: true, value: invite, onfocus: (event) => event.target.select() })),
        iconButton("link", S.races.copy, { id: "copy-invite", onclick: on.copy }))));
  }
  const seats = lines.filter((line) => !line.ghost).map((line) => el("li", { class: `seat taken${line.you ? " you" : ""}` },
    iconEl(line.host ? "star" : "seat"),
    el("span", { class: "seat-name", text: racerName(line) }),
    line.host && race.mode !== "ghost" ? el("span", { class: "small", text: S.races.host }) : null));
  for (let free = seated; free < race.seats; free += 1) seats.push(el("li", { class: "seat free" }, iconEl("seat"), el("span", { text: S.races.freeSeat })));
  const ghost = lines.find((line) => line.ghost);
  if (ghost) seats.push(el("li", { class: "seat taken ghost" }, iconEl("ghost"), el("span", { class: "seat-name", text: racerName(ghost) })));
  const host = me && me.host;
  const actions = [];
  if (race.status === "open") {
    if (host) actions.push(iconButton("play", S.races.start, { class: "primary", id: "start-race", disabled: seated < 2, onclick: on.start }));
    if (!me && seated < race.seats) actions.push(iconButton("seat", S.races.take, { class: "primary", id: "take-seat", onclick: on.take }));
  }
  if (me) actions.push(iconButton("signout", S.races.leaveRoom, { id: "leave-room", onclick: on.leaveRoom }));
  const note = race.status !== "open" ? null : !me ? (seated < race.seats ? null : S.races.full) : host ? S.races.startNeeds : S.races.waitHost;
  parts.push(el("section", { class: "panel seats-panel", "aria-labelledby": "seats-title" },
    el("h3", { id: "seats-title" }, iconEl("seat"), `${S.races.racers} \u00b7 ${num(seated)}/${num(race.seats)}`),
    el("ul", { class: "seats" }, ...seats),
    note ? el("p", { class: "small", text: note }) : null,
    race.status === "open" && race.mode !== "ghost" ? el("p", { class: "small", text: S.races.startsBy(startsAt) }) : null,
    actions.length ? el("div", { class: "button-row" }, ...actions) : null));
  parts.push(el("div", { class: "race-countdown", id: "race-countdown", role: "timer", "aria-live": "polite", hidden: race.status !== "countdown" },
    el("span", { class: "countdown-caption", text: S.races.countdown }),
    el("span", { class: "countdown-number", id: "countdown-number" })));
  return parts;
}

function liveParts(race, lines, me, on) {
  const playing = me && me.status === "playing";
  const intro = !me ? S.races.watching : playing ? null : S.races.youFinished;
  return [
    el("div", { class: "panel live-head" },
      el("span", { class: "race-clock big", id: "race-clock", role: "timer" }),
      intro ? el("p", { text: intro }) : null,
      playing ? el("div", { class: "button-row" },
        iconButton("table", S.races.backToTable, { class: "primary", id: "back-to-board", onclick: on.board }),
        iconButton("signout", S.races.leave, { id: "leave-race", onclick: on.leave })) : null),
    el("ol", { class: "standings live-standings", id: "race-standings", "aria-label": S.races.racers }),
  ];
}

// The reason no racer was rated, when it is one for all (a private race, a ghost race).
function sharedReason(lines) {
  const people = lines.filter((line) => !line.ghost);
  const reasons = new Set(people.map((line) => (ratingChange(line) === null ? unratedText(line.unrated_because) : null)));
  return reasons.size === 1 && !reasons.has(null) ? [...reasons][0] : null;
}

function resultParts(race, lines, me, on) {
  const mine = lines.find((line) => line.you);
  const shared = sharedReason(lines);
  const lede = !mine ? null : mine.position === 1 && mine.status === "won" ? S.races.youWon : S.races.youPlaced(mine.position, lines.length);
  const items = lines.map((line) => {
    const name = racerName(line);
    const state = racerState(line);
    const change = ratingChange(line);
    const medal = line.position <= 3 ? medalEl(MEDALS[line.position - 1]) : null;
    const figure = (term, value, extra = "") => el("div", { class: `result-figure ${extra}` }, el("dt", { text: term }), el("dd", { text: value }));
    return el("li", { class: `result${line.you ? " you" : ""}${line.ghost ? " ghost" : ""}`, "data-racer": line.ghost ? "ghost" : line.player.id },
      el("span", { class: "result-place" }, medal, el("span", { text: ordinal(line.position) })),
      el("span", { class: "result-name" }, line.ghost ? iconEl("ghost") : null,
        // Another racer's page is a tap away: follow them from there.
        line.ghost || line.you ? el("strong", { text: name })
          : el("a", { href: `#player/${line.player.id}`, class: "player-link" }, el("strong", { text: name })),
        el("span", { class: "small", text: state === "won" ? S.races.states.won : S.races.states[state] })),
      el("dl", { class: "result-figures" },
        figure(S.races.time, state === "won" && line.elapsed_ms !== null ? formatClock(line.elapsed_ms) : "\u2013"),
        figure(S.races.cards, num(line.cards_in_sequence ?? 0)),
        figure(S.races.moves, num(line.moves ?? 0)),
        line.ghost || shared ? null : figure(S.races.rating, change === null ? S.races.notRated : S.races.ratingChange(change, line.rating_after), "rating")),
      line.ghost || shared || change !== null ? null : el("span", { class: "result-why small", text: unratedText(line.unrated_because) }),
      line.game_id ? el("a", { class: "replay-link", href: `#replay/${line.game_id}`, "aria-label": S.races.watchReplay(name) }, iconEl("play"), el("span", { text: S.races.replay })) : null);
  });
  return [
    lede ? el("p", { class: `lede race-lede${mine.position === 1 ? " first" : ""}`, id: "race-lede" }, iconEl(mine.position === 1 ? "trophy" : "flag"), lede) : null,
    shared ? el("p", { class: "small", id: "race-unrated", text: shared }) : null,
    el("ol", { class: "results", id: "race-results", "aria-label": S.races.racers }, ...items),
    el("div", { class: "button-row" },
      iconButton("flag", S.races.again, { class: "primary", id: "race-again", onclick: on.lobby }),
      // The same people, a fresh secret deal, each playing it whenever they like.
      mine && race.mode !== "ghost" && lines.some((line) => !line.you && !line.ghost && !line.player.bot)
        ? iconButton("star", S.challenges.rematch, { id: "race-rematch", onclick: on.rematch }) : null),
  ];
}

// A link to a race that cannot be shown (a mistyped code): the way back to the lobby.
export function renderMissing(root, onLobby) {
  fill(root, heading(S.races.title, "flag"), el("p", { class: "panel", text: S.races.missing }),
    iconButton("flag", S.races.lobby, { class: "primary", id: "race-lobby", onclick: onLobby }));
}

// The figures that move by the clock alone: the countdown, the time left.
export function tickRoom(root, { number, timeLeft }) {
  const box = root.querySelector("#race-countdown");
  if (box) {
    box.hidden = number === null;
    const shown = number === null ? "" : number > 0 ? num(number) : S.races.go;
    const digit = box.querySelector("#countdown-number");
    if (digit.textContent !== shown) {
      digit.textContent = shown;
      box.setAttribute("aria-label", number > 0 ? S.races.countdownLabel(number) : S.races.go);
    }
  }
  for (const clock of document.querySelectorAll("#race-clock, #rail-clock")) {
    const text = timeLeft === null ? "" : S.races.timeLeft(timeLeft);
    if (clock.textContent !== text) clock.textContent = text;
  }
}
