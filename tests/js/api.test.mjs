import assert from "node:assert/strict";
import { test } from "node:test";

import { Api, ApiError } from "../../static/js/api.js";

function memoryStorage() {
  const items = new Map();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v), removeItem: (k) => items.delete(k) };
}

function fakeFetch(responses) {
  const calls = [];
  const fetch = async (url, options) => {
    calls.push({ url, ...options });
    const [status, body] = responses.shift();
    return { ok: status < 400, status, headers: new Map([["Retry-After", "7"]]), text: async () => (body === null ? "" : JSON.stringify(body)) };
  };
  return { fetch, calls };
}

test("a new visitor becomes a guest and keeps the token", async () => {
  const { fetch, calls } = fakeFetch([[201, { token: "t0k" }], [200, { id: "p1", guest: true }]]);
  const storage = memoryStorage();
  const api = new Api({ fetch, storage });
  const me = await api.ensurePlayer();
  assert.equal(me.id, "p1");
  assert.equal(storage.getItem("montana.token"), "t0k");
  assert.equal(calls[1].headers.Authorization, "Bearer t0k");
});

test("an action sends the version it read and an idempotency key", async () => {
  const { fetch, calls } = fakeFetch([[200, { id: "g", version: 8 }]]);
  const api = new Api({ fetch, storage: memoryStorage() });
  await api.act({ id: "g", version: 7 }, { type: "undo" });
  assert.equal(calls[0].url, "/api/v1/games/g/actions");
  assert.equal(calls[0].headers["If-Match"], '"7"');
  assert.ok(calls[0].headers["Idempotency-Key"]);
  assert.deepEqual(JSON.parse(calls[0].body), { type: "undo" });
});

test("problem details become errors that carry their type and state, never the server's detail as words", async () => {
  const problem = { type: "/problems/stale-version", status: 412, detail: 'the game is at version 9, not "7"', state: { version: 9 } };
  const { fetch } = fakeFetch([[412, problem]]);
  const api = new Api({ fetch, storage: memoryStorage() });
  await assert.rejects(api.act({ id: "g", version: 7 }, { type: "undo" }), (error) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 412);
    assert.equal(error.type, "/problems/stale-version");
    assert.doesNotMatch(error.message, /version 9/);
    assert.equal(error.problem.state.version, 9);
    assert.equal(error.retryAfter, 7);
    return true;
  });
});

test("a server that cannot be reached is an error of its own", async () => {
  const api = new Api({ fetch: async () => { throw new TypeError("Failed to fetch"); }, storage: memoryStorage() });
  await assert.rejects(api.daily(), (error) => error instanceof ApiError && error.network);
});

test("signing out forgets the token even if the server cannot be reached", async () => {
  const storage = memoryStorage();
  storage.setItem("montana.token", "t");
  const api = new Api({ fetch: async () => { throw new Error("offline"); }, storage });
  await assert.rejects(api.signOut());
  assert.equal(api.token, null);
});
