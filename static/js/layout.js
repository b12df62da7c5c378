// Where the cards go on a given area: a pure function of its size, the board's shape and where its gaps are.
//
// Rows ("runs") lie across a wide area, as on a table. On a tall narrow one (a phone held upright)
// the board is transposed: each row becomes a lane read from top to bottom, and its cards overlap
// like a fanned column, so each shows its top band with the corner index. When a wide area is too
// short for full cards (a phone on its side), a row's cards overlap sideways instead.
//
// Where cards overlap, a gap is drawn over the card before it (as a card would be) and gets a band of
// its own at least TARGET px long, so every gap shows and takes a finger; cards keep a band that shows
// their corner index. The room for the longer gap bands is kept for the worst case (every gap in one
// row), so a move shifts only the cards of its own rows, never the size of the board.

export const CARD_RATIO = 1.4; // height / width, a poker card
export const GUTTER = 0.07; // space between cards, as a fraction of the card's width
export const MIN_RUN_SHOWN_ACROSS = 0.55; // overlapped sideways, at least this much of each card shows
export const MIN_RUN_SHOWN_DOWN = 0.34; // fanned downwards, at least this much of each card's height shows (rank and suit)
export const TARGET = 48; // the shortest band a gap shows where cards overlap: a finger's width with room to spare
export const GAPS = 4; // gaps on a board: one per row's Ace taken out
export const COMFORTABLE_WIDTH = 56; // below this, full cards side by side are too small to read or touch
export const DECK_SPAN = 1 + 2 * GUTTER; // the redeal deck beside the board, in card widths
export const MAX_CARD_WIDTH = 180;

// The widest card whose run of `cols` fits in `length` when each card shows `shown` of its length
// (`ratio` is the card's length over its width along the run) and each gap at least TARGET px.
function fannedCard(length, cols, shown, ratio) {
  const uniform = length / (ratio * (1 + (cols - 1) * shown));
  if (uniform * ratio * shown >= TARGET) return uniform;
  const bands = Math.max(0, cols - 1 - GAPS);
  return Math.max(0, length - GAPS * TARGET) / (ratio * (1 + bands * shown));
}

// Along a run of overlapping cards: the band each card shows, and each gap's (never shorter).
function bands(length, cardLength, cols, fullStep) {
  const uniform = Math.min(fullStep, (length - cardLength) / (cols - 1));
  if (uniform >= TARGET) return { cardStep: uniform, gapStep: uniform };
  const cardBands = Math.max(1, cols - 1 - GAPS);
  const gapStep = Math.min(fullStep, Math.max(uniform, TARGET));
  const cardStep = Math.max(0, Math.min(uniform, (length - cardLength - GAPS * gapStep) / cardBands));
  return { cardStep, gapStep };
}

function across({ width, height, rows, cols, deck }) {
  const cross = height / (rows * CARD_RATIO + (rows - 1) * GUTTER * CARD_RATIO);
  const spread = width / (cols + (cols - 1) * GUTTER + (deck ? DECK_SPAN : 0));
  const full = Math.min(cross, spread, MAX_CARD_WIDTH);
  if (full >= COMFORTABLE_WIDTH || spread >= cross) {
    return { transposed: false, overlap: false, cardW: full, deck };
  }
  const overlapped = Math.min(cross, fannedCard(width, cols, MIN_RUN_SHOWN_ACROSS, 1), MAX_CARD_WIDTH);
  if (overlapped <= full * 1.1) return { transposed: false, overlap: false, cardW: full, deck };
  return { transposed: false, overlap: true, cardW: overlapped, deck: false };
}

function down({ width, height, rows, cols }) {
  const cardW = Math.min(width / (rows + (rows - 1) * GUTTER), fannedCard(height, cols, MIN_RUN_SHOWN_DOWN, CARD_RATIO), MAX_CARD_WIDTH);
  return { transposed: true, overlap: true, cardW, deck: false };
}

// The layout of a `rows` x `cols` board in `width` x `height` CSS pixels.
// Returns card size, the step from a card to the next cell along a row (`runStep`), from a gap to the
// next (`gapStep`) and from one row to the next (`laneStep`), the board's own size, and where the deck
// goes (null when it is not shown). `withBoard` adds where each cell starts for a given deal.
export function boardLayout({ width, height, rows = 4, cols = 13, deck = true, deckSide = "right" }) {
  const flat = across({ width, height, rows, cols, deck });
  const tall = down({ width, height, rows, cols });
  // Upright, rows read downwards unless that makes the cards clearly smaller; on a wide screen,
  // rows lie across unless reading them downwards makes the cards much bigger.
  const chosen = tall.cardW >= flat.cardW * (height > width ? 0.9 : 1.4) ? tall : flat;
  const cardW = Math.max(8, Math.floor(chosen.cardW * 10) / 10);
  const cardH = cardW * CARD_RATIO;
  const gap = cardW * GUTTER;
  let steps;
  let laneStep;
  let boardW;
  let boardH;
  if (chosen.transposed) {
    laneStep = cardW + gap;
    steps = bands(height, cardH, cols, cardH + gap);
    boardW = rows * cardW + (rows - 1) * gap;
    boardH = runLength(steps, cols, cardH);
  } else {
    laneStep = cardH + gap;
    const deckWidth = chosen.deck ? cardW * DECK_SPAN : 0;
    steps = chosen.overlap ? bands(width, cardW, cols, cardW + gap) : { cardStep: cardW + gap, gapStep: cardW + gap };
    boardW = runLength(steps, cols, cardW) + deckWidth;
    boardH = rows * cardH + (rows - 1) * gap;
  }
  const originX = chosen.deck && deckSide === "left" ? cardW * DECK_SPAN : 0;
  const deckAt = chosen.deck ? { x: deckSide === "left" ? 0 : boardW - cardW, y: 0 } : null;
  return {
    transposed: chosen.transposed, overlap: chosen.overlap, rows, cols, cardW, cardH, runStep: steps.cardStep,
    gapStep: steps.gapStep, laneStep, width: boardW, height: boardH, originX, deck: deckAt, offsets: null,
  };
}

// The longest a run can be: its gaps all before its last card, each with its longer band.
function runLength({ cardStep, gapStep }, cols, cardLength) {
  const gapBands = Math.min(GAPS, cols - 1);
  return cardLength + gapBands * gapStep + (cols - 1 - gapBands) * cardStep;
}

// The layout with where each cell of `board` (rows of card codes, null for a gap) starts along its run.
export function withBoard(layout, board) {
  const offsets = board.map((run) => {
    const along = [0];
    for (let col = 1; col < run.length; col += 1) {
      along.push(along[col - 1] + (run[col - 1] ? layout.runStep : layout.gapStep));
    }
    return along;
  });
  return { ...layout, offsets };
}

function along(layout, row, col) {
  return layout.offsets ? layout.offsets[row][col] : col * layout.runStep;
}

// The top-left corner of the card at (row, col), relative to the board.
export function cellOrigin(layout, row, col) {
  const at = along(layout, row, col);
  return layout.transposed
    ? { x: layout.originX + row * layout.laneStep, y: at }
    : { x: layout.originX + at, y: row * layout.laneStep };
}

// The part of a cell no later card covers, relative to the board: where it shows and takes a tap.
export function shownBox(layout, row, col) {
  const origin = cellOrigin(layout, row, col);
  const length = layout.transposed ? layout.cardH : layout.cardW;
  const shown = col + 1 < layout.cols ? Math.min(length, along(layout, row, col + 1) - along(layout, row, col)) : length;
  return layout.transposed
    ? { x: origin.x, y: origin.y, width: layout.cardW, height: shown }
    : { x: origin.x, y: origin.y, width: shown, height: layout.cardH };
}

// The cell a point falls on (board coordinates). Where cards overlap, the later one lies on top.
export function cellAtPoint(layout, x, y) {
  const { transposed, rows, cols, cardW, cardH, laneStep } = layout;
  const onRun = transposed ? y : x - layout.originX;
  const across = transposed ? x - layout.originX : y;
  const lane = Math.floor(across / laneStep);
  const within = across - lane * laneStep;
  if (lane < 0 || lane >= rows || within > (transposed ? cardW : cardH)) return null;
  const cardLength = transposed ? cardH : cardW;
  for (let col = cols - 1; col >= 0; col -= 1) {
    const start = along(layout, lane, col);
    if (onRun >= start) return onRun - start <= cardLength ? [lane, col] : null; // past it: between two cards
  }
  return null;
}

// Arrow keys follow the layout: on a transposed board, down goes along the row.
export function arrowStep(key, transposed) {
  const flat = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const tall = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  return (transposed ? tall : flat)[key] ?? null;
}
