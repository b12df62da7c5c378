// The table: the game in play on this page and everything done to it. Taps, drops, keys and pads
// become intents; a listed move is shown at once and sent through the play queue; the server's answer
// is reconciled; another device's moves arrive live; a game's end opens its dialog. The table holds no
// rule: the state it is given lists the legal moves and what each does.
import { bindGamepad, bindKeyboard, bindPointer } from "../input.js";
import { arrowStep } from "../layout.js";
import { followGameStates, isNewer } from "../live.js";
import { PlayQueue } from "../play-queue.js";
import { BoardView, renderDeck, renderMiniDeck } from "../render.js";
import {
  clockMs, endingNeedsConfirm, gapName, hintNeedsConfirm, intentForCell, moveFocus, moveFor, redealNeedsConfirm, whyNot,
} from "../state.js";
import { S, formatClock, modeLabel, num, problemSentence } from "../strings.js";

const $ = (selector) => document.querySelector(selector);
const HURRY_MS = 30_000;
const OTHER_DEVICES_MS = 60_000;
const TICK_MS = 250;

export class Table {
  // `shell`: say, confirm, guard, offline. `preferences`: the settings in force and the animation's
  // length. `lesson`: the tutorial, as the table needs it (active, gate, applied, end). `races`: told of a
  // race game's end (answers whether it showed it). `go(view)`, `currentView()`: the router's.
  // `ended(game)`: the game on the table has just ended here.
  constructor({ api, sound, shell, preferences, lesson, go, currentView, ended }) {
    Object.assign(this, { api, sound, shell, preferences, lesson, go, currentView, ended });
    this.game = null;
    this.receivedAt = 0;
    this.ui = { focus: [0, 0], targets: null, highlighted: null, hint: null, choosing: null, showMoves: false, spotlight: null };
    this.busy = false; // the clock's own request about the game
    this.queue = new PlayQueue({
      settled: () => (this.game && !this.game.pending ? this.game : null),
      send: (game, action, key) => this.api.act(game, action, key),
      show: (game, how) => this.showPlayed(game, how),
      refused: (error, before) => this.refusedAction(error, before),
      taken: (action) => {
        if (action.type === "move") this.sound.tap();
        this.lesson.applied(action);
      },
      idle: () => this.showHeldLiveState(),
    });
    this.board = new BoardView($("#board"), { area: $("#table-area"), deck: $("#deck") });
  }

  // The board's layout, its inputs and its buttons; the clock's tick.
  bind() {
    this.board.onLayout = (layout) => {
      document.body.dataset.deck = layout.deck ? "beside" : "in-controls";
      document.body.dataset.board = this.board.root.dataset.layout;
      // Upright, a message lies over the figures bar rather than over the board.
      const hud = $(".hud").getBoundingClientRect();
      document.body.style.setProperty("--hud-top", `${hud.top}px`);
      document.body.style.setProperty("--hud-h", `${hud.height}px`);
      this.dealIfPending();
    };
    const intents = {
      activate: (row, col) => this.activate(row, col),
      drop: (card, row, col) => this.drop(card, row, col),
      focusMove: (key) => this.focusMove(key),
      activateFocus: () => this.activate(...this.ui.focus),
      undo: () => this.undo(),
      hint: () => this.hint(),
      redeal: () => this.redeal(),
      newGame: () => this.go("new"),
      cancel: () => this.clearSelection(),
    };
    const playing = () => this.currentView() === "play" && this.game?.status === "playing" && !$("dialog[open]");
    // The focus ring is for keys and pads: a finger on a touch screen shows where it is without one.
    this.ringShown = !matchMedia("(pointer: coarse)").matches;
    document.addEventListener("pointerdown", (event) => {
      if (event.pointerType === "mouse" || !this.ringShown) return;
      this.ringShown = false;
      this.draw();
    }, { capture: true });
    document.addEventListener("keydown", (event) => {
      if (this.ringShown || !(event.key.startsWith("Arrow") || event.key === "Enter" || event.key === " ")) return;
      this.ringShown = true;
      this.draw();
    }, { capture: true });
    bindPointer(this.board, intents);
    bindKeyboard(document, intents, playing);
    bindGamepad(intents, playing);
    $("#undo").addEventListener("click", intents.undo);
    $("#hint").addEventListener("click", intents.hint);
    $("#redeal").addEventListener("click", intents.redeal);
    $("#deck").addEventListener("click", intents.redeal);
    $("#resign").addEventListener("click", () => this.resign());
    $("#show-moves").addEventListener("click", () => this.toggleShowMoves());
    $("#cascade").addEventListener("click", () => $("#cascade").getAnimations({ subtree: true }).forEach((a) => a.finish()));
    setInterval(() => this.tick(), TICK_MS);
  }

  // The settings in force changed: the deck's side, the moves shown, and the board drawn again.
  applySettings(settings) {
    this.board.setDeckSide(settings.left_handed ? "left" : "right");
    this.ui.showMoves = settings.highlight_moves;
    this.draw();
  }

  // A game started on another device comes to this table when the page is looked at again (and once a
  // minute while it is): the table's own game is followed live already, so only a game the table does
  // not show is looked for, and one in play here is never replaced.
  watchOtherDevices() {
    const look = () => {
      if (document.visibilityState !== "visible" || this.lesson.active() || this.queue.busy || !navigator.onLine || $("dialog[open]")) return;
      this.api.playing().then(({ items }) => {
        const found = items[0];
        if (!found || found.id === this.game?.id || this.game?.status === "playing" || $("dialog[open]")) return;
        this.setGame(found);
        if (this.currentView() === "play") this.draw();
        this.shell.say(S.app.startedElsewhere(modeLabel(found)), { fade: true });
      }).catch(() => null);
    };
    document.addEventListener("visibilitychange", look);
    setInterval(look, OTHER_DEVICES_MS);
  }


  toggleShowMoves() {
    this.ui.showMoves = !this.ui.showMoves;
    this.draw();
  }

  // -- live updates: another device's moves, settings changed elsewhere ------------------------

  // The game on the table is followed while it is in play and on screen; any other view, or the
  // end of the game, stops the stream (coming back resumes it from the version shown).
  followGame() {
    const wanted = this.currentView() === "play" && this.game?.status === "playing" ? this.game.id : null;
    if (this.gameStream?.gameId === wanted) return;
    this.gameStream?.stop();
    this.gameStream = null;
    if (!wanted) return;
    this.gameStream = followGameStates(wanted, {
      token: () => this.api.token,
      shownVersion: () => (this.game?.id === wanted ? this.game.version : null),
      onState: (state) => this.liveState(state),
    });
  }

  // A newer state from elsewhere replaces the one shown, but never under an action of this page
  // still in flight: it waits, and is shown afterwards only if it is still newer than the answer.
  liveState(state) {
    if (state.id === this.leaving) return;
    if (this.busy || this.asking || this.queue.busy) {
      if (!this.heldLiveState || state.version > this.heldLiveState.version) this.heldLiveState = state;
      return;
    }
    if (!isNewer(state, this.game)) return;
    this.clearSelection(false);
    this.setGame(state);
  }

  // A request of this page about its game (a hint) that is not an action: live states wait for it too.
  async asked(request) {
    this.asking = (this.asking || 0) + 1;
    try {
      return await request;
    } finally {
      this.asking -= 1;
      if (!this.asking && !this.busy && !this.queue.busy) this.showHeldLiveState();
    }
  }

  showHeldLiveState() {
    const held = this.heldLiveState;
    this.heldLiveState = null;
    if (held) this.liveState(held);
  }

  // -- starting and leaving games -------------------------------------------------------------

  // Starting a game while another is in play: the one place that decides how the old one ends.
  // Ranked games are played one at a time: the server refuses a second (409 ranked-game-in-play)
  // unless asked to abandon the one in play, which then ends as a loss. A practice game in play
  // (or a ranked one left for practice) is resigned, so no game is ever left behind to reappear.
  // `start(abandon)` asks the server for the new game.
  async startGame(start, { ranked = true } = {}) {
    this.queue.clear(); // taps meant for the game being left
    await this.queue.idle();
    let current = this.game?.status === "playing" && !this.lesson.active() ? this.game : null;
    if (!current && ranked) {
      // A ranked game may be in play on another device: ask about it before the server refuses.
      try {
        current = (await this.api.playing(20)).items.find((game) => game.ranked) || null;
      } catch (error) {
        this.shell.say(problemSentence(error));
        return;
      }
    }
    if (current && !(await this.confirmLeave(current))) return;
    await this.shell.guard(async () => {
      if (this.lesson.active()) await this.lesson.end(false, { quiet: true });
      const abandon = Boolean(current?.ranked && ranked);
      if (current && !abandon) await this.leave(current);
      let game;
      this.leaving = abandon ? current.id : null; // the abandoned game's end, heard live, is no game over to show
      try {
        game = await start(abandon);
      } catch (error) {
        if (error.type !== "/problems/ranked-game-in-play" || !error.problem.game_id) throw error;
        // A ranked game in play that this page did not know of (another device): ask about it too.
        const other = await this.api.game(error.problem.game_id);
        if (!(await this.confirmLeave(other))) return;
        game = await start(true);
      } finally {
        this.leaving = null;
      }
      if (game.status !== "playing") {
        this.game = game;
        this.go("new");
        return;
      }
      this.setGame(game, { deal: true });
      this.go("play");
    }, "start");
  }

  confirmLeave(game) {
    return this.shell.confirm(S.confirm.leaveTitle, S.confirm.leave(game), S.confirm.leaveYes);
  }

  async leave(game) {
    this.leaving = game.id; // its end, heard live meanwhile, is no game over to show
    try {
      await this.api.act(game, { type: "resign" });
    } catch (error) {
      if (error.status !== 409) throw error; // already over: nothing to leave
    } finally {
      this.leaving = null;
    }
    if (this.game?.id === game.id) this.game = null;
  }


  // -- play ------------------------------------------------------------------------------------

  setGame(game, { deal = false } = {}) {
    const previous = this.game;
    this.game = game;
    this.receivedAt = performance.now();
    if (previous?.id !== game.id) {
      if (previous) this.queue.clear(); // taps meant for another game
      this.ui.focus = [0, 0];
      this.clearSelection(false);
    }
    const cols = game.board[0].length;
    if (this.ui.focus[1] >= cols) this.ui.focus = [this.ui.focus[0], cols - 1];
    $("#nav-play").hidden = false;
    this.dealPending = deal;
    this.draw();
    this.followGame();
    if (game.status !== "playing" && previous?.status === "playing" && previous.id === game.id) this.ended(game);
  }

  // A new deal flies in from the deck once the table is on screen and laid out.
  dealIfPending() {
    if (!this.dealPending || this.currentView() !== "play" || !this.game || !this.board.layout) return;
    this.dealPending = false;
    this.board.renderNow(this.game, this.renderUi());
    this.board.deal(this.deckRect(), this.preferences.animationMs());
  }

  renderUi() {
    const game = this.game;
    return {
      ...this.ui,
      fourColour: this.preferences.settings.four_colour_suits,
      showMoves: this.ui.showMoves && game.rules === "relaxed@1",
      showCursor: game.status === "playing" && this.ringShown,
    };
  }

  draw() {
    if (!this.game || !this.board) return;
    if (this.dealPending) this.dealIfPending();
    this.board.render(this.game, this.renderUi());
    this.drawChrome();
  }

  drawChrome() {
    const game = this.game;
    renderDeck($("#deck"), this.preferences.settings.card_back, game.redeals_left);
    renderMiniDeck($("#redeal-deck"), this.preferences.settings.card_back);
    $("#deck").disabled = !game.can_redeal;
    $("#hud-mode").textContent = modeLabel(game);
    $("#hud-sequence").textContent = num(game.cards_in_sequence);
    $("#hud-moves").textContent = num(game.moves);
    $("#hud-redeals").textContent = game.redeals_left === null ? "\u221e" : num(game.redeals_left);
    $("#hud-redeals").setAttribute("aria-label", game.redeals_left === null ? S.hud.unlimited : num(game.redeals_left));
    $("#hud-score").textContent = num(game.score);
    $("#redeal-count").textContent = game.redeals_left === null ? "\u221e" : String(game.redeals_left);
    $("#undo").disabled = !game.can_undo;
    $("#redeal").disabled = !game.can_redeal;
    $("#resign").disabled = game.status !== "playing";
    $("#hint").disabled = game.status !== "playing";
    $("#show-moves").hidden = game.rules !== "relaxed@1";
    $("#show-moves").setAttribute("aria-pressed", String(this.ui.showMoves));
    $("#stuck").hidden = !game.stuck;
    this.tick();
  }

  tick() {
    if (!this.game) return;
    const ms = clockMs(this.game, this.receivedAt, performance.now());
    $("#hud-clock").textContent = formatClock(ms);
    $("#hud-clock-label").textContent = this.game.time_left_ms !== null ? S.hud.timeLeft : S.hud.time;
    // A timed game's last half-minute: the clock turns and ticks each second (its tick is a sound, so the
    // sound setting governs it; the stylesheet stills the pulse under reduced motion).
    const hurry = this.game.status === "playing" && this.game.time_left_ms !== null && ms <= HURRY_MS && ms > 0;
    $("#hud-clock").closest(".stat").classList.toggle("hurry", hurry);
    const second = Math.ceil(ms / 1000);
    if (hurry && this.currentView() === "play" && second !== this.tickedSecond) this.sound.tick();
    this.tickedSecond = hurry ? second : null;
    if (this.game.status === "playing" && this.game.time_left_ms !== null && ms === 0 && !this.busy && !this.queue.busy) {
      this.busy = true;
      this.api.game(this.game.id).then((game) => this.setGame(game)).catch(() => null).finally(() => {
        this.busy = false;
        this.showHeldLiveState();
      });
    }
  }

  focusMove(key) {
    if (!this.game) return;
    this.ringShown = true;
    const step = arrowStep(key, Boolean(this.board.layout?.transposed));
    this.ui.focus = moveFocus(this.ui.focus, step, this.game.board.length, this.game.board[0].length);
    this.draw();
    this.board.focusCell(...this.ui.focus);
  }

  clearSelection(redraw = true) {
    this.ui.targets = null;
    this.ui.highlighted = null;
    this.ui.choosing = null;
    this.ui.gapFor = null;
    this.ui.hint = null;
    $("#compass").hidden = true;
    if (redraw) this.draw();
  }

  // A tap (or Enter, or a pad's A) on a cell. While an action is on its way the tap waits its turn and is
  // read against the state the server answers.
  activate(row, col) {
    if (!this.game || this.game.status !== "playing") return;
    // A second tap on the cell a shown move just emptied or filled is the same tap again, not a new one.
    if (this.game.pending && this.game.changed?.some(([r, c]) => r === row && c === col)) return;
    this.ui.focus = [row, col];
    this.queue.enqueue((game) => this.readTap(game, row, col));
  }

  async readTap(game, row, col) {
    if (game.status !== "playing") return null;
    const code = game.board[row][col];
    if (this.ui.choosing && !code) {
      const move = moveFor(game, this.ui.choosing, row, col);
      if (move) return this.moveStep(game, move);
    }
    if (this.ui.highlighted && code && this.ui.highlighted.has(code) && this.ui.gapFor) {
      const move = moveFor(game, code, ...this.ui.gapFor);
      if (move) return this.moveStep(game, move);
    }
    const intent = intentForCell(game, row, col);
    this.clearSelection(false);
    if (intent.kind === "move") return this.moveStep(game, intent.move);
    if (intent.kind === "choose-gap") {
      this.ui.choosing = intent.card;
      this.ui.targets = new Set(intent.gaps.map(([r, c]) => `${r},${c}`));
      this.shell.say(S.play.choose(intent.card, intent.gaps.length));
    } else if (intent.kind === "highlight") {
      this.ui.highlighted = new Set(intent.cards);
      this.ui.gapFor = intent.at;
      this.shell.say(S.play.gapTakes(intent.cards));
    } else if (intent.kind === "dead") {
      this.shell.say(S.play.dead);
    } else {
      this.shell.say(S.play.fitsNothing(intent.card));
    }
    this.draw();
    return null;
  }

  // A drop where the card fits plays it (and answers true, so the card stays where it was let go). While
  // an action is on its way the drop waits its turn, and the card goes back to its place meanwhile.
  drop(card, row, col) {
    if (!this.game || this.game.status !== "playing") return false;
    const fits = !this.queue.busy && Boolean(moveFor(this.game, card, row, col));
    this.queue.enqueue((game) => {
      const move = moveFor(game, card, row, col);
      if (move) return this.moveStep(game, move);
      // The server already said what each gap accepts: explain a bad drop from that, without asking again.
      this.shell.say(whyNot(game, card, row, col));
      this.shake();
      return null;
    });
    return fits;
  }

  // A listed move, once the tutorial lets it through and (when it would lose the game) the player says so.
  async moveStep(game, move) {
    this.clearSelection(false);
    if (!this.lesson.gate({ type: "move", card: move.card, to: move.to })) return null;
    if (endingNeedsConfirm(game, move) && !(await this.shell.confirm(S.confirm.endsTitle, S.confirm.ends, S.confirm.endsYes))) {
      this.draw();
      return null;
    }
    this.sound.slide();
    return { action: { type: "move", card: move.card, to: move.to }, move };
  }

  undo() {
    if (!this.game || this.game.status !== "playing") return;
    this.queue.enqueue((game) => {
      if (!game.can_undo) {
        this.shell.say(S.play.noUndo);
        return null;
      }
      return this.lesson.gate({ type: "undo" }) ? { action: { type: "undo" } } : null;
    });
  }

  async redeal() {
    if (!this.game || this.game.status !== "playing") return;
    await this.queue.enqueue(async (game) => {
      if (!game.can_redeal) {
        this.shell.say(S.play.noRedeal);
        return null;
      }
      if (!this.lesson.gate({ type: "redeal" })) return null;
      if (redealNeedsConfirm(game)) {
        const cards = new Set(game.legal_moves.map((move) => move.card)).size;
        if (!(await this.shell.confirm(S.confirm.redealTitle, S.confirm.redeal(cards, game.redeals_left), S.confirm.redealYes))) return null;
      }
      await this.board.gather(game, this.deckRect(), this.preferences.animationMs());
      this.sound.slide();
      return { action: { type: "redeal" } };
    });
    this.board.settle(); // the gathered cards, held on the deck until the answer is drawn
  }

  // Where cards come from and go to: the deck beside the board, or the Redeal button.
  deckRect() {
    const deck = $("#deck");
    const visible = deck.offsetParent !== null && this.board.layout?.deck;
    return (visible ? deck : $("#redeal")).getBoundingClientRect();
  }

  async resign() {
    if (this.game?.status !== "playing") return;
    if (this.lesson.active()) {
      await this.lesson.end(false);
      return;
    }
    await this.queue.enqueue(async (game) => {
      if (game.status !== "playing") return null;
      const sure = await this.shell.confirm(S.confirm.resignTitle, S.confirm.resign(game), S.confirm.resignYes);
      return sure ? { action: { type: "resign" } } : null;
    });
  }

  hint() {
    if (!this.game || this.game.status !== "playing") return;
    if (this.lesson.active()) {
      this.lesson.gate({ type: "hint" });
      return;
    }
    this.queue.enqueue(async (game) => {
      if (game.status !== "playing") return null;
      if (hintNeedsConfirm(game) && !(await this.shell.confirm(S.confirm.assistedTitle, S.confirm.assisted, S.confirm.assistedYes))) return null;
      await this.shell.guard(async () => {
        const hint = await this.asked(this.api.hint(game.id));
        // The first hint marks the game assisted, and so makes a new version of it.
        this.game = { ...this.game, assisted: hint.assisted, version: hint.version };
        this.clearSelection(false);
        let text = S.play.hintReason(hint);
        if (hint.kind === "move") {
          this.ui.hint = { card: hint.card, to: hint.to };
          text = `${S.play.hintMove(hint.card, hint.to, gapName(game, ...hint.to))} ${text}`;
        } else if (hint.kind === "redeal") {
          text = `${S.play.hintRedeal} ${text}`;
        } else if (hint.kind === "undo") {
          text = `${S.play.hintUndo} ${text}`;
        }
        text = [text, S.play.hintVerdict(hint)].filter(Boolean).join(" ");
        this.shell.say("");
        const compass = $("#compass");
        compass.hidden = false;
        $("#compass-text").textContent = text;
        this.draw();
      });
      return null;
    });
  }

  // Sends one action (for code and tests: what a tap does, without the tap). Answers whether it was taken.
  act(action) {
    if (!this.game) return Promise.resolve(false);
    return this.queue.enqueue((game) => ({ action, move: action.type === "move" ? moveFor(game, action.card, ...action.to) : null }));
  }

  // What the queue shows: a state the server has not answered yet keeps the clock where it was.
  showPlayed(game, { pending }) {
    if (game.id !== this.game?.id) return; // the answer for a game the table has left
    this.shell.say("");
    if (pending) {
      // Drawn now, not at the next frame's start: the card is in its gap in the frame after the tap.
      this.game = game;
      this.board.renderNow(game, this.renderUi());
      this.drawChrome();
      return;
    }
    this.shell.offline(false, { readAgain: false }); // an answer: whatever the browser said, the connection works
    this.setGame(game);
  }

  // An action the server refused, or one that could not reach it: the board shows what the server holds
  // (the problem's state, or the state before the action), and the reason is said.
  refusedAction(error, before) {
    if (before.id !== this.game?.id) return; // about a game the table has left
    if (error.problem?.state) this.setGame(error.problem.state);
    else {
      this.game = before;
      this.draw();
    }
    if (error.network) this.shell.offline(true);
    else this.shell.say(problemSentence(error, "game"));
    this.shake();
    if (error.network || error.status >= 500) {
      // The outcome may be unknown: what the server holds is read again.
      this.api.game(before.id).then((game) => { if (isNewer(game, this.game)) this.setGame(game); }).catch(() => null);
    }
  }

  shake() {
    this.board.root.classList.remove("shake");
    void this.board.root.offsetWidth;
    this.board.root.classList.add("shake");
  }
}
