// The streak panel (home, profile, the calendar, a daily game's end): days played and won in a row, and
// the freezes held. Every word comes from strings.js.
import { el, iconEl } from "./dom.js";
import { S } from "./strings.js";

// Two figures and the freezes: days played in a row, days won in a row, and the freezes held.
export function streakPanel(streaks, { compact = false, calendarLink = false } = {}) {
  const figure = (id, icon, label, streak) => el("div", { class: "streak-figure", id },
    el("dt", {}, iconEl(icon), label),
    el("dd", {}, el("strong", { text: S.streaks.value(streak.current) }), el("span", { class: "small", text: S.streaks.best(streak.best) })));
  const { held, most, days_to_next: daysToNext, covered_days: covered } = streaks.freezes;
  const freezes = el("p", { class: "freezes", id: "streak-freezes" },
    el("span", { class: "freeze-marks", "aria-hidden": "true" },
      ...Array.from({ length: most }, (_, index) => el("span", { class: index < held ? "held" : "empty" }, iconEl("freeze")))),
    el("span", { text: `${S.streaks.freezes(held, most)}. ${S.streaks.freezesAbout(daysToNext)}` }));
  const nudge = streaks.played_today ? S.streaks.kept : streaks.played.current ? S.streaks.keep : S.streaks.none;
  return el("section", { class: compact ? "streaks compact" : "panel streaks", id: compact ? null : "streaks", "aria-label": S.streaks.title },
    compact ? null : el("h3", {}, iconEl("flame"), S.streaks.title),
    el("dl", { class: "streak-figures" },
      figure("streak-played", "flame", S.streaks.played, streaks.played),
      figure("streak-won", "star", S.streaks.won, streaks.won)),
    freezes,
    covered.length ? el("p", { class: "small", text: S.streaks.covered(covered.slice(-3)) }) : null,
    el("p", { class: "small streak-nudge", text: nudge }),
    calendarLink ? el("a", { href: "#calendar", class: "player-link", id: "streaks-calendar" }, iconEl("calendar"), S.calendar.openAbout) : null);
}
