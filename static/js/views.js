// The screens around the table: new game, daily deal, campaign map, leaderboards, profile, help,
// replay viewer, and the game-over view. Every word comes from strings.js.
import { cardBack } from "./cards.js";
import { botMark, el, fill, iconButton, iconEl, medalEl, openAtTop } from "./dom.js";
import {
  HELP, LANGUAGES, S, backDeed, backName, difficultyText, formatClock, fromBrowser, modeLabel, modeName, num, periodName, playerName, readable,
  scoreLineText, shortDate,
} from "./strings.js";

export const RULES = ["classic@1", "relaxed@1", "express@1", "blue-moon@1"];
const MODE_ICONS = { "classic@1": "table", "relaxed@1": "eye", "express@1": "clock", "blue-moon@1": "sparkle" };

export function heading(text, icon) {
  return el("h2", { class: "view-title" }, icon ? iconEl(icon) : null, text);
}

function tile({ icon, title, about, onclick, id, attrs = {} }) {
  return el("button", { type: "button", class: "tile", id, onclick, ...attrs },
    el("span", { class: "tile-icon" }, iconEl(icon)),
    el("span", { class: "tile-text" }, el("strong", { text: title }), el("span", { text: about })));
}

// -- new game -------------------------------------------------------------------------------

export function renderNewGame(root, options) {
  const { daily, dailyGame, streaks, current, tutorialSeen, on } = options;
  const modes = RULES.map((rules) => tile({
    icon: MODE_ICONS[rules], title: S.modes[rules].name, about: S.modes[rules].about, onclick: () => on.start(rules),
    attrs: { "data-rules": rules },
  }));
  modes.push(tile({ icon: "winnable", title: S.newGame.winnable, about: S.newGame.winnableAbout, onclick: on.winnable, id: "play-winnable" }));
  modes.push(tile({ icon: "map", title: S.campaign.title, about: S.campaign.about, onclick: on.campaign, id: "open-campaign" }));
  const learn = tile({ icon: "book", title: S.newGame.tutorial, about: S.newGame.tutorialAbout, onclick: on.tutorial, id: "start-tutorial" });
  const resume = current ? el("div", { class: "panel resume" },
    el("p", { text: S.newGame.inPlay(modeLabel(current), current.moves, current.score) }),
    iconButton("play", S.newGame.resume, { class: "primary", id: "resume-game", onclick: on.resume })) : null;
  fill(root, 
    heading(S.newGame.title, "new"),
    resume,
    tutorialSeen ? null : el("div", { class: "tiles tiles-learn" }, learn),
    el("h3", { text: S.newGame.modes }),
    el("div", { class: "tiles" }, ...modes, tutorialSeen ? learn : null),
    dailyPanel(daily, dailyGame, streaks, on),
    practiceForm(on.practice),
  );
}

function dailyPanel(daily, game, streaks, on) {
  const panel = el("section", { class: "panel daily", id: "daily" },
    el("h3", {}, iconEl("calendar"), S.newGame.daily),
    el("p", { text: S.newGame.dailyAbout(daily.today.date) }));
  if (game && game.status !== "playing") {
    const area = el("div", { class: "mini-board-area" }, el("div", { class: "board mini-board" }));
    panel.append(
      el("p", { class: "daily-result", id: "daily-result" }, game.badge ? medalEl(game.badge, S.gameOver.medal(game.badge)) : null, S.newGame.dailyPlayed(game)),
      area,
      el("p", { class: "small", text: S.newGame.dailyTomorrow }),
      iconButton("play", S.newGame.dailyReplay, { id: "daily-replay", onclick: () => on.replay(game.id) }),
      shareRow(() => on.share(game)));
    on.miniBoard(area.firstChild, area, game);
  } else {
    const playing = game && game.status === "playing";
    panel.append(iconButton("play", playing ? S.newGame.dailyResume : S.newGame.dailyPlay, { class: "primary", id: "play-daily", onclick: on.daily }));
  }
  if (streaks) panel.append(el("p", { class: "streak-line", id: "daily-streak" }, iconEl("flame"), S.streaks.line(streaks)));
  panel.append(iconButton("calendar", S.calendar.open, { id: "open-calendar", onclick: on.calendar }));
  panel.append(fairPlay(S.gameOver.fairPlay, S.newGame.dailyFairPlay(daily.today.commitment, daily.yesterday_seed)));
  return panel;
}

export function fairPlay(summary, text) {
  return el("details", { class: "fair-play" }, el("summary", { text: summary }), el("p", { class: "verbatim", text }));
}

function practiceForm(onPractice) {
  return el("form", { class: "panel", id: "practice-form", onsubmit: (event) => {
    event.preventDefault();
    const data = new FormData(event.target);
    onPractice(data.get("rules"), String(data.get("seed")).trim());
  } },
  el("h3", {}, iconEl("seed"), S.newGame.practice),
  el("p", { class: "small", text: S.newGame.practiceAbout }),
  el("div", { class: "form-row" },
    field(S.newGame.seed, el("input", { name: "seed", required: true, maxlength: "200", autocomplete: "off", id: "practice-seed" })),
    field(S.newGame.rules, select("rules", RULES.map((rules) => [rules, modeName(rules)]), "classic@1", "practice-rules")),
    iconButton("play", S.newGame.deal, { type: "submit", class: "primary" })));
}

export function field(label, control) {
  const id = control.id || control.querySelector("select, input")?.id;
  return el("div", { class: "field" }, el("label", { for: id, text: label }), control);
}

export function select(name, options, value, id = `select-${name}`, onchange = null) {
  return el("span", { class: "select" }, el("select", { name, id, onchange },
    ...options.map(([optionValue, label]) => el("option", { value: optionValue, text: label, selected: optionValue === value }))));
}

// -- campaign map ---------------------------------------------------------------------------

// Stop positions on the map, in percent: a trail winding across the territory to Helena.
const TRAIL_WIDE = [[10, 80], [17, 58], [24, 76], [31, 50], [38, 68], [45, 42], [52, 64], [59, 36], [66, 58], [73, 32], [80, 54], [86, 30]];
const TRAIL_TALL = [[22, 5], [66, 11], [30, 18], [72, 25], [28, 33], [70, 40], [30, 48], [72, 55], [28, 63], [70, 70], [30, 78], [68, 85]];

export function renderCampaign(root, { campaign, onPlay, tall }) {
  const points = tall ? TRAIL_TALL : TRAIL_WIDE;
  const goal = tall ? [50, 95] : [91, 12];
  const levels = campaign.levels;
  const next = levels.find((level) => level.best_badge !== "gold")?.level ?? null;
  const path = [...points, goal].map(([x, y], i) => `${i ? "L" : "M"}${x * 10} ${y * 10}`).join(" ");
  const map = el("div", { class: `campaign-map ${tall ? "tall" : "wide"}` });
  map.innerHTML = trailArt(path, tall);
  levels.forEach((level, index) => {
    const [x, y] = points[index];
    const name = S.campaign.stopNames[index];
    const stop = el("button", {
      type: "button", class: `stop${level.best_badge ? ` earned badge-${level.best_badge}` : ""}${level.level === next ? " next" : ""}`,
      "data-level": level.level, "aria-label": S.campaign.stopLabel(level.level, name, level.best_badge, level.attempts),
      onclick: () => onPlay(level.level),
    },
    el("span", { class: "stop-marker" }, el("span", { class: "stop-number", text: String(level.level) }),
      level.best_badge ? medalEl(level.best_badge) : null),
    el("span", { class: "stop-name", text: name }));
    stop.style.setProperty("--x", `${x}%`);
    stop.style.setProperty("--y", `${y}%`);
    map.append(stop);
  });
  const marshal = el("div", { class: `stop goal${campaign.title ? " earned" : ""}` },
    el("span", { class: "stop-marker" }, iconEl("star")),
    el("span", { class: "stop-name", text: S.campaign.goal }));
  marshal.style.setProperty("--x", `${goal[0]}%`);
  marshal.style.setProperty("--y", `${goal[1]}%`);
  map.append(marshal);
  const golds = levels.filter((level) => level.best_badge === "gold").length;
  fill(root, 
    heading(S.campaign.title, "map"),
    el("p", { class: "lede", text: campaign.title ? S.campaign.titled(campaign.title) : S.campaign.about }),
    el("p", { class: "small", text: S.campaign.golds(golds) }),
    map);
}

function trailArt(path, tall) {
  const view = tall ? "0 0 1000 1000" : "0 0 1000 1000";
  const pines = (tall ? [[880, 160], [120, 420], [900, 620], [110, 880]] : [[120, 200], [300, 880], [620, 880], [860, 760]])
    .map(([x, y]) => `<path d="M${x} ${y - 40}l-26 50h16l-22 40h64l-22-40h16z" class="map-pine"/>`).join("");
  const peaks = (tall ? [[500, 250], [560, 500], [460, 760]] : [[330, 220], [560, 160], [760, 190]])
    .map(([x, y]) => `<path d="M${x - 90} ${y + 70}l90-130 90 130z" class="map-peak"/><path d="M${x - 30} ${y - 17}l30-43 30 43-15-8-15 10-15-10z" class="map-snow"/>`).join("");
  const river = tall ? "M0 560c200-40 300 60 520 20s340-80 480-20" : "M0 900c160-120 260-40 380-160s220-160 360-120 200 60 260 20";
  return `<svg viewBox="${view}" preserveAspectRatio="none" aria-hidden="true" focusable="false" class="map-art">`
    + `<path d="${river}" class="map-river"/>${peaks}${pines}`
    + `<path d="${path}" class="map-trail-shadow"/><path d="${path}" class="map-trail"/></svg>`;
}

// -- leaderboards ---------------------------------------------------------------------------

export function renderLeaderboard(root, { page, around, filters, me, onChange, onAround }) {
  // Each control says only what it changes: a second tap before the first one's board is drawn keeps both.
  const change = (name) => (event) => onChange({ [name]: event.target.value });
  const switches = (name, label, choices) => el("div", { class: "segmented", role: "group", "aria-label": label },
    ...choices.map(([value, icon, text]) => el("button", {
      type: "button", "aria-pressed": String(filters[name] === value), [`data-${name === "players" ? "league" : name}`]: value,
      onclick: () => onChange({ [name]: value }),
    }, iconEl(icon), text)));
  const boards = switches("board", S.leaderboards.board, [["speed", "clock", S.boards.speed], ["score", "trophy", S.boards.score]]);
  const leagues = switches("players", S.leagues.label, [["people", "people", S.leagues.people], ["bots", "bot", S.leagues.bots]]);
  const among = switches("among", S.leaderboards.among, [["everyone", "globe", S.leaderboards.everyone], ["friends", "star", S.leaderboards.friends]]);
  const bots = filters.players === "bots";
  const friends = filters.among === "friends";
  const empty = friends
    ? el("p", { id: "friends-empty" }, S.leaderboards.friendsEmpty(filters.board), " ",
      el("a", { href: "#friends", class: "player-link" }, iconEl("people"), S.friends.title))
    : el("p", { text: bots ? S.review.botsEmpty : S.leaderboards.empty(filters.board) });
  const periods = ["all", "week", "day", "daily"].map((period) => [period, periodName(period)]);
  const table = (entries) => el("table", { class: "board-table" },
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", text: S.leaderboards.rank }), el("th", { scope: "col", text: S.leaderboards.player }),
      el("th", { scope: "col", text: filters.board === "speed" ? S.leaderboards.time : S.leaderboards.score }),
      filters.board === "speed" ? el("th", { scope: "col", text: S.leaderboards.moves }) : null,
      el("th", { scope: "col", class: "replay-head" }, el("span", { text: S.leaderboards.replay })))),
    el("tbody", {}, ...entries.map((entry) => {
      const name = playerName(entry.player);
      const mine = entry.player.id === me;
      return el("tr", { class: mine ? "mine" : "" },
        el("td", {}, el("span", { class: "rank" }, entry.rank <= 3 ? medalEl(["gold", "silver", "bronze"][entry.rank - 1]) : null, num(entry.rank))),
        el("td", {}, el("a", { href: `#player/${entry.player.id}`, class: "player-link", text: name }),
          entry.player.bot ? botMark() : null, mine ? el("span", { class: "you", text: ` ${S.leaderboards.you_suffix}` }) : null),
        el("td", { text: filters.board === "speed" ? formatClock(entry.figure.elapsed_ms) : num(entry.figure.score) }),
        filters.board === "speed" ? el("td", { text: num(entry.figure.moves) }) : null,
        el("td", {}, el("a", { href: `#replay/${entry.game_id}`, class: "replay-link", "aria-label": S.leaderboards.watch(name) },
          iconEl("play"), el("span", { text: S.leaderboards.replay }))));
    })));
  fill(root, 
    heading(S.leaderboards.title, "trophy"),
    el("div", { class: "panel filters" },
      el("div", { class: "filter-row" }, boards, leagues, among),
      el("div", { class: "filter-row" },
        field(S.leaderboards.rules, select("rules", RULES.map((r) => [r, modeName(r)]), filters.rules, "board-rules", change("rules"))),
        field(S.leaderboards.period, select("period", periods, filters.period, "board-period", change("period"))),
        iconButton("target", S.leaderboards.around, { id: "around-me", onclick: onAround }))),
    underReview(page.under_review || [], filters.board),
    el("div", { class: "panel table-panel" },
      el("h3", { text: [S.boards[filters.board], modeName(filters.rules), periodName(filters.period), bots ? S.leagues.bots : "", friends ? S.leaderboards.friends : ""].filter(Boolean).join(" \u00b7 ") }),
      page.items.length ? table(page.items) : empty),
    around === false ? el("p", { class: "panel", text: S.leaderboards.notOn(filters.board) }) : null,
    around ? el("div", { class: "panel table-panel", id: "around" }, el("h3", { text: S.leaderboards.you(around.rank) }), table(around.items)) : null,
  );
}

// The player's own games held for review that would be on this board: seen by them alone.
function underReview(held, board) {
  if (!held.length) return null;
  return el("section", { class: "panel under-review", id: "under-review" },
    el("h3", {}, iconEl("shield"), S.review.title),
    el("ul", {}, ...held.map((entry) => {
      return el("li", {}, S.review.entry(board, entry.would_rank, entry.figure), " ",
        el("a", { href: `#replay/${entry.game_id}`, class: "replay-link" }, iconEl("play"), el("span", { text: S.leaderboards.replay })));
    })),
    el("p", { class: "small", text: S.review.about }));
}

// -- profile --------------------------------------------------------------------------------

export function renderProfile(root, { profile, stats, backs, settings, streaks, passkeys = null, deviceLink = null, deviceCode = null, achievements = [], on }) {
  const name = profile.display_name || profile.username || S.profile.guest;
  const statBlocks = Object.entries(stats).filter(([rules]) => S.modes[rules]).map(([rules, s]) => el("section", { class: "panel stats", "data-rules": rules },
    el("h4", { text: modeName(rules) }),
    el("dl", {},
      ...[[S.profile.played, num(s.played)], [S.profile.won, num(s.won)], [S.profile.winRate, `${Math.round(s.win_rate * 100)}%`],
        [S.profile.streak, S.profile.streakText(s.current_streak, s.best_streak)],
        [S.profile.bestTime, s.best_time_ms ? formatClock(s.best_time_ms) : S.profile.none],
        [S.profile.bestScore, s.best_score === null ? S.profile.none : num(s.best_score)],
        [S.profile.fewestMoves, s.fewest_moves_win === null ? S.profile.none : num(s.fewest_moves_win)],
        [S.profile.averageScore, num(Math.round(s.average_score))]]
        .flatMap(([term, value]) => [el("dt", { text: term }), el("dd", { text: value })]),
      el("dt", { text: S.profile.medals }),
      el("dd", { class: "medals" }, ...["gold", "silver", "bronze"].map((badge) =>
        el("span", { class: "medal-count" }, medalEl(badge, S.gameOver.medal(badge)), num(s[badge]))))),
    chart(s.last_30_days)));
  const backsGrid = el("div", { class: "backs" }, ...backs.map((back) => {
    const art = el("div", { class: "back-art" });
    art.innerHTML = cardBack(back.id);
    return el("figure", { class: back.owned ? "back-tile owned" : "back-tile locked", "data-back": back.id },
      art, back.owned ? null : el("span", { class: "lock" }, iconEl("lock")),
      el("figcaption", {}, el("strong", { text: backName(back) }),
        el("span", { text: back.owned ? S.profile.owned : S.profile.toEarn(backDeed(back)) })));
  }));
  const account = profile.guest
    ? credentialsForm("signup-form", S.profile.account, S.profile.createAccount, "new-password", S.profile.passwordNew, on.signUp, "key")
    : el("div", { class: "panel" }, el("p", { text: profile.username ? S.profile.signedIn(profile.username) : S.passkeys.signedIn }),
      iconButton("signout", S.profile.signOut, { id: "sign-out", onclick: on.signOut }));
  const signIn = credentialsForm("signin-form", S.profile.signIn, S.profile.signInButton, "current-password", S.profile.password, on.signIn, "key");
  if (on.passkeySignIn) { // the browser offers its passkeys in the username's autofill too (see the controller)
    signIn.querySelector("#signin-username").setAttribute("autocomplete", "username webauthn");
    signIn.append(el("p", { class: "form-row" }, iconButton("key", S.passkeys.signIn, { id: "passkey-sign-in", type: "button", onclick: on.passkeySignIn })));
  }
  const rename = el("form", { class: "form-row", id: "rename-form", onsubmit: (event) => {
    event.preventDefault();
    on.rename(String(new FormData(event.target).get("display_name")).trim());
  } },
  field(S.profile.name, el("input", { id: "display-name", name: "display_name", value: profile.display_name || "", minlength: "3", maxlength: "24", required: true, "aria-describedby": "name-about" })),
  iconButton("check", S.profile.saveName, { type: "submit" }));
  fill(root, 
    heading(S.profile.title, "profile"),
    el("section", { class: "panel identity" },
      el("div", { class: "avatar" }, iconEl("star")),
      el("div", {},
        el("p", { class: "player-name", id: "player-name", text: name }),
        profile.title ? el("p", { class: "title", text: profile.title }) : null,
        profile.guest ? el("p", { class: "small", text: S.profile.guestAbout }) : null,
        profile.banned ? el("p", { class: "banned", id: "banned", text: S.player.banned(profile.banned) }) : null,
        rename, el("p", { class: "small", id: "name-about", text: S.profile.nameAbout }),
        el("p", { class: "profile-links" },
          el("a", { href: `#player/${profile.id}`, class: "player-link", id: "my-public-profile" }, iconEl("profile"), S.player.seeYours),
          el("a", { href: "#friends", class: "player-link", id: "open-friends" }, iconEl("people"), S.friends.title)))),
    streaks,
    el("h3", { class: "heading-row" }, el("span", { text: S.profile.stats }),
      el("a", { href: "#charts", class: "player-link", id: "open-charts" }, iconEl("chart"), S.charts.title)),
    statBlocks.length ? el("div", { class: "stat-grid" }, ...statBlocks) : el("p", { class: "panel", text: S.profile.noStats }),
    el("h3", {}, iconEl("trophy"), S.achievements.title,
      el("span", { class: "small heading-count", text: S.achievements.count(achievements.filter((a) => a.earned_at).length, achievements.length) })),
    achievementList(achievements),
    el("h3", { text: S.profile.backs }), backsGrid,
    settingsForm(settings, backs, on.settings),
    account, passkeys, deviceLink, profile.guest ? signIn : null, profile.guest ? deviceCode : null); // signed in, another account is reached by signing out first
}

// Earned achievements first, each with its date; the rest with how to earn them.
function achievementList(achievements) {
  const ordered = [...achievements.filter((a) => a.earned_at), ...achievements.filter((a) => !a.earned_at)];
  return el("ul", { class: "achievements", id: "achievements" }, ...ordered.map((achievement) => {
    const [name, about] = S.achievements.names[achievement.code] ?? [achievement.name, achievement.how_to_earn];
    return el("li", { class: achievement.earned_at ? "achievement earned" : "achievement locked", "data-code": achievement.code },
      el("span", { class: "achievement-icon" }, iconEl(achievement.earned_at ? "trophy" : "lock")),
      el("span", {}, el("strong", { text: name }),
        el("span", { class: "small", text: achievement.earned_at ? S.achievements.earnedOn(achievement.earned_at) : S.achievements.toEarn(about) })));
  }));
}

function credentialsForm(id, title, button, autocomplete, passwordLabel, onSubmit, icon) {
  const prefix = id.replace("-form", "");
  return el("form", { class: "panel", id, onsubmit: (event) => {
    event.preventDefault();
    const data = new FormData(event.target);
    onSubmit(String(data.get("username")).trim(), data.get("password"));
  } },
  el("h3", { text: title }),
  el("div", { class: "form-row" },
    field(S.profile.username, el("input", { id: `${prefix}-username`, name: "username", required: true, minlength: "3", maxlength: "32", autocomplete: "username" })),
    field(passwordLabel, el("input", { id: `${prefix}-password`, name: "password", type: "password", required: true, minlength: "8", maxlength: "128", autocomplete })),
    iconButton(icon, button, { type: "submit", class: "primary" })));
}

// Games played and won on each of the last 30 days: bars over a date axis, a count axis with whole
// numbers, a legend, and each day's figures under the pointer (and to a screen reader, in the label).
const CHART = { left: 20, top: 7, width: 240, height: 64, bottom: 16 };

function chart(days) {
  const svgEl = (tag, attributes, text = "") => {
    const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
    Object.entries(attributes).forEach(([name, value]) => node.setAttribute(name, value));
    if (text) node.textContent = text;
    return node;
  };
  const { left, top, width, height, bottom } = CHART;
  const max = Math.max(1, ...days.map((d) => d.played));
  const y = (value) => top + height - (value / max) * height;
  const step = width / days.length;
  const svg = svgEl("svg", { viewBox: `0 0 ${left + width + 4} ${top + height + bottom}`, role: "img", "aria-label": S.profile.chartLabel(days) });
  const ticks = [...new Set([0, Math.ceil(max / 2), max])].filter((tick) => tick === 0 || tick === max || max >= 4);
  for (const tick of ticks) {
    svg.append(svgEl("path", { d: `M${left} ${y(tick) + 0.5}h${width}`, class: tick ? "chart-grid" : "bar-axis" }),
      svgEl("text", { x: left - 4, y: y(tick) + 3.5, class: "chart-count" }, num(tick)));
  }
  days.forEach((day, index) => {
    const x = left + index * step + 1;
    const bar = svgEl("g", { class: "chart-day", "data-date": day.date });
    bar.append(svgEl("title", {}, S.profile.chartDay(day)),
      svgEl("rect", { x, y: top, width: step - 2, height, class: "bar-hit" }),
      svgEl("rect", { x, y: y(day.played), width: step - 2, height: (day.played / max) * height, class: "bar-played" }),
      svgEl("rect", { x, y: y(day.won), width: step - 2, height: (day.won / max) * height, class: "bar-won" }));
    svg.append(bar);
  });
  for (const index of [0, Math.floor(days.length / 2), days.length - 1]) {
    const anchor = index === 0 ? "start" : index === days.length - 1 ? "end" : "middle";
    const x = left + (anchor === "start" ? 0 : anchor === "end" ? width : (index + 0.5) * step);
    svg.append(svgEl("text", { x, y: top + height + 13, class: "chart-date", "text-anchor": anchor },
      index === days.length - 1 ? S.profile.today : shortDate(days[index].date)));
  }
  const played = days.reduce((sum, day) => sum + day.played, 0);
  const won = days.reduce((sum, day) => sum + day.won, 0);
  return el("figure", { class: "chart" }, svg,
    el("figcaption", { class: "chart-legend" }, el("span", { text: S.profile.chartPeriod }),
      el("span", { class: "key key-played" }), el("span", { text: S.profile.chartPlayed(played) }),
      el("span", { class: "key key-won" }), el("span", { text: S.profile.chartWon(won) })));
}

export function toggle(name, label, checked) {
  const id = `setting-${name}`;
  return el("div", { class: "toggle" },
    el("input", { type: "checkbox", role: "switch", id, name, checked }),
    el("label", { for: id, text: label }));
}

// The settings form as the settings it would save.
function readSettings(form) {
  const data = new FormData(form);
  return {
    theme: data.get("theme"), card_back: data.get("card_back"), animation_speed: data.get("animation_speed"),
    four_colour_suits: data.has("four_colour_suits"), sound: data.has("sound"), music: data.has("music"),
    highlight_moves: data.has("highlight_moves"), left_handed: data.has("left_handed"),
    language: data.get("language") || null,
  };
}

// Settings changed on another device, shown in the form; answers whether that replaced edits not yet
// saved (the form differed from `before`, the settings it was drawn with, and from the new ones).
export function showSettings(form, settings, before) {
  const shown = Object.entries(readSettings(form));
  const edited = [before, settings].every((other) => shown.some(([name, value]) => other[name] !== value));
  for (const [name, value] of Object.entries(settings)) {
    const control = form.elements[name];
    if (control?.type === "checkbox") control.checked = value;
    else if (control) control.value = value ?? "";
  }
  return edited;
}

function settingsForm(current, backs, onSave) {
  const { settings } = current;
  return el("form", { class: "panel", id: "settings-form", onsubmit: (event) => {
    event.preventDefault();
    onSave(readSettings(event.target));
  } },
  el("h3", {}, iconEl("gear"), S.profile.settings),
  el("p", { class: "small", text: S.profile.settingsAbout }),
  el("div", { class: "form-row" },
    field(S.profile.theme, select("theme", Object.entries(S.themes), settings.theme, "setting-theme")),
    field(S.profile.cardBack, select("card_back", backs.filter((b) => b.owned).map((b) => [b.id, backName(b)]), settings.card_back, "setting-card-back")),
    field(S.profile.animation, select("animation_speed", Object.entries(S.speeds), settings.animation_speed, "setting-animation")),
    field(S.profile.language, languageSelect(settings.language))),
  el("div", { class: "toggles" },
    toggle("four_colour_suits", S.profile.fourColour, settings.four_colour_suits), toggle("sound", S.profile.sound, settings.sound),
    toggle("music", S.profile.music, settings.music), toggle("highlight_moves", S.profile.highlight, settings.highlight_moves),
    toggle("left_handed", S.profile.leftHanded, settings.left_handed)),
  iconButton("check", S.profile.saveSettings, { type: "submit", class: "primary" }));
}

// Each language is named in its own words (and marked as such for screen readers); the first choice
// follows the browser's languages.
function languageSelect(chosen) {
  return el("select", { name: "language", id: "setting-language" },
    el("option", { value: "", text: S.profile.languageBrowser(LANGUAGES[fromBrowser()]), selected: !chosen }),
    ...Object.entries(LANGUAGES).map(([code, name]) => el("option", { value: code, lang: code, text: name, selected: chosen === code })));
}

// -- help -----------------------------------------------------------------------------------

export function renderHelp(root, { onTutorial }) {
  fill(root, 
    heading(S.help.title, "help"),
    el("div", { class: "panel help-start" },
      el("p", { text: S.newGame.tutorialAbout }),
      iconButton("book", S.welcome.start, { class: "primary", id: "help-tutorial", onclick: onTutorial })),
    ...HELP.map((section) => el("section", { class: "panel help-section" },
      el("h3", { text: section.title }),
      el("ul", {}, ...section.items.map((item) => el("li", { text: item }))))));
}

// -- the end of a game ----------------------------------------------------------------------

export function renderGameOver(dialog, game, { backNames, onReplay, onNew, onClose, onRetry = null, onNextStop = null, streaks = null, onShare = null }) {
  const celebration = game.celebration;
  const lines = game.score_lines.map((line) => el("tr", {}, el("td", { text: scoreLineText(line.what) }), el("td", { text: points(line.points) })));
  const boards = (celebration?.improved_boards || []).map((b) => el("li", {}, iconEl("trophy"), S.gameOver.improved(b.board, b.period, b.rank, b.previous, b.league)));
  const offBoards = celebration?.under_review ? S.gameOver.underReview : celebration?.off_boards ? S.gameOver.offBoards[celebration.off_boards_code] ?? readable(celebration.off_boards) : null;
  const unlocks = (celebration?.unlocked_card_backs || []).map((id) => el("li", {}, iconEl("sparkle"), S.gameOver.unlocked(backNames(id))));
  const achievements = (celebration?.achievements || []).map((code) => el("li", { class: "achievement-earned" }, iconEl("trophy"), S.gameOver.achievement(code)));
  const campaign = celebration?.campaign ? [el("li", {}, iconEl("map"), S.gameOver.campaign(celebration.campaign.level, celebration.campaign.best_badge))] : [];
  const heading = game.status === "won" ? S.gameOver.won : S.gameOver[game.cause] || S.gameOver[game.reason] || S.gameOver.over;
  const fair = game.seed
    ? (game.ranked ? S.gameOver.seedRevealed(game.seed, game.seed_commitment) : S.gameOver.seedPractice(game.seed))
    : S.gameOver.seedLater;
  dialog.classList.toggle("won", game.status === "won");
  dialog.replaceChildren(el("form", { method: "dialog", class: "gameover-body" },
    el("div", { class: "gameover-head" },
      game.badge ? medalEl(game.badge, S.gameOver.medal(game.badge)) : iconEl(game.status === "won" ? "star" : "resign"),
      el("h2", { id: "gameover-title", text: heading }),
      el("p", { class: "small", text: modeLabel(game) })),
    el("dl", { class: "figures" },
      el("div", {}, el("dt", {}, iconEl("clock"), S.gameOver.time), el("dd", { class: "finish-time", text: formatClock(game.elapsed_ms) })),
      el("div", {}, el("dt", {}, iconEl("moves"), S.gameOver.moves), el("dd", { text: num(game.moves) })),
      el("div", {}, el("dt", {}, iconEl("trophy"), S.gameOver.score), el("dd", { text: num(game.score) }))),
    game.badge ? el("p", { class: "medal-line", text: (game.redeals_left === null ? S.badgeAboutUnlimited : S.badgeAbout)[game.badge] }) : null,
    streaks,
    onShare ? shareRow(onShare) : null,
    el("table", { class: "breakdown" }, el("tbody", {}, ...lines,
      el("tr", { class: "total" }, el("td", { text: S.gameOver.total }), el("td", { text: num(game.score) })))),
    celebration?.title ? el("p", { class: "title", text: S.gameOver.title(celebration.title) }) : null,
    boards.length || unlocks.length || achievements.length || campaign.length
      ? el("ul", { class: "celebration" }, ...achievements, ...boards, ...unlocks, ...campaign) : null,
    offBoards ? el("p", { class: "small", id: "off-boards", text: offBoards }) : null,
    game.par_moves ? el("p", { text: S.gameOver.par(game.par_moves, game.moves) }) : difficultyLine(game.difficulty),
    fairPlay(S.gameOver.fairPlay, fair),
    el("menu", {},
      el("li", {}, iconButton("table", S.gameOver.close, { type: "submit", value: "close", id: "gameover-close", onclick: onClose })),
      el("li", {}, iconButton("play", S.gameOver.replay, { type: "submit", value: "replay", id: "gameover-replay", onclick: () => onReplay(game.id) })),
      onRetry ? el("li", {}, iconButton("redeal", S.gameOver.retry, { type: "submit", value: "retry", id: "retry-stop", onclick: onRetry })) : null,
      onNextStop
        ? el("li", {}, iconButton("map", S.gameOver.nextStop(game.campaign_level + 1), { type: "submit", value: "next", class: "primary", id: "next-stop", autofocus: true, onclick: onNextStop }))
        : el("li", {}, iconButton("new", S.gameOver.again, { type: "submit", value: "new", class: "primary", id: "new-after-game", autofocus: true, onclick: onNew })))));
  dialog.setAttribute("aria-labelledby", "gameover-title");
  openAtTop(dialog);
}

// A button that shares the result, and the line that says how it went.
export function shareRow(onShare) {
  const status = el("p", { class: "small share-status", role: "status" });
  return el("div", { class: "share-row" },
    iconButton("share", S.share.button, { class: "share-result", onclick: async (event) => {
      event.preventDefault(); // in the game-over form, a button would close the dialog
      status.textContent = S.share[await onShare().catch(() => "failed")] ?? "";
    } }),
    status);
}

// The deal's difficulty, once the solver has rated it (seconds after a ranked game ends): an empty
// line until then, which the page fills when the rating comes.
export function difficultyLine(difficulty) {
  return el("p", { class: "difficulty", text: difficultyText(difficulty) });
}

function points(value) {
  return value < 0 ? `\u2212${num(-value)}` : num(value);
}

// -- replay viewer --------------------------------------------------------------------------

export function actionText(action) {
  if (!action) return S.replay.deal;
  if (action.type === "move") return S.replay.move(action.card, action.to[0], action.to[1]);
  return S.replay[action.type] ?? S.replay.deal;
}

export function renderReplay(root, data, index, { onStep, onBoard, onPlay, playing = false, difficulty = null }) {
  const step = data.steps[index];
  const last = data.steps.length - 1;
  const area = el("div", { class: "replay-area" }, el("div", { class: "board replay-board" }));
  const scrub = el("input", {
    type: "range", min: "0", max: String(last), value: String(index), id: "replay-scrub", "aria-label": S.replay.step(index, last),
    oninput: (event) => onStep(Number(event.target.value)),
  });
  const button = (id, icon, label, target) => el("button", { type: "button", id, class: "icon-only", "aria-label": label, onclick: () => onStep(target), disabled: target === index }, iconEl(icon));
  fill(root, 
    heading(S.replay.title(modeName(data.rules)), "play"),
    difficultyText(difficulty) ? el("p", { class: "small difficulty", text: difficultyText(difficulty) }) : null,
    el("div", { class: "panel replay-panel" },
      el("p", { class: "replay-status", "aria-live": "polite" },
        el("strong", { text: `${S.replay.step(index, last)}: ` }), actionText(step.action), el("br"),
        el("span", { class: "small", text: S.replay.figures(step.moves, step.score, step.elapsed_ms) })),
      el("div", { class: "replay-controls" },
        button("replay-first", "first", S.replay.first, 0),
        button("replay-prev", "prev", S.replay.previous, Math.max(0, index - 1)),
        scrub,
        button("replay-next", "next", S.replay.next, Math.min(last, index + 1)),
        button("replay-last", "last", S.replay.last, last),
        el("button", {
          type: "button", id: "replay-play", class: "icon-only", "aria-label": playing ? S.replay.pause : S.replay.play,
          "aria-pressed": String(playing), onclick: onPlay, disabled: !playing && index === last,
        }, iconEl(playing ? "pause" : "play")))),
    area);
  onBoard(area.firstChild, area, step);
}

// -- first visit ----------------------------------------------------------------------------

// A campaign stop before it is played: its deal (proven or not, and its par), the player's best medal
// and attempts, and what each medal takes.
export function renderStopDetails(dialog, level, { onPlay }) {
  const name = S.campaign.stopNames[level.level - 1];
  const facts = [
    [S.campaign.mode, modeName(level.rules)],
    [S.campaign.deal, level.par_moves ? S.campaign.par(level.par_moves) : level.commitment ? S.campaign.unproven : S.campaign.dealing],
    [S.campaign.best, level.best_badge ? S.campaign.bestMedal(level.best_badge) : S.campaign.noMedal],
    [S.campaign.attempts, level.attempts ? num(level.attempts) : S.campaign.untried],
  ];
  dialog.replaceChildren(el("form", { method: "dialog", class: "stop-body" },
    el("p", { class: "stop-kicker", text: S.campaign.stop(level.level) }),
    el("h2", { id: "stop-title" }, level.best_badge ? medalEl(level.best_badge) : iconEl("map"), name),
    el("dl", { class: "stop-facts" }, ...facts.flatMap(([term, value]) => [el("dt", { text: term }), el("dd", { text: value })])),
    el("ul", { class: "medal-ladder" }, ...["gold", "silver", "bronze"].map((badge) =>
      el("li", { class: level.best_badge === badge ? "earned" : "" }, medalEl(badge), el("span", { text: S.badgeAbout[badge] })))),
    el("menu", {},
      el("li", {}, el("button", { value: "close", id: "stop-close", text: S.campaign.backToMap })),
      el("li", {}, iconButton("play", level.attempts ? S.campaign.playAgain : S.campaign.play, {
        type: "submit", value: "play", class: "primary", id: "stop-play", autofocus: true, onclick: onPlay,
      })))));
  dialog.setAttribute("aria-labelledby", "stop-title");
  openAtTop(dialog);
}

export function renderWelcome(dialog, { onStart, onSkip }) {
  dialog.replaceChildren(el("form", { method: "dialog", class: "welcome-body" },
    el("div", { class: "welcome-art" }, iconEl("star")),
    el("h2", { id: "welcome-title", text: S.welcome.title }),
    el("p", { text: S.welcome.body }),
    el("menu", {},
      el("li", {}, el("button", { value: "skip", id: "welcome-skip", onclick: onSkip, text: S.welcome.skip })),
      el("li", {}, iconButton("book", S.welcome.start, { type: "submit", value: "start", class: "primary", id: "welcome-start", onclick: onStart })))));
  dialog.setAttribute("aria-labelledby", "welcome-title");
  openAtTop(dialog);
}

