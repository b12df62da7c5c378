// Small DOM builders shared by the views: elements, icons, and the strings of the page shell.
import { S } from "./strings.js";

const SVG = "http://www.w3.org/2000/svg";

// el("button", { class: "x", onclick }, child, "text"): null, undefined and false children are left out.
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "class") element.className = value;
    else if (name === "text") element.textContent = value;
    else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : value);
  }
  element.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return element;
}

// Replaces an element's children, leaving out the absent ones (replaceChildren would print "null").
export function fill(root, ...children) {
  root.replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return root;
}

// An icon from the sprite; decorative unless it has a label.
export function iconEl(name, label = "") {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", `icon icon-${name}`);
  svg.setAttribute("focusable", "false");
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
  } else {
    svg.setAttribute("aria-hidden", "true");
  }
  const use = document.createElementNS(SVG, "use");
  use.setAttribute("href", name.startsWith("medal-") ? `#${name}` : `#i-${name}`);
  svg.append(use);
  return svg;
}

// A button with an icon and a visible label.
export function iconButton(name, label, attributes = {}) {
  return el("button", { type: "button", ...attributes }, iconEl(name), el("span", { class: "label", text: label }));
}

export function medalEl(badge, label = "") {
  return iconEl(`medal-${badge}`, label);
}

// The mark of a player who is a program, wherever a player is named.
export function botMark() {
  return el("abbr", { class: "bot-mark", title: S.bot.about }, S.bot.mark);
}

// The page shell's words: elements carry data-t="path.to.string" (and data-t-label for aria-label).
export function applyStrings(root) {
  const lookup = (path) => path.split(".").reduce((node, key) => node?.[key], S);
  root.querySelectorAll("[data-t]").forEach((node) => {
    const value = lookup(node.dataset.t);
    if (typeof value === "string") node.textContent = value;
  });
  root.querySelectorAll("[data-t-label]").forEach((node) => {
    const value = lookup(node.dataset.tLabel);
    if (typeof value === "string") node.setAttribute("aria-label", value);
  });
  root.querySelectorAll("[data-icon]").forEach((node) => {
    if (!node.querySelector(":scope > svg.icon")) node.prepend(iconEl(node.dataset.icon));
  });
}

// Opens a dialog scrolled to its top: its first words are read first, though the button it focuses may sit lower.
export function openAtTop(dialog) {
  if (!dialog.open) dialog.showModal();
  dialog.scrollTop = 0;
  dialog.querySelector("form")?.scrollTo?.(0, 0);
}
