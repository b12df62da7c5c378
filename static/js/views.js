// The screens around the table: new game, campaign map, leaderboards, profile, replay viewer.
import { cardBack } from "./cards.js";
import { formatClock, rulesLabel } from "./state.js";

export const MODES = [
  { rules: "classic@1", name: "Classic", about: "4x13, two redeals, no clock" },
  { rules: "relaxed@1", name: "Relaxed", about: "unlimited redeals, move highlighting" },
  { rules: "express@1", name: "Express", about: "three minutes on the clock" },
  { rules: "blue-moon@1", name: "Blue Moon", about: "4x14, Aces start each row" },
];

export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "class") element.className = value;
    else if (name === "text") element.textContent = value;
    else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, value);
  }
  element.append(...children.filter((child) => child !== null && child !== undefined));
  return element;
}

export function renderNewGame(root, { onStart, onWinnable, onDaily, onPractice, onCampaign, daily, campaign }) {
  const modes = MODES.map((mode) =>
    el("button", { class: "mode", "data-rules": mode.rules, onclick: () => onStart(mode.rules) },
      el("strong", { text: mode.name }), el("span", { text: mode.about })),
  );
  modes.push(el("button", { class: "mode", id: "play-winnable", onclick: onWinnable },
    el("strong", { text: "A winnable deal" }), el("span", { text: "Classic, proven winnable without a redeal; par shown after" })));
  const dailyBox = el("div", { class: "panel" },
    el("h3", { text: "The daily deal" }),
    el("p", { text: daily ? `${daily.today.date}: the same deal for everyone, one attempt.` : "" }),
    el("p", { class: "small", text: daily ? `Commitment ${daily.today.commitment.slice(0, 16)}...` : "" }),
    el("button", { id: "play-daily", onclick: onDaily, text: "Play today's deal" }));
  const practice = el("form", { class: "panel", id: "practice-form", onsubmit: (event) => {
    event.preventDefault();
    const data = new FormData(event.target);
    onPractice(data.get("rules"), data.get("seed"));
  } },
  el("h3", { text: "Practice a deal by seed" }),
  el("label", { text: "Seed " }, el("input", { name: "seed", required: "", maxlength: "200", autocomplete: "off" })),
  el("label", { text: " Mode " }, el("select", { name: "rules" },
    ...MODES.map((mode) => el("option", { value: mode.rules, text: mode.name })))),
  el("button", { type: "submit", text: "Deal" }));
  const levels = (campaign?.levels || []).map((level) =>
    el("button", {
      class: `level badge-${level.best_badge || "none"}`,
      "data-level": level.level,
      "aria-label": `level ${level.level}, ${level.best_badge || "no"} badge, ${level.attempts} attempts`,
      onclick: () => onCampaign(level.level),
    }, el("strong", { text: String(level.level) }), el("span", { text: level.best_badge ? badgeMark(level.best_badge) : "" })));
  const map = el("div", { class: "panel" },
    el("h3", { text: "The Classic Campaign" }),
    el("p", { text: campaign?.title ? `Title: ${campaign.title}` : "Gold on all twelve deals earns the title Grand Marshal." }),
    el("div", { class: "campaign-map" }, ...levels));
  root.replaceChildren(el("h2", { text: "New game" }), el("div", { class: "modes" }, ...modes), dailyBox, map, practice);
}

export function badgeMark(badge) {
  return { gold: "\u2605 gold", silver: "\u2606 silver", bronze: "\u25c6 bronze" }[badge] || "";
}

export function renderLeaderboard(root, { page, around, filters, onChange, onAround }) {
  const select = (name, options, value) =>
    el("select", { name, onchange: (event) => onChange({ ...filters, [name]: event.target.value }) },
      ...options.map(([optionValue, label]) => el("option", { value: optionValue, text: label, selected: optionValue === value ? "" : null })));
  const rows = (entries) => entries.map((entry) =>
    el("tr", { class: entry.mine ? "mine" : "" },
      el("td", { text: String(entry.rank) }),
      el("td", { text: entry.player.name }),
      el("td", { text: figureText(filters.board, entry.figure) }),
      el("td", {}, el("a", { href: `#replay/${entry.game_id}`, text: "replay" }))));
  const table = (entries) => el("table", { class: "board-table" },
    el("thead", {}, el("tr", {}, ...["Rank", "Player", filters.board === "speed" ? "Time" : "Score", ""].map((h) => el("th", { text: h })))),
    el("tbody", {}, ...rows(entries)));
  root.replaceChildren(
    el("h2", { text: "Leaderboards" }),
    el("div", { class: "filters" },
      select("board", [["speed", "Speed"], ["score", "Score"]], filters.board),
      select("rules", MODES.map((m) => [m.rules, m.name]), filters.rules),
      select("period", [["all", "All time"], ["week", "This week"], ["day", "Today"], ["daily", "Daily deal"]], filters.period),
      el("button", { onclick: onAround, text: "Around me" })),
    page.entries.length ? table(page.entries) : el("p", { text: "No entries yet: finish a ranked game to be the first." }),
    around ? el("h3", { text: `You are #${around.rank}` }) : null,
    around ? table(around.entries) : null,
  );
}

export function figureText(board, figure) {
  return board === "speed" ? `${formatClock(figure.elapsed_ms)} (${figure.moves} moves)` : String(figure.score);
}

export function renderProfile(root, { profile, stats, backs, settings, onRename, onSettings, onSignUp, onSignIn, onSignOut }) {
  const statBlocks = Object.entries(stats).map(([rules, s]) => el("section", { class: "panel stats", "data-rules": rules },
    el("h3", { text: rulesLabel(rules) }),
    el("dl", {},
      ...[["Played", s.played], ["Won", s.won], ["Win rate", `${Math.round(s.win_rate * 100)}%`],
        ["Streak", `${s.current_streak} (best ${s.best_streak})`], ["Best time", s.best_time_ms ? formatClock(s.best_time_ms) : "\u2013"],
        ["Best score", s.best_score ?? "\u2013"], ["Fewest moves", s.fewest_moves_win ?? "\u2013"], ["Average score", s.average_score],
        ["Badges", `${s.gold} gold, ${s.silver} silver, ${s.bronze} bronze`]]
        .flatMap(([term, value]) => [el("dt", { text: term }), el("dd", { text: String(value) })])),
    chart(s.last_30_days)));
  const backsGrid = el("div", { class: "backs" }, ...backs.map((back) => {
    const tile = el("figure", { class: back.owned ? "back owned" : "back locked", "data-back": back.id });
    tile.innerHTML = cardBack(back.id);
    tile.append(el("figcaption", { text: back.owned ? back.name : `${back.name}: ${back.how_to_earn}` }));
    return tile;
  }));
  const form = settingsForm(settings, backs, onSettings);
  const account = profile.guest
    ? el("form", { class: "panel", id: "signup-form", onsubmit: (event) => {
        event.preventDefault();
        const data = new FormData(event.target);
        onSignUp(data.get("username"), data.get("password"));
      } },
      el("h3", { text: "Keep your progress: create an account" }),
      el("input", { name: "username", placeholder: "username", required: "", minlength: "3", maxlength: "32", autocomplete: "username" }),
      el("input", { name: "password", type: "password", placeholder: "password (8+)", required: "", minlength: "8", autocomplete: "new-password" }),
      el("button", { type: "submit", text: "Create account" }))
    : el("div", { class: "panel" }, el("p", { text: `Signed in as ${profile.username}` }), el("button", { id: "sign-out", onclick: onSignOut, text: "Sign out" }));
  const signIn = el("form", { class: "panel", id: "signin-form", onsubmit: (event) => {
      event.preventDefault();
      const data = new FormData(event.target);
      onSignIn(data.get("username"), data.get("password"));
    } },
    el("h3", { text: "Sign in on this device" }),
    el("input", { name: "username", placeholder: "username", required: "", autocomplete: "username" }),
    el("input", { name: "password", type: "password", placeholder: "password", required: "", autocomplete: "current-password" }),
    el("button", { type: "submit", text: "Sign in" }));
  const rename = el("form", { class: "panel", onsubmit: (event) => {
      event.preventDefault();
      onRename(new FormData(event.target).get("display_name"));
    } },
    el("label", { text: "Display name " }, el("input", { name: "display_name", value: profile.display_name || "", minlength: "3", maxlength: "24" })),
    el("button", { type: "submit", text: "Save name" }));
  root.replaceChildren(
    el("h2", { text: profile.display_name || "Your profile" }),
    profile.title ? el("p", { class: "title", text: profile.title }) : null,
    rename, ...statBlocks,
    statBlocks.length ? null : el("p", { text: "Finish a ranked game to see your statistics here." }),
    el("h3", { text: "Card backs" }), backsGrid, form, account, signIn);
}

function chart(days) {
  const max = Math.max(1, ...days.map((d) => d.played));
  const bars = days.map((day, index) => {
    const height = (day.played / max) * 60;
    const won = (day.won / max) * 60;
    return `<rect x="${index * 10}" y="${70 - height}" width="8" height="${height}" fill="#8a7a5a"/>` +
      `<rect x="${index * 10}" y="${70 - won}" width="8" height="${won}" fill="#d4a017"/>`;
  }).join("");
  const figure = el("figure", { class: "chart" });
  figure.innerHTML = `<svg viewBox="0 0 300 72" role="img" aria-label="games played (grey) and won (gold) on each of the last 30 days">${bars}</svg>`;
  return figure;
}

function settingsForm(current, backs, onSave) {
  const { settings } = current;
  const choice = (name, options) => el("select", { name },
    ...options.map(([value, label]) => el("option", { value, text: label, selected: settings[name] === value ? "" : null })));
  const check = (name, label) => el("label", {}, el("input", { type: "checkbox", name, checked: settings[name] ? "" : null }), ` ${label}`);
  return el("form", { class: "panel", id: "settings-form", onsubmit: (event) => {
      event.preventDefault();
      const data = new FormData(event.target);
      onSave({
        theme: data.get("theme"), card_back: data.get("card_back"), animation_speed: data.get("animation_speed"),
        four_colour_suits: data.has("four_colour_suits"), sound: data.has("sound"), music: data.has("music"),
        highlight_moves: data.has("highlight_moves"), left_handed: data.has("left_handed"),
      });
    } },
    el("h3", { text: "Settings (on every device you sign in on)" }),
    el("label", { text: "Theme " }, choice("theme", [["classic-felt", "Classic Green Felt"], ["aged-pine", "Aged Pine Wood"], ["sunset-leather", "Sunset Leather"]])),
    el("label", { text: " Card back " }, choice("card_back", backs.filter((b) => b.owned).map((b) => [b.id, b.name]))),
    el("label", { text: " Animation " }, choice("animation_speed", [["off", "Off"], ["slow", "Slow"], ["normal", "Normal"], ["fast", "Fast"]])),
    check("four_colour_suits", "Four-colour suits"), check("sound", "Sound"), check("music", "Music"),
    check("highlight_moves", "Highlight moves (Relaxed)"), check("left_handed", "Left-handed layout"),
    el("button", { type: "submit", text: "Save settings" }));
}

export function renderGameOver(dialog, game, { onReplay, onNew }) {
  const lines = game.score_lines.map((line) => el("tr", {}, el("td", { text: line.what }), el("td", { text: String(line.points) })));
  const celebration = game.celebration;
  const boards = (celebration?.improved_boards || []).map((b) =>
    el("li", { text: `${b.board} (${b.period}): #${b.rank}${b.previous ? ", a new personal best" : ", first entry"}` }));
  const unlocks = (celebration?.unlocked_card_backs || []).map((id) => el("li", { text: `Card back unlocked: ${id}` }));
  const heading = game.status === "won" ? "You won!" : { blocked: "No moves left", resigned: "Resigned", time_up: "Time is up" }[game.reason] || "Game over";
  dialog.replaceChildren(el("form", { method: "dialog" },
    el("h2", { text: heading }),
    game.badge ? el("p", { class: `badge badge-${game.badge}`, text: badgeMark(game.badge) }) : null,
    el("table", { class: "breakdown" }, el("tbody", {}, ...lines,
      el("tr", { class: "total" }, el("td", { text: "Score" }), el("td", { text: String(game.score) })))),
    celebration?.title ? el("p", { class: "title", text: `New title: ${celebration.title}` }) : null,
    boards.length || unlocks.length ? el("ul", {}, ...boards, ...unlocks) : null,
    game.par_moves ? el("p", { text: `Par: ${game.par_moves} moves (the solver's winning line); you made ${game.moves}.` }) : null,
    el("p", { class: "seed" }, game.seed
      ? `Seed: ${game.seed} (its SHA-256 is the commitment ${game.seed_commitment.slice(0, 16)}... shown at the start)`
      : "The seed of this deal is revealed later (daily deals the next day; campaign deals are shared puzzles)."),
    el("menu", {},
      el("button", { value: "replay", onclick: () => onReplay(game.id), text: "Watch the replay" }),
      el("button", { value: "new", id: "new-after-game", onclick: onNew, text: "New game" }))));
  if (!dialog.open) dialog.showModal();
}

export function renderReplay(root, data, index, { onStep, onBoard }) {
  const step = data.steps[index];
  const action = step.action;
  const what = action ? (action.type === "move" ? `${action.card} to [${action.to}]` : action.type) : "the deal";
  root.replaceChildren(
    el("h2", { text: `Replay: ${rulesLabel(data.rules)}` }),
    el("p", { class: "replay-status", text: `Step ${index} of ${data.steps.length - 1}: ${what}. Moves ${step.moves}, score ${step.score}, ${formatClock(step.elapsed_ms)}` }),
    el("div", { class: "replay-controls" },
      el("button", { id: "replay-first", onclick: () => onStep(0), text: "\u23ee" , "aria-label": "first step" }),
      el("button", { id: "replay-prev", onclick: () => onStep(Math.max(0, index - 1)), text: "\u25c0", "aria-label": "previous step" }),
      el("button", { id: "replay-next", onclick: () => onStep(Math.min(data.steps.length - 1, index + 1)), text: "\u25b6", "aria-label": "next step" }),
      el("button", { id: "replay-last", onclick: () => onStep(data.steps.length - 1), text: "\u23ed", "aria-label": "last step" })),
    el("div", { class: "board replay-board", role: "grid", "aria-label": "replay board" }));
  onBoard(root.querySelector(".replay-board"), step);
}
