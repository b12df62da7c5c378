import assert from "node:assert/strict";
import { test } from "node:test";

import { followGameStates, isNewer } from "../../static/js/live.js";

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
