// Rendering is a function of state, drawn at most once per animation frame. Cards are keyed by
// code and placed with transforms only, so moves glide without layout work.
import { cardBack, cardFace, spokenName } from "./cards.js";
import { lockedCells } from "./state.js";

export class BoardView {
  constructor(root) {
    this.root = root;
    this.cells = [];
    this.cards = new Map();
    this.faces = new Map();
    this.shape = "";
    this.pending = null;
  }

  // Schedule a redraw; many state changes within one frame draw once.
  render(game, ui) {
    this.pending = { game, ui };
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const { game: latest, ui: latestUi } = this.pending;
      this.draw(latest, latestUi);
    });
  }

  renderNow(game, ui) {
    this.pending = { game, ui };
    this.draw(game, ui);
  }

  face(code, fourColour) {
    const key = `${code}:${fourColour}`;
    if (!this.faces.has(key)) this.faces.set(key, cardFace(code, { fourColour }));
    return this.faces.get(key);
  }

  build(rows, cols) {
    this.root.replaceChildren();
    this.root.style.setProperty("--cols", cols);
    this.root.style.setProperty("--rows", rows);
    this.grid = document.createElement("div");
    this.grid.className = "grid";
    this.layer = document.createElement("div");
    this.layer.className = "cards";
    this.layer.setAttribute("aria-hidden", "true");
    this.cells = [];
    for (let row = 0; row < rows; row += 1) {
      const rowEl = document.createElement("div");
      rowEl.setAttribute("role", "row");
      rowEl.className = "row";
      const cellRow = [];
      for (let col = 0; col < cols; col += 1) {
        const cell = document.createElement("div");
        cell.className = "cell";
        cell.setAttribute("role", "gridcell");
        cell.dataset.row = row;
        cell.dataset.col = col;
        cell.tabIndex = -1;
        rowEl.append(cell);
        cellRow.push(cell);
      }
      this.grid.append(rowEl);
      this.cells.push(cellRow);
    }
    this.cards = new Map();
    this.root.append(this.grid, this.layer);
    this.shape = `${rows}x${cols}`;
  }

  draw(game, ui) {
    const rows = game.board.length;
    const cols = game.board[0].length;
    if (this.shape !== `${rows}x${cols}`) this.build(rows, cols);
    const locked = lockedCells(game);
    const dead = new Set(game.gaps.filter((g) => g.accepts.length === 0).map((g) => `${g.at[0]},${g.at[1]}`));
    const seen = new Set();
    this.root.classList.toggle("won", game.status === "won");
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const code = game.board[row][col];
        const key = `${row},${col}`;
        const cell = this.cells[row][col];
        const isFocus = ui.focus && ui.focus[0] === row && ui.focus[1] === col;
        cell.tabIndex = isFocus ? 0 : -1;
        cell.classList.toggle("focus", Boolean(isFocus));
        cell.classList.toggle("gap", !code);
        cell.classList.toggle("dead", dead.has(key));
        cell.classList.toggle("target", Boolean(ui.targets?.has(key)));
        cell.classList.toggle("hint-to", Boolean(ui.hint && ui.hint.to && ui.hint.to[0] === row && ui.hint.to[1] === col));
        let label = `row ${row + 1}, column ${col + 1}, `;
        if (code) {
          label += spokenName(code) + (locked.has(key) ? ", in sequence" : "");
          seen.add(code);
          this.place(code, row, col, game, ui, locked.has(key));
        } else {
          label += dead.has(key) ? "dead gap" : "gap";
        }
        cell.setAttribute("aria-label", label);
      }
    }
    for (const [code, element] of this.cards) {
      if (!seen.has(code)) {
        element.remove();
        this.cards.delete(code);
      }
    }
  }

  place(code, row, col, game, ui, locked) {
    let element = this.cards.get(code);
    const fourColour = Boolean(ui.fourColour);
    if (!element || element.dataset.colours !== String(fourColour)) {
      element?.remove();
      element = document.createElement("div");
      element.className = "card";
      element.dataset.card = code;
      element.dataset.colours = String(fourColour);
      element.innerHTML = this.face(code, fourColour);
      element.style.transform = `translate(${col * 100}%, ${row * 100}%)`;
      this.layer.append(element);
      this.cards.set(code, element);
    }
    element.dataset.row = row;
    element.dataset.col = col;
    if (!element.classList.contains("dragging")) element.style.transform = `translate(${col * 100}%, ${row * 100}%)`;
    element.style.setProperty("--run-index", col);
    element.classList.toggle("locked", locked);
    element.classList.toggle("movable", game.legal_moves.some((m) => m.card === code));
    element.classList.toggle("highlight", Boolean(ui.highlighted?.has(code)));
    element.classList.toggle("hint-card", ui.hint?.card === code);
    element.classList.toggle("show-moves", Boolean(ui.showMoves) && game.legal_moves.some((m) => m.card === code));
  }

  // A redeal visibly gathers the loose cards onto the deck before the new deal is drawn.
  gather(game, ms) {
    const locked = lockedCells(game);
    for (const element of this.cards.values()) {
      const key = `${element.dataset.row},${element.dataset.col}`;
      if (!locked.has(key)) {
        element.style.transform = `translate(${(game.board[0].length + 0.5) * 100}%, ${150}%)`;
      }
    }
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  cellAt(clientX, clientY) {
    const box = this.grid.getBoundingClientRect();
    const cols = this.cells[0].length;
    const rows = this.cells.length;
    const col = Math.floor(((clientX - box.left) / box.width) * cols);
    const row = Math.floor(((clientY - box.top) / box.height) * rows);
    if (row < 0 || col < 0 || row >= rows || col >= cols) return null;
    return [row, col];
  }

  focusCell(row, col) {
    this.cells[row]?.[col]?.focus({ preventScroll: true });
  }
}

export function renderDeck(element, backId, redealsLeft) {
  element.innerHTML = cardBack(backId);
  const count = document.createElement("span");
  count.className = "deck-count";
  count.textContent = redealsLeft === null ? "\u221e" : String(redealsLeft);
  element.append(count);
  element.setAttribute("aria-label", redealsLeft === null ? "redeals: unlimited" : `redeals left: ${redealsLeft}`);
}
