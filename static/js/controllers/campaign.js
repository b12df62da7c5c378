// The campaign map: twelve stops, each opened to its details before it is played.
import { renderCampaign, renderStopDetails } from "../views.js";

const $ = (selector) => document.querySelector(selector);
const TALL_BELOW_PX = 640;

export class CampaignScreen {
  constructor({ api, startGame, stale }) {
    Object.assign(this, { api, startGame, stale });
  }

  async show(_argument, token) {
    const campaign = await this.api.campaign();
    if (this.stale(token)) return;
    renderCampaign($("#view-campaign"), {
      campaign, tall: $("#view-campaign").clientWidth < TALL_BELOW_PX,
      onPlay: (level) => renderStopDetails($("#stop-details"), campaign.levels[level - 1], {
        onPlay: () => this.startGame((abandon) => this.api.playCampaign(level, abandon)),
      }),
    });
  }
}
