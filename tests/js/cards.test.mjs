import assert from "node:assert/strict";
import { test } from "node:test";

import { CARD_BACKS, cardBack, cardFace, cardSprite, suitColour } from "../../static/js/cards.js";

test("every card has a face with its rank in both corners", () => {
  for (const suit of "SHDC") {
    for (const rank of "A23456789TJQK") {
      const svg = cardFace(rank + suit);
      assert.match(svg, /^<svg class="face suit-\w" viewBox="0 0 200 280"/);
      const label = rank === "T" ? "10" : rank;
      assert.equal((svg.match(new RegExp(`>${label}</text>`, "g")) || []).length, 2, rank + suit);
    }
  }
});

test("pip cards draw as many pips as their rank, plus the two corner suits", () => {
  const pips = (code) => (cardFace(code).match(/href="#pip-/g) || []).length - 2;
  assert.equal(pips("7H"), 7);
  assert.equal(pips("TS"), 10);
  assert.equal(pips("AD"), 1);
});

test("Jack, Queen and King are three different figures, each drawn twice (double-headed) in a brass frame", () => {
  const sprite = cardSprite();
  const figure = (rank) => sprite.match(new RegExp(`<symbol id="court-${rank}"[^>]*>([\\s\\S]*?)</symbol>`))[1];
  const [jack, queen, king] = ["J", "Q", "K"].map(figure);
  assert.notEqual(jack, queen);
  assert.notEqual(queen, king);
  assert.notEqual(jack, king);
  // Not one figure recoloured: each draws shapes of its own.
  const shapes = (art) => new Set(art.match(/ d="[^"]+"/g));
  for (const [a, b] of [[jack, queen], [queen, king], [jack, king]]) {
    const shared = [...shapes(a)].filter((d) => shapes(b).has(d));
    assert.ok(shared.length < 3, "the figures share almost no outline");
  }
  for (const rank of "JQK") {
    const face = cardFace(`${rank}H`);
    assert.equal((face.match(new RegExp(`href="#court-${rank}"`, "g")) || []).length, 2);
    assert.match(face, /href="#frame"/);
  }
  assert.match(sprite, /<symbol id="frame"[\s\S]*?stroke="url\(#brass\)"/);
});

test("faces take their colours from CSS, so four-colour suits need no second set", () => {
  assert.equal(cardFace("5D"), cardFace("5D"));
  assert.match(cardFace("5D"), /class="face suit-D"/);
  assert.equal(suitColour("H", false), suitColour("H", true));
  assert.notEqual(suitColour("D", false), suitColour("D", true));
});

test("every card back is drawn, and an unknown one falls back to the red lattice", () => {
  const sprite = cardSprite();
  for (const id of CARD_BACKS) assert.match(sprite, new RegExp(`<symbol id="back-${id}"`));
  assert.equal(cardBack("no-such-back"), cardBack("red-lattice"));
});
