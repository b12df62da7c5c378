// Live updates of the player's own things: the game on the table and the settings, each followed
// through event-stream.js from the version the page shows, so only newer ones come; and the player's
// feed (what happens to them anywhere), one stream for the whole page, whoever listens to it.

import { followEvents } from "./event-stream.js";

// A state from the stream is shown only if it is of the game on the table and newer than it.
export function isNewer(incoming, shown) {
  return Boolean(incoming && shown && incoming.id === shown.id && incoming.version > shown.version);
}

// Follows the states of game `gameId`; `shownVersion()` names the version on the table. Answers
// { gameId, stop }.
export function followGameStates(gameId, { token, shownVersion, onState, ...options }) {
  const stop = follow(`/api/v1/games/${gameId}/events`, { token, shownVersion, onEvent: only("state", onState), ...options });
  return { gameId, stop };
}

// Follows the player's settings as changed on any device. Answers { stop }.
export function followSettingsChanges({ token, shownVersion, onSettings, ...options }) {
  return { stop: follow("/api/v1/players/me/events", { token, shownVersion, onEvent: only("settings", onSettings), ...options }) };
}

// The player's feed (`/players/me/feed`): from start() on, each event's data goes to the handlers of its
// kind. One stream serves every listener of the page (the server allows a token few streams of one kind).
export class PlayerFeed {
  // `token()`: asked at each connection. `refused(error)`: told when the server refuses the stream for
  // good (the token signed out, say). `options`: followEvents's own (fetch, wait: for tests).
  constructor({ token, refused = () => null, ...options }) {
    Object.assign(this, { token, refused, options });
    this.handlers = new Map();
    this.stop = () => null;
    this.player = null;
    this.lastId = null;
  }

  // Calls `handler(data)` for each event of `kind` from now on; answers the function that stops it.
  on(kind, handler) {
    if (!this.handlers.has(kind)) this.handlers.set(kind, new Set());
    this.handlers.get(kind).add(handler);
    return () => this.handlers.get(kind).delete(handler);
  }

  // Follows the feed of `player` (an id): a new page, or another account than the last, starts with what
  // comes next; the same player again (back online, say) resumes after the last event handed on, so what
  // happened meanwhile still comes. The stream before is dropped.
  start(player = null) {
    this.stop();
    if (player !== this.player) this.lastId = null;
    this.player = player;
    this.stop = follow("/api/v1/players/me/feed", {
      ...this.options,
      token: this.token,
      shownVersion: () => this.lastId,
      onRefused: (error) => this.refused(error),
      onEvent: (event) => {
        if (event.id !== null && event.id !== undefined) this.lastId = event.id;
        this.hand(event);
      },
    });
  }

  hand({ event: kind, data }) {
    const handlers = [...(this.handlers.get(kind) ?? [])];
    if (!handlers.length) return;
    let parsed;
    try {
      parsed = JSON.parse(data);
    } catch {
      return; // not one of ours: nothing to hand on
    }
    for (const handler of handlers) {
      try {
        handler(parsed);
      } catch (error) {
        console.error(error); // one listener's fault keeps the others, and the stream, going
      }
    }
  }
}

// The data of each event named `name`, for `onData`.
function only(name, onData) {
  return (event) => { if (event.event === name) onData(JSON.parse(event.data)); };
}

// Hands each event to `onEvent`, and a refusal for good to `onRefused`; answers the function that stops
// following.
function follow(url, { token, shownVersion, onEvent, onRefused = () => null, ...options }) {
  const controller = new AbortController();
  followEvents(url, {
    ...options,
    token,
    lastEventId: shownVersion,
    signal: controller.signal,
    onEvent,
  }).catch((error) => {
    // Refused for good (signed out, the game gone): the page keeps what it shows, and a later
    // sign-in or game follows again.
    onRefused(error);
  });
  return () => controller.abort();
}
