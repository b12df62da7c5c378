// Rendering is a function of state, drawn at most once per animation frame. Cards are keyed by
// code and placed by CSS custom properties (where the layout puts their cell) that become
// transforms, so moves glide on the compositor.
import { cardBack, cardFace } from "./cards.js";
import { boardLayout, cellAtPoint, cellOrigin, shownBox, withBoard } from "./layout.js";
import { lockedCells } from "./state.js";
import { S, cardWords, position } from "./strings.js";

export class BoardView {
  constructor(root, { area = root.parentElement, deck = null, deckSide = "right", label = S.board.label } = {}) {
    this.root = root;
    this.label = label;
    this.deckElement = deck;
    this.area = area;
    this.deckSide = deckSide;
    this.cells = [];
    this.cards = new Map();
    this.faces = new Map();
    this.shape = "";
    this.pending = null;
    this.sized = null; // the layout for the area's size, before a deal's gaps are placed
    this.layout = null;
    this.resizer = new ResizeObserver(() => this.relayout());
    this.resizer.observe(area);
  }

  // Schedule a redraw; many state changes within one frame draw once.
  render(game, ui) {
    this.pending = { game, ui };
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw(this.pending.game, this.pending.ui);
    });
  }

  renderNow(game, ui) {
    this.pending = { game, ui };
    this.draw(game, ui);
  }

  setDeckSide(side) {
    if (side === this.deckSide) return;
    this.deckSide = side;
    this.relayout();
  }

  face(code) {
    if (!this.faces.has(code)) this.faces.set(code, cardFace(code));
    return this.faces.get(code);
  }

  relayout() {
    if (!this.cells.length) return;
    const style = getComputedStyle(this.area);
    const width = this.area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const height = this.area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    if (width <= 0 || height <= 0) return;
    const layout = boardLayout({
      width, height, rows: this.cells.length, cols: this.cells[0].length, deck: Boolean(this.deckElement), deckSide: this.deckSide,
    });
    this.sized = layout;
    this.layout = layout;
    // A new layout takes effect at once: cards glide for moves, not for a turned phone.
    this.root.classList.add("relayout");
    requestAnimationFrame(() => requestAnimationFrame(() => this.root.classList.remove("relayout")));
    const set = (name, value) => this.root.style.setProperty(name, `${value}px`);
    set("--card-w", layout.cardW);
    set("--card-h", layout.cardH);
    set("--board-w", layout.width);
    set("--board-h", layout.height);
    set("--deck-x", layout.deck ? layout.deck.x : 0);
    set("--run-step", layout.runStep);
    this.root.classList.toggle("transposed", layout.transposed);
    this.root.classList.toggle("overlapped", layout.overlap);
    this.root.classList.toggle("with-deck", Boolean(layout.deck));
    this.root.dataset.layout = layout.transposed ? "transposed" : layout.overlap ? "overlapped" : "flat";
    if (this.pending) this.draw(this.pending.game, this.pending.ui); // every cell and card where the new layout puts it
    this.onLayout?.(layout);
  }

  build(rows, cols) {
    this.root.replaceChildren();
    this.cellLayer = document.createElement("div");
    this.cellLayer.className = "cells";
    this.cellLayer.setAttribute("role", "grid");
    this.cellLayer.setAttribute("aria-label", this.label);
    this.layer = document.createElement("div");
    this.layer.className = "cards";
    this.layer.setAttribute("aria-hidden", "true");
    this.cursor = document.createElement("div");
    this.cursor.className = "cursor";
    this.cursor.setAttribute("aria-hidden", "true");
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
      this.cellLayer.append(rowEl);
      this.cells.push(cellRow);
    }
    this.cards = new Map();
    this.root.append(this.cellLayer, this.layer, this.cursor);
    if (this.deckElement) this.root.append(this.deckElement);
    this.shape = `${rows}x${cols}`;
    this.relayout();
  }

  draw(game, ui) {
    const rows = game.board.length;
    const cols = game.board[0].length;
    if (this.shape !== `${rows}x${cols}`) this.build(rows, cols);
    if (this.sized) this.layout = withBoard(this.sized, game.board);
    const locked = lockedCells(game);
    const dead = new Set(game.gaps.filter((g) => g.accepts?.length === 0).map((g) => `${g.at[0]},${g.at[1]}`));
    const movable = new Set(game.legal_moves.map((m) => m.card));
    const seen = new Set();
    this.root.classList.toggle("won", game.status === "won");
    this.root.classList.toggle("four-colour", Boolean(ui.fourColour));
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const code = game.board[row][col];
        const key = `${row},${col}`;
        const cell = this.cells[row][col];
        const isFocus = Boolean(ui.focus) && ui.focus[0] === row && ui.focus[1] === col;
        cell.tabIndex = isFocus ? 0 : -1;
        cell.classList.toggle("gap", !code);
        this.put(cell, row, col, code ? 0 : col + 1); // a gap lies over the card before it, as a card would
        cell.classList.toggle("dead", dead.has(key));
        cell.classList.toggle("target", Boolean(ui.targets?.has(key)));
        cell.classList.toggle("hint-to", Boolean(ui.hint?.to && ui.hint.to[0] === row && ui.hint.to[1] === col));
        cell.classList.toggle("spotlight", Boolean(ui.spotlight?.has(key)));
        let label = `${position(row, col)}: `;
        if (code) {
          label += cardWords(code) + (locked.has(key) ? `, ${S.board.inSequence}` : "");
          seen.add(code);
          this.place(code, row, col, ui, locked.has(key), movable.has(code));
        } else {
          label += dead.has(key) ? S.board.deadGap : S.board.gap;
        }
        if (cell.getAttribute("aria-label") !== label) cell.setAttribute("aria-label", label);
      }
    }
    for (const [code, element] of this.cards) {
      if (!seen.has(code)) {
        element.remove();
        this.cards.delete(code);
      }
    }
    if (ui.focus && ui.showCursor !== false) {
      this.put(this.cursor, ...ui.focus, null);
      this.cursor.classList.toggle("last", ui.focus[1] === cols - 1);
      this.cursor.hidden = false;
    } else {
      this.cursor.hidden = true;
    }
  }

  place(code, row, col, ui, locked, movable) {
    let element = this.cards.get(code);
    if (!element) {
      element = document.createElement("div");
      element.className = "card";
      element.dataset.card = code;
      element.innerHTML = this.face(code);
      this.layer.append(element);
      this.cards.set(code, element);
    }
    element.dataset.row = row;
    element.dataset.col = col;
    this.put(element, row, col);
    // A card let go where it fits waits under the pointer for the server; whatever the answer, it
    // now glides from there to its cell.
    if (!element.classList.contains("dragging") && element.style.translate) element.style.translate = "";
    element.classList.toggle("locked", locked);
    element.classList.toggle("movable", movable);
    element.classList.toggle("highlight", Boolean(ui.highlighted?.has(code)));
    element.classList.toggle("chosen", ui.choosing === code);
    element.classList.toggle("hint-card", ui.hint?.card === code);
    element.classList.toggle("spotlight", Boolean(ui.spotlightCards?.has(code)));
    element.classList.toggle("show-moves", Boolean(ui.showMoves) && movable);
  }

  // Where a cell goes, and how high it lies (`layer`: later cells along a row lie on top where cards
  // overlap; 0 lies under every card; null keeps the stylesheet's).
  put(element, row, col, layer = col + 1) {
    if (!this.layout) return;
    const origin = cellOrigin(this.layout, row, col);
    element.style.setProperty("--x", `${origin.x}px`);
    element.style.setProperty("--y", `${origin.y}px`);
    if (layer !== null) element.style.zIndex = String(layer);
  }

  // The part of a cell that shows (no later card covers it), in client coordinates.
  shownRect(row, col) {
    const box = this.root.getBoundingClientRect();
    const shown = shownBox(this.layout, row, col);
    return { left: box.left + shown.x, top: box.top + shown.y, width: shown.width, height: shown.height };
  }

  // The cell under a point on the screen (client coordinates), from the layout.
  cellAt(clientX, clientY) {
    if (!this.layout) return null;
    const box = this.root.getBoundingClientRect();
    return cellAtPoint(this.layout, clientX - box.left, clientY - box.top);
  }

  focusCell(row, col) {
    this.cells[row]?.[col]?.focus({ preventScroll: true });
  }

  // Client coordinates of a cell's top-left corner.
  cellClientOrigin(row, col) {
    const box = this.root.getBoundingClientRect();
    const origin = cellOrigin(this.layout, row, col);
    return { x: box.left + origin.x, y: box.top + origin.y };
  }

  // Cards fly from `from` (a client rectangle, the deck) to their cells, one after another.
  deal(from, ms) {
    if (!ms || !from || !this.layout) return Promise.resolve();
    const ordered = [...this.cards.values()].sort((a, b) => a.dataset.row - b.dataset.row || a.dataset.col - b.dataset.col);
    const animations = ordered.map((element, index) => {
      const at = this.cellClientOrigin(Number(element.dataset.row), Number(element.dataset.col));
      const dx = from.left + from.width / 2 - (at.x + this.layout.cardW / 2);
      const dy = from.top + from.height / 2 - (at.y + this.layout.cardH / 2);
      return element.animate(
        [{ translate: `${dx}px ${dy}px`, rotate: "-14deg", scale: "0.6" }, { translate: "0px 0px", rotate: "0deg", scale: "1" }],
        { duration: ms * 1.6, delay: index * ms * 0.09, easing: "cubic-bezier(.2,.75,.3,1)", fill: "backwards" },
      );
    });
    return Promise.all(animations.map((animation) => animation.finished.catch(() => null)));
  }

  // A redeal visibly gathers the loose cards onto the deck before the new deal is drawn.
  gather(game, to, ms) {
    if (!ms || !to || !this.layout) return Promise.resolve();
    const locked = lockedCells(game);
    const animations = [];
    for (const element of this.cards.values()) {
      const row = Number(element.dataset.row);
      const col = Number(element.dataset.col);
      if (locked.has(`${row},${col}`)) continue;
      const at = this.cellClientOrigin(row, col);
      const dx = to.left + to.width / 2 - (at.x + this.layout.cardW / 2);
      const dy = to.top + to.height / 2 - (at.y + this.layout.cardH / 2);
      animations.push(element.animate(
        [{ translate: "0px 0px" }, { translate: `${dx}px ${dy}px`, scale: "0.6", opacity: 0.2 }],
        { duration: ms * 1.4, delay: (row * 13 + col) * 6, easing: "ease-in", fill: "forwards" },
      ));
    }
    return Promise.all(animations.map((a) => a.finished.catch(() => null))).then(() => {
      this.afterGather = animations;
    });
  }

  // After the new deal arrives, the gathered cards' held positions are released.
  settle() {
    for (const animation of this.afterGather || []) animation.cancel();
    this.afterGather = null;
  }

  // The win: every card leaps off the board in turn and bounces away, Kings first.
  cascade(layer, ms) {
    if (!ms || !this.layout) return Promise.resolve();
    const floor = window.innerHeight;
    const cards = [...this.cards.values()].sort((a, b) => b.dataset.col - a.dataset.col || a.dataset.row - b.dataset.row);
    const flights = cards.map((element, index) => {
      const box = element.getBoundingClientRect();
      const ghost = element.cloneNode(true);
      ghost.className = "card ghost";
      ghost.style.setProperty("--card-w", `${box.width}px`);
      ghost.style.setProperty("--card-h", `${box.height}px`);
      ghost.style.left = `${box.left}px`;
      ghost.style.top = `${box.top}px`;
      layer.append(ghost);
      const frames = bounce(box, floor, index);
      const animation = ghost.animate(frames, { duration: 2200, delay: index * 55, easing: "linear", fill: "both" });
      return animation.finished.catch(() => null).then(() => ghost.remove());
    });
    return Promise.all(flights);
  }
}

// A card's path under gravity, bouncing on the floor, as keyframes.
function bounce(box, floor, seed) {
  const direction = seed % 2 ? 1 : -1;
  const vx = direction * (160 + ((seed * 37) % 160));
  let vy = -(260 + ((seed * 53) % 260));
  const gravity = 1500;
  const frames = [];
  let x = 0;
  let y = 0;
  const steps = 44;
  const dt = 2.2 / steps;
  for (let i = 0; i <= steps; i += 1) {
    frames.push({ translate: `${x.toFixed(1)}px ${y.toFixed(1)}px`, rotate: `${(direction * i * 3).toFixed(0)}deg`, opacity: i > steps - 6 ? (steps - i) / 6 : 1 });
    x += vx * dt;
    vy += gravity * dt;
    y += vy * dt;
    if (box.top + y + box.height > floor) {
      y = floor - box.top - box.height;
      vy = -vy * 0.62;
    }
  }
  return frames;
}

export function renderDeck(element, backId, redealsLeft) {
  const drawn = `${backId}:${redealsLeft}`;
  if (element.dataset.drawn === drawn) return;
  element.dataset.drawn = drawn;
  element.innerHTML = cardBack(backId);
  const count = document.createElement("span");
  count.className = "deck-count";
  count.setAttribute("aria-hidden", "true");
  count.textContent = redealsLeft === null ? "\u221e" : String(redealsLeft);
  element.append(count);
  element.setAttribute("aria-label", redealsLeft === 0 ? S.board.deckEmpty : S.board.deckLabel(redealsLeft));
}

// The deck in small, where the board has no room for it beside the cards.
export function renderMiniDeck(element, backId) {
  if (element.dataset.drawn === backId) return;
  element.dataset.drawn = backId;
  element.innerHTML = cardBack(backId);
}
