// The composition root: wires the API, the state, the board view, input devices, sound and views.
import { Api, ApiError } from "./api.js";
import { bindGamepad, bindKeyboard, bindPointer } from "./input.js";
import { BoardView, renderDeck } from "./render.js";
import { Sound } from "./sound.js";
import { ANIMATION_MS, clockMs, formatClock, intentForCell, moveFocus, moveFor, rulesLabel, whyNot } from "./state.js";
import * as views from "./views.js";

const $ = (selector) => document.querySelector(selector);
const DEFAULT_SETTINGS = {
  theme: "classic-felt", card_back: "red-lattice", four_colour_suits: false, sound: true, music: false,
  animation_speed: "normal", highlight_moves: false, left_handed: false,
};

class App {
  constructor() {
    this.api = new Api();
    this.sound = new Sound();
    this.game = null;
    this.receivedAt = 0;
    this.settings = { ...DEFAULT_SETTINGS };
    this.settingsVersion = 1;
    this.ui = { focus: [0, 0], targets: null, highlighted: null, hint: null, choosing: null, showMoves: false };
    this.board = new BoardView($("#board"));
    this.busy = false;
    this.filters = { board: "speed", rules: "classic@1", period: "all" };
  }

  async start() {
    const intents = {
      activate: (row, col) => this.activate(row, col),
      drop: (card, row, col) => this.drop(card, row, col),
      focusMove: (key) => this.focusMove(key),
      activateFocus: () => this.activate(...this.ui.focus),
      undo: () => this.act({ type: "undo" }),
      hint: () => this.hint(),
      redeal: () => this.redeal(),
      newGame: () => this.go("new"),
      cancel: () => this.clearSelection(),
    };
    const playing = () => this.view === "play" && this.game?.status === "playing";
    bindPointer(this.board, intents);
    bindKeyboard(document, intents, playing);
    bindGamepad(intents, playing);
    $("#undo").addEventListener("click", intents.undo);
    $("#hint").addEventListener("click", intents.hint);
    $("#redeal").addEventListener("click", intents.redeal);
    $("#resign").addEventListener("click", () => this.resign());
    $("#show-moves").addEventListener("change", (event) => {
      this.ui.showMoves = event.target.checked;
      this.draw();
    });
    $("#mute").addEventListener("click", () => this.toggleMute());
    $("#volume").addEventListener("input", (event) => this.sound.configure({ ...this.soundSettings(), volume: Number(event.target.value) }));
    document.querySelectorAll("[data-go]").forEach((link) => link.addEventListener("click", () => this.go(link.dataset.go)));
    window.addEventListener("hashchange", () => this.route());
    document.addEventListener("pointerdown", () => this.sound.ensure(), { once: true });
    setInterval(() => this.tick(), 250);
    try {
      this.profile = await this.api.ensurePlayer();
      await this.loadSettings();
      const current = await this.api.playing();
      if (current.items.length) this.setGame(current.items[0]);
    } catch (error) {
      this.say(error.message);
    }
    if (!location.hash) location.hash = this.game ? "#play" : "#new";
    await this.route();
    window.montanaReadyAt = performance.now();
    document.body.dataset.ready = "true";
  }

  // -- navigation ---------------------------------------------------------------------

  go(view) {
    location.hash = `#${view}`;
  }

  async route() {
    const [view, argument] = location.hash.slice(1).split("/");
    this.view = ["play", "new", "leaderboards", "profile", "replay"].includes(view) ? view : "new";
    if (this.view === "play" && !this.game) this.view = "new";
    document.querySelectorAll(".view").forEach((section) => { section.hidden = section.id !== `view-${this.view}`; });
    document.querySelectorAll("[data-go]").forEach((link) => link.toggleAttribute("aria-current", link.dataset.go === this.view));
    try {
      if (this.view === "new") await this.showNewGame();
      if (this.view === "leaderboards") await this.showLeaderboards();
      if (this.view === "profile") await this.showProfile();
      if (this.view === "replay") await this.showReplay(argument);
      if (this.view === "play") this.draw();
    } catch (error) {
      this.say(error.message);
    }
  }

  async showNewGame() {
    const [daily, campaign] = await Promise.all([this.api.daily(), this.api.campaign()]);
    views.renderNewGame($("#view-new"), {
      daily, campaign,
      onStart: (rules) => this.newGame((abandon) => this.api.startGame(rules, null, false, abandon)),
      onWinnable: () => this.newGame((abandon) => this.api.startGame("classic@1", null, true, abandon)),
      onDaily: () => this.newGame((abandon) => this.api.playDaily(abandon)),
      onPractice: (rules, seed) => this.newGame(() => this.api.startGame(rules, seed)),
      onCampaign: (level) => this.newGame((abandon) => this.api.playCampaign(level, abandon)),
    });
  }

  async showLeaderboards(around = null) {
    const page = await this.api.leaderboard(this.filters.board, this.filters.rules, this.filters.period);
    views.renderLeaderboard($("#view-leaderboards"), {
      page, around, filters: this.filters,
      onChange: (filters) => { this.filters = filters; this.showLeaderboards().catch((e) => this.say(e.message)); },
      onAround: async () => {
        try {
          const mine = await this.api.aroundMe(this.filters.board, this.filters.rules, this.filters.period);
          mine.entries.forEach((entry) => { entry.mine = entry.rank === mine.rank; });
          await this.showLeaderboards(mine);
        } catch (error) {
          this.say(error.message);
        }
      },
    });
  }

  async showProfile() {
    const [stats, backs, settings, profile] = await Promise.all([
      this.api.stats(), this.api.cardBacks(), this.api.settings(), this.api.request("GET", "/players/me/profile"),
    ]);
    this.profile = profile;
    views.renderProfile($("#view-profile"), {
      profile, stats, backs, settings,
      onRename: (name) => this.guard(async () => { await this.api.rename(name); await this.showProfile(); this.say("Name saved."); }),
      onSettings: (next) => this.saveSettings(next),
      onSignUp: (username, password) => this.guard(async () => { await this.api.signUp(username, password); await this.showProfile(); this.say("Account created."); }),
      onSignIn: (username, password) => this.guard(async () => { await this.api.signIn(username, password); await this.reload(); }),
      onSignOut: () => this.guard(async () => { await this.api.signOut(); await this.reload(); }),
    });
  }

  async showReplay(id) {
    const data = await this.api.replaySteps(id);
    const replayBoard = { view: null };
    const show = (index) => views.renderReplay($("#view-replay"), data, index, {
      onStep: show,
      onBoard: (element, step) => {
        replayBoard.view = new BoardView(element);
        replayBoard.view.renderNow({ board: step.board, runs: step.runs, gaps: [], legal_moves: [], status: step.status }, { fourColour: this.settings.four_colour_suits });
      },
    });
    show(data.steps.length - 1);
  }

  async reload() {
    this.game = null;
    this.profile = await this.api.ensurePlayer();
    await this.loadSettings();
    const current = await this.api.playing();
    if (current.items.length) this.setGame(current.items[0]);
    this.go(this.game ? "play" : "new");
    await this.route();
  }

  // -- settings -----------------------------------------------------------------------------

  async loadSettings() {
    const current = await this.api.settings();
    this.applySettings(current.settings, current.version);
  }

  applySettings(settings, version) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
    this.settingsVersion = version;
    const root = document.documentElement;
    root.dataset.theme = this.settings.theme;
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    root.style.setProperty("--move-ms", `${reduced ? 0 : ANIMATION_MS[this.settings.animation_speed]}ms`);
    document.body.classList.toggle("left-handed", this.settings.left_handed);
    this.ui.showMoves = this.settings.highlight_moves;
    $("#show-moves").checked = this.ui.showMoves;
    this.sound.configure(this.soundSettings());
    this.draw();
  }

  soundSettings() {
    return { sound: this.settings.sound, music: this.settings.music };
  }

  toggleMute() {
    this.settings.sound = !this.settings.sound;
    this.sound.configure(this.soundSettings());
    $("#mute").setAttribute("aria-pressed", String(!this.settings.sound));
    $("#mute").textContent = this.settings.sound ? "Sound on" : "Muted";
  }

  async saveSettings(next) {
    try {
      const saved = await this.api.saveSettings(next, this.settingsVersion);
      this.applySettings(saved.settings, saved.version);
      this.say("Settings saved.");
    } catch (error) {
      if (error.status === 412) {
        this.applySettings(error.problem.settings, error.problem.version);
        this.say("Your settings changed on another device: they are shown now; save again to change them.");
        await this.showProfile();
      } else {
        this.say(error.message);
      }
    }
  }

  // -- play ------------------------------------------------------------------------------------

  async newGame(start) {
    await this.guard(async () => {
      $("#gameover").open && $("#gameover").close();
      let game;
      try {
        game = await start(false);
      } catch (error) {
        if (!(error instanceof ApiError) || error.problem.type !== "/problems/ranked-game-in-play") throw error;
        const leave = "You have a ranked game in play. Starting this one ends it as a loss. Start anyway?";
        if (!(await this.confirm(leave))) return;
        game = await start(true);
      }
      this.setGame(game);
      this.go("play");
    });
  }

  setGame(game) {
    const previous = this.game;
    this.game = game;
    this.receivedAt = performance.now();
    this.clearSelection(false);
    const cols = game.board[0].length;
    if (this.ui.focus[1] >= cols) this.ui.focus = [this.ui.focus[0], cols - 1];
    this.draw();
    if (game.status !== "playing" && previous?.status === "playing" && previous.id === game.id) {
      if (game.status === "won") this.sound.fanfare();
      views.renderGameOver($("#gameover"), game, {
        onReplay: (id) => this.go(`replay/${id}`),
        onNew: () => this.go("new"),
      });
    }
  }

  draw() {
    if (!this.game) return;
    const game = this.game;
    this.board.render(game, {
      ...this.ui,
      fourColour: this.settings.four_colour_suits,
      showMoves: this.ui.showMoves && game.rules === "relaxed@1",
    });
    renderDeck($("#deck"), this.settings.card_back, game.redeals_left);
    $("#hud-mode").textContent = `${rulesLabel(game.rules)}${game.kind === "daily" ? " \u00b7 daily deal" : ""}${game.kind === "campaign" ? ` \u00b7 campaign ${game.campaign_level}` : ""}${game.ranked ? "" : " \u00b7 practice"}`;
    $("#hud-sequence").textContent = String(game.cards_in_sequence);
    $("#hud-moves").textContent = String(game.moves);
    $("#hud-redeals").textContent = game.redeals_left === null ? "\u221e" : String(game.redeals_left);
    $("#hud-score").textContent = String(game.score);
    $("#undo").disabled = !game.can_undo;
    $("#redeal").disabled = !game.can_redeal;
    $("#resign").disabled = game.status !== "playing";
    $("#hint").disabled = game.status !== "playing";
    $("#highlight-toggle").hidden = game.rules !== "relaxed@1";
    $("#stuck").hidden = !game.stuck;
    this.tick();
  }

  tick() {
    if (!this.game) return;
    const ms = clockMs(this.game, this.receivedAt, performance.now());
    $("#hud-clock").textContent = formatClock(ms);
    $("#hud-clock-label").textContent = this.game.time_left_ms !== null ? "Time left" : "Time";
    if (this.game.status === "playing" && this.game.time_left_ms !== null && ms === 0 && !this.busy) {
      this.busy = true;
      this.api.game(this.game.id).then((game) => this.setGame(game)).finally(() => { this.busy = false; });
    }
  }

  focusMove(key) {
    if (!this.game) return;
    this.ui.focus = moveFocus(this.ui.focus, key, this.game.board.length, this.game.board[0].length);
    this.draw();
    this.board.focusCell(...this.ui.focus);
  }

  clearSelection(redraw = true) {
    this.ui.targets = null;
    this.ui.highlighted = null;
    this.ui.choosing = null;
    this.ui.hint = null;
    $("#compass").hidden = true;
    if (redraw) this.draw();
  }

  async activate(row, col) {
    if (!this.game || this.game.status !== "playing") return;
    this.ui.focus = [row, col];
    const code = this.game.board[row][col];
    if (this.ui.choosing && !code) {
      const move = moveFor(this.game, this.ui.choosing, row, col);
      if (move) return this.play(move);
    }
    if (this.ui.highlighted && code && this.ui.highlighted.has(code) && this.ui.gapFor) {
      const move = moveFor(this.game, code, ...this.ui.gapFor);
      if (move) return this.play(move);
    }
    const intent = intentForCell(this.game, row, col);
    this.clearSelection(false);
    if (intent.kind === "move") return this.play(intent.move);
    if (intent.kind === "choose-gap") {
      this.ui.choosing = intent.card;
      this.ui.targets = new Set(intent.gaps.map(([r, c]) => `${r},${c}`));
      this.say(`${intent.card} fits ${intent.gaps.length} gaps: choose one.`);
    } else if (intent.kind === "highlight") {
      this.ui.highlighted = new Set(intent.cards);
      this.ui.gapFor = intent.at;
      this.say(`This gap takes ${intent.cards.join(", ")}: choose one.`);
    } else if (intent.kind === "dead") {
      this.say("Nothing can go in this gap until a redeal: it is right of a King or of another gap.");
    } else {
      this.say(intent.why);
    }
    this.draw();
  }

  async drop(card, row, col) {
    if (!this.game || this.game.status !== "playing") return;
    const move = moveFor(this.game, card, row, col);
    if (move) return this.play(move);
    // The server already said what each gap accepts: explain a bad drop from that, without asking again.
    this.say(whyNot(this.game, card, row, col));
    this.shake();
  }

  async play(move) {
    if (move.ends_game && !(await this.confirm(this.endingWarning()))) return;
    this.sound.slide();
    await this.act({ type: "move", card: move.card, to: move.to });
    this.sound.tap();
  }

  endingWarning() {
    return this.game.legal_moves.length && this.game.redeals_left === 0
      ? "This move leaves no legal move and no redeal: it ends the game. Play it?"
      : "This move ends the game. Play it?";
  }

  async redeal() {
    if (!this.game?.can_redeal) return;
    const ms = parseInt(getComputedStyle(document.documentElement).getPropertyValue("--move-ms"), 10) || 0;
    await this.board.gather(this.game, ms);
    this.sound.slide();
    await this.act({ type: "redeal" });
  }

  async resign() {
    if (this.game?.status === "playing" && (await this.confirm("Resign this game?"))) await this.act({ type: "resign" });
  }

  async hint() {
    if (!this.game || this.game.status !== "playing") return;
    if (this.game.ranked && !this.game.assisted
        && !(await this.confirm("A hint takes this game off the leaderboards (it still counts in your statistics). Show a hint?"))) return;
    await this.guard(async () => {
      const hint = await this.api.hint(this.game.id);
      this.game = { ...this.game, assisted: hint.assisted, version: hint.version };
      this.clearSelection(false);
      this.ui.hint = hint.kind === "move" ? { card: hint.card, to: hint.to } : null;
      const compass = $("#compass");
      compass.hidden = false;
      compass.textContent = hint.kind === "move" ? `\u2316 ${hint.card} \u2192 row ${hint.to[0] + 1}, column ${hint.to[1] + 1}: ${hint.reason}` : `\u2316 ${hint.reason}`;
      this.draw();
    });
  }

  async act(action) {
    if (!this.game || this.busy) return;
    this.busy = true;
    try {
      this.setGame(await this.api.act(this.game, action));
      this.say("");
    } catch (error) {
      if (error instanceof ApiError && error.problem.state) {
        this.setGame(error.problem.state);
      }
      this.say(error.message);
      this.shake();
    } finally {
      this.busy = false;
    }
  }

  shake() {
    this.board.root.classList.remove("shake");
    void this.board.root.offsetWidth;
    this.board.root.classList.add("shake");
  }

  confirm(text) {
    const dialog = $("#confirm");
    dialog.querySelector("p").textContent = text;
    dialog.showModal();
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
    });
  }

  async guard(work) {
    try {
      await work();
    } catch (error) {
      this.say(error.message);
    }
  }

  say(text) {
    $("#message").textContent = text;
  }
}

const app = new App();
window.montana = app;
app.start();
