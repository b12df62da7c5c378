// The Friends view (your invite link, who asks to follow you, whom you follow, who follows you, whom you
// block), the invite page a link opens, and the follow and block buttons of a player's page. Every word
// comes from strings.js; each button hands its player's id to the controller, which asks the server.
import { botMark, el, fill, iconButton, iconEl } from "./dom.js";
import { S, formatDate, num, playerName } from "./strings.js";
import { heading } from "./views.js";

function who(player) {
  return el("span", { class: "friend-name" },
    el("a", { href: `#player/${player.id}`, class: "player-link", text: playerName(player) }),
    player.bot ? botMark() : null);
}

function row(item, status, ...buttons) {
  return el("li", { class: "friend", "data-player": item.player.id },
    el("span", { class: "friend-who" }, who(item.player),
      el("span", { class: "small", text: status ?? S.friends.since(formatDate(String(item.since).slice(0, 10))) })),
    el("span", { class: "friend-actions" }, ...buttons));
}

function list(id, title, items, empty, line) {
  return el("section", { class: "panel friends-list", id },
    el("h3", {}, el("span", { text: title }),
      items.length ? el("span", { class: "small heading-count", text: num(items.length) }) : null),
    items.length ? el("ul", {}, ...items.map(line)) : el("p", { class: "small", text: empty }));
}

// `lists`: following, followers (accepted), requests (asked), blocks, each the server's items; `invite`:
// the player's link ({code, link}); `on`: accept, ignore, unfollow, remove, follow, unblock, makeInvite,
// copyInvite; `challenges`: the list of the player's challenges, drawn by challenges.js.
export function renderFriends(root, { lists, invite, on, challenges = null }) {
  const following = new Set(lists.following.map((item) => item.player.id));
  const address = invite.link ? new URL(invite.link, location.origin).href : null;
  fill(root,
    heading(S.friends.title, "people"),
    el("p", { class: "lead", text: S.friends.about }),
    challenges,
    el("section", { class: "panel", id: "friend-invite" },
      el("h3", { text: S.friends.invite }),
      el("p", { class: "small", text: S.friends.inviteAbout }),
      address
        ? el("div", { class: "form-row invite-row" },
          el("input", { id: "invite-link", readonly: true, value: address, "aria-label": S.friends.invite, onfocus: (event) => event.target.select() }),
          iconButton("copy", S.friends.copyInvite, { id: "copy-invite", class: "primary", onclick: () => on.copyInvite(address) }),
          iconButton("renew", S.friends.newInvite, { id: "new-invite", onclick: () => on.makeInvite(true) }))
        : iconButton("link", S.friends.makeInvite, { id: "make-invite", class: "primary", onclick: () => on.makeInvite(false) })),
    list("friend-requests", S.friends.requests, lists.requests, S.friends.noRequests, (item) => row(item, S.friends.asksYou,
      iconButton("check", S.friends.accept, { class: "primary", "data-do": "accept", onclick: () => on.accept(item.player) }),
      iconButton("close", S.friends.ignore, { "data-do": "ignore", onclick: () => on.ignore(item.player) }))),
    list("friend-following", S.friends.following, lists.following, S.friends.noFollowing, (item) => row(item,
      item.status === "requested" ? S.friends.asked : null,
      iconButton("close", item.status === "requested" ? S.friends.takeBack : S.friends.unfollow,
        { "data-do": "unfollow", onclick: () => on.unfollow(item.player) }))),
    list("friend-followers", S.friends.followers, lists.followers, S.friends.noFollowers, (item) => row(item, null,
      following.has(item.player.id) ? null
        : iconButton("people", S.friends.followBack, { "data-do": "follow", onclick: () => on.follow(item.player) }),
      iconButton("close", S.friends.remove, { "data-do": "remove", onclick: () => on.remove(item.player) }))),
    list("friend-blocks", S.friends.blocked, lists.blocks, S.friends.noBlocked, (item) => row(item, null,
      iconButton("close", S.friends.unblock, { "data-do": "unblock", onclick: () => on.unblock(item.player) }))));
}

// The page an invite link opens: whose it is, and one button to follow them.
export function renderInvite(root, { inviter, mine, gone, onFollow }) {
  if (gone) {
    fill(root, heading(S.friends.title, "people"), el("p", { class: "panel", id: "invite-gone", text: S.friends.inviteGone }),
      el("p", {}, el("a", { href: "#friends", class: "player-link" }, iconEl("people"), S.friends.title)));
    return;
  }
  const name = playerName(inviter);
  fill(root,
    heading(S.friends.inviteTitle(name), "people"),
    el("section", { class: "panel", id: "invite-page" },
      el("p", { text: mine ? S.friends.inviteYours : S.friends.inviteText(name) }),
      mine ? null : iconButton("people", S.friends.inviteFollow(name), { id: "accept-invite", class: "primary", onclick: onFollow })));
}

// A player's page's friendship row: follow (or the follow's state), and block. `relation`: the server's.
export function friendship(relation, { onFollow, onUnfollow, onBlock, onUnblock }) {
  if (relation.blocked) {
    return el("div", { class: "friendship", id: "friendship" },
      el("span", { class: "small", text: S.friends.youBlock }),
      iconButton("close", S.friends.unblock, { id: "unblock-player", onclick: onUnblock }));
  }
  const state = { requested: S.friends.asked, accepted: S.friends.youFollow }[relation.following];
  const theirs = { requested: S.friends.asksYou, ignored: S.friends.asksYou, accepted: S.friends.followsYou }[relation.follower];
  return el("div", { class: "friendship", id: "friendship" },
    relation.following
      ? iconButton("close", relation.following === "requested" ? S.friends.takeBack : S.friends.unfollow, { id: "unfollow-player", onclick: onUnfollow })
      : iconButton("people", S.friends.follow, { id: "follow-player", class: "primary", onclick: onFollow }),
    iconButton("block", S.friends.block, { id: "block-player", onclick: onBlock }),
    el("span", { class: "small", id: "friendship-state", text: [state, theirs].filter(Boolean).join(" \u00b7 ") }));
}
