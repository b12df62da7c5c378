// Card faces and backs drawn as SVG, so the game needs no image downloads.
// Pure: card code in, SVG markup out (cached by the caller).

const SUITS = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_WORDS = {
  A: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
  T: "ten", J: "jack", Q: "queen", K: "king",
};
const RANK_LABEL = { T: "10" };

export const SUIT_PATHS = {
  H: "M50 90C22 68 4 52 4 30 4 14 16 4 29 4c9 0 17 5 21 13C54 9 62 4 71 4c13 0 25 10 25 26 0 22-18 38-46 60z",
  D: "M50 4 88 50 50 96 12 50z",
  S: "M50 4C34 24 8 40 8 62c0 13 10 22 22 22 7 0 13-3 17-9-1 10-6 17-14 23h34c-8-6-13-13-14-23 4 6 10 9 17 9 12 0 22-9 22-22C92 40 66 24 50 4z",
  C: "M50 6a19 19 0 0 0-17 28A19 19 0 1 0 44 68c-1 11-6 19-13 26h38c-7-7-12-15-13-26a19 19 0 1 0 11-34A19 19 0 0 0 50 6z",
};

export function suitColour(suit, fourColour) {
  if (fourColour) return { S: "#1b1b1b", H: "#b3121b", D: "#1657a8", C: "#1c7a33" }[suit];
  return suit === "H" || suit === "D" ? "#b3121b" : "#1b1b1b";
}

export function spokenName(code) {
  return `${RANK_WORDS[code[0]]} of ${SUITS[code[1]]}`;
}

function suitShape(suit, x, y, size, colour, flip = false) {
  const scale = size / 100;
  const rotate = flip ? ` rotate(180 50 50)` : "";
  return `<path d="${SUIT_PATHS[suit]}" fill="${colour}" transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})${rotate}"/>`;
}

// Pip centres on a 200 x 280 card, per rank (the classic layouts).
const COLS = [62, 100, 138];
const PIPS = {
  A: [[100, 140]],
  2: [[100, 62], [100, 218]],
  3: [[100, 62], [100, 140], [100, 218]],
  4: [[62, 62], [138, 62], [62, 218], [138, 218]],
  5: [[62, 62], [138, 62], [100, 140], [62, 218], [138, 218]],
  6: [[62, 62], [138, 62], [62, 140], [138, 140], [62, 218], [138, 218]],
  7: [[62, 62], [138, 62], [100, 101], [62, 140], [138, 140], [62, 218], [138, 218]],
  8: [[62, 62], [138, 62], [100, 101], [62, 140], [138, 140], [100, 179], [62, 218], [138, 218]],
  9: [[62, 62], [138, 62], [62, 114], [138, 114], [100, 140], [62, 166], [138, 166], [62, 218], [138, 218]],
  T: [[62, 62], [138, 62], [100, 88], [62, 114], [138, 114], [62, 166], [138, 166], [100, 192], [62, 218], [138, 218]],
};

function corner(label, suit, colour) {
  const text = `<text x="20" y="40" font-size="34" font-weight="700" font-family="Georgia, 'Times New Roman', serif" fill="${colour}" text-anchor="middle">${label}</text>`;
  const pip = suitShape(suit, 20, 62, 24, colour);
  return `<g>${text}${pip}</g><g transform="rotate(180 100 140)">${text}${pip}</g>`;
}

// A court card: a framed double-headed figure in the traditional manner, crown or cap by rank.
function court(rank, suit, colour) {
  const robe = { K: "#8c1c13", Q: "#1d4e89", J: "#2f6b2f" }[rank];
  const trim = "#d4a017";
  const headwear = {
    K: `<path d="M78 66l6-18 9 12 7-16 7 16 9-12 6 18z" fill="${trim}" stroke="#5a3d00" stroke-width="1.5"/>`,
    Q: `<path d="M80 66c4-12 10-16 20-16s16 4 20 16z" fill="${trim}" stroke="#5a3d00" stroke-width="1.5"/><circle cx="100" cy="48" r="4" fill="${robe}"/>`,
    J: `<path d="M78 66c2-10 10-16 22-16 10 0 18 4 24 12-8-2-14 0-18 4z" fill="${robe}" stroke="#222" stroke-width="1.5"/><path d="M122 58c8-10 16-12 22-10-6 2-12 8-16 14z" fill="${trim}"/>`,
  }[rank];
  const half = `
    <g>
      <path d="M56 140c0-30 18-46 44-46s44 16 44 46z" fill="${robe}" stroke="#222" stroke-width="1.5"/>
      <path d="M86 96l14 44 14-44" fill="none" stroke="${trim}" stroke-width="4"/>
      <circle cx="100" cy="78" r="15" fill="#f3d7b6" stroke="#222" stroke-width="1.5"/>
      <path d="M93 76h3M104 76h3M96 85q4 3 8 0" stroke="#222" stroke-width="1.5" fill="none"/>
      ${headwear}
      ${suitShape(suit, 124, 116, 20, colour)}
    </g>`;
  return `
    <rect x="44" y="40" width="112" height="200" rx="6" fill="#fbf6e9" stroke="${colour}" stroke-width="2"/>
    <clipPath id="court-${rank}${suit}"><rect x="44" y="40" width="112" height="200" rx="6"/></clipPath>
    <g clip-path="url(#court-${rank}${suit})">${half}<g transform="rotate(180 100 140)">${half}</g></g>
    <line x1="46" y1="140" x2="154" y2="140" stroke="${colour}" stroke-width="1"/>
`;
}

export function cardFace(code, { fourColour = false } = {}) {
  const rank = code[0];
  const suit = code[1];
  const colour = suitColour(suit, fourColour);
  const label = RANK_LABEL[rank] ?? rank;
  let middle;
  if ("JQK".includes(rank)) {
    middle = court(rank, suit, colour);
  } else if (rank === "A") {
    middle = suitShape(suit, 100, 140, 90, colour);
  } else {
    middle = PIPS[rank].map(([x, y]) => suitShape(suit, x, y, 34, colour, y > 140)).join("");
  }
  return `<svg viewBox="0 0 200 280" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="196" height="276" rx="14" fill="#fffdf7" stroke="#9a8a6a" stroke-width="3"/>
    ${corner(label, suit, colour)}${middle}</svg>`;
}

export const CARD_BACK_STYLES = {
  "red-lattice": ["#8e1b1b", "#d9b26f"],
  "blue-lattice": ["#1b3f8e", "#d9d2b0"],
  "pine-grain": ["#6b4a2b", "#a87b4f"],
  "brass-star": ["#3b2f1b", "#d4a017"],
  "gold-rush": ["#7a5b00", "#f5d76e"],
  "prairie-sunset": ["#a0461c", "#f2b05e"],
  "sunrise-rider": ["#2c4a6e", "#f4c06a"],
  "marshal-badge": ["#1f1f1f", "#e0c068"],
};

export function cardBack(id) {
  const [base, accent] = CARD_BACK_STYLES[id] ?? CARD_BACK_STYLES["red-lattice"];
  const lines = [];
  for (let i = -280; i < 480; i += 24) {
    lines.push(`<path d="M${i} 0l280 280M${i + 280} 0l-280 280" stroke="${accent}" stroke-width="2" opacity="0.55"/>`);
  }
  const emblem = id === "brass-star" || id === "marshal-badge"
    ? `<path d="M100 96l12 30 32 2-25 20 9 31-28-18-28 18 9-31-25-20 32-2z" fill="${accent}"/>`
    : `<circle cx="100" cy="140" r="30" fill="none" stroke="${accent}" stroke-width="5"/>`;
  return `<svg viewBox="0 0 200 280" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
    <clipPath id="back-${id}"><rect x="12" y="12" width="176" height="256" rx="8"/></clipPath>
    <rect x="2" y="2" width="196" height="276" rx="14" fill="#fffdf7" stroke="#9a8a6a" stroke-width="3"/>
    <rect x="12" y="12" width="176" height="256" rx="8" fill="${base}"/>
    <g clip-path="url(#back-${id})">${lines.join("")}</g>${emblem}</svg>`;
}
