// Measurements run in the page by tests/browser/checks.py, one arrow function per section.

//# read-text
() => {
  const shown = (element) => {
    for (let node = element; node; node = node.parentElement) {
      if (node.closest('.verbatim, .sprite, [aria-hidden="true"]')) return false;
      if (node.tagName === 'DETAILS' && !node.open && !element.closest('summary')) return false;
    }
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    return element.getClientRects().length > 0;
  };
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.textContent.trim() && node.parentElement && !node.parentElement.closest('script, style') && shown(node.parentElement)) {
      texts.push(node.textContent.trim());
    }
  }
  for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (!shown(element) && !element.closest('.cells')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

//# contrast
() => {
  const parse = (value) => (value.match(/[\d.]+/g) || []).map(Number);
  const luminance = ([r, g, b]) => {
    const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const background = (element) => {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const [r, g, b, a = 1] = parse(getComputedStyle(node).backgroundColor);
      if (a > 0) layers.push([r, g, b, a]);
      if (a >= 1) break;
    }
    let colour = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) colour = [r * a + colour[0] * (1 - a), g * a + colour[1] * (1 - a), b * a + colour[2] * (1 - a)];
    return colour;
  };
  const low = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const element = walker.currentNode.parentElement;
    if (!walker.currentNode.textContent.trim() || !element || element.closest('svg, .sprite, [hidden], .verbatim')) continue;
    if (element.closest('button:disabled, details:not([open]) > :not(summary)')) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || !element.getClientRects().length || Number(style.opacity) === 0) continue;
    const [r, g, b, a = 1] = parse(style.color);
    const back = background(element);
    const fore = [r * a + back[0] * (1 - a), g * a + back[1] * (1 - a), b * a + back[2] * (1 - a)];
    const [light, dark] = [luminance(fore), luminance(back)].sort((x, y) => y - x);
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 4.5) low.push(`${ratio.toFixed(2)}: ${walker.currentNode.textContent.trim().slice(0, 40)} (${style.color} on rgb(${back.map(Math.round)}))`);
  }
  return low;
}

//# overflow
() => {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const out = [];
  if (document.documentElement.scrollWidth > width) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('.sprite, .cascade, dialog:not([open]), [hidden], option')) continue;
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const scrolls = element.closest('main .page'); // a page scrolls up and down, never sideways
    // A dialog scrolls up and down too, and clips what is wider than itself.
    const dialog = element.parentElement?.closest('dialog[open]')?.getBoundingClientRect();
    const right = Math.min(width, dialog?.right ?? width);
    const left = Math.max(0, dialog?.left ?? 0);
    if (box.right > right + 0.5 || box.left < left - 0.5 || (!scrolls && !dialog && (box.bottom > height + 0.5 || box.top < -0.5))) {
      out.push(`${element.tagName.toLowerCase()}#${element.id}.${String(element.className.baseVal ?? element.className).split(' ')[0]} at ${Math.round(box.left)},${Math.round(box.top)}-${Math.round(box.right)},${Math.round(box.bottom)}`);
    }
  }
  return out.slice(0, 10);
}

//# metrics
() => {
              const card = document.querySelector('.card').getBoundingClientRect();
              const index = document.querySelector('.card .index').getBoundingClientRect();
              const board = document.querySelector('#board').getBoundingClientRect();
              const area = document.querySelector('#table-area');
              const style = getComputedStyle(area);
              const width = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              const height = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
              return {
                cardNarrow: Math.min(card.width, card.height), indexHeight: index.height,
                fill: Math.max(board.width / width, board.height / height), layout: document.querySelector('#board').dataset.layout,
              };
            }

//# gaps-in-view
() => {
  const problems = [];
  const board = window.montana.board;
  for (const cell of document.querySelectorAll('#board .cell.gap')) {
    const [row, col] = [Number(cell.dataset.row), Number(cell.dataset.col)];
    const shown = board.shownRect(row, col);
    const where = `gap ${row},${col}`;
    if (shown.width < 44 || shown.height < 44) problems.push(`${where} shows ${shown.width}x${shown.height}`);
    for (const [fx, fy] of [[0.2, 0.2], [0.5, 0.5], [0.8, 0.8]]) {
      const hit = document.elementFromPoint(shown.left + shown.width * fx, shown.top + shown.height * fy);
      if (hit !== cell) problems.push(`${where}: a finger at ${fx},${fy} touches ${hit?.className || hit}`);
    }
    if (getComputedStyle(cell).borderTopStyle === 'none') problems.push(`${where} has no outline`);
  }
  const seen = (node) => node && node.getBoundingClientRect().width > 0 && node.querySelector('.back');
  if (!seen(document.querySelector('#deck')) && !seen(document.querySelector('#redeal .mini-deck'))) {
    problems.push('no deck with its card back in view');
  }
  return problems;
}
