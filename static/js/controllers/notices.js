// Notices: what the player's feed tells as it happens (someone asks to follow, a friend challenges, a
// challenge is placed), shown one at a time in a note whose link leads to its page; a view showing what
// a notice is about is drawn again. Notices wait while the player is busy: a game in play on the table, a
// race, an open dialog, a page nobody looks at.
import { fill, iconEl } from "../dom.js";
import { NOTICE_KINDS, noticeOf, touches } from "../notices.js";

const $ = (selector) => document.querySelector(selector);
const SHOWN_MS = 15_000;
const WAITING_AT_MOST = 5; // a burst of follows (or a spammer) keeps only the newest few
const LOOK_AGAIN_MS = 1_500;

// Notices of one player or one challenge replace each other: the newest says what holds now.
const sameThing = (one, other) => (one.challenge ? one.challenge === other.challenge : one.player === other.player);

export class Notices {
  // `feed`: a PlayerFeed. `held()`: whether notices wait now. `where()`: { view, argument } on screen.
  // `redraw()`: draws the view on screen again. `say(text)`: the page's message line.
  constructor({ feed, held, where, redraw, say }) {
    Object.assign(this, { feed, held, where, redraw, say });
    this.waiting = [];
    this.shown = null;
    this.hiding = null;
    this.looking = null;
  }

  bind() {
    for (const kind of NOTICE_KINDS) this.feed.on(kind, (data) => this.arrived(noticeOf(kind, data)));
    const box = $("#notice");
    $("#notice-close").addEventListener("click", () => this.dismiss());
    $("#notice-link").addEventListener("click", () => this.dismiss()); // its address shows the page
    box.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.dismiss();
    });
    // Read, or about to be tapped: it stays while the pointer or the focus is on it.
    const stay = () => clearTimeout(this.hiding);
    const go = () => {
      if (this.shown && !box.contains(document.activeElement)) this.hideLater();
    };
    box.addEventListener("pointerenter", stay);
    box.addEventListener("focusin", stay);
    box.addEventListener("pointerleave", go);
    box.addEventListener("focusout", () => setTimeout(go));
    document.addEventListener("visibilitychange", () => this.next());
  }

  arrived(notice) {
    const { view, argument } = this.where();
    if (touches(notice, view, argument)) this.redraw();
    if (this.onItsPage(notice)) return;
    this.waiting = this.waiting.filter((other) => !sameThing(notice, other));
    if (this.shown && sameThing(notice, this.shown)) this.hide();
    this.waiting.push(notice);
    if (this.waiting.length > WAITING_AT_MOST) this.waiting.shift();
    this.next();
  }

  // The page moved on: a notice shown while the player turns to a game waits for them.
  viewChanged() {
    if (!this.shown || !this.held()) return;
    this.waiting.unshift(this.shown);
    this.hide();
    this.next();
  }

  next() {
    clearTimeout(this.looking);
    if (this.shown || !this.waiting.length) return;
    if (this.held() || document.visibilityState !== "visible") {
      this.looking = setTimeout(() => this.next(), LOOK_AGAIN_MS);
      return;
    }
    const notice = this.waiting.shift();
    if (this.onItsPage(notice, { redraw: true })) this.next();
    else this.show(notice);
  }

  // Its page is on screen (drawn again): a word on the message line is enough.
  onItsPage(notice, { redraw = false } = {}) {
    if (location.hash !== notice.href) return false;
    if (redraw) this.redraw();
    this.say(notice.text);
    return true;
  }

  show(notice) {
    this.shown = notice;
    fill($("#notice-icon"), iconEl(notice.icon));
    $("#notice-text").textContent = notice.text;
    const link = $("#notice-link");
    link.textContent = notice.action;
    link.href = notice.href;
    $("#notice").hidden = false;
    this.hideLater();
  }

  hideLater() {
    clearTimeout(this.hiding);
    this.hiding = setTimeout(() => this.dismiss(), SHOWN_MS);
  }

  hide() {
    clearTimeout(this.hiding);
    $("#notice").hidden = true;
    this.shown = null;
  }

  dismiss() {
    this.hide();
    this.next();
  }
}
