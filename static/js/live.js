// Live updates of the player's own things: the game on the table and the settings, each followed
// through event-stream.js from the version the page shows, so only newer ones come.

import { followEvents } from "./event-stream.js";

// A state from the stream is shown only if it is of the game on the table and newer than it.
export function isNewer(incoming, shown) {
  return Boolean(incoming && shown && incoming.id === shown.id && incoming.version > shown.version);
}

// Follows the states of game `gameId`; `shownVersion()` names the version on the table. Answers
// { gameId, stop }.
export function followGameStates(gameId, { token, shownVersion, onState, ...options }) {
  const stop = follow(`/api/v1/games/${gameId}/events`, "state", { token, shownVersion, onData: onState, ...options });
  return { gameId, stop };
}

// Follows the player's settings as changed on any device. Answers { stop }.
export function followSettingsChanges({ token, shownVersion, onSettings, ...options }) {
  return { stop: follow("/api/v1/players/me/events", "settings", { token, shownVersion, onData: onSettings, ...options }) };
}

// Hands the data of each event named `name` to `onData`; answers the function that stops following.
function follow(url, name, { token, shownVersion, onData, ...options }) {
  const controller = new AbortController();
  followEvents(url, {
    ...options,
    token,
    lastEventId: shownVersion,
    signal: controller.signal,
    onEvent: (event) => { if (event.event === name) onData(JSON.parse(event.data)); },
  }).catch(() => {
    // Refused for good (signed out, the game gone): the page keeps what it shows, and a later
    // sign-in or game follows again.
  });
  return () => controller.abort();
}
