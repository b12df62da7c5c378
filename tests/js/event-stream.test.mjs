import assert from "node:assert/strict";
import { test } from "node:test";

import { EventStreamParser, StreamError, followEvents, retryDelay } from "../../static/js/event-stream.js";

test("events are read across chunks cut anywhere, comments skipped, multi-line data joined", () => {
  const parser = new EventStreamParser();
  const text = ": ping\n\nid: 7\nevent: race\ndata: {\"a\":\ndata: 1}\n\nid: 8\r\nevent: race\r\ndata: {}\r\n\r\n";
  const events = [];
  for (let i = 0; i < text.length; i += 3) events.push(...parser.push(text.slice(i, i + 3)));
  assert.deepEqual(events, [
    { event: "race", id: "7", data: "{\"a\":\n1}" },
    { event: "race", id: "8", data: "{}" },
  ]);
  assert.deepEqual(parser.push("id: 9\r"), [], "a CR at a chunk's end may be half of a CRLF");
  assert.deepEqual(parser.push("\nevent: state\r\ndata: x\r\n\r\n"), [{ event: "state", id: "9", data: "x" }]);
});

test("an event is complete at its blank line; without a name it is a message, without data it is none", () => {
  const parser = new EventStreamParser();
  assert.deepEqual(parser.push("data: x\n"), []);
  assert.deepEqual(parser.push("\n"), [{ event: "message", id: null, data: "x" }]);
  assert.deepEqual(parser.push("data: one\ndata:two\n\nevent: state\n\ndata\n\n"), [
    { event: "message", id: null, data: "one\ntwo" },
    { event: "message", id: null, data: "" },
  ]);
});

test("reconnecting waits longer after each failure, spread out, and never sooner than Retry-After", () => {
  assert.equal(retryDelay(0, null, () => 0), 250);
  assert.equal(retryDelay(0, null, () => 1), 500);
  assert.equal(retryDelay(3, null, () => 1), 4000);
  assert.equal(retryDelay(20, null, () => 1), 30_000, "half a minute at most");
  assert.equal(retryDelay(0, 5, () => 1), 5000);
});

function streamOf(...chunks) {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

// A server that answers each request with the next of `answers` (a Response, or an Error to throw);
// once they run out, the connection stays open until aborted.
function server(answers) {
  const requests = [];
  const fetch = async (url, options) => {
    requests.push({ url, headers: options.headers });
    const next = answers.shift();
    if (!next) {
      return new Promise((resolve, reject) => options.signal.addEventListener("abort", () => reject(new Error("aborted"))));
    }
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, requests };
}

test("a dropped stream is opened again with the token and the last event's id, until the final event", async () => {
  const { fetch, requests } = server([
    new Response(streamOf("id: 3\nevent: race\ndata: {\"v\":3}\n\nid: 4\nevent: ra")), // dropped inside event 4
    new Response("", { status: 503 }),
    new TypeError("network down"),
    new Response(streamOf("id: 4\nevent: race\ndata: {\"v\":4}\n\n")),
    new Response(streamOf("id: 5\nevent: race\ndata: {\"v\":5,\"over\":true}\n\n", "id: 6\nevent: race\ndata: {}\n\n")),
  ]);
  const seen = [];
  const waits = [];
  await followEvents("/api/v1/races/x/events", {
    token: () => "t0k", fetch, random: () => 1, wait: async (ms) => { waits.push(ms); },
    onEvent: (event) => seen.push(JSON.parse(event.data).v),
    isFinal: (event) => Boolean(JSON.parse(event.data).over),
  });
  assert.deepEqual(seen, [3, 4, 5]);
  assert.equal(requests[0].headers.Authorization, "Bearer t0k");
  assert.deepEqual(requests.map((request) => request.headers["Last-Event-ID"]), [undefined, "3", "3", "3", "4"]);
  assert.deepEqual(waits, [500, 1000, 2000, 500], "the wait doubles while failing, and starts afresh once data came");
});

test("the page may name the version it shows, asked afresh at each connection", async () => {
  let shown = 3;
  const controller = new AbortController();
  const { fetch, requests } = server([new Response(streamOf("id: 4\nevent: state\ndata: {\"version\":4}\n\n"))]);
  const following = followEvents("/api/v1/games/g/events", {
    fetch, signal: controller.signal, wait: async () => {}, lastEventId: () => shown,
    onEvent: () => { shown = 9; }, // say a move of this page's own came meanwhile
  });
  while (requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
  controller.abort();
  await following;
  assert.deepEqual(requests.map((request) => request.headers["Last-Event-ID"]), ["3", "9"]);
});

test("a busy server is waited for; a refusal reconnecting cannot mend ends the stream with its problem", async () => {
  for (const status of [401, 403, 404, 422]) {
    const waits = [];
    const problem = new Response(JSON.stringify({ type: "/problems/x" }), { status, headers: { "Content-Type": "application/problem+json" } });
    const { fetch, requests } = server([new Response("", { status: 429, headers: { "Retry-After": "5" } }), problem]);
    await assert.rejects(
      followEvents("/api/v1/races/x/events", { fetch, random: () => 0, onEvent: () => assert.fail("no event"), wait: async (ms) => { waits.push(ms); } }),
      (error) => error instanceof StreamError && error.status === status && error.problem.type === "/problems/x",
    );
    assert.equal(requests.length, 2);
    assert.deepEqual(waits, [5000]);
  }
});

test("aborting stops following at once, even amid a chunk's events", async () => {
  const controller = new AbortController();
  const seen = [];
  const { fetch, requests } = server([new Response(streamOf("id: 1\ndata: a\n\nid: 2\ndata: b\n\n")), new Response(streamOf("id: 3\ndata: c\n\n"))]);
  await followEvents("/x", {
    fetch, signal: controller.signal, wait: async () => {},
    onEvent: (event) => {
      seen.push(event.data);
      controller.abort();
    },
  });
  assert.deepEqual(seen, ["a"]);
  assert.equal(requests.length, 1);
});

test("aborting ends a stream that is waiting to reconnect; without a token none is sent", async () => {
  const controller = new AbortController();
  const { fetch, requests } = server([new TypeError("down"), new TypeError("down")]);
  const following = followEvents("/x", { fetch, signal: controller.signal, onEvent: () => {} });
  while (requests.length < 1) await new Promise((resolve) => setTimeout(resolve, 1));
  controller.abort();
  await following;
  assert.equal(requests.length, 1);
  assert.equal(requests[0].headers.Authorization, undefined);
  assert.equal(requests[0].headers["Last-Event-ID"], undefined, "nothing seen yet: everything is wanted");
});

test("a stream the server ends says why: over ends it, signed out refuses, unavailable comes back later", async () => {
  const end = (data) => `event: end\ndata: ${JSON.stringify(data)}\n\n`;
  const over = server([new Response(streamOf("id: 7\nevent: state\ndata: {\"v\":7}\n\n", end({ reason: "over", detail: "done" })))]);
  const seen = [];
  await followEvents("/api/v1/games/g/events", { fetch: over.fetch, wait: async () => {}, onEvent: (event) => seen.push(event.event) });
  assert.deepEqual(seen, ["state"], "the end event is the reader's, not the page's");
  assert.equal(over.requests.length, 1, "an ended game is not followed again");

  const signedOut = server([new Response(streamOf(end({ reason: "signed-out", detail: "sign in again" })))]);
  await assert.rejects(
    followEvents("/api/v1/players/me/events", { fetch: signedOut.fetch, wait: async () => {}, onEvent: () => assert.fail("no event") }),
    (error) => error instanceof StreamError && error.status === 401 && error.problem.detail === "sign in again",
  );

  const waits = [];
  const controller = new AbortController();
  const away = server([new Response(streamOf(end({ reason: "unavailable", detail: "later", retry_after: 5 })))]);
  const following = followEvents("/api/v1/games/g/events", {
    fetch: away.fetch, signal: controller.signal, random: () => 0, onEvent: () => {},
    wait: async (ms) => { waits.push(ms); },
  });
  while (away.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
  controller.abort();
  await following;
  assert.deepEqual(waits, [5000], "it comes back once the server's retry_after has passed");
});
