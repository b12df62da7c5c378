// The page around every view: its one message line, its confirmation dialog, the folded menu, and the
// calm note shown while the connection is away. It knows no game and no view.
import { ApiError } from "../api.js";
import { openAtTop } from "../dom.js";
import { S, problemSentence } from "../strings.js";

const $ = (selector) => document.querySelector(selector);
const FADE_MS = 6000;

export class Shell {
  // `onBackOnline()`: the connection is back after an absence (the page reads what it shows again).
  constructor({ onBackOnline }) {
    this.onBackOnline = onBackOnline;
    this.fading = null;
  }

  // A message stays until the next action; a mere confirmation ("Settings saved.") fades by itself.
  say(text, { fade = false } = {}) {
    const message = $("#message");
    clearTimeout(this.fading);
    message.textContent = text;
    message.hidden = !text;
    if (text) $("#compass").hidden = true;
    if (text && fade) this.fading = setTimeout(() => { if (message.textContent === text) this.say(""); }, FADE_MS);
  }

  clearMessages() {
    this.say("");
    $("#compass").hidden = true;
  }

  // Answers whether the player said yes.
  confirm(title, text, yes) {
    const dialog = $("#confirm");
    $("#confirm-title").textContent = title;
    $("#confirm-text").textContent = text;
    $("#confirm-yes").textContent = yes;
    dialog.returnValue = "";
    openAtTop(dialog);
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
    });
  }

  // Runs `work`, saying in words what went wrong if it fails (`context` names what was being done).
  async guard(work, context = "") {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
      this.say(problemSentence(error, context));
    }
  }

  // Offline, the page says so calmly (the game is the server's, so nothing is lost); `readAgain`: back
  // online, what the page shows is read again from the server.
  offline(away, { readAgain = true } = {}) {
    const banner = $("#offline");
    if (away === !banner.hidden) return;
    banner.textContent = S.app.offline;
    banner.hidden = !away;
    if (!away && readAgain && document.body.dataset.ready) this.onBackOnline();
  }

  // The browser's word on the connection, and the service worker that keeps the page's shell for the
  // next visit (without it the page works as before).
  watchConnection() {
    window.addEventListener("offline", () => this.offline(true));
    window.addEventListener("online", () => this.offline(false));
    if (!navigator.onLine) this.offline(true);
    if ("serviceWorker" in navigator) {
      const updating = Boolean(navigator.serviceWorker.controller);
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (updating) this.say(S.app.updated, { fade: true });
      });
      navigator.serviceWorker.register("/sw.js").catch(() => null);
    }
  }

  bindMenu() {
    const toggle = $("#menu-toggle");
    toggle.addEventListener("click", () => (toggle.getAttribute("aria-expanded") === "true" ? this.closeMenu() : this.openMenu()));
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && toggle.getAttribute("aria-expanded") === "true") {
        this.closeMenu();
        toggle.focus();
      }
    });
    document.addEventListener("pointerdown", (event) => {
      if (!event.target.closest(".nav")) this.closeMenu();
    });
  }

  openMenu() {
    $("#menu-toggle").setAttribute("aria-expanded", "true");
    $(".nav").classList.add("open");
  }

  closeMenu() {
    $("#menu-toggle").setAttribute("aria-expanded", "false");
    $(".nav").classList.remove("open");
  }
}
