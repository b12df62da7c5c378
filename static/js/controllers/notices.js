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

// Notices of one challenge, or of one player's follows, replace each other: the newest says what holds now
// (a challenge and a follow of the same player are two things).
const sameThing = (one, other) =>
  one.challenge === other.challenge && (one.challenge !== null || one.player === other.player);

export class Notices {
  // `feed`: a PlayerFeed. `held()`: whether notices wait now. `where()`: { view, argument } on screen.
  // `redraw()`: draws the view on screen again. `say(text)`: the page's message line.
  constructor({ feed, held, where, redraw, say }) {
    Object.assign(this, { feed, held, where, redraw, say });
    this.waiting = [];
    this.shown = null;
    this.hiding = null;
    this.looking = null;
    this.redrawing = null;
    this.redrawAgain = false;
  }

  bind() {
    for (const kind of NOTICE_KINDS) {
      this.feed.on(kind, (data) => {
        const notice = noticeOf(kind, data);
        if (notice) this.arrived(notice);
      });
    }
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
    // Nobody looks at a page in the background: what it showed is told again when they come back.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible") this.putBack();
      this.next();
    });
  }

  // Signed in as someone else (or out): nothing of the account before is told to the next.
  reset() {
    clearTimeout(this.looking);
    this.waiting = [];
    this.hide();
  }

  arrived(notice) {
    const { view, argument } = this.where();
    if (touches(notice, view, argument)) this.redrawOnce();
    if (this.onItsPage(notice)) return;
    this.waiting = this.waiting.filter((other) => !sameThing(notice, other));
    if (this.shown && sameThing(notice, this.shown)) this.hide();
    this.waiting.push(notice);
    if (this.waiting.length > WAITING_AT_MOST) this.waiting.shift();
    this.next();
  }

  // The page moved on: a notice shown while the player turns to a game waits for them.
  viewChanged() {
    if (this.held()) this.putBack();
  }

  // The notice on screen waits again, first in line (the player turned to something else).
  putBack() {
    if (!this.shown) return;
    this.waiting.unshift(this.shown);
    this.hide();
    this.next();
  }

  // A view drawn again once at a time; events that come meanwhile draw it once more after.
  redrawOnce() {
    if (this.redrawing) {
      this.redrawAgain = true;
      return;
    }
    this.redrawing = Promise.resolve(this.redraw()).finally(() => {
      this.redrawing = null;
      if (this.redrawAgain) {
        this.redrawAgain = false;
        this.redrawOnce();
      }
    });
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
    if (redraw) this.redrawOnce();
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

  // Its time is up only if it was there to read: held by a dialog, the tutorial or a page in the
  // background, it waits again instead.
  hideLater() {
    clearTimeout(this.hiding);
    this.hiding = setTimeout(() => {
      if (this.held() || document.visibilityState !== "visible") this.putBack();
      else this.dismiss();
    }, SHOWN_MS);
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
