import assert from "node:assert/strict";
import { test } from "node:test";

import { PlayerFeed, followGameStates, isNewer } from "../../static/js/live.js";

test("only a newer version of the game on the table replaces it", () => {
  assert.equal(isNewer({ id: "g", version: 5 }, { id: "g", version: 4 }), true);
  assert.equal(isNewer({ id: "g", version: 4 }, { id: "g", version: 4 }), false);
  assert.equal(isNewer({ id: "g", version: 3 }, { id: "g", version: 4 }), false);
  assert.equal(isNewer({ id: "h", version: 9 }, { id: "g", version: 4 }), false);
  assert.equal(isNewer({ id: "g", version: 9 }, null), false);
});

test("a game is followed from the version on the table, and only its states are handed on", async () => {
  const requests = [];
  const fetch = async (url, options) => {
    requests.push({ url, headers: options.headers });
    if (requests.length === 1) {
      const body = "event: note\ndata: {}\n\nid: 4\nevent: state\ndata: {\"id\":\"g\",\"version\":4}\n\n";
      return new Response(body);
    }
    return new Promise((resolve, reject) => options.signal.addEventListener("abort", () => reject(new Error("aborted"))));
  };
  const states = [];
  const stream = followGameStates("g", {
    token: () => "t0k", shownVersion: () => 3, fetch, wait: async () => {},
    onState: (state) => states.push(state),
  });
  while (requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
  stream.stop();
  assert.equal(stream.gameId, "g");
  assert.deepEqual(states, [{ id: "g", version: 4 }]);
  assert.equal(requests[0].url, "/api/v1/games/g/events");
  assert.equal(requests[0].headers["Last-Event-ID"], "3");
});

// A fetch whose first answer is `body` and whose next connections wait until aborted.
function feedServer(body) {
  const requests = [];
  const fetch = async (url, options) => {
    requests.push({ url, headers: options.headers });
    if (requests.length === 1) return new Response(body);
    return new Promise((resolve, reject) => options.signal.addEventListener("abort", () => reject(new Error("aborted"))));
  };
  return { requests, fetch };
}

const until = async (ready) => {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 1));
};

test("one feed stream hands each kind of event to its listeners, and a listener that stops hears no more", async () => {
  const body = [
    "id: 7\nevent: challenged\ndata: {\"challenge_id\":\"c1\"}\n\n",
    "id: 8\nevent: race-matched\ndata: {\"race_id\":\"r1\"}\n\n",
    "id: 9\nevent: challenged\ndata: {\"challenge_id\":\"c2\"}\n\n",
  ].join("");
  const server = feedServer(body);
  const feed = new PlayerFeed({ token: () => "t0k", fetch: server.fetch, wait: async () => {} });
  const challenges = [];
  const matches = [];
  const stopChallenges = feed.on("challenged", (data) => {
    challenges.push(data.challenge_id);
    if (data.challenge_id === "c1") stopChallenges();
  });
  feed.on("race-matched", (data) => matches.push(data.race_id));
  feed.on("race-matched", () => { throw new Error("one listener's fault"); });
  const errors = [];
  const logged = console.error;
  console.error = (error) => errors.push(error.message);
  try {
    feed.start();
    await until(() => server.requests.length >= 2);
  } finally {
    console.error = logged;
    feed.stop();
  }
  assert.deepEqual(challenges, ["c1"]);
  assert.deepEqual(matches, ["r1"]);
  assert.deepEqual(errors, ["one listener's fault"]);
  assert.equal(server.requests[0].url, "/api/v1/players/me/feed");
  assert.equal(server.requests[0].headers.Authorization, "Bearer t0k");
  assert.equal(server.requests[0].headers["Last-Event-ID"], undefined, "a new page starts with what comes next");
  assert.equal(server.requests[1].headers["Last-Event-ID"], "9", "a dropped stream resumes after the last event seen");
});

test("starting the feed again drops the stream before", async () => {
  const signals = [];
  const fetch = (url, options) => {
    signals.push(options.signal);
    return new Promise((resolve, reject) => options.signal.addEventListener("abort", () => reject(new Error("aborted"))));
  };
  const feed = new PlayerFeed({ token: () => "t0k", fetch, wait: async () => {} });
  feed.start();
  feed.start();
  await until(() => signals.length >= 2);
  assert.equal(signals[0].aborted, true);
  assert.equal(signals[1].aborted, false);
  feed.stop();
  assert.equal(signals[1].aborted, true);
});

test("the feed started again for the same player resumes after the last event; another player's starts afresh", async () => {
  const server = feedServer("id: 9\nevent: followed\ndata: {}\n\n");
  const feed = new PlayerFeed({ token: () => "t0k", fetch: server.fetch, wait: async () => {} });
  try {
    feed.start("p1");
    await until(() => server.requests.length >= 2);
    feed.start("p1"); // back online, say: what came while the page was away still comes
    await until(() => server.requests.length >= 3);
    feed.start("p2"); // signed in as someone else
    await until(() => server.requests.length >= 4);
  } finally {
    feed.stop();
  }
  assert.equal(server.requests[0].headers["Last-Event-ID"], undefined);
  assert.equal(server.requests[2].headers["Last-Event-ID"], "9");
  assert.equal(server.requests[3].headers["Last-Event-ID"], undefined);
});

test("a feed refused for good says so", async () => {
  const refusals = [];
  const refusing = async () => new Response(JSON.stringify({ type: "/problems/unauthorized" }), { status: 401 });
  const feed = new PlayerFeed({ token: () => "t0k", fetch: refusing, wait: async () => {}, refused: (error) => refusals.push(error.status) });
  feed.start("p1");
  await until(() => refusals.length >= 1);
  assert.deepEqual(refusals, [401]);
});
