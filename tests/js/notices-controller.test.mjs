import assert from "node:assert/strict";
import { test } from "node:test";

// The few parts of a page the notices touch: the note, its text and link, and the document's state.
class FakeElement {
  constructor() {
    Object.assign(this, { hidden: true, textContent: "", href: "", children: [], listeners: {} });
  }
  addEventListener(kind, listener) {
    (this.listeners[kind] ??= []).push(listener);
  }
  setAttribute() {}
  append(...children) {
    this.children.push(...children);
  }
  replaceChildren(...children) {
    this.children = children;
  }
  contains() {
    return false;
  }
}

const elements = new Map();
globalThis.document = {
  documentElement: {},
  visibilityState: "visible",
  activeElement: null,
  listeners: {},
  querySelector: (selector) => {
    if (!elements.has(selector)) elements.set(selector, new FakeElement());
    return elements.get(selector);
  },
  createElementNS: () => new FakeElement(),
  addEventListener(kind, listener) {
    (this.listeners[kind] ??= []).push(listener);
  },
};
globalThis.location = { hash: "#new" };

const { Notices } = await import("../../static/js/controllers/notices.js");

const ADA = { id: "a".repeat(32), name: "Ada", named: true, bot: false };
const AT = "2026-12-06T12:00:00Z";

// A feed whose events the test sends, and the notices it feeds, held while `busy.now` says so.
function notices({ busy = { now: false }, redraw = () => null } = {}) {
  const handlers = new Map();
  const feed = { on: (kind, handler) => handlers.set(kind, handler) };
  const said = [];
  const shown = new Notices({
    feed,
    held: () => busy.now,
    where: () => ({ view: "friends", argument: "" }),
    redraw,
    say: (text) => said.push(text),
  });
  shown.bind();
  const send = (kind, data) => handlers.get(kind)(data);
  return { shown, send, said };
}

const text = () => document.querySelector("#notice-text").textContent;

test("a follow from a player does not take the place of their challenge", () => {
  const busy = { now: true };
  const { shown, send } = notices({ busy });
  send("challenged", { challenge_id: "c1", player: ADA, rules: "classic@1", ends_at: AT, at: AT });
  send("followed", { player: ADA, at: AT });
  assert.deepEqual(shown.waiting.map((notice) => notice.href), ["#challenge/c1", `#player/${ADA.id}`]);
  send("challenged", { challenge_id: "c1", player: ADA, rules: "express@1", ends_at: AT, at: AT });
  assert.equal(shown.waiting.length, 2, "the newest word on one challenge replaces the one before");
  shown.reset();
});

test("signing in as someone else drops what was shown and waiting for the account before", () => {
  const busy = { now: false };
  const { shown, send } = notices({ busy });
  send("followed", { player: ADA, at: AT });
  assert.equal(document.querySelector("#notice").hidden, false);
  busy.now = true;
  send("challenged", { challenge_id: "c2", player: ADA, rules: "classic@1", ends_at: AT, at: AT });
  shown.reset();
  assert.equal(document.querySelector("#notice").hidden, true);
  assert.deepEqual(shown.waiting, []);
  assert.equal(shown.shown, null);
});

test("a notice on screen while the page goes to the background is told again when it comes back", () => {
  const { shown, send } = notices();
  send("followed", { player: ADA, at: AT });
  assert.equal(text(), "Ada follows you now.");
  document.visibilityState = "hidden";
  for (const listener of document.listeners.visibilitychange) listener();
  assert.equal(document.querySelector("#notice").hidden, true);
  document.visibilityState = "visible";
  for (const listener of document.listeners.visibilitychange) listener();
  assert.equal(document.querySelector("#notice").hidden, false);
  assert.equal(text(), "Ada follows you now.");
  shown.reset();
});

test("malformed events are no notices, and a burst of events draws the view once at a time", async () => {
  let drawing = 0;
  let most = 0;
  let draws = 0;
  const redraw = async () => {
    drawing += 1;
    draws += 1;
    most = Math.max(most, drawing);
    await new Promise((resolve) => setTimeout(resolve, 5));
    drawing -= 1;
  };
  const { shown, send } = notices({ busy: { now: true }, redraw });
  send("followed", "x");
  send("challenge-finished", { rules: "classic@1", place: 1, players: 2, at: AT });
  assert.deepEqual(shown.waiting, []);
  for (let n = 0; n < 6; n += 1) send("followed", { player: { ...ADA, id: `${n}`.repeat(32) }, at: AT });
  while (drawing || shown.redrawing) await new Promise((resolve) => setTimeout(resolve, 2));
  assert.equal(most, 1, "never two redraws at once");
  assert.equal(draws, 2, "one now, and one more for what came meanwhile");
  shown.reset();
});
