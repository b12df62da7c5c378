// Unit tests of the pure browser modules: node --test tests/js
import assert from "node:assert/strict";
import { test } from "node:test";

import { clockMs, formatClock, intentForCell, lockedCells, moveFocus, whyNot } from "../../static/js/state.js";

// A corner of a real server state (seed "demo" after moving QD), reduced to what the helpers read.
const game = {
  status: "playing",
  board: [
    ["9C", "2D", null, "9D"],
    [null, "8C", "3S", "7C"],
    ["2S", "3S", "KD", null],
    ["2H", "3H", "4H", "5H"],
  ],
  runs: [0, 0, 2, 4],
  gaps: [
    { at: [0, 2], accepts: ["3D"] },
    { at: [1, 0], accepts: ["2D", "2C"] },
    { at: [2, 3], accepts: [] },
  ],
  legal_moves: [
    { card: "3D", to: [0, 2], ends_game: false },
    { card: "2D", to: [1, 0], ends_game: false },
    { card: "2C", to: [1, 0], ends_game: false },
  ],
  elapsed_ms: 61_000,
  time_left_ms: null,
};

test("a card with one legal gap moves there", () => {
  const withCard = { ...game, board: game.board.map((row) => [...row]) };
  withCard.board[3][0] = "3D";
  assert.deepEqual(intentForCell(withCard, 3, 0), { kind: "move", move: game.legal_moves[0] });
});

test("a gap that accepts several cards asks which", () => {
  assert.deepEqual(intentForCell(game, 1, 0), { kind: "highlight", at: [1, 0], cards: ["2D", "2C"] });
});

test("a gap that accepts one card pulls it in", () => {
  assert.equal(intentForCell(game, 0, 2).move.card, "3D");
});

test("a dead gap says so, and a card with no move says why", () => {
  assert.equal(intentForCell(game, 2, 3).kind, "dead");
  assert.deepEqual(intentForCell(game, 0, 0), { kind: "nothing", card: "9C", why: "9C fits no gap now" });
});

test("a bad drop is explained from what the gap accepts", () => {
  assert.equal(whyNot(game, "7C", 0, 2), "7C does not fit there: that gap takes 3D.");
  assert.equal(whyNot(game, "7C", 0, 0), "Drop a card on a gap.");
  assert.equal(whyNot(game, "7C", 2, 3), "Nothing can go in that gap until a redeal.");
});

test("the focus moves with the arrows and stops at the edges", () => {
  assert.deepEqual(moveFocus([0, 0], "ArrowLeft", 4, 13), [0, 0]);
  assert.deepEqual(moveFocus([0, 0], "ArrowDown", 4, 13), [1, 0]);
  assert.deepEqual(moveFocus([3, 12], "ArrowRight", 4, 13), [3, 12]);
  assert.deepEqual(moveFocus([2, 5], "Enter", 4, 13), [2, 5]);
});

test("locked cells are the runs from column 0", () => {
  assert.deepEqual([...lockedCells(game)].sort(), ["2,0", "2,1", "3,0", "3,1", "3,2", "3,3"]);
});

test("the clock counts up, or down in Express, between server answers", () => {
  assert.equal(formatClock(clockMs(game, 1000, 3500)), "1:03");
  assert.equal(formatClock(clockMs({ ...game, time_left_ms: 10_000 }, 0, 12_000)), "0:00");
  assert.equal(formatClock(clockMs({ ...game, status: "lost", time_left_ms: 0 }, 0, 99_999)), "0:00");
});
