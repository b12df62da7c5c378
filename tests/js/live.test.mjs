import assert from "node:assert/strict";
import { test } from "node:test";

import { EventParser, LiveStream, isNewer, retryDelay } from "../../static/js/live.js";

test("events are read whole wherever the chunks break, comments and all", () => {
  const parser = new EventParser();
  assert.deepEqual(parser.push("id: 7\nevent: sta"), []);
  assert.deepEqual(parser.push("te\ndata: {\"a\":"), []);
  assert.deepEqual(parser.push("1}\n\n: still here\n\n"), [{ event: "state", data: '{"a":1}', id: "7" }]);
  assert.deepEqual(parser.push("id: 8\r"), [], "a CR at a chunk's end may be half of a CRLF");
  assert.deepEqual(parser.push("\nevent: state\r\ndata: x\r\n\r\n"), [{ event: "state", data: "x", id: "8" }]);
});

test("several data lines are one event's data; an event without data is no event", () => {
  const parser = new EventParser();
  assert.deepEqual(parser.push("data: one\ndata:two\n\nevent: state\n\ndata\n\n"), [
    { event: "message", data: "one\ntwo", id: null },
    { event: "message", data: "", id: null },
  ]);
});

test("reconnecting waits longer after each failure, spread out, and never sooner than Retry-After", () => {
  assert.equal(retryDelay(0, null, () => 0), 250);
  assert.equal(retryDelay(0, null, () => 1), 500);
  assert.equal(retryDelay(3, null, () => 1), 4000);
  assert.equal(retryDelay(20, null, () => 1), 30_000, "half a minute at most");
  assert.equal(retryDelay(0, 5, () => 1), 5000);
});

test("only a newer version of the game on the table replaces it", () => {
  assert.equal(isNewer({ id: "g", version: 5 }, { id: "g", version: 4 }), true);
  assert.equal(isNewer({ id: "g", version: 4 }, { id: "g", version: 4 }), false);
  assert.equal(isNewer({ id: "g", version: 3 }, { id: "g", version: 4 }), false);
  assert.equal(isNewer({ id: "h", version: 9 }, { id: "g", version: 4 }), false);
  assert.equal(isNewer({ id: "g", version: 9 }, null), false);
});

function streamOf(...chunks) {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

function scripted(answers) {
  const calls = [];
  const fetch = async (url, options) => {
    calls.push({ url, headers: options.headers });
    const next = answers.shift();
    if (!next) { // the last connection stays open until the stream is stopped
      return new Promise((resolve, reject) => options.signal.addEventListener("abort", () => reject(new Error("aborted"))));
    }
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

test("a stream sends the token and the version shown, and resumes from the newest after a drop", async () => {
  const events = [];
  let shown = 3;
  const waits = [];
  const { fetch, calls } = scripted([
    new Response(streamOf("id: 4\nevent: state\ndata: {\"version\":4}\n\n")),
    new TypeError("network down"),
    new Response(streamOf("id: 6\nevent: state\ndata: {\"version\":6}\n\n")),
  ]);
  const stream = new LiveStream({
    url: "/api/v1/games/g/events", token: () => "t0k", lastEventId: () => shown, fetch, random: () => 1,
    onEvent: (event) => {
      events.push(event);
      shown = JSON.parse(event.data).version;
    },
    sleep: async (ms) => { waits.push(ms); },
  }).start();
  while (calls.length < 4) await new Promise((resolve) => setTimeout(resolve, 1));
  stream.stop();
  await stream.done;
  assert.deepEqual(events.map((event) => event.id), ["4", "6"]);
  assert.equal(calls[0].headers.Authorization, "Bearer t0k");
  assert.deepEqual(calls.map((call) => call.headers["Last-Event-ID"]), ["3", "4", "4", "6"]);
  assert.deepEqual(waits, [500, 1000, 500], "the wait doubles while failing, and starts afresh once data came");
});

test("a refusal that reconnecting cannot mend ends the stream; a busy server is waited for", async () => {
  const ended = [];
  const waits = [];
  const { fetch, calls } = scripted([
    new Response("", { status: 429, headers: { "Retry-After": "5" } }),
    new Response("", { status: 401 }),
  ]);
  const stream = new LiveStream({
    url: "/api/v1/players/me/events", token: () => "t", fetch, random: () => 0,
    onEvent: () => assert.fail("no event"), onEnd: (status) => ended.push(status), sleep: async (ms) => { waits.push(ms); },
  }).start();
  await stream.done;
  assert.equal(calls.length, 2);
  assert.equal(calls[0].headers["Last-Event-ID"], undefined, "nothing shown yet: everything is wanted");
  assert.deepEqual(waits, [5000]);
  assert.deepEqual(ended, [401]);
});

test("stopping ends a stream that is waiting to reconnect", async () => {
  const { fetch, calls } = scripted([new TypeError("down"), new TypeError("down")]);
  const stream = new LiveStream({ url: "/x", token: () => null, fetch, onEvent: () => {} }).start();
  while (calls.length < 1) await new Promise((resolve) => setTimeout(resolve, 1));
  stream.stop();
  await stream.done;
  assert.equal(calls.length, 1);
  assert.equal(calls[0].headers.Authorization, undefined);
});
