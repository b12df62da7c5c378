import assert from "node:assert/strict";
import { test } from "node:test";

import { NOTICE_KINDS, noticeOf, touches } from "../../static/js/notices.js";

const ADA = { id: "a".repeat(32), name: "Ada", named: true, bot: false };
const GUEST = { id: "b".repeat(32), name: "Player bbbbbb", named: false, bot: false };
const AT = "2026-12-06T12:00:00Z";

test("a friend's challenge names them and the mode, and leads to the challenge's page", () => {
  const notice = noticeOf("challenged", { challenge_id: "c1", player: ADA, rules: "express@1", ends_at: AT, at: AT });
  assert.equal(notice.text, "Ada challenges you to a secret deal (Express).");
  assert.equal(notice.action, "Open the challenge");
  assert.equal(notice.href, "#challenge/c1");
  assert.equal(notice.icon, "flag");
});

test("a placed challenge says the player's place, or only that it is placed when they did not play", () => {
  const placed = noticeOf("challenge-finished", { challenge_id: "c1", rules: "classic@1", place: 2, players: 3, at: AT });
  assert.equal(placed.text, "Your challenge (Classic) is placed: you came 2nd of 3.");
  assert.equal(placed.href, "#challenge/c1");
  const missed = noticeOf("challenge-finished", { challenge_id: "c1", rules: "classic@1", place: null, players: 3, at: AT });
  assert.equal(missed.text, "Your challenge (Classic) is placed.");
});

test("follows lead to the requests or to the player's page; a player without a name is a guest", () => {
  const asked = noticeOf("follow-requested", { player: GUEST, at: AT });
  assert.equal(asked.text, "Unnamed player asks to follow you.");
  assert.equal(asked.href, "#friends");
  assert.equal(asked.text.includes("bbbbbb"), false, "a default name is never shown");
  const accepted = noticeOf("follow-accepted", { player: ADA, at: AT });
  assert.equal(accepted.href, `#player/${ADA.id}`);
  assert.match(accepted.text, /^Ada lets you follow them/);
  assert.equal(noticeOf("followed", { player: ADA, at: AT }).text, "Ada follows you now.");
});

test("the feed's other kinds are no notices", () => {
  for (const kind of ["game-started", "game-ended", "race-matched", "race-starting", "moderation"]) {
    assert.equal(noticeOf(kind, { at: AT }), null);
    assert.equal(NOTICE_KINDS.includes(kind), false);
  }
});

test("the page a notice is about is drawn again: the Friends view, the player's page, the challenge's page", () => {
  const challenged = noticeOf("challenged", { challenge_id: "c1", player: ADA, rules: "classic@1", ends_at: AT, at: AT });
  assert.equal(touches(challenged, "friends", ""), true);
  assert.equal(touches(challenged, "challenge", "c1"), true);
  assert.equal(touches(challenged, "challenge", "c2"), false);
  assert.equal(touches(challenged, "player", ADA.id), true, "their page offers the challenge too");
  assert.equal(touches(challenged, "leaderboards", ""), false);
  const finished = noticeOf("challenge-finished", { challenge_id: "c1", rules: "classic@1", place: 1, players: 2, at: AT });
  assert.equal(touches(finished, "player", ADA.id), false);
});
