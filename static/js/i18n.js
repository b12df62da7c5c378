// The language of the screens and what does not change with it: which language is in force (the
// player's synced setting, else the browser's languages, else English), the table of words that
// strings.js fills from that language's file in locales/, and numbers, dates, lists and times through
// Intl. The helpers here read the words from `S` when they are called, never when this module loads.

export const LANGUAGES = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };
const CHOSEN = "montana.language"; // the synced setting, kept here for the next page load

function stored() {
  try {
    return globalThis.localStorage?.getItem(CHOSEN) ?? null;
  } catch {
    return null; // storage refused (a private window, a sandboxed frame)
  }
}

// "de-AT" -> "de"; the first of the browser's languages that Montana speaks.
export function fromBrowser(languages = globalThis.navigator?.languages ?? []) {
  for (const tag of languages) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base in LANGUAGES) return base;
  }
  return "en";
}

export function chooseLanguage(setting = stored(), languages = undefined) {
  return setting && setting in LANGUAGES ? setting : fromBrowser(languages);
}

export const language = chooseLanguage();

// The setting as the server keeps it (null: the browser chooses); true when the page must load again
// to speak the newly chosen language. Where the choice cannot be kept, loading again would not change
// the language (and would only load again): the page stays as it is.
export function rememberLanguage(setting) {
  try {
    if (setting) globalThis.localStorage.setItem(CHOSEN, setting);
    else globalThis.localStorage.removeItem(CHOSEN);
  } catch {
    return false;
  }
  return chooseLanguage() !== language;
}

// Filled by strings.js with the chosen language's words before anything is drawn.
export const S = {};

// British English writes "3 December 2026", as the rest of the English words do.
const DATES = language === "en" ? "en-GB" : language;
const number = new Intl.NumberFormat(language);
const plurals = new Intl.PluralRules(language);
const dayMonthYear = new Intl.DateTimeFormat(DATES, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat(DATES, { day: "numeric", month: "short", timeZone: "UTC" });
const monthShort = new Intl.DateTimeFormat(DATES, { month: "short", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat(DATES, { month: "long", year: "numeric", timeZone: "UTC" });
const wallClock = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit" });
const either = new Intl.ListFormat(DATES, { type: "disjunction" });

export function num(n) {
  return number.format(n);
}

// The form of a noun for a number, by the language's plural rules: `forms` holds "one" and "other"
// and, where the language has them, "few" or "many".
export function pluralForm(n, forms) {
  return forms[plurals.select(n)] ?? forms.other;
}

// 3 and ["move", "moves"] -> "3 moves".
export function counted(n, one, other) {
  return `${num(n)} ${pluralForm(n, { one, other })}`;
}

function utcDay(iso) {
  const [year, month, day] = String(iso).split("-").map(Number);
  return year && month ? new Date(Date.UTC(year, month - 1, day || 1)) : null;
}

export function formatDate(iso) {
  const [year, month, day] = String(iso).split("-").map(Number);
  return year && month && day ? dayMonthYear.format(utcDay(iso)) : "";
}

// "2026-11-03" -> "3 Nov": a day on a chart's axis.
export function shortDate(iso) {
  const [, month, day] = String(iso).split("-").map(Number);
  return month && day ? dayMonth.format(utcDay(iso)) : "";
}

// "2026-11" -> "November 2026".
export function monthTitle(iso) {
  const day = utcDay(iso);
  return day ? monthYear.format(day) : "";
}

// "2026-11" -> "Nov": a month on a chart's axis.
export function shortMonth(iso) {
  const day = utcDay(iso);
  return day ? monthShort.format(day) : "";
}

// The days of the week from Monday, as `style` ("short", "long") names them.
export function weekdays(style) {
  const format = new Intl.DateTimeFormat(DATES, { weekday: style, timeZone: "UTC" });
  return [...Array(7).keys()].map((index) => format.format(new Date(Date.UTC(2024, 0, 1 + index)))); // 2024-01-01 was a Monday
}

// An instant from the server ("2026-11-30T14:05:09Z") as a person reads it, in UTC as the days of
// the boards are: "30 November 2026, 14:05 UTC".
export function formatMoment(iso) {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(String(iso));
  return match ? `${formatDate(match[1])}, ${match[2]}:${match[3]} UTC` : "";
}

// An instant (ms since the epoch) as a clock on the wall reads it: "3:05 PM", "15:05".
export function formatTime(ms) {
  return wallClock.format(new Date(ms)).replace(/\u202f/g, " "); // not every font has the narrow space
}

export function formatClock(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

export function listOr(items) {
  return either.format(items);
}

const SUIT_SYMBOL = { S: "\u2660\ufe0e", H: "\u2665\ufe0e", D: "\u2666\ufe0e", C: "\u2663\ufe0e" };

// "7D" -> "7♦", "TC" -> "10♣", "QS" -> "D♠" in German: as a player of the language writes a card.
export function cardName(code) {
  const rank = code[0] === "T" ? "10" : S.rankLetters?.[code[0]] ?? code[0];
  return `${rank}${SUIT_SYMBOL[code[1]]}`;
}

// Card codes inside a sentence from the server ("starts row 1 with 2D") read as cards.
export function readable(text) {
  const sentence = String(text ?? "").replace(/\b([2-9TJQKA])([SHDC])\b/g, (code) => cardName(code));
  return sentence.charAt(0).toUpperCase() + sentence.slice(1) + (/[.!?]$/.test(sentence) ? "" : ".");
}

// A card back's name, and the deed that earns it, in the player's words (the server's are English).
export function backName(back) {
  return S.cardBacks.names[back.id] ?? back.name;
}

export function backDeed(back) {
  const deed = S.cardBacks.deeds[back.id];
  return deed ? deed(Number(/\d+/.exec(back.how_to_earn ?? "")?.[0] ?? 0)) : back.how_to_earn;
}

export function modeName(rules) {
  return S.modes[rules]?.name ?? "Montana";
}

export function badgeName(badge) {
  return S.badges[badge] ?? "";
}

// A deal's difficulty as the solver rated it, in a sentence; nothing while it is unrated or undecided.
export function difficultyText(difficulty) {
  if (difficulty?.verdict === "winnable" && difficulty.par) return S.solver.par(difficulty.par);
  if (difficulty?.verdict === "unwinnable") return S.solver.unwinnable;
  return "";
}

// "all", "week", "week:2026-W49", "day:2026-11-30", "daily:2026-11-30" as a person says them.
export function periodName(period) {
  if (S.periods[period]) return S.periods[period];
  const [kind, value = ""] = String(period).split(":");
  if (kind === "week") {
    const [year, week] = value.split("-W");
    return S.periodWeek(Number(week), year);
  }
  if (kind === "day") return formatDate(value);
  if (kind === "daily") return S.periodDaily(formatDate(value));
  return "";
}

// A score line from the server ("3 cards in sequence x 100") in the player's words, keyed on its phrase.
export function scoreLineText(what) {
  const match = /^(-?\d+) (.+?) x -?\d+$/.exec(what);
  const words = match && S.scoreLines[match[2]];
  return words ? words(Number(match[1])) : "";
}

// A player without a display name is named by an id prefix; a person sees no ids. Takes a player as
// the API gives one (`named` says whether the name was chosen), or a bare name.
export function playerName(player) {
  if (typeof player === "string") return /^Player [0-9a-f]{6}$/.test(player) ? S.leaderboards.guest : player;
  return player.named ? player.name : S.leaderboards.guest;
}

export function modeLabel(game) {
  const kind = game.kind === "daily" ? S.kinds.daily : game.kind === "campaign" ? S.kinds.campaign(game.campaign_level)
    : game.kind === "winnable" ? S.kinds.winnable : game.kind === "race" ? S.races.kind : game.ranked ? "" : S.kinds.practice;
  return kind ? `${modeName(game.rules)} \u00b7 ${kind}` : modeName(game.rules);
}

// Why a racer was not rated, as the server says it (in English), in the player's words.
const UNRATED = [
  [/ghost/, "ghost"], [/open to bots/, "botsOpen"], [/private/, "private"], [/bots/, "bots"], [/hint/, "hint"],
  [/network/, "network"], [/faster/, "faster"], [/fewer than two/, "fewer"],
];

export function unratedText(reason) {
  const text = String(reason ?? "");
  const [, key] = UNRATED.find(([pattern]) => pattern.test(text)) ?? [null, "other"];
  return S.races.unrated[key];
}

// A racer as the others read them: "You", their display name, or "Racer 2" by their seat.
export function racerName(line) {
  if (line.ghost) return S.races.ghostName;
  if (line.you) return S.races.youName;
  return line.player.named ? line.player.name : S.races.unnamed(line.seat + 1);
}
