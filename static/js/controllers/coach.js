// The tutorial on the table: a lesson game of one teaching deal, a coach card that walks through its
// steps, and a gate that lets through only the action a step waits for. A reload mid-lesson picks it up
// where it was; a game in play when it began is waiting when it ends.
import { LESSON_RULES, LESSON_SEED, STEPS, Tutorial, spotlightOf } from "../tutorial.js";
import { S } from "../strings.js";

const $ = (selector) => document.querySelector(selector);
const LESSON_STATE = "montana.lesson";
export const WELCOMED = "montana.welcomed";

export class Coach {
  // `table`: the game on the table (game, ui, setGame, leave, draw, shake). `shell`: say, confirm, guard.
  // `go(view)` and `show(view)`: the router's.
  constructor({ api, table, shell, go, show }) {
    Object.assign(this, { api, table, shell, go, show });
    this.tutorial = null;
    this.suspended = null;
  }

  bind() {
    $("#coach-next").addEventListener("click", () => this.tutorial?.next());
    $("#coach-back").addEventListener("click", () => this.tutorial?.back());
    $("#coach-skip").addEventListener("click", () => this.end(false));
  }

  active() {
    return Boolean(this.tutorial);
  }

  // An action the server applied: the step that waited for it moves on.
  applied(action) {
    this.tutorial?.applied(action);
  }

  async start() {
    localStorage.setItem(WELCOMED, "1");
    if (this.tutorial) {
      this.go("play");
      return;
    }
    const current = this.table.game?.status === "playing" ? this.table.game : null;
    if (current && !(await this.shell.confirm(S.confirm.tutorialTitle, S.confirm.tutorial(current), S.confirm.tutorialYes))) return;
    await this.shell.guard(async () => {
      const lesson = await this.api.startGame(LESSON_RULES, LESSON_SEED, false, false, { lesson: true });
      this.suspended = current?.id ?? null;
      this.begin(lesson, 0);
    });
  }

  begin(game, index) {
    this.tutorial = new Tutorial({ onChange: (step, at) => this.showStep(step, at), onFinish: () => this.end(true) });
    document.body.classList.add("in-tutorial");
    $("#coach").hidden = false;
    this.table.setGame(game, { deal: index === 0 });
    this.go("play");
    this.tutorial.go(index);
  }

  // A reload in the middle of the lesson picks it up where it was.
  resume() {
    const saved = JSON.parse(sessionStorage.getItem(LESSON_STATE) || "null");
    if (!saved || this.table.game?.seed !== LESSON_SEED || this.table.game.ranked || this.table.game.id !== saved.game) return;
    this.suspended = saved.suspended;
    this.begin(this.table.game, saved.step);
  }

  showStep(step, index) {
    sessionStorage.setItem(LESSON_STATE, JSON.stringify({ game: this.table.game.id, step: index, suspended: this.suspended }));
    $("#coach-step").textContent = S.tutorial.step(index + 1, STEPS.length);
    $("#coach-title").textContent = step.words.title;
    $("#coach-body").textContent = step.words.body;
    $("#coach-next").hidden = Boolean(step.expect);
    $("#coach-next").querySelector(".label").textContent = index === STEPS.length - 1 ? S.tutorial.finish : S.tutorial.next;
    $("#coach-back").hidden = !this.tutorial.canGoBack();
    const cells = spotlightOf(step, this.table.game);
    this.table.ui.spotlight = new Set(cells.map(([row, col]) => `${row},${col}`));
    this.table.ui.spotlightCards = new Set(cells.map(([row, col]) => this.table.game.board[row][col]).filter(Boolean));
    document.body.dataset.lessonFocus = step.focus || "";
    if (step.expect?.type === "move") this.table.ui.focus = step.expect.to;
    this.table.draw();
    if (!step.expect) $("#coach-next").focus({ preventScroll: true });
  }

  async end(finished, { quiet = false } = {}) {
    const lesson = this.table.game;
    this.tutorial = null;
    sessionStorage.removeItem(LESSON_STATE);
    document.body.classList.remove("in-tutorial");
    delete document.body.dataset.lessonFocus;
    $("#coach").hidden = true;
    this.table.ui.spotlight = null;
    this.table.ui.spotlightCards = null;
    if (lesson?.status === "playing") await this.table.leave(lesson).catch(() => null);
    this.table.game = null;
    const suspended = this.suspended;
    this.suspended = null;
    if (quiet) return;
    if (suspended) {
      await this.shell.guard(async () => {
        this.table.setGame(await this.api.game(suspended));
        await this.show("play");
        this.shell.say(S.play.leftTutorial, { fade: true });
      });
    } else {
      await this.show("new");
      if (finished) this.shell.say(S.tutorial.done, { fade: true });
    }
  }

  // The tutorial lets through only the action its step waits for, and says which.
  gate(action) {
    if (!this.tutorial || this.tutorial.allows(action)) return true;
    const expected = this.tutorial.step.words.expected;
    this.shell.say(expected ? S.tutorial.wrongMove(expected) : S.tutorial.blocked);
    this.table.shake();
    this.table.draw();
    return false;
  }
}
