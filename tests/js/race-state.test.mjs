import assert from "node:assert/strict";
import { test } from "node:test";

import {
  cardsOf, clockOffset, countdownNumber, ghostLine, myLine, newlyDone, racerState, ratingChange, readCode, standings, timeLeftMs,
} from "../../static/js/race-state.js";

let ids = 0;
function line(fields = {}) {
  ids += 1;
  return {
    player: { id: `p${ids}`, name: `Player ${ids}`, named: false, bot: false }, you: false, host: false,
    status: "playing", reason: null, cause: null, cards_in_sequence: 0, moves: 0, redeals_used: 0, elapsed_ms: null,
    place: null, rated: false, unrated_because: null, rating_before: null, rating_after: null, game_id: null, ...fields,
  };
}

function race(racers, fields = {}) {
  return { rules: "classic@1", status: "running", racers, ghost: null, server_time: "2026-11-29T12:00:00Z", ...fields };
}

test("while a race runs, the winners lead by time, then cards in sequence, then fewer moves, and ties share a place", () => {
  const slow = line({ status: "won", elapsed_ms: 95_000, cards_in_sequence: 48, moves: 120 });
  const fast = line({ status: "won", elapsed_ms: 90_000, cards_in_sequence: 48, moves: 140 });
  const ahead = line({ cards_in_sequence: 30, moves: 80 });
  const level = line({ cards_in_sequence: 30, moves: 80 });
  const behind = line({ cards_in_sequence: 12, moves: 10 });
  const shown = standings(race([behind, level, slow, ahead, fast]));
  assert.deepEqual(shown.map((l) => [l.player.id, l.position]), [
    [fast.player.id, 1], [slow.player.id, 2], [level.player.id, 3], [ahead.player.id, 3], [behind.player.id, 5],
  ]);
});

test("once a race is over, the server's places stand as they are", () => {
  const first = line({ status: "lost", reason: "resigned", cards_in_sequence: 3, place: 2 });
  const second = line({ status: "lost", reason: "blocked", cards_in_sequence: 9, place: 1 });
  const shown = standings(race([first, second], { status: "finished" }));
  assert.deepEqual(shown.map((l) => [l.player.id, l.position]), [[second.player.id, 1], [first.player.id, 2]]);
});

test("a ghost races along its timeline by the clock since the start, and ends as its game did", () => {
  const ghost = {
    game_id: "g", place: null, result: { status: "won", elapsed_ms: 50_000, cards_in_sequence: 48, moves: 90 },
    timeline: [
      { t: 0, cards_in_sequence: 2, moves: 0, redeals_used: 0, status: "playing" },
      { t: 10_000, cards_in_sequence: 20, moves: 30, redeals_used: 0, status: "playing" },
      { t: 50_000, cards_in_sequence: 48, moves: 90, redeals_used: 1, status: "won" },
    ],
  };
  assert.equal(ghostLine(ghost, 9_999).cards_in_sequence, 2);
  assert.equal(ghostLine(ghost, 10_000).moves, 30);
  assert.equal(ghostLine(ghost, 49_000).status, "playing");
  const done = ghostLine(ghost, 60_000);
  assert.deepEqual([done.status, done.elapsed_ms, done.redeals_used], ["won", 50_000, 1]);
  const me = line({ you: true, cards_in_sequence: 10 });
  const early = standings(race([me], { mode: "ghost", ghost }), 10_000);
  assert.deepEqual(early.map((l) => Boolean(l.ghost)), [true, false], "20 cards in sequence lead 10");
  assert.deepEqual(early.map((l) => racerState(l)), ["playing", "playing"]);
});

test("an opponent whose game ends is heard once; the player's own end is not", () => {
  const me = line({ you: true });
  const rival = line();
  const before = standings(race([me, rival]));
  const after = standings(race([{ ...me, status: "lost", reason: "resigned" }, { ...rival, status: "won", elapsed_ms: 1 }]));
  assert.deepEqual(newlyDone(before, after).map((l) => l.player.id), [rival.player.id]);
  assert.deepEqual(newlyDone(after, after), []);
});

test("a racer's state names why their game ended", () => {
  assert.equal(racerState(line({ status: null })), "waiting");
  assert.equal(racerState(line({ status: "lost", reason: "resigned", cause: "abandoned" })), "left");
  assert.equal(racerState(line({ status: "lost", reason: "resigned", cause: "race_over" })), "race_over");
  assert.equal(racerState(line({ status: "lost", reason: "blocked" })), "blocked");
  assert.equal(racerState(line({ status: "lost", reason: "time_up" })), "time_up");
});

test("the countdown and the time left run on the server's clock, whatever this device's says", () => {
  const receivedAt = Date.parse("2026-11-29T11:00:00Z"); // this device is an hour behind
  const counting = race([], { status: "countdown", start_at: "2026-11-29T12:00:03Z" });
  const offset = clockOffset(counting, receivedAt);
  assert.equal(countdownNumber(counting, offset, receivedAt), 3);
  assert.equal(countdownNumber(counting, offset, receivedAt + 2_100), 1);
  assert.equal(countdownNumber(counting, offset, receivedAt + 5_000), 0);
  assert.equal(countdownNumber(race([]), offset, receivedAt), null);
  const running = race([], { ends_at: "2026-11-29T12:03:00Z" });
  assert.equal(timeLeftMs(running, offset, receivedAt + 60_000), 120_000);
  assert.equal(timeLeftMs(running, offset, receivedAt + 600_000), 0);
});

test("a rating change is shown only for a rated racer", () => {
  assert.equal(ratingChange(line({ rated: true, rating_before: 1.5, rating_after: 4 })), 2.5);
  assert.equal(ratingChange(line({ rated: false, unrated_because: "a hint was used" })), null);
});

test("a code is read as typed: any case, spaces and dashes ignored, only the server's letters", () => {
  assert.equal(readCode(" k7m-pq2 "), "K7MPQ2");
  assert.equal(readCode("K7MPQ"), null);
  assert.equal(readCode("K7MPQ0"), null, "0 and 1 are never in a code");
});

test("the progress bar's length is the cards a board's runs can hold", () => {
  assert.equal(cardsOf("classic@1"), 48);
  assert.equal(cardsOf("blue-moon@1"), 52);
});

test("the viewer's own line is found by the server's word", () => {
  const me = line({ you: true });
  assert.equal(myLine(race([line(), me])), me);
  assert.equal(myLine(race([line()])), null);
});
