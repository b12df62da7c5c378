// Server-Sent Events read with fetch: EventSource cannot send an Authorization header, and our
// streams want the player's token. A dropped connection is opened again with Last-Event-ID, so
// the server sends only what is newer than what the page already has. Every stream of the page
// (a race, the game on the table, the player's settings) is read by this one module.

// Splits a stream's text into events as it arrives, across chunks cut anywhere (even inside a
// line break): push() answers the events completed by that chunk ({ event, id, data }).
export class EventStreamParser {
  constructor() {
    this.buffer = "";
    this.reset();
  }

  reset() {
    this.data = [];
    this.event = "";
    this.id = null;
  }

  push(chunk) {
    this.buffer += chunk;
    const events = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (!match || (match[0] === "\r" && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  line(line) {
    if (line === "") {
      // An event without data is no event: its name and id are forgotten with it.
      const event = this.data.length ? { event: this.event || "message", id: this.id, data: this.data.join("\n") } : null;
      this.reset();
      return event;
    }
    if (line.startsWith(":")) return null; // a comment: the server's keep-alive ping
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") this.data.push(value);
    else if (field === "event") this.event = value;
    else if (field === "id" && !value.includes("\0")) this.id = value;
    return null;
  }
}

// A refusal that reconnecting cannot mend, with the server's problem details.
export class StreamError extends Error {
  constructor(status, problem) {
    super(`stream refused: ${status}`);
    this.status = status;
    this.problem = problem || {};
  }
}

// Answers that say reconnecting cannot help: signed out, not this player's, no such resource.
const FINAL = new Set([401, 403, 404, 422]);

// What the server's last event on a stream it ends says: the resource is over (nothing more will
// come), a refusal reconnecting cannot mend (signed out, gone: as its HTTP answer would say), or
// come back after `retryAfter` seconds.
export function streamEnd(event) {
  let data = {};
  try {
    data = JSON.parse(event.data) || {};
  } catch {
    data = {};
  }
  if (data.reason === "over") return { over: true };
  if (data.reason === "signed-out") return { status: 401, problem: { type: "/problems/unauthorized", detail: data.detail } };
  if (data.reason === "gone") return { status: 404, problem: { type: "/problems/not-found", detail: data.detail } };
  return { retryAfter: Number(data.retry_after) || null };
}

// How long to wait before reconnecting after `failures` failures in a row: doubling from half a
// second to half a minute, spread out (so many clients a server dropped do not all come back at
// once), and never sooner than the server's Retry-After.
export function retryDelay(failures, retryAfterSeconds = null, random = Math.random) {
  const ceiling = Math.min(30_000, 500 * 2 ** failures);
  const spread = ceiling / 2 + random() * (ceiling / 2);
  return Math.max(spread, (retryAfterSeconds || 0) * 1000);
}

// Follows a stream until `isFinal(event)` says the last event has come, the server ends it as over,
// or `signal` aborts it.
// Every event goes to `onEvent`. `token()` is asked at each connection (the player may have signed
// in or out meanwhile); so is `lastEventId()`, when given, for the version the page shows, else the
// id of the last event seen is sent. A drop is retried after retryDelay(); a refusal reconnecting
// cannot mend (401, 403, 404, 422, or an `end` event saying signed-out or gone) ends it with
// StreamError. `end` events never reach `onEvent`.
export async function followEvents(url, {
  token = () => null, lastEventId = null, signal, onEvent, isFinal = () => false,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis), wait = pause, random = Math.random,
}) {
  let seen = null;
  let failures = 0;
  while (!signal?.aborted) {
    let retryAfter = null;
    const headers = { Accept: "text/event-stream" };
    const bearer = token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const resume = lastEventId ? lastEventId() : seen;
    if (resume !== null && resume !== undefined) headers["Last-Event-ID"] = String(resume);
    try {
      const response = await fetchImpl(url, { headers, signal, cache: "no-store" });
      if (!response.ok) {
        if (FINAL.has(response.status)) throw new StreamError(response.status, await response.json().catch(() => null));
        await response.body?.cancel?.().catch(() => null);
        retryAfter = Number(response.headers?.get?.("Retry-After")) || null;
      } else {
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const parser = new EventStreamParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done || signal?.aborted) break;
          failures = 0; // bytes came (an event or a heartbeat): the next drop starts the wait afresh
          let ended = null;
          for (const event of parser.push(decoder.decode(value, { stream: true }))) {
            if (signal?.aborted) return;
            if (event.event === "end") {
              ended = streamEnd(event);
              break;
            }
            if (event.id !== null) seen = event.id;
            onEvent(event);
            if (isFinal(event)) {
              reader.cancel().catch(() => null);
              return;
            }
          }
          if (ended) {
            reader.cancel().catch(() => null);
            if (ended.status) throw new StreamError(ended.status, ended.problem);
            if (ended.over) return;
            retryAfter = ended.retryAfter;
            break;
          }
        }
      }
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof StreamError) throw error;
      // otherwise the network dropped: wait, then come back
    }
    if (signal?.aborted) return;
    await wait(retryDelay(failures, retryAfter, random), signal);
    failures += 1;
  }
}

function pause(ms, signal) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
