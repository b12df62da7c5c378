import assert from "node:assert/strict";
import { test } from "node:test";

import { EventStreamParser, StreamError, followEvents } from "../../static/js/event-stream.js";

test("events are read across chunks cut anywhere, comments skipped, multi-line data joined", () => {
  const parser = new EventStreamParser();
  const text = ": still here\n\nid: 7\nevent: race\ndata: {\"a\":\ndata: 1}\n\nid: 8\r\nevent: race\r\ndata: {}\r\n\r\n";
  const events = [];
  for (let i = 0; i < text.length; i += 3) events.push(...parser.push(text.slice(i, i + 3)));
  assert.deepEqual(events, [
    { event: "race", id: "7", data: "{\"a\":\n1}" },
    { event: "race", id: "8", data: "{}" },
  ]);
});

test("an event without a name is a message, and an event is not complete before its blank line", () => {
  const parser = new EventStreamParser();
  assert.deepEqual(parser.push("data: x\n"), []);
  assert.deepEqual(parser.push("\n"), [{ event: "message", id: null, data: "x" }]);
});

// A server that answers each request with the next script: a list of chunks (then the body ends),
// or a status to refuse with.
function server(scripts) {
  const requests = [];
  const fetch = async (url, options) => {
    requests.push({ url, headers: options.headers });
    const script = scripts.shift();
    if (typeof script === "number") return { ok: false, status: script, json: async () => ({ type: "/problems/not-found" }) };
    const encoder = new TextEncoder();
    const body = new ReadableStream({
      start(controller) {
        for (const chunk of script) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return { ok: true, status: 200, body };
  };
  return { fetch, requests };
}

test("a dropped stream is opened again with the token and the last event's id, until the final event", async () => {
  const { fetch, requests } = server([
    ["id: 3\nevent: race\ndata: {\"v\":3}\n\nid: 4\nevent: ra"], // dropped in the middle of event 4
    503,
    ["id: 4\nevent: race\ndata: {\"v\":4}\n\n", "id: 5\nevent: race\ndata: {\"v\":5,\"over\":true}\n\n"],
  ]);
  const seen = [];
  let drops = 0;
  await followEvents("/api/v1/races/x/events", {
    token: "t0k", fetch, wait: async () => {}, onDrop: () => { drops += 1; },
    onEvent: (event) => seen.push(JSON.parse(event.data).v),
    isFinal: (event) => Boolean(JSON.parse(event.data).over),
  });
  assert.deepEqual(seen, [3, 4, 5]);
  assert.equal(drops, 2);
  assert.equal(requests.length, 3);
  assert.equal(requests[0].headers.Authorization, "Bearer t0k");
  assert.equal(requests[0].headers["Last-Event-ID"], undefined);
  assert.equal(requests[1].headers["Last-Event-ID"], "3");
  assert.equal(requests[2].headers["Last-Event-ID"], "3");
});

test("a refusal the player must act on ends the stream with its problem", async () => {
  const { fetch } = server([404]);
  await assert.rejects(
    followEvents("/api/v1/races/x/events", { fetch, onEvent: () => {}, wait: async () => {} }),
    (error) => error instanceof StreamError && error.status === 404 && error.problem.type === "/problems/not-found",
  );
});

test("aborting stops following at once", async () => {
  const controller = new AbortController();
  const { fetch, requests } = server([["id: 1\nevent: race\ndata: {}\n\n"], ["id: 2\nevent: race\ndata: {}\n\n"]]);
  await followEvents("/x", {
    fetch, signal: controller.signal, wait: async () => {},
    onEvent: () => controller.abort(),
  });
  assert.equal(requests.length, 1);
});
