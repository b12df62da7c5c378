// One icon set, drawn inline as SVG symbols (no font can be missing a glyph): 24 x 24, stroked in
// currentColor so an icon takes its button's colour.

const PATHS = {
  table: '<rect x="3" y="5" width="8" height="11" rx="1.5"/><rect x="13" y="8" width="8" height="11" rx="1.5"/>',
  new: '<rect x="5" y="3" width="11" height="15" rx="1.5"/><path d="M19 14v7M15.5 17.5h7"/>',
  trophy: '<path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 13v4M8 20h8M9.5 17h5"/>',
  profile: '<circle cx="12" cy="9" r="3.5"/><path d="M5 20c1-4 4-6 7-6s6 2 7 6M6.5 6.5C8 4 16 4 17.5 6.5" />',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5"/><circle cx="12" cy="17" r=".6" fill="currentColor"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  undo: '<path d="M9 14L4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>',
  compass: '<circle cx="12" cy="12" r="9"/><path d="M15.5 8.5l-2 5-5 2 2-5z" fill="currentColor"/><path d="M12 3v2M12 19v2M3 12h2M19 12h2"/>',
  redeal: '<rect x="7" y="6" width="10" height="13" rx="1.5"/><path d="M4 9a8 8 0 0 1 4-5M20 15a8 8 0 0 1-4 5M3 4.5L4 9l4.5-1M21 19.5L20 15l-4.5 1"/>',
  resign: '<path d="M6 21V4M6 4h11l-2.5 4L17 12H6"/>',
  sound: '<path d="M4 10h3l5-4v12l-5-4H4z"/><path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"/>',
  mute: '<path d="M4 10h3l5-4v12l-5-4H4z"/><path d="M16 9.5l5 5M21 9.5l-5 5"/>',
  eye: '<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"/><circle cx="12" cy="12" r="3"/>',
  first: '<path d="M6 5v14M18 5l-9 7 9 7z"/>',
  prev: '<path d="M16 5l-9 7 9 7z"/>',
  next: '<path d="M8 5l9 7-9 7z"/>',
  last: '<path d="M18 5v14M6 5l9 7-9 7z"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  lock: '<rect x="5" y="11" width="14" height="9" rx="1.5"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>',
  flame: '<path d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.4 2.4-5.3 3.6-8.3.9 1.6 1.8 2.5 2.9 3 .2-2.6 1.3-4.9 3.3-6.5.3 3.3 3.2 5.6 3.2 10.4 0 4.4-2.8 7.6-6.5 7.6z"/><path d="M12 21c-1.7 0-2.9-1.2-2.9-2.9 0-1.8 1.5-2.7 2.2-4.3 1.3 1.2 3.6 2.3 3.6 4.4 0 1.6-1.2 2.8-2.9 2.8z"/>',
  freeze: '<path d="M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6"/><path d="M9.3 4l2.7 2 2.7-2M9.3 20l2.7-2 2.7 2M3.5 10.6l3.2-.8-.9-3.2M20.5 13.4l-3.2.8.9 3.2M5.8 17.4l.9-3.2-3.2-.8M18.2 6.6l-.9 3.2 3.2.8"/>',
  share: '<path d="M12 15V3.5M7.5 8L12 3.5 16.5 8"/><path d="M8 11H6a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 6 20h12a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 18 11h-2"/>',
  calendar: '<rect x="3.5" y="5" width="17" height="15" rx="1.5"/><path d="M3.5 10h17M8 3v4M16 3v4"/><path d="M8 14h3v3H8z" fill="currentColor"/>',
  chart: '<path d="M4 3.5v16.5h16.5"/><path d="M8 16v-4M12 16V8M16 16v-6M20 16V5"/>',
  map: '<path d="M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z"/><path d="M9 4v14M15 6v14"/>',
  seed: '<path d="M12 21v-8M12 13c0-4 3-7 7-7 0 4-3 7-7 7zM12 15c0-3-2.5-5.5-6-5.5 0 3 2.5 5.5 6 5.5z"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  flag: '<path d="M5 21V4"/><path d="M5 4h13l-2.5 4.5L18 13H5"/><path d="M9 4v9M13 4v9M5 8.5h11.5" stroke-width="1.2"/>',
  ghost: '<path d="M5 20V11a7 7 0 0 1 14 0v9l-2.3-1.8L14.3 20 12 18.2 9.7 20l-2.4-1.8z"/><circle cx="9.5" cy="11" r="1" fill="currentColor"/><circle cx="14.5" cy="11" r="1" fill="currentColor"/>',
  link: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>',
  seat: '<path d="M7 11V6a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v5"/><path d="M4 18v-5a2 2 0 0 1 4 0v2h8v-2a2 2 0 0 1 4 0v5zM6 18v2M18 18v2"/>',
  play: '<path d="M8 5l11 7-11 7z"/>',
  pause: '<path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7"/>',
  copy: '<rect x="8" y="8" width="12" height="12" rx="1.5"/><path d="M16 8V5.5A1.5 1.5 0 0 0 14.5 4h-9A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8"/>',
  renew: '<path d="M19.5 12a7.5 7.5 0 0 1-13 5.1M4.5 12a7.5 7.5 0 0 1 13-5.1"/><path d="M17.5 3v4h-4M6.5 21v-4h4"/>',
  globe: '<circle cx="12" cy="12" r="8.5"/><path d="M3.5 12h17M12 3.5c2.5 2.3 3.5 5.2 3.5 8.5s-1 6.2-3.5 8.5c-2.5-2.3-3.5-5.2-3.5-8.5s1-6.2 3.5-8.5z"/>',
  block: '<circle cx="12" cy="12" r="8.5"/><path d="M6 6l12 12"/>',
  key: '<circle cx="8" cy="14" r="4"/><path d="M11 11l9-9M16 6l3 3M14 8l2 2"/>',
  gear: '<circle cx="12" cy="12" r="3"/><path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1"/>',
  signout: '<path d="M14 4H6v16h8M10 12h11M17 8l4 4-4 4"/>',
  shield: '<path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z"/><path d="M12 7v10M8 11h8"/>',
  bot: '<rect x="5" y="8" width="14" height="11" rx="2.5"/><path d="M12 8V4.5M10 4h4M2.5 12.5v3M21.5 12.5v3"/><circle cx="9.3" cy="13" r="1.3" fill="currentColor"/><circle cx="14.7" cy="13" r="1.3" fill="currentColor"/><path d="M9.5 16.3h5"/>',
  people: '<circle cx="9" cy="8.5" r="3"/><path d="M3.5 19c.7-3.5 3-5.3 5.5-5.3s4.8 1.8 5.5 5.3"/><circle cx="16.5" cy="9.5" r="2.5"/><path d="M16 13.8c2.3 0 4 1.5 4.6 4.7"/>',
  target: '<circle cx="12" cy="12" r="8"/><circle cx="12" cy="12" r="3"/><path d="M12 2v4M12 18v4M2 12h4M18 12h4"/>',
  winnable: '<path d="M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z"/><path d="M8.5 12l2.5 2.5L15.5 10"/>',
  book: '<path d="M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2zM4 20a2 2 0 0 0 2 1h13v-3"/><path d="M8 7h7M8 10h5"/>',
  sparkle: '<path d="M12 3v5M12 16v5M3 12h5M16 12h5M6 6l3 3M15 15l3 3M6 18l3-3M15 9l3-3"/>',
  moves: '<path d="M4 12h14M14 8l4 4-4 4M8 5h10M8 19h10"/>',
  sequence: '<rect x="3" y="6" width="5" height="12" rx="1"/><rect x="10" y="6" width="5" height="12" rx="1"/><rect x="17" y="6" width="4" height="12" rx="1"/>',
};

// Medals: a ribbon and a disc in the metal's own colours (these are not stroked icons).
const MEDALS = {
  gold: ["#f2cf62", "#9c7414", "#fff2b8"],
  silver: ["#d9dde2", "#7b838c", "#ffffff"],
  bronze: ["#d08a4a", "#7a4a1e", "#f6c896"],
};

function medal(name, [face, edge, shine]) {
  return `<symbol id="medal-${name}" viewBox="0 0 24 24"><path d="M7 2h4l2 7H9zM13 2h4l-2 7h-4z" fill="#7b1f24" stroke="#3a0d10" stroke-width=".8"/>`
    + `<circle cx="12" cy="15" r="7" fill="${face}" stroke="${edge}" stroke-width="1.6"/>`
    + `<path d="M12 10.8l1.3 2.6 2.9.4-2.1 2 .5 2.9-2.6-1.4-2.6 1.4.5-2.9-2.1-2 2.9-.4z" fill="${edge}"/>`
    + `<path d="M7.8 13a5 5 0 0 1 3-3" stroke="${shine}" stroke-width="1.2" fill="none" stroke-linecap="round"/></symbol>`;
}

export function iconSprite() {
  const icons = Object.entries(PATHS).map(([name, body]) =>
    `<symbol id="i-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`);
  return icons.join("") + Object.entries(MEDALS).map(([name, colours]) => medal(name, colours)).join("");
}

export const ICON_NAMES = Object.keys(PATHS);

// The markup of one icon; decorative unless `label` names it.
export function icon(name, label = "") {
  const id = name.startsWith("medal-") ? name : `i-${name}`;
  const a11y = label ? `role="img" aria-label="${label}"` : 'aria-hidden="true"';
  return `<svg class="icon icon-${name}" ${a11y} focusable="false"><use href="#${id}"/></svg>`;
}
