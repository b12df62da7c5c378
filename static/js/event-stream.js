// Server-Sent Events read with fetch: EventSource cannot send an Authorization header, and our
// streams want the player's token. A dropped connection is opened again with Last-Event-ID, so
// the server sends only what is newer than the last event seen.

// Splits a stream's text into events as it arrives, across chunks cut anywhere (even inside a
// line break): push() answers the events completed by that chunk.
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
      if (!this.data.length) {
        this.reset();
        return null;
      }
      const event = { event: this.event || "message", id: this.id, data: this.data.join("\n") };
      this.reset();
      return event;
    }
    if (line.startsWith(":")) return null; // a comment: the server's "still here"
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

export class StreamError extends Error {
  constructor(status, problem) {
    super(`stream refused: ${status}`);
    this.status = status;
    this.problem = problem || {};
  }
}

const RETRY_MS = [500, 1000, 2000, 5000, 10000];

// Follows a stream until `isFinal(event)` says the last event has come, or `signal` aborts it.
// Every event goes to `onEvent`; a drop is retried (with Last-Event-ID) after a growing pause, and
// `onDrop` hears of each. A refusal the player must act on (401, 404...) ends it with StreamError.
export async function followEvents(url, {
  token = null, signal, onEvent, onDrop = () => {}, isFinal = () => false, lastEventId = null,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis), wait = pause,
}) {
  let last = lastEventId;
  let failures = 0;
  while (!signal?.aborted) {
    const headers = { Accept: "text/event-stream" };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (last !== null) headers["Last-Event-ID"] = last;
    try {
      const response = await fetchImpl(url, { headers, signal, cache: "no-store" });
      if (!response.ok) {
        const problem = await response.json().catch(() => null);
        if (response.status !== 429 && response.status < 500) throw new StreamError(response.status, problem);
        throw new Error(`stream answered ${response.status}`);
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new EventStreamParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.id !== null) last = event.id;
          failures = 0;
          onEvent(event);
          if (isFinal(event)) {
            reader.cancel().catch(() => null);
            return;
          }
        }
      }
    } catch (error) {
      if (error instanceof StreamError || signal?.aborted) {
        if (signal?.aborted) return;
        throw error;
      }
    }
    if (signal?.aborted) return;
    onDrop();
    await wait(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)], signal);
    failures += 1;
  }
}

function pause(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
