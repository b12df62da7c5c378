// Pure helpers over the server's game state: the browser never decides a rule, it reads them.
import { S } from "./strings.js";

export function cellOf(game, row, col) {
  return game.board[row][col];
}

export function movesForCard(game, card) {
  return game.legal_moves.filter((move) => move.card === card);
}

export function gapAt(game, row, col) {
  return game.gaps.find((gap) => gap.at[0] === row && gap.at[1] === col) || null;
}

export function moveFor(game, card, row, col) {
  return game.legal_moves.find((m) => m.card === card && m.to[0] === row && m.to[1] === col) || null;
}

// What a click (or Enter, or gamepad A) on a cell means.
export function intentForCell(game, row, col) {
  const card = cellOf(game, row, col);
  if (card) {
    const moves = movesForCard(game, card);
    if (moves.length === 1) return { kind: "move", move: moves[0] };
    if (moves.length > 1) return { kind: "choose-gap", card, gaps: moves.map((m) => m.to) };
    return { kind: "nothing", card };
  }
  const gap = gapAt(game, row, col);
  if (!gap || gap.accepts.length === 0) return { kind: "dead", at: [row, col] };
  if (gap.accepts.length === 1) return { kind: "move", move: moveFor(game, gap.accepts[0], row, col) };
  return { kind: "highlight", at: [row, col], cards: gap.accepts };
}

// Why a card cannot be dropped on a cell, told from the gaps the server listed.
export function whyNot(game, card, row, col) {
  if (cellOf(game, row, col)) return S.play.dropOnGap;
  const gap = gapAt(game, row, col);
  if (!gap || gap.accepts.length === 0) return S.play.deadDrop;
  return S.play.doesNotFit(card, gap.accepts);
}

// A gap as a player names it: by the card on its left, or as the start of its row.
export function gapName(game, row, col) {
  if (col === 0) return S.play.rowStart(row);
  const left = game.board[row][col - 1];
  return left ? S.play.gapAfter(left) : S.play.rowStart(row);
}

// A redeal spends something scarce and ends undo for this deal: ask first while cards can still move.
export function redealNeedsConfirm(game) {
  return game.legal_moves.length > 0;
}

// The first hint of a ranked game takes it off the leaderboards (when the server reports `assisted`).
export function hintNeedsConfirm(game) {
  return Boolean(game.ranked) && game.status === "playing" && game.assisted === false;
}

// Only a move that loses the game is worth a question (the server says how each move would end it):
// a winning move is simply played.
export function endingNeedsConfirm(game, move) {
  return move.outcome === "lost";
}

export function moveFocus(focus, step, rows, cols) {
  if (!step) return focus;
  const [row, col] = focus;
  return [Math.min(rows - 1, Math.max(0, row + step[0])), Math.min(cols - 1, Math.max(0, col + step[1]))];
}

export function lockedCells(game) {
  const cells = new Set();
  game.runs.forEach((length, row) => {
    for (let col = 0; col < length; col += 1) cells.add(`${row},${col}`);
  });
  return cells;
}

export function clockMs(game, receivedAt, now) {
  if (game.status !== "playing") return game.time_left_ms ?? game.elapsed_ms;
  const passed = now - receivedAt;
  if (game.time_left_ms !== null && game.time_left_ms !== undefined) return Math.max(0, game.time_left_ms - passed);
  return game.elapsed_ms + passed;
}

export const ANIMATION_MS = { off: 0, slow: 420, normal: 240, fast: 130 };
