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

const refused = { type: "/problems/unauthorized", status: 401 };

// A page holding the token "old", which counts the times it is told it was signed out.
function pageWithToken(fetch) {
  const storage = memoryStorage();
  storage.setItem("montana.token", "old");
  const told = { signedOut: 0 };
  const api = new Api({ fetch, storage, signedOut: () => { told.signedOut += 1; } });
  return { api, storage, told };
}

test("a refusal of the page's token signs the page out; a refusal of what was typed does not", async () => {
  const wrong = { type: "/problems/wrong-credentials", status: 401 };
  const { fetch, calls } = fakeFetch([[401, refused], [401, wrong], [401, refused]]);
  const { api, told } = pageWithToken(fetch);
  await assert.rejects(api.stats(), (error) => error.status === 401);
  assert.equal(told.signedOut, 1);
  const change = { body: { password: "not it", new_password: "a new one" } };
  await assert.rejects(api.request("PUT", "/players/me/password", change), (error) => error.status === 401);
  assert.equal(calls[1].headers.Authorization, "Bearer old");
  assert.equal(told.signedOut, 1, "a wrong password is the form's answer, not a sign-out, though the token went with it");
  await assert.rejects(api.request("GET", "/players/me", { auth: false }), (error) => error.status === 401);
  assert.equal(told.signedOut, 1, "a request that carried no token refuses none");
});

test("signing out a token refused already is no news: the page is signed out", async () => {
  const { fetch } = fakeFetch([[401, refused]]);
  const { api, told } = pageWithToken(fetch);
  await assert.rejects(api.signOut(), (error) => error.status === 401);
  assert.equal(told.signedOut, 0);
  assert.equal(api.token, null);
});

test("a refusal of a token the page has replaced meanwhile is no news", async () => {
  let answer;
  const { api, told } = pageWithToken(() => new Promise((resolve) => { answer = resolve; }));
  const asked = api.stats();
  api.token = "new"; // signed in again while the request was under way
  answer({ ok: false, status: 401, headers: new Map(), text: async () => JSON.stringify(refused) });
  await assert.rejects(asked, (error) => error.status === 401);
  assert.equal(told.signedOut, 0);
});

test("a stored token refused on arrival gives way to a guest, and says so to the caller alone", async () => {
  const { fetch, calls } = fakeFetch([[401, refused], [201, { token: "t0k" }], [200, { id: "p2", guest: true }]]);
  const { api, storage, told } = pageWithToken(fetch);
  let replaced = 0;
  assert.equal((await api.ensurePlayer({ refused: () => { replaced += 1; } })).id, "p2");
  assert.deepEqual([told.signedOut, replaced], [0, 1]);
  assert.equal(calls[0].headers.Authorization, "Bearer old");
  assert.equal(storage.getItem("montana.token"), "t0k");
});

test("a sign-in that ends while a guest is being made keeps its account", async () => {
  const storage = memoryStorage();
  const answers = [];
  const fetch = (url, options) => new Promise((resolve) => answers.push({ url, options, resolve }));
  const api = new Api({ fetch, storage });
  const made = api.ensurePlayer();
  while (!answers.length) await new Promise((resolve) => setTimeout(resolve, 1));
  api.token = "account"; // the sign-in's answer came first
  answers[0].resolve({ ok: true, status: 201, headers: new Map(), text: async () => JSON.stringify({ token: "guest" }) });
  while (answers.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
  assert.equal(answers[1].options.headers.Authorization, "Bearer account");
  answers[1].resolve({ ok: true, status: 200, headers: new Map(), text: async () => JSON.stringify({ id: "p1" }) });
  assert.equal((await made).id, "p1");
  assert.equal(storage.getItem("montana.token"), "account");
});
