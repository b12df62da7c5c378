// Live updates: the server's Server-Sent Events, read with fetch because EventSource cannot send the
// token's header. A stream resumes from the last version shown (Last-Event-ID), waits longer after
// each failure, and ends when told to (the game is over, the player has left the view).

// Reads the event-stream format from text chunks, wherever a chunk happens to end.
export class EventParser {
  constructor() {
    this.buffer = "";
    this.reset();
  }

  reset() {
    this.type = "";
    this.data = [];
    this.id = null;
  }

  // Feeds one chunk; answers the events it completed ({ event, data, id }).
  push(chunk) {
    this.buffer += chunk;
    const events = [];
    // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
    const lines = this.buffer.split(/\r\n|\r(?!$)|\n/);
    this.buffer = lines.pop();
    for (const line of lines) {
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  line(line) {
    if (line === "") {
      const event = this.data.length ? { event: this.type || "message", data: this.data.join("\n"), id: this.id } : null;
      this.reset();
      return event;
    }
    if (line.startsWith(":")) return null; // a comment: the server saying it is still there
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "data") this.data.push(value);
    else if (field === "event") this.type = value;
    else if (field === "id" && !value.includes("\0")) this.id = value;
    return null;
  }
}

// How long to wait before reconnecting after `failures` failures in a row: doubling from half a
// second to half a minute, spread out (so many clients a server dropped do not all come back at
// once), and never sooner than the server's Retry-After.
export function retryDelay(failures, retryAfterSeconds = null, random = Math.random) {
  const ceiling = Math.min(30_000, 500 * 2 ** failures);
  const spread = ceiling / 2 + random() * (ceiling / 2);
  return Math.max(spread, (retryAfterSeconds || 0) * 1000);
}

// A state from the stream is shown only if it is of the game on the table and newer than it.
export function isNewer(incoming, shown) {
  return Boolean(incoming && shown && incoming.id === shown.id && incoming.version > shown.version);
}

// Answers that say reconnecting cannot help: signed out, not this player's, no such resource.
const FINAL = new Set([401, 403, 404, 422]);

export class LiveStream {
  // `lastEventId()` names the version already shown (so only newer ones come); `onEvent` gets each
  // event; `onEnd(status)` hears that the server refused the stream for good.
  constructor({ url, token, lastEventId = () => null, onEvent, onEnd = () => {}, fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    sleep = null, random = Math.random }) {
    Object.assign(this, { url, token, lastEventId, onEvent, onEnd, fetch: fetchImpl, random });
    this.sleep = sleep || ((ms) => new Promise((resolve) => {
      this.waking = resolve;
      this.timer = setTimeout(resolve, ms);
    }));
    this.stopped = false;
    this.failures = 0;
    this.done = null;
  }

  start() {
    this.done = this.run();
    return this;
  }

  stop() {
    this.stopped = true;
    this.controller?.abort();
    clearTimeout(this.timer);
    this.waking?.();
  }

  async run() {
    while (!this.stopped) {
      const retryAfter = await this.connect();
      if (this.stopped) return;
      await this.sleep(retryDelay(this.failures, retryAfter, this.random));
      this.failures += 1;
    }
  }

  // One connection, read to its end; answers the server's Retry-After, if it gave one.
  async connect() {
    this.controller = new AbortController();
    const headers = { Accept: "text/event-stream" };
    const token = this.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const last = this.lastEventId();
    if (last !== null && last !== undefined) headers["Last-Event-ID"] = String(last);
    try {
      const response = await this.fetch(this.url, { headers, signal: this.controller.signal, cache: "no-store" });
      if (!response.ok) {
        await response.body?.cancel?.().catch(() => null);
        if (FINAL.has(response.status)) {
          this.stopped = true;
          this.onEnd(response.status);
        }
        return Number(response.headers?.get?.("Retry-After")) || null;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new EventParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done || this.stopped) break;
        this.failures = 0; // bytes came (an event or a heartbeat): the next drop starts the wait afresh
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (!this.stopped) this.onEvent(event);
        }
      }
    } catch {
      // the network dropped, or stop() aborted the read: run() decides whether to come back
    }
    return null;
  }
}
