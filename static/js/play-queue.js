// What the player does, shown at once and sent in order. The browser holds no rule: a tapped move is one
// the server listed (`legal_moves`), and showing it only moves the card to the gap it names; the server's
// answer then replaces the shown state. Taps made while an action is on its way wait their turn and are
// read against the state the server answered, so none is dropped and none is played twice. A 429 waits
// for its Retry-After, a lost connection is tried again with the same Idempotency-Key (the server plays a
// repeated key once), and only a refusal or a failure that outlasts the retries is told.

export const RETRIES = 4; // after a 429 or a lost connection, before the player is told
export const NETWORK_RETRY_MS = [400, 1000, 2000, 4000];
const DEFAULT_RETRY_AFTER_S = 1;
const LONGEST_RETRY_AFTER_S = 30;

// The state the player sees the moment a listed move is tapped: the card in the gap it names, a gap where
// it was. What the move does beyond that (new gaps' cards, the score) waits for the server, so the shown
// state lists no legal move and marks itself `pending`.
export function shownAfter(game, move) {
  const from = findCard(game.board, move.card);
  if (!from) return null;
  const board = game.board.map((run) => [...run]);
  board[move.to[0]][move.to[1]] = move.card;
  board[from[0]][from[1]] = null;
  const gaps = game.gaps
    .filter((gap) => gap.at[0] !== move.to[0] || gap.at[1] !== move.to[1])
    .concat([{ at: from, accepts: null }]);
  // Undo and Redeal stay offered: tapped now, they wait their turn and are read against the server's answer.
  return { ...game, board, gaps, legal_moves: [], moves: game.moves + 1, can_undo: true, pending: true, changed: [from, move.to] };
}

function findCard(board, card) {
  for (let row = 0; row < board.length; row += 1) {
    const col = board[row].indexOf(card);
    if (col >= 0) return [row, col];
  }
  return null;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A retry is worth it when the server asked to be asked later (429), or when the request or its answer
// was lost, or the server could not say whether it acted (503): the same key makes a second try safe.
function retryDelay(error, attempt) {
  if (attempt >= RETRIES) return null;
  if (error?.status === 429) {
    const seconds = Number(error.retryAfter) > 0 ? Number(error.retryAfter) : DEFAULT_RETRY_AFTER_S;
    return Math.min(seconds, LONGEST_RETRY_AFTER_S) * 1000;
  }
  if (error?.network || error?.status === 503) {
    const asked = Number(error.retryAfter) > 0 ? Math.min(Number(error.retryAfter), LONGEST_RETRY_AFTER_S) * 1000 : 0;
    return Math.max(asked, NETWORK_RETRY_MS[Math.min(attempt, NETWORK_RETRY_MS.length - 1)]);
  }
  return null;
}

export class PlayQueue {
  // settled(): the state the server last answered, which each waiting intent is read against.
  // send(game, action, key): the server's new state for the action (throws its problem).
  // show(game, { pending }): draws a state; pending while the server has not answered it.
  // refused(error, settled): the server refused (or the retries ran out); the player is told and the
  //   board shows `settled` again (or the state the problem carries). Intents waiting behind it are
  //   dropped: they were made on a board that was not so.
  // taken(action): the server took it (before any intent behind it is read: a tutorial step advances first).
  // idle(): nothing is on its way any more (states held meanwhile may be shown).
  constructor({ settled, send, show, refused, taken = () => {}, idle = () => {}, sleep = wait, newKey = () => globalThis.crypto.randomUUID() }) {
    this.settled = settled;
    this.send = send;
    this.show = show;
    this.refused = refused;
    this.taken = taken;
    this.onIdle = idle;
    this.sleep = sleep;
    this.newKey = newKey;
    this.waiting = [];
    this.running = null;
    this.dropped = 0;
  }

  // True while an action is on its way or an intent waits.
  get busy() {
    return Boolean(this.running) || this.waiting.length > 0;
  }

  // `intent(game)` reads what the player meant against the settled state, and answers the step to take:
  // { action, move } (a listed move, shown at once), { action } (shown when answered), or null (nothing to
  // send: the intent said why itself). Answers a promise of whether its action was taken.
  enqueue(intent) {
    return new Promise((resolve) => {
      this.waiting.push({ intent, resolve });
      if (!this.running) {
        this.running = this.pump().finally(() => {
          this.running = null;
          this.onIdle();
        });
      }
    });
  }

  // Resolves once nothing is on its way.
  async idle() {
    while (this.running) await this.running;
  }

  // Forgets what waits (a new game, a view left): each waiting intent answers false.
  clear() {
    for (const { resolve } of this.waiting.splice(0)) resolve(false);
  }

  async pump() {
    while (this.waiting.length) {
      const { intent, resolve } = this.waiting.shift();
      const game = this.settled();
      let step = null;
      try {
        step = game ? await intent(game) : null;
      } catch (error) {
        console.error(error); // a defect of the page: the intents behind it still run
      }
      if (!step) {
        resolve(false);
        continue;
      }
      resolve(await this.take(game, step));
    }
  }

  async take(game, { action, move }) {
    const shown = move ? shownAfter(game, move) : null;
    if (shown) this.show(shown, { pending: true });
    const key = this.newKey();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answered = await this.send(game, action, key);
        this.show(answered, { pending: false });
        this.taken(action);
        return true;
      } catch (error) {
        const delay = retryDelay(error, attempt);
        if (delay !== null) {
          await this.sleep(delay);
          continue;
        }
        this.dropped += this.waiting.length;
        this.clear();
        this.refused(error, game);
        return false;
      }
    }
  }
}
