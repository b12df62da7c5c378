// Card faces and backs drawn as SVG, so the game downloads no images. The shared art (pips, the
// card stock, the three court figures, the backs) is defined once in a sprite; each face is a few
// <use> references to it, coloured by its suit's class through CSS custom properties.

import { S } from "./i18n.js";

export const SUIT_PATHS = {
  H: "M50 90C22 68 4 52 4 30 4 14 16 4 29 4c9 0 17 5 21 13C54 9 62 4 71 4c13 0 25 10 25 26 0 22-18 38-46 60z",
  D: "M50 4 88 50 50 96 12 50z",
  S: "M50 4C34 24 8 40 8 62c0 13 10 22 22 22 7 0 13-3 17-9-1 10-6 17-14 23h34c-8-6-13-13-14-23 4 6 10 9 17 9 12 0 22-9 22-22C92 40 66 24 50 4z",
  C: "M50 6a19 19 0 0 0-17 28A19 19 0 1 0 44 68c-1 11-6 19-13 26h38c-7-7-12-15-13-26a19 19 0 1 0 11-34A19 19 0 0 0 50 6z",
};

export function suitColour(suit, fourColour) {
  if (fourColour) return { S: "#1b1b1b", H: "#b3121b", D: "#1450a0", C: "#176b2c" }[suit];
  return suit === "H" || suit === "D" ? "#b3121b" : "#1b1b1b";
}

function pip(suit, x, y, size, flip = false) {
  const half = size / 2;
  const turn = flip ? ` transform="rotate(180 ${x} ${y})"` : "";
  return `<use href="#pip-${suit}" x="${x - half}" y="${y - half}" width="${size}" height="${size}"${turn}/>`;
}

// Pip centres on a 200 x 280 card, per rank, clear of the large corner indices.
const L = 72;
const M = 100;
const R = 128;
const PIPS = {
  2: [[M, 54], [M, 226]],
  3: [[M, 54], [M, 140], [M, 226]],
  4: [[L, 54], [R, 54], [L, 226], [R, 226]],
  5: [[L, 54], [R, 54], [M, 140], [L, 226], [R, 226]],
  6: [[L, 54], [R, 54], [L, 140], [R, 140], [L, 226], [R, 226]],
  7: [[L, 54], [R, 54], [M, 97], [L, 140], [R, 140], [L, 226], [R, 226]],
  8: [[L, 54], [R, 54], [M, 97], [L, 140], [R, 140], [M, 183], [L, 226], [R, 226]],
  9: [[L, 54], [R, 54], [L, 111], [R, 111], [M, 140], [L, 169], [R, 169], [L, 226], [R, 226]],
  T: [[L, 54], [R, 54], [M, 83], [L, 111], [R, 111], [L, 169], [R, 169], [M, 197], [L, 226], [R, 226]],
};

// The corner index: a large rank over its suit, legible in the band a fanned card shows.
function corner(label, suit) {
  const squeeze = label.length > 1 ? ` textLength="46" lengthAdjust="spacingAndGlyphs"` : "";
  const index = `<text class="index" x="29" y="58" text-anchor="middle"${squeeze}>${label}</text>${pip(suit, 29, 80, 28)}`;
  return `${index}<g transform="rotate(180 100 140)">${index}</g>`;
}

function court(rank, suit) {
  return `<use href="#frame"/><use href="#court-${rank}"/><use href="#court-${rank}" transform="rotate(180 100 140)"/>`
    + `${pip(suit, 68, 38, 18)}${pip(suit, 132, 242, 18, true)}`;
}

export function cardFace(code) {
  const rank = code[0];
  const suit = code[1];
  // The corner index as the language's own decks print it (a German queen is a D, for Dame).
  const label = rank === "T" ? "10" : S.rankLetters?.[rank] ?? rank;
  let middle;
  if ("JQK".includes(rank)) middle = court(rank, suit);
  else if (rank === "A") middle = pip(suit, 100, 140, 86);
  else middle = PIPS[rank].map(([x, y]) => pip(suit, x, y, 32, y > 140)).join("");
  return `<svg class="face suit-${suit}" viewBox="0 0 200 280" aria-hidden="true" focusable="false"><use href="#stock"/>${corner(label, suit)}${middle}</svg>`;
}

export const CARD_BACKS = ["red-lattice", "blue-lattice", "pine-grain", "brass-star", "gold-rush", "prairie-sunset", "sunrise-rider", "marshal-badge"];

export function cardBack(id) {
  const known = CARD_BACKS.includes(id) ? id : "red-lattice";
  return `<svg class="back" viewBox="0 0 200 280" aria-hidden="true" focusable="false"><use href="#back-${known}"/></svg>`;
}

// -- the sprite ------------------------------------------------------------------------------

const HALF = {
  // A bearded king in crown and ermine, a sword raised behind him.
  K: `
    <path class="c-trim c-line" d="M131 28l6-4 4 96-6 4z"/>
    <path class="c-trim c-line" d="M124 104h24v6h-24z"/><path class="c-trim c-line" d="M132 110h8v22h-8z"/>
    <path class="c-robe c-line" d="M58 140c2-26 14-40 42-44 28 4 40 18 42 44z"/>
    <path class="c-robe2 c-line" d="M84 140l4-38h24l4 38z"/>
    <path class="c-trim" d="M98 102h4v38h-4z"/>
    <path class="c-ermine c-line" d="M66 112c10-10 22-14 34-14s24 4 34 14l-6 8c-8-8-18-11-28-11s-20 3-28 11z"/>
    <path class="c-ink" d="M80 110l2 4-2 3-2-3zM100 104l2 4-2 3-2-3zM120 110l2 4-2 3-2-3z"/>
    <path class="c-hair c-line" d="M80 62c-4 14-4 28 2 40 6 8 12 10 18 10s12-2 18-10c6-12 6-26 2-40z"/>
    <ellipse class="c-skin c-line" cx="100" cy="66" rx="15" ry="18"/>
    <path class="c-hair c-line" d="M85 74c3 14 8 22 15 22s12-8 15-22c-4 4-9 6-15 6s-11-2-15-6z"/>
    <path class="c-hair" d="M90 76c4-3 7-3 10-1 3-2 6-2 10 1-3 2-7 3-10 1-3 2-7 1-10-1z"/>
    <path class="c-ink-line" d="M91 63h6M103 63h6M100 66v7"/>
    <path class="c-trim c-line" d="M80 50l-2-22 9 10 6-16 7 14 7-14 6 16 9-10-2 22z"/>
    <path class="c-robe2" d="M80 50h40v-6H80z"/>
    <circle class="c-jewel" cx="100" cy="36" r="3"/><circle class="c-jewel" cx="86" cy="44" r="2"/><circle class="c-jewel" cx="114" cy="44" r="2"/>`,
  // A queen with a pearl crown, a veil to her shoulders and a rose.
  Q: `
    <path class="c-robe2 c-line" d="M74 58c-8 24-12 54-14 82h80c-2-28-6-58-14-82z"/>
    <path class="c-robe c-line" d="M62 140c2-24 14-38 38-42 24 4 36 18 38 42z"/>
    <path class="c-ermine c-line" d="M84 102c6 6 10 8 16 8s10-2 16-8l2 8c-6 6-12 8-18 8s-12-2-18-8z"/>
    <path class="c-trim" d="M78 122h44v4H78z"/>
    <circle class="c-trim" cx="90" cy="116" r="2.2"/><circle class="c-trim" cx="100" cy="119" r="2.2"/><circle class="c-trim" cx="110" cy="116" r="2.2"/>
    <path class="c-hair c-line" d="M82 60c-6 16-4 32 2 42h32c6-10 8-26 2-42z"/>
    <ellipse class="c-skin c-line" cx="100" cy="68" rx="14" ry="17"/>
    <path class="c-hair" d="M86 62c4-8 10-11 14-11s10 3 14 11c-6-3-10-4-14-4s-8 1-14 4z"/>
    <path class="c-ink-line" d="M92 66q3-2 6 0M102 66q3-2 6 0M100 68v6"/>
    <path class="c-lips" d="M95 79q5 3 10 0q-5 2-10 0z"/>
    <path class="c-trim c-line" d="M84 52l-2-14 7 6 5-10 6 8 6-8 5 10 7-6-2 14z"/>
    <circle class="c-pearl" cx="82" cy="37" r="2.5"/><circle class="c-pearl" cx="94" cy="33" r="2.5"/><circle class="c-pearl" cx="106" cy="33" r="2.5"/><circle class="c-pearl" cx="118" cy="37" r="2.5"/>
    <circle class="c-jewel" cx="100" cy="46" r="2.6"/>
    <path class="c-stem" d="M64 134c4-12 8-22 14-30"/>
    <path class="c-leaf c-line" d="M68 122c-8-2-10 2-12 6 6 0 9-2 12-6z"/>
    <circle class="c-bloom c-line" cx="79" cy="101" r="7"/><path class="c-ink-line" d="M76 99q3 4 6 0M77 104q2-2 4 0"/>`,
  // A jack in a plumed cap and ruff, with a halberd.
  J: `
    <path class="c-trim c-line" d="M62 30l3-1 3 110-3 1z"/>
    <path class="c-trim c-line" d="M56 34c4-8 10-12 16-12-2 6-2 12 0 18-6 0-12-2-16-6z"/><path class="c-trim c-line" d="M63 16l3-6 3 6-3 10z"/>
    <path class="c-robe c-line" d="M60 140c2-24 14-38 40-42 26 4 38 18 40 42z"/>
    <path class="c-robe2 c-line" d="M86 140l2-40h24l2 40z"/>
    <circle class="c-trim" cx="100" cy="112" r="2.4"/><circle class="c-trim" cx="100" cy="122" r="2.4"/><circle class="c-trim" cx="100" cy="132" r="2.4"/>
    <path class="c-ruff c-line" d="M76 100l6-6 6 6 6-6 6 6 6-6 6 6 6-6 6 6-4 8-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4z"/>
    <path class="c-hair c-line" d="M84 66c-4 8-4 18 0 24h32c4-6 4-16 0-24z"/>
    <ellipse class="c-skin c-line" cx="100" cy="72" rx="14" ry="16"/>
    <path class="c-ink-line" d="M92 70h6M102 70h6M100 72v6M96 82q4 2 8 0"/>
    <path class="c-robe2 c-line" d="M80 62c0-12 10-20 22-20 12 0 20 6 22 14l-4 6H80z"/>
    <path class="c-trim" d="M80 58h42v4H80z"/>
    <path class="c-plume c-line" d="M118 50c10-10 22-12 30-8-8 0-16 4-22 12 8-4 16-4 20 0-10-1-18 2-24 6z"/>`,
};

const BACKS = {
  "red-lattice": { base: "#8e1b1b", accent: "#e3c27d", art: "lattice" },
  "blue-lattice": { base: "#1b3f8e", accent: "#e3dcb8", art: "lattice" },
  "pine-grain": { base: "#7a5430", accent: "#b88a56", art: "grain" },
  "brass-star": { base: "#3b2a18", accent: "#d9a93a", art: "star" },
  "gold-rush": { base: "#5e4300", accent: "#f2cf62", art: "rays" },
  "prairie-sunset": { base: "#a8491d", accent: "#f6b95e", art: "sunset" },
  "sunrise-rider": { base: "#2c4a6e", accent: "#f4c06a", art: "rider" },
  "marshal-badge": { base: "#1c1c1c", accent: "#e6c46a", art: "badge" },
};

const STAR5 = "M100 96l12 30 32 2-25 20 9 31-28-18-28 18 9-31-25-20 32-2z";

function backArt(id, { base, accent, art }) {
  const inner = `<rect x="12" y="12" width="176" height="256" rx="9" fill="${base}"/>`;
  const frame = `<rect x="12" y="12" width="176" height="256" rx="9" fill="none" stroke="url(#brass)" stroke-width="4"/>`
    + `<rect x="20" y="20" width="160" height="240" rx="6" fill="none" stroke="${accent}" stroke-width="1.5" opacity="0.8"/>`;
  const pieces = {
    lattice: `<rect x="12" y="12" width="176" height="256" fill="url(#lattice-${id})"/>`
      + `<circle cx="100" cy="140" r="34" fill="${base}" stroke="${accent}" stroke-width="4"/>`
      + `<path d="M100 114l8 18 18 8-18 8-8 18-8-18-18-8 18-8z" fill="${accent}"/>`,
    grain: `<path d="M12 40c40-10 60 14 100 4s56-12 76 0M12 80c36-8 70 12 104 2s52-8 72 2M12 120c30 10 60-14 92-4s60 14 84 0M12 168c40 12 64-10 100-2s50 10 76 0M12 210c36-10 66 12 100 4s52-8 76 2M12 250c32 8 70-10 104 0s48 6 72-2" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/>`
      + `<ellipse cx="120" cy="150" rx="16" ry="9" fill="none" stroke="${accent}" stroke-width="3"/>`,
    star: `<circle cx="100" cy="140" r="58" fill="none" stroke="${accent}" stroke-width="5"/>`
      + `<path d="${STAR5}" fill="${accent}" transform="translate(-31 -45) scale(1.31)"/>`
      + `<circle cx="100" cy="140" r="68" fill="none" stroke="${accent}" stroke-width="1.5" stroke-dasharray="3 5"/>`,
    rays: `<g stroke="${accent}" stroke-width="6" opacity="0.55">${Array.from({ length: 18 }, (_, i) => `<path d="M100 140L${100 + 160 * Math.cos((i * Math.PI) / 9)} ${140 + 160 * Math.sin((i * Math.PI) / 9)}"/>`).join("")}</g>`
      + `<path d="M76 148c-6-20 8-34 24-32 18-4 30 10 26 28-2 14-16 22-28 20-12 0-20-6-22-16z" fill="${accent}" stroke="#3b2a00" stroke-width="3"/>`,
    sunset: `<rect x="12" y="12" width="176" height="256" fill="url(#dusk)"/><circle cx="100" cy="176" r="46" fill="${accent}"/>`
      + `<path d="M12 190c30-26 50-30 80-10 22-18 50-22 96 4v84H12z" fill="#4a1d0c"/><path d="M12 222c40-16 80-8 116 2 24-8 44-6 60 0v46H12z" fill="#2e1206"/>`,
    rider: `<rect x="12" y="12" width="176" height="256" fill="url(#dawn)"/><circle cx="140" cy="96" r="26" fill="${accent}"/>`
      + `<path d="M40 196c10-2 22-12 34-14 8-14 20-22 34-22l8-18c2-4 8-4 8 2l-2 16c10 2 18 8 22 18l10 4-4 6-12-2c-4 6-10 8-16 10l2 26h-6l-6-22-22 2-6 24h-6l2-26c-10-4-18 0-28 6z" fill="#14202e"/>`
      + `<path d="M12 230h176v38H12z" fill="#14202e"/>`,
    badge: `<path d="M100 72l16 34 38-4-22 30 22 30-38-4-16 34-16-34-38 4 22-30-22-30 38 4z" fill="${accent}" stroke="#5a4210" stroke-width="3"/>`
      + `<circle cx="100" cy="72" r="7" fill="${accent}"/><circle cx="100" cy="208" r="7" fill="${accent}"/><circle cx="154" cy="102" r="7" fill="${accent}"/><circle cx="46" cy="102" r="7" fill="${accent}"/><circle cx="154" cy="178" r="7" fill="${accent}"/><circle cx="46" cy="178" r="7" fill="${accent}"/>`
      + `<circle cx="100" cy="140" r="24" fill="${base}" stroke="#5a4210" stroke-width="3"/><path d="${STAR5}" fill="${accent}" transform="translate(61 85) scale(0.39)"/>`,
  };
  return `<symbol id="back-${id}" viewBox="0 0 200 280"><rect x="2" y="2" width="196" height="276" rx="14" class="stock-paper"/>${inner}${pieces[art]}${frame}</symbol>`;
}

function lattice(id, accent) {
  return `<pattern id="lattice-${id}" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">`
    + `<path d="M0 11h22M11 0v22" stroke="${accent}" stroke-width="2" opacity="0.55"/><circle cx="11" cy="11" r="2.4" fill="${accent}" opacity="0.8"/></pattern>`;
}

// Everything the faces and backs refer to, once per document.
export function cardSprite() {
  const pips = Object.entries(SUIT_PATHS).map(([suit, d]) => `<symbol id="pip-${suit}" viewBox="0 0 100 100"><path class="pip" d="${d}"/></symbol>`).join("");
  const courts = Object.entries(HALF).map(([rank, art]) => `<symbol id="court-${rank}" viewBox="0 0 200 280"><g clip-path="url(#court-clip)">${art}</g></symbol>`).join("");
  const patterns = Object.entries(BACKS).filter(([, b]) => b.art === "lattice").map(([id, b]) => lattice(id, b.accent)).join("");
  return `<defs>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d98b"/><stop offset="0.45" stop-color="#b8862d"/><stop offset="0.7" stop-color="#e9c56a"/><stop offset="1" stop-color="#8a6420"/></linearGradient>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a1f4a"/><stop offset="0.55" stop-color="#c2512a"/><stop offset="1" stop-color="#f2a04a"/></linearGradient>
    <linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3656"/><stop offset="0.7" stop-color="#7b8fb0"/><stop offset="1" stop-color="#f0c48a"/></linearGradient>
    <clipPath id="court-clip"><rect x="56" y="18" width="88" height="122"/></clipPath>
    ${patterns}
  </defs>
  <symbol id="stock" viewBox="0 0 200 280"><rect x="2" y="2" width="196" height="276" rx="14" class="stock-paper"/><rect x="8" y="8" width="184" height="264" rx="10" fill="none" stroke="url(#brass)" stroke-width="2.5"/></symbol>
  <symbol id="frame" viewBox="0 0 200 280"><rect x="56" y="18" width="88" height="244" rx="3" class="c-panel"/><path d="M56 140h88" class="c-line" stroke-width="1.5"/><rect x="54" y="16" width="92" height="248" rx="4" fill="none" stroke="url(#brass)" stroke-width="4"/><path d="M54 30l14-14M146 30l-14-14M54 250l14 14M146 250l-14 14" stroke="url(#brass)" stroke-width="3"/></symbol>
  ${pips}${courts}${Object.entries(BACKS).map(([id, back]) => backArt(id, back)).join("")}`;
}
