// Friends (`#friends`): the lists and the invite link, each change asked of the server and the view drawn
// again from its answer; the page an invite link opens (`#invite/<code>`); and the follow and block
// buttons of another player's page.
import { ApiError } from "../api.js";
import { challengeList } from "../challenges.js";
import { friendship, renderFriends, renderInvite } from "../friends.js";
import { challengeFriend } from "./challenges.js";
import { S, playerName, problemSentence } from "../strings.js";

const $ = (selector) => document.querySelector(selector);
const everyOne = (path) => `${path}${path.includes("?") ? "&" : "?"}limit=100`;

export class FriendsScreen {
  // `shell`: say, guard and confirm. `stale(token)`, `routeToken()`: the router's.
  constructor({ api, shell, stale, routeToken }) {
    Object.assign(this, { api, shell, stale, routeToken });
  }

  async show(_argument, token = this.routeToken()) {
    const get = (path) => this.api.request("GET", everyOne(path));
    const [following, followers, requests, blocks, invite, challenges] = await Promise.all([
      get("/players/me/following"), get("/players/me/followers?status=accepted"),
      get("/players/me/followers?status=requested"), get("/players/me/blocks"),
      this.api.request("GET", "/players/me/invite"), this.api.request("GET", "/challenges?limit=20"),
    ]);
    if (this.stale(token)) return;
    const lists = { following: following.items, followers: followers.items, requests: requests.items, blocks: blocks.items };
    renderFriends($("#view-friends"), { lists, invite, on: this.actions(), challenges: challengeList(challenges.items) });
  }

  // Each change, then the view drawn again and a word of what happened; a refusal says why.
  actions() {
    const change = (work, said) => this.shell.guard(async () => {
      const words = await work();
      await this.show();
      if (said) this.shell.say(said(words), { fade: true });
    }, "friends");
    const path = (list, player) => `/players/me/${list}/${player.id}`;
    return {
      accept: (player) => change(() => this.api.request("PUT", path("followers", player), { body: { status: "accepted" } }),
        () => S.friends.accepted(playerName(player))),
      ignore: (player) => change(() => this.api.request("PUT", path("followers", player), { body: { status: "ignored" } }),
        () => S.friends.ignored(playerName(player))),
      remove: (player) => change(() => this.api.request("DELETE", path("followers", player))),
      unfollow: (player) => change(() => this.api.request("DELETE", path("following", player))),
      follow: (player) => change(() => this.api.request("PUT", path("following", player)),
        (answer) => followed(answer)),
      unblock: (player) => change(() => this.api.request("DELETE", path("blocks", player)),
        () => S.friends.unblocked(playerName(player))),
      makeInvite: (again) => {
        const make = () => change(() => this.api.request("POST", "/players/me/invite"), () => S.friends.inviteMade);
        if (!again) return make();
        return this.shell.confirm(S.friends.newInvite, S.friends.newInviteAbout, S.friends.newInvite).then((yes) => (yes ? make() : null));
      },
      copyInvite: (address) => this.shell.guard(async () => {
        await navigator.clipboard.writeText(address);
        this.shell.say(S.friends.copied, { fade: true });
      }),
    };
  }
}

function followed(answer) {
  const name = playerName(answer.player);
  return answer.status === "accepted" ? S.friends.nowFollowing(name) : S.friends.requested(name);
}

// The page an invite link opens: whose link it is, and following them at once.
export class InviteScreen {
  constructor({ api, shell, stale, go, me }) {
    Object.assign(this, { api, shell, stale, go, me });
  }

  async show(code, token) {
    if (!/^[A-Za-z0-9_-]{16,32}$/.test(code || "")) {
      renderInvite($("#view-invite"), { gone: true });
      return;
    }
    let inviter = null;
    try {
      inviter = (await this.api.request("GET", `/invites/${code}`, { auth: false })).player;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    if (this.stale(token)) return;
    renderInvite($("#view-invite"), {
      inviter, gone: inviter === null, mine: inviter?.id === this.me()?.id,
      onFollow: () => this.shell.guard(async () => {
        const answer = await this.api.request("POST", `/invites/${code}`);
        history.replaceState(null, "", "#friends"); // the link is spent on this device: Back leads elsewhere
        await this.go("friends");
        this.shell.say(followed(answer), { fade: true });
      }, "friends"),
    });
  }
}

// The follow and block buttons of another player's page, drawn again after each change, and the
// challenge button once the two chose each other (one follows the other, accepted).
export async function friendshipOf(api, shell, player, go) {
  const holder = document.createElement("div");
  const draw = async () => {
    const relation = await api.request("GET", `/players/me/relations/${player.id}`);
    const chosen = !relation.blocked && (relation.following === "accepted" || relation.follower === "accepted");
    holder.replaceChildren(friendship(relation, on), chosen ? challengeFriend({ api, shell, go }, player) : "");
  };
  const change = (work, said) => shell.guard(async () => {
    const answer = await work();
    await draw();
    if (said) shell.say(said(answer), { fade: true });
  }, "friends");
  const name = playerName(player);
  const on = {
    onFollow: () => change(() => api.request("PUT", `/players/me/following/${player.id}`), followed),
    onUnfollow: () => change(() => api.request("DELETE", `/players/me/following/${player.id}`)),
    onBlock: async () => {
      if (await shell.confirm(S.friends.block, S.friends.blockConfirm(name), S.friends.block)) {
        await change(() => api.request("PUT", `/players/me/blocks/${player.id}`), () => S.friends.blockedNow(name));
      }
    },
    onUnblock: () => change(() => api.request("DELETE", `/players/me/blocks/${player.id}`), () => S.friends.unblocked(name)),
  };
  try {
    await draw();
  } catch (error) {
    holder.replaceChildren(); // the page still shows the player; the buttons wait for the next visit
    if (!(error instanceof ApiError)) throw error;
    shell.say(problemSentence(error, "friends"));
  }
  return holder;
}
