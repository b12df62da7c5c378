// The home view: the modes, today's daily deal, the campaign, practice by seed and the tutorial; and, on
// a first visit, the welcome that offers the tutorial.
import { S } from "../strings.js";
import { renderNewGame, renderWelcome } from "../views.js";
import { WELCOMED } from "./coach.js";
import { calendarLink } from "./game-end.js";
import { share, shareText } from "../share.js";

const $ = (selector) => document.querySelector(selector);

export class NewGameScreen {
  // `table`: the game in play and how a game starts. `coach`: the tutorial. `stale(token)`, `go(view)`,
  // `currentView()`: the router's. `stillBoard`: draws today's finished daily deal.
  constructor({ api, table, coach, stale, go, currentView, stillBoard }) {
    Object.assign(this, { api, table, coach, stale, go, currentView, stillBoard });
    this.welcomeOffered = false;
  }

  async show(_argument, token) {
    const { api, table } = this;
    const [daily, streaks] = await Promise.all([api.daily(), api.streaks().catch(() => null)]);
    const today = daily.today.date;
    const current = table.game?.status === "playing" && !this.coach.active() ? table.game : null;
    let dailyGame = current?.kind === "daily" && current.daily_date === today ? current : null;
    if (!dailyGame) dailyGame = (await api.finishedToday(today)).find((game) => game.kind === "daily" && game.daily_date === today) || null;
    if (this.stale(token)) return;
    renderNewGame($("#view-new"), {
      daily, dailyGame, streaks, current, tutorialSeen: Boolean(localStorage.getItem(WELCOMED)),
      on: {
        start: (rules) => table.startGame((abandon) => api.startGame(rules, null, false, abandon)),
        winnable: () => table.startGame((abandon) => api.startGame("classic@1", null, true, abandon)),
        daily: () => (current?.kind === "daily" ? this.go("play") : table.startGame((abandon) => api.playDaily(abandon))),
        practice: (rules, seed) => table.startGame(() => api.startGame(rules, seed), { ranked: false }),
        campaign: () => this.go("campaign"),
        calendar: () => this.go("calendar"),
        share: (game) => share(shareText(game, { streaks, link: calendarLink() })),
        tutorial: () => this.coach.start(),
        resume: () => this.go("play"),
        replay: (id) => this.go(`replay/${id}`),
        miniBoard: (element, area, game) => this.stillBoard.show(element, area, game, S.board.replayLabel),
      },
    });
    if (!this.stale(token) && document.body.dataset.ready) this.offerWelcome();
  }

  // A first visit is offered the tutorial on the home view only: a visitor who came by a link (a race's
  // invite, a replay, a player's page) came for it, and is offered the tutorial when they reach home.
  offerWelcome() {
    if (localStorage.getItem(WELCOMED) || this.table.game || this.welcomeOffered || this.currentView() !== "new") return;
    this.welcomeOffered = true;
    renderWelcome($("#welcome"), {
      onStart: () => {
        localStorage.setItem(WELCOMED, "1");
        this.coach.start();
      },
      onSkip: () => localStorage.setItem(WELCOMED, "1"),
    });
  }
}
