// Challenges: a challenge's page (`#challenge/<id>`), made from a friend's page or after a race, and its
// game dealt and put on the table. Each change is asked of the server and the page drawn from its answer.
import { challengeButton, renderChallenge } from "../challenges.js";
import { S, playerName } from "../strings.js";

const $ = (selector) => document.querySelector(selector);

export class ChallengeScreen {
  // `shell`: say, guard and confirm. `table`: setGame. `go(view)`: the router's.
  constructor({ api, shell, table, go, stale, routeToken }) {
    Object.assign(this, { api, shell, table, go, stale, routeToken });
  }

  async show(id, token = this.routeToken()) {
    const challenge = await this.api.request("GET", `/challenges/${id}`);
    if (this.stale(token)) return;
    this.draw(challenge);
  }

  draw(challenge) {
    renderChallenge($("#view-challenge"), {
      challenge,
      on: { play: () => this.play(challenge), decline: () => this.decline(challenge) },
    });
  }

  // The player's game of the challenge, dealt (once) and put on the table; a ranked game in play is
  // left for it only once the player agrees.
  play(challenge) {
    return this.shell.guard(async () => {
      const deal = (abandon) => this.api.request("POST", `/challenges/${challenge.id}/game`, { body: { abandon_current: abandon } });
      let answer;
      try {
        answer = await deal(false);
      } catch (error) {
        if (error.type !== "/problems/ranked-game-in-play") throw error;
        if (!(await this.shell.confirm(S.challenges.leaveTitle, S.challenges.leaveText, S.challenges.leaveYes))) return;
        answer = await deal(true);
      }
      const game = await this.api.request("GET", `/games/${answer.your_game_id}`);
      if (game.status !== "playing") {
        this.draw(answer);
        return;
      }
      this.table.setGame(game, { deal: game.action_count === 0 });
      this.go("play");
    }, "challenge");
  }

  async decline(challenge) {
    if (!(await this.shell.confirm(S.challenges.declineTitle, S.challenges.declineText, S.challenges.decline))) return;
    await this.shell.guard(async () => {
      this.draw(await this.api.request("POST", `/challenges/${challenge.id}/decline`));
      this.shell.say(S.challenges.declined, { fade: true });
    }, "challenge");
  }
}

// Makes a challenge (of friends, or a rematch of a race) and shows its page; `go` waits until it is drawn.
export async function makeChallenge({ api, shell, go }, body) {
  await shell.guard(async () => {
    const challenge = await api.request("POST", "/challenges", { body, idempotencyKey: crypto.randomUUID() });
    const names = challenge.players.filter((item) => !item.you).map((item) => playerName(item.player)).join(", ");
    await go(`challenge/${challenge.id}`); // drawn first: a message said before would be cleared
    shell.say(S.challenges.made(names), { fade: true });
  }, "challenge");
}

// A friend's page: the mode to play and the button (shown only to players who chose each other).
export function challengeFriend(host, player) {
  return challengeButton((rules) => makeChallenge(host, { players: [player.id], rules }));
}
