// The moderators' desk: games held for review, the log of decisions, and decisions on a game or a
// player (asked about first when they cannot be taken back).
import * as moderation from "../moderation.js";
import { S } from "../strings.js";

const $ = (selector) => document.querySelector(selector);

export class ModerationScreen {
  // `shell`: say, confirm, guard. `redraw()`: the view on screen drawn again after a decision.
  constructor({ api, shell, stale, redraw }) {
    Object.assign(this, { api, shell, stale, redraw });
    this.people = new Map(); // public profiles by id, for the names in the log
    this.pages = null;
  }

  async show(_argument, token) {
    const [queue, decisions] = await Promise.all([this.api.heldGames(), this.api.decisions()]);
    await this.learnNames(decisions.items);
    if (this.stale(token)) return;
    this.pages = { queue, decisions };
    this.draw();
  }

  draw() {
    const { queue, decisions } = this.pages;
    const more = (key, read) => () => this.shell.guard(async () => {
      const next = await read(this.pages[key].next_cursor);
      if (key === "decisions") await this.learnNames(next.items);
      this.pages[key] = { items: [...this.pages[key].items, ...next.items], next_cursor: next.next_cursor };
      this.draw();
    });
    moderation.renderModeration($("#view-moderation"), {
      queue, decisions, names: (id) => this.people.get(id) ?? null,
      on: {
        decide: (target, name, decision, reason) => this.decide(target, name, decision, reason),
        moreHeld: more("queue", (cursor) => this.api.heldGames(cursor)),
        moreDecisions: more("decisions", (cursor) => this.api.decisions(cursor)),
      },
    });
  }

  // The log names players by id: their public profiles give the names people know them by.
  async learnNames(decisions) {
    const ids = new Set(decisions.flatMap((decision) => [decision.player_id, decision.moderator_id]));
    await Promise.all([...ids].filter((id) => !this.people.has(id)).map(async (id) => {
      this.people.set(id, await this.api.publicProfile(id).catch(() => null));
    }));
  }

  // A moderator's decision on a held game (`target.game_id`) or on a player (`target.player.id`),
  // asked about first when it cannot be taken back (a rejection) or takes every entry away (a ban).
  async decide(target, name, decision, reason) {
    const { api, shell } = this;
    const asks = {
      reject: [S.moderation.rejectTitle, S.moderation.rejectText(name), S.moderation.rejectYes],
      ban: [S.moderation.banTitle, S.moderation.banText(name), S.moderation.banYes],
    };
    if (asks[decision] && !(await shell.confirm(...asks[decision]))) return;
    await shell.guard(async () => {
      if (decision === "clear" || decision === "reject") await api.decideGame(target.game_id, decision, reason);
      else if (decision.endsWith("bot")) await api.markBot(target.player.id, decision === "mark-bot", reason);
      else await api.ban(target.player.id, decision === "ban", reason);
      this.people.delete(target.player.id);
      await this.redraw();
      shell.say(S.moderation.done[decision](name), { fade: true });
    }, "moderation");
  }
}
