// The leaderboards: a board, mode, period and league chosen, and the player's own place on it.
import { problemSentence } from "../strings.js";
import { renderLeaderboard } from "../views.js";

const $ = (selector) => document.querySelector(selector);

export class LeaderboardsScreen {
  // `me()`: the player's profile (their line is marked). `stale(token)` and `routeToken()`: the router's.
  constructor({ api, say, stale, routeToken, me }) {
    Object.assign(this, { api, say, stale, routeToken, me });
    this.filters = { board: "speed", rules: "classic@1", period: "all", players: "people", among: "everyone" };
  }

  show(_argument, token) {
    return this.draw(null, token);
  }

  // `around`: the player's neighbourhood on the board, false when they are not on it, null unasked.
  async draw(around, token = this.routeToken()) {
    const drawing = (this.drawing = (this.drawing ?? 0) + 1);
    const { board, rules, period, players, among } = this.filters;
    const page = await this.api.leaderboard(board, rules, period, players, among);
    // Only the board chosen last is drawn: an answer to an earlier choice that comes later is dropped.
    if (this.stale(token) || drawing !== this.drawing) return;
    renderLeaderboard($("#view-leaderboards"), {
      page, around, filters: this.filters, me: this.me()?.id,
      onChange: (changed) => {
        this.filters = { ...this.filters, ...changed };
        this.draw(null).catch((error) => this.say(problemSentence(error, "leaderboard")));
      },
      onAround: async () => {
        try {
          // The board chosen now, even when a tap comes before the newly chosen board is drawn.
          const chosen = this.filters;
          const mine = await this.api.aroundMe(chosen.board, chosen.rules, chosen.period, chosen.players, chosen.among);
          await this.draw(mine.rank === null ? false : mine);
        } catch (error) {
          this.say(problemSentence(error, "leaderboard"));
        }
        $("#around")?.scrollIntoView({ block: "nearest" });
      },
    });
  }
}
