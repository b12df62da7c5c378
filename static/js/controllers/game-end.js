// The end of a game on the table: the win's cascade, then the game-over dialog with its next steps (a
// replay, a new game, a campaign stop again or the next one), or a race's results for a race game; and
// the deal's difficulty once the solver has rated it.
import { isNewer } from "../live.js";
import { S, backName } from "../strings.js";
import { difficultyLine, renderGameOver } from "../views.js";
import { streakPanel } from "../streaks-view.js";
import { share, shareText } from "../share.js";

const $ = (selector) => document.querySelector(selector);
const CAMPAIGN_STOPS = 12;

// Where a shared result leads: the daily calendar, whose today's deal anyone may play.
export function calendarLink() {
  return `${location.origin}${location.pathname}#calendar`;
}

export class GameEnd {
  // `table`: its board, its game and how a game starts. `lessonActive()`: a lesson's end is the coach's.
  // `races.gameEnded(game)`: shows a race game's results (answers whether it did). `backNames`: card back
  // names by id, shared with the profile.
  constructor({ api, sound, table, lessonActive, animationMs, races, go, backNames }) {
    Object.assign(this, { api, sound, table, lessonActive, animationMs, races, go, backNames });
  }

  // A challenge game's end shows its challenge (who has played, and the places once all have).
  async challengeOf(game) {
    const mine = await this.api.request("GET", "/challenges?limit=50").catch(() => null);
    const challenge = mine?.items.find((item) => item.your_game_id === game.id);
    if (!challenge || this.table.game?.id !== game.id) return false;
    this.go(`challenge/${challenge.id}`);
    return true;
  }

  async show(game) {
    if (this.lessonActive()) return;
    const ms = this.animationMs();
    if (game.status === "won") {
      this.sound.fanfare();
      this.table.board.root.classList.add("celebrating");
      await this.table.board.cascade($("#cascade"), ms);
      this.table.board.root.classList.remove("celebrating");
    }
    if (game.kind === "race" && (await this.races.gameEnded(game))) return; // a race's end is its results
    if (game.kind === "challenge" && (await this.challengeOf(game))) return; // and a challenge's, its page
    const unknown = (game.celebration?.unlocked_card_backs || []).some((id) => !this.backNames.has(id));
    if (unknown) {
      try {
        (await this.api.cardBacks()).forEach((back) => this.backNames.set(back.id, backName(back)));
      } catch {
        // the names are a nicety: the dialog still shows the game
      }
    }
    // A daily game's end shows the streaks it moved (a nicety: the dialog shows the game without them).
    const streaks = game.kind === "daily" ? await this.api.streaks().catch(() => null) : null;
    renderGameOver($("#gameover"), game, {
      streaks: streaks ? streakPanel(streaks, { compact: true }) : null,
      onShare: game.kind === "daily" ? () => share(shareText(game, { streaks, link: calendarLink() })) : null,
      backNames: (id) => this.backNames.get(id) ?? S.profile.backs,
      onReplay: (id) => this.go(`replay/${id}`),
      onNew: () => this.go("new"),
      onClose: () => this.go("play"),
      // A campaign stop is tried again, or left for the next, from its end.
      ...(game.kind === "campaign" ? {
        onRetry: () => this.table.startGame((abandon) => this.api.playCampaign(game.campaign_level, abandon)),
        onNextStop: game.campaign_level < CAMPAIGN_STOPS
          ? () => this.table.startGame((abandon) => this.api.playCampaign(game.campaign_level + 1, abandon))
          : null,
      } : {}),
    });
    this.awaitDifficulty(game);
  }

  // The solver rates a ranked game's deal seconds after it ends (a server that rates deals says
  // `difficulty: null` until then): asked again twice while the game-over dialog is open.
  async awaitDifficulty(game) {
    if (!game.ranked || game.difficulty !== null || game.par_moves) return;
    for (const seconds of [4, 10]) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      if (!$("#gameover").open || this.table.game?.id !== game.id) return;
      const fresh = await this.api.game(game.id).catch(() => null);
      if (fresh?.difficulty) {
        if (isNewer(fresh, this.table.game)) this.table.game = fresh;
        $("#gameover .difficulty")?.replaceWith(difficultyLine(fresh.difficulty));
        return;
      }
    }
  }

}
