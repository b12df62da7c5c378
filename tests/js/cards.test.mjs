import assert from "node:assert/strict";
import { test } from "node:test";

import { cardBack, cardFace, spokenName, suitColour } from "../../static/js/cards.js";

test("every card has a face with its rank in both corners", () => {
  for (const suit of "SHDC") {
    for (const rank of "A23456789TJQK") {
      const svg = cardFace(rank + suit);
      assert.match(svg, /^<svg viewBox="0 0 200 280"/);
      const label = rank === "T" ? "10" : rank;
      assert.equal((svg.match(new RegExp(`>${label}</text>`, "g")) || []).length, 2, rank + suit);
    }
  }
});

test("pip cards draw as many pips as their rank, plus the corner suits", () => {
  const pips = (code) => (cardFace(code).match(/<path d=/g) || []).length - 2;
  assert.equal(pips("7H"), 7);
  assert.equal(pips("TS"), 10);
  assert.equal(pips("AD"), 1);
});

test("four-colour suits change diamonds and clubs only", () => {
  assert.equal(suitColour("H", false), suitColour("H", true));
  assert.notEqual(suitColour("D", false), suitColour("D", true));
  assert.notEqual(suitColour("C", false), suitColour("C", true));
  assert.ok(cardFace("5D", { fourColour: true }).includes(suitColour("D", true)));
});

test("cards are named for screen readers", () => {
  assert.equal(spokenName("7D"), "seven of diamonds");
  assert.equal(spokenName("TS"), "ten of spades");
});

test("an unknown card back falls back to the red lattice", () => {
  assert.equal(cardBack("no-such-back").replace(/no-such-back/g, "x"), cardBack("red-lattice").replace(/red-lattice/g, "x"));
});
