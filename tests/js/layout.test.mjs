import assert from "node:assert/strict";
import { test } from "node:test";

import { GAPS, TARGET, boardLayout, cellAtPoint, cellOrigin, shownBox, withBoard } from "../../static/js/layout.js";

// The table area each screen leaves for the board (its bars taken off), as the stylesheet lays it out.
const PHONE = { width: 378, height: 654 };
const PHONE_LANDSCAPE = { width: 676, height: 378 };
const SMALL_PHONE = { width: 348, height: 466 };
const SMALL_LANDSCAPE = { width: 472, height: 348 };
const DESKTOP = { width: 1412, height: 700 };

test("a phone held upright gets the transposed board: each row a lane down the screen", () => {
  const layout = boardLayout({ ...PHONE });
  assert.equal(layout.transposed, true);
  assert.ok(layout.cardW >= 80, `cards ${layout.cardW} px wide`);
  assert.ok(layout.width <= PHONE.width && layout.height <= PHONE.height + 0.5);
  assert.ok(layout.runStep >= layout.cardH * 0.34 - 1e-9, "each card shows at least its corner band: rank and suit");
  assert.equal(layout.deck, null);
});

test("the smallest phones still get cards at least 44 px in their narrow dimension, both ways up", () => {
  for (const area of [SMALL_PHONE, SMALL_LANDSCAPE, PHONE_LANDSCAPE]) {
    const layout = boardLayout({ ...area });
    assert.ok(layout.cardW >= 44, `${area.width}x${area.height}: ${layout.cardW}`);
    assert.ok(layout.width <= area.width + 0.5 && layout.height <= area.height + 0.5, `${area.width}x${area.height} fits`);
  }
});

// A deal of `cols` columns with its four gaps where `random` puts them (a tiny LCG, so a failure repeats).
function deal(rows, cols, seed) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const board = Array.from({ length: rows }, (_, row) => Array.from({ length: cols }, (_, col) => `${row}.${col}`));
  let placed = 0;
  while (placed < GAPS) {
    const row = Math.floor(random() * rows);
    const col = Math.floor(random() * cols);
    if (board[row][col]) {
      board[row][col] = null;
      placed += 1;
    }
  }
  return board;
}

const EVERY_AREA = [PHONE, PHONE_LANDSCAPE, SMALL_PHONE, SMALL_LANDSCAPE, DESKTOP, { width: 2548, height: 1300 }, { width: 1428, height: 2400 }];

test("every gap shows at least a finger's band that no card covers, on every screen and deal", () => {
  for (const area of EVERY_AREA) {
    for (const cols of [13, 14]) {
      const sized = boardLayout({ ...area, cols });
      for (let seed = 1; seed <= 300; seed += 1) {
        const board = deal(4, cols, seed);
        const layout = withBoard(sized, board);
        board.forEach((run, row) => run.forEach((code, col) => {
          const shown = shownBox(layout, row, col);
          const where = `${area.width}x${area.height}, ${cols} columns, deal ${seed}, ${row},${col}`;
          if (!code) {
            assert.ok(Math.min(shown.width, shown.height) >= Math.min(TARGET, 44), `${where}: the gap shows ${shown.width}x${shown.height}`);
            assert.deepEqual(cellAtPoint(layout, shown.x + shown.width / 2, shown.y + shown.height / 2), [row, col], where);
          } else {
            const band = layout.transposed ? shown.height / layout.cardH : shown.width / layout.cardW;
            assert.ok(band >= (layout.transposed ? 0.34 : 0.3) - 1e-9, `${where}: a card shows ${band.toFixed(2)} of itself`);
          }
          const origin = cellOrigin(layout, row, col);
          assert.ok(origin.x + layout.cardW <= sized.width + 0.5 && origin.y + layout.cardH <= sized.height + 0.5, `${where} inside the board`);
        }));
      }
    }
  }
});

test("a move shifts only the cards of its own rows, and never the board's size", () => {
  const sized = boardLayout({ ...PHONE });
  const before = deal(4, 13, 7);
  const after = before.map((run) => [...run]);
  const [row, col] = [0, 3];
  const gapRow = after.findIndex((run) => run.includes(null));
  const gapCol = after[gapRow].indexOf(null);
  after[gapRow][gapCol] = after[row][col];
  after[row][col] = null;
  const [a, b] = [withBoard(sized, before), withBoard(sized, after)];
  for (let lane = 0; lane < 4; lane += 1) {
    if (lane === row || lane === gapRow) continue;
    assert.deepEqual(a.offsets[lane], b.offsets[lane], `lane ${lane} stays put`);
  }
  assert.equal(a.width, b.width);
  assert.equal(a.height, b.height);
});

test("a short wide screen overlaps the cards of a row sideways rather than shrinking them", () => {
  const layout = boardLayout({ ...SMALL_LANDSCAPE });
  assert.equal(layout.transposed, false);
  assert.equal(layout.overlap, true);
  assert.ok(layout.runStep >= layout.cardW * 0.55);
});

test("a desktop shows every card whole, the deck beside the board, and fills its width", () => {
  const layout = boardLayout({ ...DESKTOP });
  assert.equal(layout.transposed, false);
  assert.equal(layout.overlap, false);
  assert.ok(layout.deck);
  assert.ok(layout.width >= DESKTOP.width * 0.97 || layout.height >= DESKTOP.height * 0.97, "no big empty band");
});

test("left-handed: the deck moves to the left and the cards shift past it", () => {
  const layout = boardLayout({ ...DESKTOP, deckSide: "left" });
  assert.equal(layout.deck.x, 0);
  assert.ok(layout.originX >= layout.cardW);
});

test("Blue Moon's fourteen columns fit as well", () => {
  const layout = boardLayout({ ...PHONE, cols: 14 });
  assert.ok(layout.height <= PHONE.height + 0.5);
});

test("a point finds its cell; where cards overlap, the one on top", () => {
  for (const area of [PHONE, SMALL_LANDSCAPE, DESKTOP]) {
    const layout = boardLayout({ ...area });
    for (const [row, col] of [[0, 0], [1, 5], [3, 12]]) {
      const origin = cellOrigin(layout, row, col);
      assert.deepEqual(cellAtPoint(layout, origin.x + 3, origin.y + 3), [row, col], `${area.width}: ${row},${col}`);
    }
    assert.equal(cellAtPoint(layout, -5, -5), null);
  }
});
