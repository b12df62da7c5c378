// The month's calendar of daily deals, each day beside the player's game on it and their practice of it.
// Every word comes from strings.js.
import { el, fill, iconButton, iconEl, medalEl } from "./dom.js";
import { S, badgeName, formatDate, num } from "./strings.js";
import { fairPlay, heading } from "./views.js";
import { streakPanel } from "./streaks-view.js";

// Monday first, as a calendar on a wall.
function leadingBlanks(firstIso) {
  const [year, month] = firstIso.split("-").map(Number);
  return (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
}

function dayMark(day, today) {
  const game = day.my_game;
  if (game?.badge) return medalEl(game.badge, "");
  if (game?.status === "won") return el("span", { class: "mark-won" }, iconEl("star"));
  if (game?.status === "playing") return el("span", { class: "mark-playing" }, iconEl("clock"));
  if (game) return el("span", { class: "mark-lost", "aria-hidden": "true" });
  if (day.date > today) return null;
  return el("span", { class: "mark-none", "aria-hidden": "true" });
}

export function renderCalendar(root, { calendar, streaks, today, selected, current, on }) {
  const days = calendar.days;
  const cells = days.map((day) => {
    const classes = ["day", day.my_game ? `day-${day.my_game.status}` : "", day.date === today ? "today" : "",
      day.date > today ? "later" : "", day.practice ? "practised" : "", day.date === selected ? "selected" : ""];
    return el("li", {},
      el("button", {
        type: "button", class: classes.filter(Boolean).join(" "), "data-date": day.date,
        "aria-label": S.calendar.dayLabel(day, today), "aria-pressed": String(day.date === selected),
        "aria-current": day.date === today ? "date" : null, tabindex: day.date === selected ? "0" : "-1",
        onclick: () => on.select(day.date),
      },
      el("span", { class: "day-number", text: num(Number(day.date.slice(8))) }),
      dayMark(day, today),
      day.practice ? el("span", { class: "practice-dot", "aria-hidden": "true" }) : null));
  });
  const grid = el("ol", { class: "calendar-grid", id: "calendar-grid", "aria-label": S.calendar.gridLabel(calendar.month),
    onkeydown: (event) => moveInGrid(event, days, on.select) },
  ...Array.from({ length: leadingBlanks(days[0].date) }, () => el("li", { class: "blank", "aria-hidden": "true" })),
  ...cells);
  const monthNav = el("div", { class: "month-nav" },
    el("button", { type: "button", id: "calendar-previous", class: "icon-only", "aria-label": S.calendar.previous, disabled: !calendar.previous_month, onclick: () => on.month(calendar.previous_month) }, iconEl("prev")),
    el("h3", { id: "calendar-month", "aria-live": "polite", text: S.calendar.month(calendar.month) }),
    el("button", { type: "button", id: "calendar-next", class: "icon-only", "aria-label": S.calendar.next, disabled: !calendar.next_month, onclick: () => on.month(calendar.next_month) }, iconEl("next")));
  const medal = el("div", { class: "month-medal", id: "month-medal" },
    calendar.medal ? medalEl(calendar.medal, badgeName(calendar.medal)) : iconEl("calendar"),
    el("div", {},
      el("p", { text: S.calendar.wonDays(calendar.won_days, calendar.played_days) }),
      el("p", { class: "small", text: [calendar.medal ? S.calendar.medalNow(calendar.medal) : "", calendar.next_medal ? S.calendar.medalNext(calendar.next_medal, calendar.won_days) : ""].filter(Boolean).join(" ") }),
      medalTrack(calendar)));
  const selectedDay = days.find((day) => day.date === selected);
  fill(root,
    heading(S.calendar.title, "calendar"),
    streaks ? streakPanel(streaks) : null,
    el("div", { class: "calendar-layout" },
      el("section", { class: "panel calendar" },
        monthNav,
        el("div", { class: "weekdays", "aria-hidden": "true" }, ...S.calendar.weekdays.map((name) => el("span", { text: name }))),
        grid,
        medal),
      selectedDay ? dayDetails(selectedDay, today, current, on) : null));
}

// Days won this month against the medals' marks, as a bar a thumb's width high (placed through the
// CSSOM: the page's policy refuses style attributes).
function medalTrack(calendar) {
  const top = Math.max(...calendar.medals.map((medal) => medal.days_won));
  const fillBar = el("span", { class: "medal-fill" });
  fillBar.style.width = `${Math.min(100, (calendar.won_days / top) * 100)}%`;
  const marks = calendar.medals.map((medal) => {
    const mark = el("span", { class: `medal-mark mark-${medal.medal}` }, medalEl(medal.medal, ""));
    mark.style.left = `${(medal.days_won / top) * 100}%`;
    return mark;
  });
  return el("div", { class: "medal-track", role: "img", "aria-label": S.calendar.medalsAbout(calendar.medals) }, fillBar, ...marks);
}

function dayDetails(day, today, current, on) {
  const game = day.my_game;
  const actions = [];
  if (day.date === today) {
    const playing = game?.status === "playing" || (current?.kind === "daily" && current.daily_date === today);
    if (!game || playing) actions.push(iconButton("play", playing ? S.calendar.resumeToday : S.calendar.playToday, { class: "primary", id: "calendar-play-today", onclick: on.playToday }));
  }
  if (game && game.status !== "playing" && day.date < today) actions.push(iconButton("eye", S.calendar.watch, { id: "calendar-watch", onclick: () => on.watch(game.id) }));
  if (day.seed) actions.push(iconButton("seed", S.calendar.practise, { class: day.date < today && !game ? "primary" : "", id: "calendar-practise", onclick: () => on.practise(day.date) }));
  const practice = day.practice ? el("p", { id: "calendar-practice" }, el("strong", { text: `${S.calendar.practice}: ` }), S.calendar.practiceBest(day.practice)) : null;
  return el("section", { class: "panel day-details", id: "day-details", "aria-live": "polite" },
    el("h3", { text: formatDate(day.date) }),
    game
      ? el("p", { class: "daily-result", id: "calendar-result" }, game.badge ? medalEl(game.badge, S.gameOver.medal(game.badge)) : null,
        el("span", {}, el("strong", { text: `${S.calendar.yourGame}: ` }), S.calendar.played(game)))
      : el("p", { id: "calendar-result", text: day.date > today ? S.calendar.notYet : day.date === today ? S.calendar.todayOpen : S.calendar.notPlayed }),
    practice,
    day.seed ? el("p", { class: "small", text: S.calendar.practiceAbout }) : null,
    actions.length ? el("div", { class: "actions" }, ...actions) : null,
    day.commitment ? fairPlay(S.gameOver.fairPlay, S.calendar.fingerprint(day)) : null);
}

// Arrow keys move between days (a week up or down), Home and End to the month's ends.
function moveInGrid(event, days, select) {
  const steps = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const index = days.findIndex((day) => day.date === event.target.dataset?.date);
  if (index < 0) return;
  let next = null;
  if (event.key in steps) next = index + steps[event.key];
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = days.length - 1;
  if (next === null || next < 0 || next >= days.length) return;
  event.preventDefault();
  select(days[next].date, { focus: true });
}
