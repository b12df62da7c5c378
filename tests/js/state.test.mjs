// Unit tests of the pure browser modules: node --test tests/js
import assert from "node:assert/strict";
import { test } from "node:test";

import { arrowStep } from "../../static/js/layout.js";
import {
  clockMs, endingNeedsConfirm, gapName, hintNeedsConfirm, intentForCell, lockedCells, moveFocus, redealNeedsConfirm, whyNot,
} from "../../static/js/state.js";
import { formatClock } from "../../static/js/strings.js";

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

test("a dead gap says so, and a card with no move says so", () => {
  assert.equal(intentForCell(game, 2, 3).kind, "dead");
  assert.deepEqual(intentForCell(game, 0, 0), { kind: "nothing", card: "9C" });
});

test("a bad drop is explained from what the gap accepts, cards named as a player writes them", () => {
  assert.equal(whyNot(game, "7C", 0, 2), "7\u2663\ufe0e does not fit there: that gap takes 3\u2666\ufe0e.");
  assert.equal(whyNot(game, "7C", 1, 0).endsWith("takes 2\u2666\ufe0e or 2\u2663\ufe0e."), true);
  assert.equal(whyNot(game, "7C", 0, 0), "Drop a card on a gap.");
  assert.equal(whyNot(game, "7C", 2, 3), "Nothing can go in that gap until a redeal.");
});

test("a gap is named by the card on its left, or as the start of its row (counted from 1)", () => {
  assert.equal(gapName(game, 0, 2), "the gap after 2\u2666\ufe0e");
  assert.equal(gapName(game, 1, 0), "the start of row 2");
});

test("the focus moves with the arrows, along the rows as the board shows them, and stops at the edges", () => {
  assert.deepEqual(moveFocus([0, 0], arrowStep("ArrowLeft", false), 4, 13), [0, 0]);
  assert.deepEqual(moveFocus([0, 0], arrowStep("ArrowDown", false), 4, 13), [1, 0]);
  assert.deepEqual(moveFocus([3, 12], arrowStep("ArrowRight", false), 4, 13), [3, 12]);
  assert.deepEqual(moveFocus([2, 5], arrowStep("Enter", false), 4, 13), [2, 5]);
  // Transposed (a phone held upright): a row runs down the screen.
  assert.deepEqual(moveFocus([0, 0], arrowStep("ArrowDown", true), 4, 13), [0, 1]);
  assert.deepEqual(moveFocus([0, 0], arrowStep("ArrowRight", true), 4, 13), [1, 0]);
});

test("a redeal is confirmed while a card can still move, and only then", () => {
  assert.equal(redealNeedsConfirm(game), true);
  assert.equal(redealNeedsConfirm({ ...game, legal_moves: [] }), false);
});

test("a move that loses the game is questioned; a winning move, or one after which play goes on, never", () => {
  const losing = { card: "3D", to: [0, 2], ends_game: true, outcome: "lost" };
  assert.equal(endingNeedsConfirm({ ...game, redeals_left: 0 }, losing), true);
  assert.equal(endingNeedsConfirm({ ...game, redeals_left: 0 }, { ...losing, outcome: "won" }), false);
  assert.equal(endingNeedsConfirm({ ...game, redeals_left: 2 }, { ...losing, ends_game: false, outcome: null }), false);
});

test("the first hint of a ranked game is confirmed once the server reports assistance", () => {
  assert.equal(hintNeedsConfirm({ ...game, ranked: true, assisted: false }), true);
  assert.equal(hintNeedsConfirm({ ...game, ranked: true, assisted: true }), false);
  assert.equal(hintNeedsConfirm({ ...game, ranked: false, assisted: false }), false);
  assert.equal(hintNeedsConfirm({ ...game, ranked: true }), false, "a server without the field: no promise to make");
});

test("locked cells are the runs from column 0", () => {
  assert.deepEqual([...lockedCells(game)].sort(), ["2,0", "2,1", "3,0", "3,1", "3,2", "3,3"]);
});

test("the clock counts up, or down in Express, between server answers", () => {
  assert.equal(formatClock(clockMs(game, 1000, 3500)), "1:03");
  assert.equal(formatClock(clockMs({ ...game, time_left_ms: 10_000 }, 0, 12_000)), "0:00");
  assert.equal(formatClock(clockMs({ ...game, status: "lost", time_left_ms: 0 }, 0, 99_999)), "0:00");
});
