// A challenge's page (who is in it, who has played, and once it is placed the places, the seed and the
// replays), the list of the player's challenges, and the challenge button of a friend's page. Every
// word comes from strings.js; the server says what may be shown (nobody's figures before one's own game
// is over), and this draws only what it was sent.
import { botMark, el, fill, iconButton, iconEl, medalEl } from "./dom.js";
import { S, formatClock, formatMoment, modeName, num, ordinal, playerName } from "./strings.js";
import { heading } from "./views.js";

const RULES = ["classic@1", "relaxed@1", "express@1", "blue-moon@1"];
const MEDALS = ["gold", "silver", "bronze"];

// The server's English reason for a place after the others, in the player's words.
function whyLast(reason, status) {
  if (status === "declined") return S.challenges.why.declined;
  if (status === "missed") return S.challenges.why.missed;
  const text = String(reason || "");
  if (text.startsWith("played faster")) return S.challenges.why.pace;
  return { resigned: S.challenges.why.resigned, "left the game": S.challenges.why.left,
    "asked for a hint": S.challenges.why.hint, "played by a program": S.challenges.why.program }[text] ?? null;
}

function line(item, placed) {
  const name = playerName(item.player);
  const figure = (term, value) => el("div", { class: "result-figure" }, el("dt", { text: term }), el("dd", { text: value }));
  const shown = item.game_status !== null;
  const why = placed ? whyLast(item.placed_last_because, item.status) : null;
  return el("li", { class: `result${item.you ? " you" : ""}`, "data-player": item.player.id, "data-status": item.status },
    el("span", { class: "result-place" },
      item.place && item.place <= 3 ? medalEl(MEDALS[item.place - 1]) : null,
      el("span", { text: item.place ? ordinal(item.place) : "\u2013" })),
    el("span", { class: "result-name" },
      item.you ? el("strong", { text: name })
        : el("a", { href: `#player/${item.player.id}`, class: "player-link" }, el("strong", { text: name })),
      item.player.bot ? botMark() : null,
      el("span", { class: "small challenge-status", text: why ?? S.challenges.statuses[item.status] })),
    shown
      ? el("dl", { class: "result-figures" },
        figure(S.races.time, item.game_status === "won" && item.elapsed_ms !== null ? formatClock(item.elapsed_ms) : "\u2013"),
        figure(S.races.cards, num(item.cards_in_sequence ?? 0)),
        figure(S.races.moves, num(item.moves ?? 0)))
      : item.status === "done" ? el("span", { class: "small challenge-hidden", text: S.challenges.hidden }) : null,
    item.replay ? el("a", { class: "replay-link", href: `#replay/${item.game_id}`, "aria-label": S.races.watchReplay(name) },
      iconEl("play"), el("span", { text: S.races.replay })) : null);
}

// `challenge`: the server's; `on`: play, decline.
export function renderChallenge(root, { challenge, on }) {
  const placed = challenge.status === "finished";
  const maker = challenge.players.find((item) => item.maker);
  const mine = challenge.players.find((item) => item.you);
  const played = challenge.players.filter((item) => item.place !== null).length;
  const lede = !placed || !mine?.place ? null
    : mine.place === 1 && !mine.placed_last_because ? S.challenges.youWon : S.races.youPlaced(mine.place, played);
  const playing = !placed && ["invited", "playing"].includes(challenge.your_status);
  fill(root,
    heading(S.challenges.title, "flag"),
    el("section", { class: "panel", id: "challenge-about" },
      el("p", { class: "challenge-meta" },
        el("strong", { text: modeName(challenge.rules) }), " \u00b7 ",
        el("span", { id: "challenge-state", text: placed ? S.challenges.placed : S.challenges.open }),
        maker && !maker.you ? [" \u00b7 ", el("span", { text: S.challenges.by(playerName(maker.player)) })] : null),
      el("p", { class: "small", id: "challenge-when", text: placed
        ? S.challenges.placedAt(formatMoment(challenge.finished_at)) : S.challenges.endsAt(formatMoment(challenge.ends_at)) }),
      el("p", { class: "small", text: S.challenges.about }),
      el("dl", { class: "seal" },
        el("dt", { text: S.challenges.seal }),
        el("dd", {}, el("code", { id: "challenge-seal", class: "verbatim", title: S.challenges.sealAbout, text: challenge.seed_commitment })),
        placed ? el("dt", { text: S.challenges.seed }) : null,
        placed ? el("dd", {}, el("code", { id: "challenge-seed", class: "verbatim", text: challenge.seed })) : null),
      playing
        ? el("div", { class: "button-row" },
          iconButton("play", challenge.your_status === "playing" ? S.challenges.resume : S.challenges.play,
            { id: "challenge-play", class: "primary", onclick: on.play }),
          challenge.your_status === "invited" ? iconButton("close", S.challenges.decline, { id: "challenge-decline", onclick: on.decline }) : null)
        : null,
      playing ? el("p", { class: "small", text: S.challenges.hint }) : null,
      challenge.your_status === "declined" && !placed ? el("p", { class: "small", text: S.challenges.declined }) : null),
    lede ? el("p", { class: `lede race-lede${mine.place === 1 ? " first" : ""}`, id: "challenge-lede" }, iconEl(mine.place === 1 ? "trophy" : "flag"), lede) : null,
    el("section", { class: "panel" },
      el("h3", { text: S.challenges.players }),
      el("ol", { class: "results", id: "challenge-players", "aria-label": S.challenges.players },
        ...challenge.players.map((item) => line(item, placed)))));
}

// The player's challenges, newest first, each a link to its page.
export function challengeList(items) {
  return el("section", { class: "panel friends-list", id: "challenge-list" },
    el("h3", {}, el("span", { text: S.challenges.list }),
      items.length ? el("span", { class: "small heading-count", text: num(items.length) }) : null),
    items.length
      ? el("ul", {}, ...items.map((challenge) => {
        const others = challenge.players.filter((item) => !item.you).map((item) => playerName(item.player));
        const state = challenge.status === "finished" ? S.challenges.placed : S.challenges.statuses[challenge.your_status];
        return el("li", { class: "friend", "data-challenge": challenge.id },
          el("span", { class: "friend-who" },
            el("a", { href: `#challenge/${challenge.id}`, class: "player-link" }, iconEl("flag"), others.join(", ")),
            el("span", { class: "small", text: `${modeName(challenge.rules)} \u00b7 ${state}` })));
      }))
      : el("p", { class: "small", text: S.challenges.none }));
}

// A friend's page: challenge them in a mode of one's choice.
export function challengeButton(onChallenge) {
  const mode = el("select", { id: "challenge-mode", "aria-label": S.challenges.mode },
    ...RULES.map((rules) => el("option", { value: rules, text: modeName(rules) })));
  return el("div", { class: "form-row challenge-row" }, mode,
    iconButton("flag", S.challenges.challenge, { id: "challenge-player", onclick: () => onChallenge(mode.value) }));
}
