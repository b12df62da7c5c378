// The moderators' page: games held for review with the facts that held them, the decisions on
// games and players (each with a reason), and the log of every decision. The server checks the
// role on every call; this page is only ever offered to a moderator.
import { botMark, el, fill, iconButton, iconEl } from "./dom.js";
import { S, formatMoment, modeName, num, playerName, readable } from "./strings.js";
import { field, heading } from "./views.js";

function reasonField(id) {
  return field(S.moderation.reason, el("input", {
    id, name: "reason", required: true, minlength: "3", maxlength: "500", autocomplete: "off",
  }));
}

// A form of a reason and a few decisions, one submit button each: the browser checks the reason
// is there before any of them is sent.
function decisionForm(id, buttons, onDecide) {
  return el("form", { class: "decide", onsubmit: (event) => {
    event.preventDefault();
    const reason = String(new FormData(event.target).get("reason")).trim();
    onDecide(event.submitter?.value, reason);
  } },
  // Enter in the reason decides nothing: the form's default button (the first) is a disabled one.
  el("button", { type: "submit", disabled: true, hidden: true, tabindex: "-1", "aria-hidden": "true" }),
  reasonField(id),
  el("div", { class: "decide-buttons" }, ...buttons.map(([value, icon, label, primary]) =>
    iconButton(icon, label, { type: "submit", value, class: primary ? "primary" : null, "data-decision": value }))));
}

function facts(held) {
  const { facts: f } = held;
  const rows = [
    [S.moderation.actions, num(f.actions)],
    [S.moderation.think, f.median_think_ms === null ? S.moderation.notMeasured : S.moderation.ms(f.median_think_ms)],
    [S.moderation.pace, f.fastest_window_rate === null ? S.moderation.notMeasured : S.moderation.paceValue(f.fastest_window_rate)],
  ];
  if (f.solver_agreement !== null && f.solver_agreement !== undefined) {
    rows.push([S.moderation.agreement, S.moderation.agreementValue(f.solver_agreement, f.agreement_choices ?? 0)]);
  }
  return el("dl", { class: "facts" }, ...rows.flatMap(([term, value]) => [el("dt", { text: term }), el("dd", { text: value })]));
}

function heldGame(held, on) {
  const name = playerName(held.player.name); // a held game names its player without `named`
  const result = held.status === "won" ? S.moderation.won : S.moderation.lost;
  return el("article", { class: "panel held", "data-game": held.game_id },
    el("h3", {}, el("a", { href: `#player/${held.player.id}`, class: "player-link", text: name }),
      el("span", { class: "small", text: held.player.username ? S.moderation.account(held.player.username) : S.moderation.guest })),
    el("p", { class: "held-summary", text: S.moderation.summary(modeName(held.rules), result, held.score, held.elapsed_ms, held.moves) }),
    el("p", { class: "small", text: S.moderation.held(formatMoment(held.held_at)) }),
    el("div", { class: "held-body" },
      el("section", {}, el("h4", { text: S.moderation.flags }),
        el("ul", { class: "flags" }, ...held.flags.map((flag) => el("li", {}, iconEl("shield"), readable(flag))))),
      el("section", {}, el("h4", { text: S.moderation.facts }), facts(held))),
    el("a", { href: `#replay/${held.game_id}`, class: "replay-link" }, iconEl("play"), el("span", { text: S.moderation.replay })),
    decisionForm(`reason-${held.game_id}`, [
      ["clear", "check", S.moderation.clear, true],
      ["reject", "close", S.moderation.reject],
      ["mark-bot", "bot", S.moderation.markBot],
      ["ban", "lock", S.moderation.ban],
    ], (decision, reason) => on.decide(held, name, decision, reason)));
}

function decisionLine(decision, names) {
  const player = names(decision.player_id);
  const moderator = names(decision.moderator_id);
  const playerText = player ? playerName(player) : S.moderation.someone;
  const what = S.moderation.decision[decision.action](playerText);
  return el("li", { "data-action": decision.action },
    el("p", { class: "decision-what" }, el("strong", {}, what), player?.bot ? botMark() : null),
    el("p", { class: "small" }, S.moderation.by(moderator ? playerName(moderator) : S.moderation.someone, formatMoment(decision.created_at)),
      decision.game_id ? " " : null,
      decision.game_id ? el("a", { href: `#replay/${decision.game_id}`, class: "replay-link" }, iconEl("play"), el("span", { text: S.moderation.replay })) : null),
    el("blockquote", { class: "reason", text: decision.reason }));
}

export function renderModeration(root, { queue, decisions, names, on }) {
  fill(root,
    heading(S.moderation.title, "shield"),
    el("p", { class: "lede", text: S.moderation.about }),
    el("h3", { text: `${S.moderation.queue} (${num(queue.items.length)}${queue.next_cursor ? "+" : ""})` }),
    queue.items.length ? el("div", { class: "held-list", id: "held-list" }, ...queue.items.map((held) => heldGame(held, on)))
      : el("p", { class: "panel", id: "held-list", text: S.moderation.empty }),
    queue.next_cursor ? iconButton("next", S.moderation.more, { id: "more-held", onclick: on.moreHeld }) : null,
    el("h3", { text: S.moderation.decisions }),
    decisions.items.length
      ? el("ul", { class: "panel decisions", id: "decisions" }, ...decisions.items.map((decision) => decisionLine(decision, names)))
      : el("p", { class: "panel", id: "decisions", text: S.moderation.noDecisions }),
    decisions.next_cursor ? iconButton("next", S.moderation.more, { id: "more-decisions", onclick: on.moreDecisions }) : null);
}

// A moderator's tools on a player's page: a reason, then a bot mark and a ban, either way.
export function playerTools(profile, on) {
  const name = playerName(profile);
  return el("section", { class: "panel moderator-tools", id: "moderator-tools" },
    el("h3", {}, iconEl("shield"), S.moderation.tools),
    el("p", { class: "small", text: S.moderation.toolsAbout }),
    decisionForm("tools-reason", [
      profile.bot ? ["unmark-bot", "people", S.moderation.unmarkBot] : ["mark-bot", "bot", S.moderation.markBot],
      ["ban", "lock", S.moderation.ban],
      ["unban", "check", S.moderation.unban],
    ], (decision, reason) => on.decide({ player: { id: profile.id } }, name, decision, reason)));
}
