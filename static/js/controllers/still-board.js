// A board that only shows a position (a replay's step, today's finished daily deal): one at a time, so
// the one before stops following its area's size.
import { BoardView } from "../render.js";
import { S } from "../strings.js";

export class StillBoard {
  constructor(preferences) {
    this.preferences = preferences;
    this.view = null;
  }

  show(element, area, game, label = S.board.replayLabel) {
    this.view?.resizer.disconnect();
    this.view = new BoardView(element, { area, label });
    this.view.renderNow(game, { fourColour: this.preferences.settings.four_colour_suits, focus: null });
  }
}
