// Where the cards go on a given area: a pure function of its size and the board's shape.
//
// Rows ("runs") lie across a wide area, as on a table. On a tall narrow one (a phone held upright)
// the board is transposed: each row becomes a lane read from top to bottom, and its cards overlap
// like a fanned column, so each shows its top band with the corner index. When a wide area is too
// short for full cards (a phone on its side), a row's cards overlap sideways instead.

export const CARD_RATIO = 1.4; // height / width, a poker card
export const GUTTER = 0.07; // space between cards, as a fraction of the card's width
export const MIN_RUN_SHOWN_ACROSS = 0.55; // overlapped sideways, at least this much of each card shows
export const MIN_RUN_SHOWN_DOWN = 0.36; // fanned downwards, at least this much of each card's height shows
export const COMFORTABLE_WIDTH = 56; // below this, full cards side by side are too small to read or touch
export const DECK_SPAN = 1 + 2 * GUTTER; // the redeal deck beside the board, in card widths
export const MAX_CARD_WIDTH = 180;

function across({ width, height, rows, cols, deck }) {
  const cross = height / (rows * CARD_RATIO + (rows - 1) * GUTTER * CARD_RATIO);
  const spread = width / (cols + (cols - 1) * GUTTER + (deck ? DECK_SPAN : 0));
  const full = Math.min(cross, spread, MAX_CARD_WIDTH);
  if (full >= COMFORTABLE_WIDTH || spread >= cross) {
    return { transposed: false, overlap: false, cardW: full, deck };
  }
  const overlapped = Math.min(cross, width / (1 + (cols - 1) * MIN_RUN_SHOWN_ACROSS), MAX_CARD_WIDTH);
  if (overlapped <= full * 1.1) return { transposed: false, overlap: false, cardW: full, deck };
  return { transposed: false, overlap: true, cardW: overlapped, deck: false };
}

function down({ width, height, rows, cols }) {
  const cardW = Math.min(width / (rows + (rows - 1) * GUTTER), height / (CARD_RATIO * (1 + (cols - 1) * MIN_RUN_SHOWN_DOWN)), MAX_CARD_WIDTH);
  return { transposed: true, overlap: true, cardW, deck: false };
}

// The layout of a `rows` x `cols` board in `width` x `height` CSS pixels.
// Returns card size, the step from one card to the next along a row (`runStep`) and from one row to
// the next (`laneStep`), the board's own size, and where the deck goes (null when it is not shown).
export function boardLayout({ width, height, rows = 4, cols = 13, deck = true, deckSide = "right" }) {
  const flat = across({ width, height, rows, cols, deck });
  const tall = down({ width, height, rows, cols });
  // Upright, rows read downwards unless that makes the cards clearly smaller; on a wide screen,
  // rows lie across unless reading them downwards makes the cards much bigger.
  const chosen = tall.cardW >= flat.cardW * (height > width ? 0.9 : 1.4) ? tall : flat;
  const cardW = Math.max(8, Math.floor(chosen.cardW * 10) / 10);
  const cardH = cardW * CARD_RATIO;
  const gap = cardW * GUTTER;
  let runStep;
  let laneStep;
  let boardW;
  let boardH;
  if (chosen.transposed) {
    laneStep = cardW + gap;
    runStep = Math.min(cardH + gap, Math.max(cardH * MIN_RUN_SHOWN_DOWN, (height - cardH) / (cols - 1)));
    boardW = rows * cardW + (rows - 1) * gap;
    boardH = cardH + (cols - 1) * runStep;
  } else {
    laneStep = cardH + gap;
    const deckWidth = chosen.deck ? cardW * DECK_SPAN : 0;
    runStep = chosen.overlap ? Math.min(cardW + gap, (width - cardW) / (cols - 1)) : cardW + gap;
    boardW = cardW + (cols - 1) * runStep + deckWidth;
    boardH = rows * cardH + (rows - 1) * gap;
  }
  const originX = chosen.deck && deckSide === "left" ? cardW * DECK_SPAN : 0;
  const deckAt = chosen.deck ? { x: deckSide === "left" ? 0 : boardW - cardW, y: 0 } : null;
  return {
    transposed: chosen.transposed, overlap: chosen.overlap, rows, cols, cardW, cardH, runStep, laneStep,
    width: boardW, height: boardH, originX, deck: deckAt,
  };
}

// The top-left corner of the card at (row, col), relative to the board.
export function cellOrigin(layout, row, col) {
  return layout.transposed
    ? { x: layout.originX + row * layout.laneStep, y: col * layout.runStep }
    : { x: layout.originX + col * layout.runStep, y: row * layout.laneStep };
}

// The cell a point falls on (board coordinates). Where cards overlap, the later one lies on top.
export function cellAtPoint(layout, x, y) {
  const { transposed, rows, cols, cardW, cardH, runStep, laneStep } = layout;
  const along = transposed ? y : x - layout.originX;
  const across = transposed ? x - layout.originX : y;
  const lane = Math.floor(across / laneStep);
  const within = across - lane * laneStep;
  if (lane < 0 || lane >= rows || within > (transposed ? cardW : cardH)) return null;
  if (along < 0 || along > (cols - 1) * runStep + (transposed ? cardH : cardW)) return null;
  const index = Math.min(cols - 1, Math.floor(along / runStep));
  const cardLength = transposed ? cardH : cardW;
  if (along - index * runStep > cardLength) return null; // between two cards
  return [lane, index];
}

// Arrow keys follow the layout: on a transposed board, down goes along the row.
export function arrowStep(key, transposed) {
  const flat = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const tall = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  return (transposed ? tall : flat)[key] ?? null;
}
