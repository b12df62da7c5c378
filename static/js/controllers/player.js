// Another player's page, as anyone sees it; a moderator finds their tools there too.
import { ApiError } from "../api.js";
import { playerTools } from "../moderation.js";
import { renderPlayer } from "../profiles.js";

const $ = (selector) => document.querySelector(selector);

export class PlayerScreen {
  // `me()`: the page's own profile. `decide(...)`: a moderator's decision (the moderation desk's).
  // `shell`: say, guard and confirm (the follow and block buttons').
  constructor({ api, shell, stale, me, decide, go }) {
    Object.assign(this, { api, shell, stale, me, decide, go });
  }

  async show(id, token) {
    if (!/^[0-9a-f]{32}$/.test(id || "")) throw new ApiError(404, { type: "/problems/not-found" });
    const [profile, games] = await Promise.all([this.api.publicProfile(id), this.api.playerGames(id)]);
    if (this.stale(token)) return;
    const me = this.me();
    const mine = id === me?.id;
    const tools = me?.moderator && !mine ? playerTools(profile, { decide: this.decide }) : null;
    const friends = mine ? null : await (await import("./friends.js")).friendshipOf(this.api, this.shell, profile, this.go);
    if (this.stale(token)) return;
    renderPlayer($("#view-player"), { profile, games: games.items, mine, tools, friends });
  }
}
