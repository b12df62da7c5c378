// The tutorial: a script over one fixed practice deal, chosen because its opening shows every law:
// two gaps at the start of row 1 (a Two, then its successor, then a locked run), an ordinary gap
// right of the 10 of diamonds, and a dead gap right of the King of clubs. The server deals and
// referees it like any practice game; the script only says which action each step waits for.
import { LESSON } from "./strings.js";

export const LESSON_RULES = "classic@1";
export const LESSON_SEED = "lesson-2494";

export const STEPS = [
  { id: "goal" },
  { id: "gaps", spotlightGaps: true },
  { id: "law1", expect: { type: "move", card: "2D", to: [0, 0] } },
  { id: "law2", expect: { type: "move", card: "3D", to: [0, 1] } },
  { id: "locked", spotlight: [[0, 0], [0, 1], [3, 0]] },
  { id: "law2again", expect: { type: "move", card: "JD", to: [2, 7] } },
  { id: "dead", spotlight: [[0, 10], [0, 9]] },
  { id: "redeal", expect: { type: "redeal" } },
  { id: "after", expect: { type: "move", card: "4D", to: [0, 2] } },
  { id: "score", focus: "score" },
  { id: "tools" },
].map((step) => ({ ...step, words: LESSON[step.id] }));

// Whether the step lets the player take `action` ({type, card, to}).
export function allows(step, action) {
  const expected = step?.expect;
  if (!expected || expected.type !== action.type) return false;
  if (expected.type !== "move") return true;
  return expected.card === action.card && expected.to[0] === action.to[0] && expected.to[1] === action.to[1];
}

// The cells a step points at (the expected card and its gap, or the listed cells).
export function spotlightOf(step, game) {
  if (step.spotlight) return step.spotlight;
  if (step.spotlightGaps) return game.gaps.map((gap) => gap.at);
  if (step.expect?.type === "move") {
    const from = findCard(game, step.expect.card);
    return from ? [from, step.expect.to] : [step.expect.to];
  }
  return [];
}

export function findCard(game, card) {
  for (let row = 0; row < game.board.length; row += 1) {
    const col = game.board[row].indexOf(card);
    if (col >= 0) return [row, col];
  }
  return null;
}

// Whether the deal on the table is the one the script was written for (the first steps' cards sit
// where the script expects them), so a changed deal never leads the player through wrong words.
export function matchesLesson(game) {
  return game.seed === LESSON_SEED && game.rules === LESSON_RULES && game.moves === 0
    && game.board[0][0] === null && game.board[0][1] === null && game.board[0][9] === "KC" && game.board[2][6] === "TD";
}

export class Tutorial {
  constructor({ onChange, onFinish }) {
    this.index = 0;
    this.onChange = onChange;
    this.onFinish = onFinish;
  }

  get step() {
    return STEPS[this.index];
  }

  get total() {
    return STEPS.length;
  }

  allows(action) {
    return allows(this.step, action);
  }

  // After the server applied an action the step waited for, the lesson moves on.
  applied(action) {
    if (allows(this.step, action)) this.go(this.index + 1);
  }

  go(index) {
    if (index >= STEPS.length) {
      this.onFinish();
      return;
    }
    this.index = Math.max(0, index);
    this.onChange(this.step, this.index);
  }

  next() {
    if (!this.step.expect) this.go(this.index + 1);
  }

  // Steps that waited for an action cannot be stepped back into: the action has been taken.
  back() {
    if (this.canGoBack()) this.go(this.index - 1);
  }

  canGoBack() {
    const previous = this.index - 1;
    return previous >= 0 && !STEPS[previous].expect;
  }
}
