// Input devices all become the same few intents: activate a cell, drop a card on a cell,
// undo, hint, redeal, new game. Each binder returns a function that unbinds it.

const DRAG_THRESHOLD = 6;

export function bindPointer(view, intents) {
  let press = null;
  const down = (event) => {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    const card = event.target.closest(".card");
    const cell = event.target.closest(".cell");
    press = { x: event.clientX, y: event.clientY, card, cell, dragging: false, id: event.pointerId };
    if (card) card.setPointerCapture?.(event.pointerId);
  };
  const move = (event) => {
    if (!press || !press.card || event.pointerId !== press.id) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    press.dragging = true;
    press.card.classList.add("dragging");
    press.card.style.translate = `${dx}px ${dy}px`;
  };
  const up = (event) => {
    if (!press || event.pointerId !== press.id) return;
    const current = press;
    press = null;
    if (current.dragging) {
      current.card.classList.remove("dragging");
      const target = view.cellAt(event.clientX, event.clientY);
      // A card dropped where it fits stays under the finger and glides the rest of the way once the
      // server answers; anywhere else it glides back.
      const accepted = target ? intents.drop(current.card.dataset.card, target[0], target[1]) : false;
      if (!accepted) current.card.style.translate = "";
      return;
    }
    const source = current.card || current.cell;
    if (source) intents.activate(Number(source.dataset.row), Number(source.dataset.col));
  };
  const cancel = () => {
    if (press?.card) {
      press.card.classList.remove("dragging");
      press.card.style.translate = "";
    }
    press = null;
  };
  const root = view.root;
  root.addEventListener("pointerdown", down);
  root.addEventListener("pointermove", move);
  root.addEventListener("pointerup", up);
  root.addEventListener("pointercancel", cancel);
  return () => {
    root.removeEventListener("pointerdown", down);
    root.removeEventListener("pointermove", move);
    root.removeEventListener("pointerup", up);
    root.removeEventListener("pointercancel", cancel);
  };
}

const KEYS = { u: "undo", h: "hint", r: "redeal", n: "newGame", escape: "cancel" };

export function bindKeyboard(target, intents, isPlaying) {
  const handler = (event) => {
    if (!isPlaying() || event.defaultPrevented || event.target.closest("dialog")) return;
    const typing = event.target.closest("input, select, textarea");
    const onControl = event.target.closest("button, a, summary");
    if (event.key.startsWith("Arrow")) {
      if (typing) return;
      event.preventDefault();
      intents.focusMove(event.key);
    } else if (event.key === "Enter" || event.key === " ") {
      if (typing || onControl) return; // a focused button or link keeps its own Enter
      event.preventDefault();
      intents.activateFocus();
    } else if (!typing && !event.ctrlKey && !event.metaKey && !event.altKey && KEYS[event.key.toLowerCase()]) {
      event.preventDefault();
      intents[KEYS[event.key.toLowerCase()]]();
    }
  };
  target.addEventListener("keydown", handler);
  return () => target.removeEventListener("keydown", handler);
}

// Standard mapping: 0 A, 1 B, 2 X, 3 Y, 12-15 d-pad; the left stick moves the focus too.
const BUTTONS = { 0: "activateFocus", 1: "undo", 2: "hint", 3: "redeal" };
const DPAD = { 12: "ArrowUp", 13: "ArrowDown", 14: "ArrowLeft", 15: "ArrowRight" };

export function bindGamepad(intents, isPlaying) {
  let frame = 0;
  let previous = new Map();
  let stickAt = 0;
  const poll = (time) => {
    frame = requestAnimationFrame(poll);
    const pads = navigator.getGamepads ? [...navigator.getGamepads()].filter(Boolean) : [];
    if (!pads.length || !isPlaying()) return;
    const pad = pads[0];
    const pressed = new Map(pad.buttons.map((button, index) => [index, button.pressed]));
    for (const [index, isDown] of pressed) {
      if (!isDown || previous.get(index)) continue;
      if (BUTTONS[index]) intents[BUTTONS[index]]();
      if (DPAD[index]) intents.focusMove(DPAD[index]);
    }
    previous = pressed;
    const [x = 0, y = 0] = pad.axes;
    if (time - stickAt > 180 && Math.max(Math.abs(x), Math.abs(y)) > 0.6) {
      stickAt = time;
      intents.focusMove(Math.abs(x) > Math.abs(y) ? (x > 0 ? "ArrowRight" : "ArrowLeft") : y > 0 ? "ArrowDown" : "ArrowUp");
    }
  };
  const start = () => { if (!frame) frame = requestAnimationFrame(poll); };
  window.addEventListener("gamepadconnected", start);
  return () => {
    window.removeEventListener("gamepadconnected", start);
    cancelAnimationFrame(frame);
  };
}
