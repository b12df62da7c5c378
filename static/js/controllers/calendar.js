// The daily calendar: a month of daily deals (`#calendar/2026-11`; this month without one), the streaks,
// and the chosen day's details, from which today's deal is played and a past one practised.
import { renderCalendar } from "../calendar-view.js";

const $ = (selector) => document.querySelector(selector);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export class CalendarScreen {
  // `table`: the game in play and how a game starts. `go(view)`, `stale(token)`: the router's.
  constructor({ api, table, go, stale }) {
    Object.assign(this, { api, table, go, stale });
    this.selected = null;
  }

  async show(argument, token) {
    const month = MONTH.test(argument || "") ? argument : null;
    const [calendar, streaks, daily] = await Promise.all([this.api.dailyCalendar(month), this.api.streaks(), this.api.daily()]);
    if (this.stale(token)) return;
    const today = daily.today.date;
    const dates = calendar.days.map((day) => day.date);
    if (!dates.includes(this.selected)) this.selected = dates.includes(today) ? today : dates[0];
    this.data = { calendar, streaks, today };
    this.draw();
  }

  draw({ focus = false } = {}) {
    const { calendar, streaks, today } = this.data;
    const { api, table } = this;
    const current = table.game?.status === "playing" ? table.game : null;
    renderCalendar($("#view-calendar"), {
      calendar, streaks, today, selected: this.selected, current,
      on: {
        select: (date, { focus: moveFocus = true } = {}) => {
          this.selected = date;
          this.draw({ focus: moveFocus });
        },
        month: (month) => this.go(`calendar/${month}`),
        playToday: () => (current?.kind === "daily" ? this.go("play") : table.startGame((abandon) => api.playDaily(abandon))),
        watch: (id) => this.go(`replay/${id}`),
        practise: (day) => table.startGame(() => api.practiseDaily(day), { ranked: false }),
      },
    });
    if (focus) $(`#calendar-grid [data-date="${this.selected}"]`)?.focus();
  }
}
