import assert from "node:assert/strict";
import { test } from "node:test";

import { boardLayout, cellAtPoint, cellOrigin } from "../../static/js/layout.js";

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
  assert.ok(layout.runStep >= layout.cardH * 0.36, "each card shows at least its corner band");
  assert.equal(layout.deck, null);
});

test("the smallest phones still get cards at least 44 px in their narrow dimension, both ways up", () => {
  for (const area of [SMALL_PHONE, SMALL_LANDSCAPE, PHONE_LANDSCAPE]) {
    const layout = boardLayout({ ...area });
    assert.ok(layout.cardW >= 44, `${area.width}x${area.height}: ${layout.cardW}`);
    assert.ok(layout.width <= area.width + 0.5 && layout.height <= area.height + 0.5, `${area.width}x${area.height} fits`);
  }
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
