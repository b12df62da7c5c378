import assert from "node:assert/strict";
import { test } from "node:test";

import { STEPS, Tutorial, allows, spotlightOf } from "../../static/js/tutorial.js";

test("every step has words, and every step that waits for an action says which", () => {
  for (const step of STEPS) {
    assert.ok(step.words.title && step.words.body, step.id);
    if (step.expect) assert.ok(step.words.expected, step.id);
  }
});

test("the lesson covers the four laws, the redeal and the score", () => {
  const ids = STEPS.map((step) => step.id);
  for (const id of ["law1", "law2", "locked", "dead", "redeal", "score"]) assert.ok(ids.includes(id), id);
});

test("a step lets through exactly the action it waits for", () => {
  const law1 = STEPS.find((step) => step.id === "law1");
  assert.equal(allows(law1, { type: "move", card: "2D", to: [0, 0] }), true);
  assert.equal(allows(law1, { type: "move", card: "2C", to: [0, 0] }), false);
  assert.equal(allows(law1, { type: "redeal" }), false);
  assert.equal(allows(STEPS[0], { type: "undo" }), false);
});

test("the lesson moves on after the awaited action, and only steps without one can be stepped back to", () => {
  const seen = [];
  let finished = false;
  const lesson = new Tutorial({ onChange: (step) => seen.push(step.id), onFinish: () => { finished = true; } });
  lesson.go(0);
  lesson.next();
  lesson.next();
  assert.equal(lesson.step.id, "law1");
  lesson.next(); // waits for the move: Next does nothing
  assert.equal(lesson.step.id, "law1");
  lesson.applied({ type: "move", card: "2D", to: [0, 0] });
  assert.equal(lesson.step.id, "law2");
  assert.equal(lesson.canGoBack(), false);
  while (!finished) {
    if (lesson.step.expect) lesson.applied(lesson.step.expect);
    else lesson.next();
  }
  assert.equal(seen.at(-1), "tools");
});

test("a move step points at its card and its gap", () => {
  const game = { board: [[null, null, "5H"], ["2D", "9C", "KS"]], gaps: [{ at: [0, 0] }, { at: [0, 1] }] };
  const law1 = STEPS.find((step) => step.id === "law1");
  assert.deepEqual(spotlightOf(law1, game), [[1, 0], [0, 0]]);
});
