// A finished game's replay: from its deal, step by step or playing itself, with the deal's difficulty.
import { renderReplay } from "../views.js";

const $ = (selector) => document.querySelector(selector);
const REPLAY_STEP_MS = 700;

export class ReplayScreen {
  constructor({ api, stale, stillBoard }) {
    Object.assign(this, { api, stale, stillBoard });
    this.playing = null;
  }

  async show(id, token) {
    // The record also carries the deal's difficulty, where the server rates deals.
    const [data, record] = await Promise.all([this.api.replaySteps(id), this.api.replay(id).catch(() => null)]);
    if (this.stale(token)) return;
    let index = 0;
    const show = (next) => {
      index = next;
      if (index >= data.steps.length - 1) this.stop();
      renderReplay($("#view-replay"), data, index, {
        onStep: (chosen) => {
          this.stop();
          show(chosen);
          $("#replay-scrub")?.focus();
        },
        onPlay: () => {
          if (this.playing) this.stop();
          else this.playing = setInterval(() => show(index + 1), REPLAY_STEP_MS);
          show(index);
          $("#replay-play")?.focus();
        },
        playing: Boolean(this.playing),
        onBoard: (element, area, step) => this.stillBoard.show(element, area, { board: step.board, runs: step.runs, gaps: [], legal_moves: [], status: step.status }),
        difficulty: record?.difficulty,
      });
    };
    this.stop();
    show(0); // a replay starts at the deal, as the game did
  }

  stop() {
    clearInterval(this.playing);
    this.playing = null;
  }
}
