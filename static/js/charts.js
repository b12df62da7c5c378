// The charts of a mode (#charts/classic@1): games and wins by month, finishing times, moves, redeals and a
// year of play as a heatmap. Each is an SVG image with its own label for screen readers, focusable, and
// its figures in a table under it (a disclosure anyone can open).
import { el, fill } from "./dom.js";
import { S, formatClock, formatDate, modeName, monthTitle, num, shortMonth } from "./strings.js";
import { heading } from "./views.js";

const SVG = "http://www.w3.org/2000/svg";
const RULES = ["classic@1", "relaxed@1", "express@1", "blue-moon@1"];

function svgEl(tag, attributes = {}, text = "") {
  const node = document.createElementNS(SVG, tag);
  Object.entries(attributes).forEach(([name, value]) => node.setAttribute(name, value));
  if (text) node.textContent = text;
  return node;
}

// The figures behind a chart: a caption, column heads, and rows of cells.
function figures(head, rows) {
  return el("details", { class: "chart-figures" },
    el("summary", { text: S.charts.table }),
    el("table", { class: "board-table" },
      el("thead", {}, el("tr", {}, ...head.map((text) => el("th", { scope: "col", text })))),
      el("tbody", {}, ...rows.map((cells) => el("tr", {}, ...cells.map((text, index) => el(index ? "td" : "th", index ? { text } : { scope: "row", text })))))));
}

// Whole-number ticks for a count axis: 0, the top, and the middle when there is room for it.
function ticks(max) {
  return [...new Set([0, Math.ceil(max / 2), max])].filter((tick) => tick === 0 || tick === max || max >= 4);
}

const BARS = { left: 28, top: 8, height: 96, bottom: 20, width: 300 };

// Bars over labelled categories; `series` [{ key, className, name }] are drawn over one another, tallest first.
function bars({ id, label, categories, series }) {
  const { left, top, height, bottom, width } = BARS;
  const max = Math.max(1, ...categories.flatMap((category) => series.map((one) => category[one.key])));
  const y = (value) => top + height - (value / max) * height;
  const step = width / Math.max(1, categories.length);
  const svg = svgEl("svg", { viewBox: `0 0 ${left + width + 6} ${top + height + bottom}`, role: "img", "aria-label": label, tabindex: "0", id });
  for (const tick of ticks(max)) {
    svg.append(svgEl("path", { d: `M${left} ${y(tick) + 0.5}h${width}`, class: tick ? "chart-grid" : "bar-axis" }),
      svgEl("text", { x: left - 4, y: y(tick) + 3.5, class: "chart-count" }, num(tick)));
  }
  const every = Math.ceil(categories.length / 6); // at most six labels on the axis, so none overlap
  categories.forEach((category, index) => {
    const x = left + index * step + 1;
    const group = svgEl("g", { class: "chart-bar" });
    group.append(svgEl("title", {}, category.title));
    for (const one of series) {
      const value = category[one.key];
      group.append(svgEl("rect", { x, y: y(value), width: Math.max(1, step - 2), height: (value / max) * height, class: one.className }));
    }
    svg.append(group);
    if (index % every === 0 || index === categories.length - 1 && categories.length <= 6) {
      svg.append(svgEl("text", { x: x + (step - 2) / 2, y: top + height + 14, class: "chart-date", "text-anchor": "middle" }, category.label));
    }
  });
  return svg;
}

function legend(items) {
  return el("p", { class: "chart-legend" }, ...items.flatMap(([className, text]) => [el("span", { class: `key ${className}` }), el("span", { text })]));
}

function section(id, title, note, chart, table) {
  return el("section", { class: "panel chart-panel", id, "aria-labelledby": `${id}-title` },
    el("h3", { id: `${id}-title`, text: title }), note ? el("p", { class: "small", text: note }) : null, el("figure", { class: "chart" }, chart), table);
}

function monthsChart(charts) {
  const played = charts.months.reduce((sum, month) => sum + month.played, 0);
  const won = charts.months.reduce((sum, month) => sum + month.won, 0);
  const rate = (month) => (month.played ? S.charts.percent(month.won / month.played) : "\u2013");
  const categories = charts.months.map((month) => ({
    ...month, label: shortMonth(month.month), title: `${shortMonth(month.month)}: ${S.charts.played} ${num(month.played)}, ${S.charts.won} ${num(month.won)}, ${S.charts.winRate} ${rate(month)}`,
  }));
  return section("chart-months", S.charts.months, null,
    el("div", {}, bars({ id: "months-svg", label: S.charts.monthsLabel(played, won, charts.months.length), categories, series: [
      { key: "played", className: "bar-played" }, { key: "won", className: "bar-won" }] }),
    legend([["key-played", S.charts.played], ["key-won", S.charts.won]])),
    figures([S.charts.month, S.charts.played, S.charts.won, S.charts.winRate],
      charts.months.map((month) => [monthTitle(month.month), num(month.played), num(month.won), rate(month)])));
}

function timesChart(charts) {
  if (!charts.wins) return section("chart-times", S.charts.times, S.charts.noWins, null, null);
  const categories = charts.times.map((bin) => ({ ...bin, label: formatClock(bin.low), title: `${S.charts.range(bin.low, bin.high)}: ${num(bin.games)}` }));
  return section("chart-times", S.charts.times, `${S.charts.best} ${formatClock(charts.best_time_ms)} \u00b7 ${S.charts.median} ${formatClock(charts.median_time_ms)}`,
    bars({ id: "times-svg", label: S.charts.timesLabel(charts.wins, charts.best_time_ms, charts.median_time_ms), categories, series: [{ key: "games", className: "bar-won" }] }),
    figures([S.charts.time, S.charts.wins], charts.times.map((bin) => [S.charts.range(bin.low, bin.high), num(bin.games)])));
}

function movesChart(charts) {
  const categories = charts.moves.map((bin) => ({ ...bin, label: num(bin.low), title: `${S.charts.movesRange(bin.low, bin.high - 1)}: ${num(bin.games)}` }));
  return section("chart-moves", S.charts.moves, `${S.charts.median} ${num(charts.median_moves)}`,
    bars({ id: "moves-svg", label: S.charts.movesLabel(charts.games, charts.median_moves), categories, series: [{ key: "games", className: "bar-played" }] }),
    figures([S.charts.moves, S.charts.games], charts.moves.map((bin) => [S.charts.movesRange(bin.low, bin.high - 1), num(bin.games)])));
}

function redealsChart(charts, unlimited) {
  const categories = charts.redeals.map((count) => ({ ...count, label: S.charts.redealsUsed(count.used, unlimited), title: `${S.charts.redeals} ${S.charts.redealsUsed(count.used, unlimited)}: ${num(count.games)}` }));
  return section("chart-redeals", S.charts.redeals, null,
    bars({ id: "redeals-svg", label: S.charts.redealsLabel(charts.games), categories, series: [{ key: "games", className: "bar-played" }] }),
    figures([S.charts.redeals, S.charts.games], charts.redeals.map((count) => [S.charts.redealsUsed(count.used, unlimited), num(count.games)])));
}

const CELL = 11;

function isoDay(time) {
  return new Date(time).toISOString().slice(0, 10);
}

// A year of play: one square a day in weeks from Monday, darker with more games; on a narrow screen the
// year is drawn in two bands of half a year, so a day stays big enough to see.
function yearChart(charts, bands) {
  const played = new Map(charts.days.map((day) => [day.date, day.played]));
  const first = Date.parse(`${charts.since}T00:00:00Z`);
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * 86_400_000; // back to that week's Monday
  const last = first + 364 * 86_400_000;
  const weeks = Math.floor((last - start) / 86_400_000 / 7) + 1;
  const perBand = Math.ceil(weeks / bands);
  const most = Math.max(1, ...played.values());
  const level = (games) => (games ? Math.min(4, Math.ceil((games / most) * 4)) : 0);
  const [left, top] = [4, 14];
  const bandHeight = top + 7 * CELL + 4;
  const svg = svgEl("svg", { viewBox: `0 0 ${left + perBand * CELL + 2} ${bands * bandHeight}`, role: "img", tabindex: "0", id: "year-svg",
    "aria-label": S.charts.yearLabel(charts.days.reduce((sum, day) => sum + day.played, 0), charts.days.length) });
  let month = "";
  for (let time = first; time <= last; time += 86_400_000) {
    const index = Math.round((time - start) / 86_400_000);
    const [week, weekday] = [Math.floor(index / 7), index % 7];
    const [band, column] = [Math.floor(week / perBand), week % perBand];
    const [x, y] = [left + column * CELL, band * bandHeight + top];
    const date = isoDay(time);
    const bandStarts = column === 0 && weekday === 0;
    if ((date.slice(0, 7) !== month && (weekday === 0 || !month)) || bandStarts) {
      const label = date.slice(0, 7) !== month || bandStarts;
      month = date.slice(0, 7);
      if (label && column < perBand - 2) svg.append(svgEl("text", { x, y: y - 4, class: "chart-date" }, shortMonth(month)));
    }
    const games = played.get(date) ?? 0;
    const square = svgEl("rect", { x, y: y + weekday * CELL, width: CELL - 2, height: CELL - 2, rx: 2, class: `heat heat-${level(games)}`, "data-date": date });
    square.append(svgEl("title", {}, S.charts.day(date, games)));
    svg.append(square);
  }
  const scale = el("p", { class: "chart-legend heat-scale" }, el("span", { text: S.charts.less }),
    ...[0, 1, 2, 3, 4].map((n) => el("span", { class: `key heat-${n}` })), el("span", { text: S.charts.more }));
  return section("chart-year", S.charts.year, null, el("div", {}, svg, scale),
    figures([S.charts.date, S.charts.games, S.charts.won], [...charts.days].reverse().map((day) => [formatDate(day.date), num(day.played), num(day.won)])));
}

export function renderCharts(root, { charts, rules, onRules }) {
  const modes = el("div", { class: "mode-switch", role: "group", "aria-label": S.charts.mode },
    ...RULES.map((name) => el("button", { type: "button", "aria-pressed": String(name === rules), "data-rules": name, onclick: () => onRules(name) }, modeName(name))));
  const empty = !charts.games && !charts.days.length;
  fill(root,
    heading(S.charts.title, "chart"),
    el("p", { class: "lede", text: S.charts.about }),
    el("div", { class: "panel filters" }, modes),
    empty ? el("p", { class: "panel", id: "charts-empty", text: S.charts.none(modeName(rules)) }) : el("div", { class: "chart-grid" },
      yearChart(charts, matchMedia("(max-width: 599px)").matches ? 2 : 1), monthsChart(charts), timesChart(charts), movesChart(charts), redealsChart(charts, rules === "relaxed@1")));
}
