import assert from "node:assert/strict";
import { test } from "node:test";

import { PlayQueue, RETRIES, shownAfter } from "../../static/js/play-queue.js";

// A 1x4 board is enough: the queue holds no rule, it plays what the "server" below lists.
function state(version, board, legal) {
  return {
    id: "g", version, moves: version - 1, board: [board], can_undo: true, can_redeal: true,
    gaps: board.flatMap((code, col) => (code ? [] : [{ at: [0, col], accepts: legal.filter((m) => m.to[1] === col).map((m) => m.card) }])),
    legal_moves: legal,
  };
}

const FIRST = state(1, ["2H", null, "3H", "4H"], [{ card: "3H", to: [0, 1] }]);
const SECOND = state(2, ["2H", "3H", null, "4H"], [{ card: "4H", to: [0, 2] }]);
const THIRD = state(3, ["2H", "3H", "4H", null], []);

class Problem extends Error {
  constructor(status, { retryAfter = null, network = false, state = null } = {}) {
    super(`${status}`);
    this.status = status;
    this.retryAfter = retryAfter;
    this.network = network;
    this.problem = state ? { state } : {};
  }
}

// A server that answers each move from a script, a board that records what was shown and told.
function harness(answers) {
  let game = FIRST;
  const log = { sent: [], shown: [], refused: [], slept: [] };
  const queue = new PlayQueue({
    settled: () => game,
    send: async (from, action, key) => {
      log.sent.push({ version: from.version, card: action.card, key });
      const answer = answers.shift();
      await new Promise((resolve) => setTimeout(resolve, 5)); // the network's delay
      if (answer instanceof Error) throw answer;
      return answer;
    },
    show: (shown, { pending }) => {
      log.shown.push({ board: shown.board[0].join(" "), pending });
      if (!pending) game = shown;
    },
    refused: (error, settled) => {
      log.refused.push(error.status);
      game = error.problem.state || settled;
      log.shown.push({ board: game.board[0].join(" "), pending: false });
    },
    sleep: async (ms) => { log.slept.push(ms); },
    newKey: (() => { let n = 0; return () => `key-${(n += 1)}`; })(),
  });
  const tap = (card) => queue.enqueue((settled) => {
    const move = settled.legal_moves.find((m) => m.card === card);
    return move ? { action: { type: "move", card, to: move.to }, move } : null;
  });
  return { queue, log, tap };
}

test("a listed move shows at once: the card in its gap, a gap where it was, nothing more until the server answers", () => {
  const shown = shownAfter(FIRST, FIRST.legal_moves[0]);
  assert.deepEqual(shown.board, [["2H", "3H", null, "4H"]]);
  assert.deepEqual(shown.gaps, [{ at: [0, 2], accepts: null }]);
  assert.deepEqual(shown.legal_moves, []);
  assert.equal(shown.pending, true);
  assert.equal(shown.moves, FIRST.moves + 1);
  assert.deepEqual(FIRST.board, [["2H", null, "3H", "4H"]], "the settled state is left as it was");
});

test("the tapped move is on the board before the server answers", async () => {
  const { log, tap } = harness([SECOND]);
  const taken = tap("3H");
  await Promise.resolve();
  await Promise.resolve();
  assert.deepEqual(log.shown, [{ board: "2H 3H  4H", pending: true }], "shown before any answer");
  assert.equal(await taken, true);
  assert.deepEqual(log.shown.at(-1), { board: "2H 3H  4H", pending: false });
});

test("two quick taps are both played, in order, the second read against the first's answer, each once", async () => {
  const { log, tap } = harness([SECOND, THIRD]);
  const results = await Promise.all([tap("3H"), tap("4H")]);
  assert.deepEqual(results, [true, true]);
  assert.deepEqual(log.sent.map((s) => [s.version, s.card]), [[1, "3H"], [2, "4H"]]);
  assert.deepEqual(log.shown.filter((s) => !s.pending).map((s) => s.board), ["2H 3H  4H", "2H 3H 4H "]);
  assert.deepEqual(log.refused, []);
});

test("a refused move is put back, the player is told, and taps made on the board that was not are dropped", async () => {
  const { log, tap, queue } = harness([new Problem(409)]);
  const results = await Promise.all([tap("3H"), tap("4H")]);
  assert.deepEqual(results, [false, false]);
  assert.deepEqual(log.refused, [409]);
  assert.equal(log.sent.length, 1, "the second tap is never sent");
  assert.deepEqual(log.shown.at(-1), { board: "2H  3H 4H", pending: false }, "the card is back where it was");
  assert.equal(queue.dropped, 1);
});

test("a 429 waits for its Retry-After and goes on with the same key, and the player is not told", async () => {
  const { log, tap } = harness([new Problem(429, { retryAfter: 2 }), SECOND]);
  assert.equal(await tap("3H"), true);
  assert.deepEqual(log.slept, [2000]);
  assert.deepEqual(log.refused, []);
  assert.equal(log.sent.length, 2);
  assert.equal(log.sent[0].key, log.sent[1].key, "a second try of one action carries its Idempotency-Key");
});

test("a lost connection is tried again with the same key; once the retries run out the player is told", async () => {
  const lost = () => new Problem(0, { network: true });
  const recovering = harness([lost(), SECOND]);
  assert.equal(await recovering.tap("3H"), true);
  assert.equal(recovering.log.sent[0].key, recovering.log.sent[1].key);

  const gone = harness(Array.from({ length: RETRIES + 1 }, lost));
  assert.equal(await gone.tap("3H"), false);
  assert.equal(gone.log.sent.length, RETRIES + 1);
  assert.deepEqual(gone.log.refused, [0]);
  assert.deepEqual(gone.log.shown.at(-1), { board: "2H  3H 4H", pending: false });
});

test("a tap that means no move sends nothing", async () => {
  const { log, tap } = harness([]);
  assert.equal(await tap("4H"), false);
  assert.deepEqual(log.sent, []);
  assert.deepEqual(log.shown, []);
});

test("an action is heard as taken before the tap behind it is read, and the queue says when it is idle", async () => {
  let game = FIRST;
  const heard = [];
  const queue = new PlayQueue({
    settled: () => game,
    send: async (_, action) => (action.card === "3H" ? SECOND : THIRD),
    show: (shown, { pending }) => { if (!pending) game = shown; },
    refused: () => heard.push("refused"),
    taken: (action) => heard.push(`taken ${action.card}`),
    idle: () => heard.push("idle"),
  });
  const tap = (card) => queue.enqueue((settled) => {
    heard.push(`read ${card}`);
    const move = settled.legal_moves.find((m) => m.card === card);
    return move ? { action: { type: "move", card, to: move.to }, move } : null;
  });
  await Promise.all([tap("3H"), tap("4H")]);
  await queue.idle();
  assert.deepEqual(heard, ["read 3H", "taken 3H", "read 4H", "taken 4H", "idle"]);
});

test("an intent that throws is a defect of its own: the taps behind it still run", async () => {
  const { queue, tap, log } = harness([SECOND]);
  const errors = console.error;
  console.error = () => {};
  try {
    const broken = queue.enqueue(() => { throw new Error("a defect"); });
    assert.equal(await broken, false);
    assert.equal(await tap("3H"), true);
  } finally {
    console.error = errors;
  }
  assert.equal(log.sent.length, 1);
});
