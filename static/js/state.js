// Pure helpers over the server's game state: the browser never decides a rule, it reads them.

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
    return { kind: "nothing", card, why: `${card} fits no gap now` };
  }
  const gap = gapAt(game, row, col);
  if (!gap || gap.accepts.length === 0) return { kind: "dead", at: [row, col] };
  if (gap.accepts.length === 1) return { kind: "move", move: moveFor(game, gap.accepts[0], row, col) };
  return { kind: "highlight", at: [row, col], cards: gap.accepts };
}

// Why a card cannot be dropped on a cell, told from the gaps the server listed.
export function whyNot(game, card, row, col) {
  if (cellOf(game, row, col)) return "Drop a card on a gap.";
  const gap = gapAt(game, row, col);
  if (!gap || gap.accepts.length === 0) return "Nothing can go in that gap until a redeal.";
  return `${card} does not fit there: that gap takes ${gap.accepts.join(" or ")}.`;
}

export function moveFocus(focus, key, rows, cols) {
  const [row, col] = focus;
  const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const step = steps[key];
  if (!step) return focus;
  return [Math.min(rows - 1, Math.max(0, row + step[0])), Math.min(cols - 1, Math.max(0, col + step[1]))];
}

export function lockedCells(game) {
  const cells = new Set();
  game.runs.forEach((length, row) => {
    for (let col = 0; col < length; col += 1) cells.add(`${row},${col}`);
  });
  return cells;
}

export function formatClock(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return `${minutes}:${seconds}`;
}

export function clockMs(game, receivedAt, now) {
  if (game.status !== "playing") return game.time_left_ms ?? game.elapsed_ms;
  const passed = now - receivedAt;
  if (game.time_left_ms !== null && game.time_left_ms !== undefined) return Math.max(0, game.time_left_ms - passed);
  return game.elapsed_ms + passed;
}

export function rulesLabel(rules) {
  return { "classic@1": "Classic", "relaxed@1": "Relaxed", "express@1": "Express", "blue-moon@1": "Blue Moon" }[rules] || rules;
}

export const ANIMATION_MS = { off: 0, slow: 420, normal: 240, fast: 130 };
