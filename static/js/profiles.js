// Another player's page, as anyone may see it: what they won, what they left, their recent games.
// Every word comes from strings.js; a moderator's tools are handed in ready-made.
import { botMark, el, fill, iconEl, medalEl } from "./dom.js";
import { S, formatClock, formatMoment, modeName, num, outcome, playerName } from "./strings.js";
import { RULES, heading } from "./views.js";

function figures(best) {
  const or = (value, shown) => (value === null ? S.player.none : shown(value));
  return [
    [S.player.played, num(best.played)], [S.player.won, num(best.won)], [S.player.abandoned, num(best.abandoned)],
    [S.player.bestScore, or(best.best_score, num)], [S.player.bestTime, or(best.best_time_ms, formatClock)],
    [S.player.fewestMoves, or(best.fewest_moves_win, num)],
  ].flatMap(([term, value]) => [el("dt", { text: term }), el("dd", { text: value })]);
}

// A finished game as the list of someone's games shows it (the same words as the daily deal's result).
function gameLine(game) {
  const shown = { ...game, ...game.result };
  const kind = { daily: S.kinds.daily, campaign: S.player.campaign, winnable: S.kinds.winnable, race: S.player.race }[game.kind]
    ?? (game.ranked ? "" : S.kinds.practice);
  const mode = kind ? `${modeName(game.rules)} \u00b7 ${kind}` : modeName(game.rules);
  const when = formatMoment(game.finished_at);
  return el("li", {},
    el("span", {}, el("span", { text: S.player.game(mode, outcome(shown)) }), " ", el("span", { class: "small when", text: when })), " ",
    el("a", { href: `#replay/${game.id}`, class: "replay-link", "aria-label": S.player.watchLabel(mode, when) },
      iconEl("play"), el("span", { text: S.player.watch })));
}

// The hardest deal the player won, as the solver rated it (where the server rates deals).
function hardestWin(win) {
  if (!win) return [];
  const mode = modeName(win.rules);
  const words = win.verdict === "unwinnable" ? S.solver.hardestUnwinnable(mode) : S.solver.hardestPar(mode, win.par);
  return [el("dt", { text: S.solver.hardest }),
    el("dd", { id: "hardest-win" }, words, " ",
      el("a", { href: `#replay/${win.game_id}`, class: "replay-link", "aria-label": S.player.watchLabel(mode, formatMoment(win.finished_at)) },
        iconEl("play"), el("span", { text: S.player.watch })))];
}

export function renderPlayer(root, { profile, games, mine, tools, friends = null }) {
  const name = playerName(profile);
  const modes = RULES.filter((rules) => profile.best[rules]);
  const ratings = RULES.filter((rules) => profile.race_ratings[rules]);
  fill(root,
    heading(mine ? S.player.yours : S.player.title(name), "profile"),
    el("section", { class: "panel identity" },
      el("div", { class: "avatar" }, iconEl(profile.bot ? "bot" : "star")),
      el("div", {},
        el("p", { class: "player-name", id: "public-name" }, name, profile.bot ? botMark() : null),
        profile.bot ? el("p", { class: "small", text: S.bot.profile }) : null,
        profile.title ? el("p", { class: "title", text: profile.title }) : null,
        profile.named ? null : el("p", { class: "small", text: S.player.unnamed }),
        el("p", { class: "medals", "aria-label": S.player.badges }, ...["gold", "silver", "bronze"].map((badge) =>
          el("span", { class: "medal-count" }, medalEl(badge, S.gameOver.medal(badge)), num(profile.badges[badge])))),
        el("dl", { class: "ratings collection" },
          el("dt", { text: S.player.campaignGolds }), el("dd", { text: S.player.ofTwelve(profile.campaign_golds) }),
          el("dt", { text: S.player.cardBacks }), el("dd", { text: num(profile.card_backs) }),
          ...hardestWin(profile.hardest_win)),
        friends)),
    modes.length
      ? el("div", { class: "stat-grid" }, ...modes.map((rules) => el("section", { class: "panel stats", "data-rules": rules },
        el("h4", { text: modeName(rules) }), el("dl", {}, ...figures(profile.best[rules])))))
      : el("p", { class: "panel", text: S.player.nothingYet }),
    ratings.length ? el("section", { class: "panel" },
      el("h3", { text: S.player.races }),
      el("dl", { class: "ratings" }, ...ratings.flatMap((rules) => [
        el("dt", { text: modeName(rules) }),
        el("dd", { text: S.player.rating(profile.race_ratings[rules].rating, profile.race_ratings[rules].races) })]))) : null,
    el("section", { class: "panel", id: "player-games" },
      el("h3", { text: S.player.games }),
      games.length ? el("ul", { class: "game-list" }, ...games.map(gameLine)) : el("p", { text: S.player.noGames })),
    tools);
}
