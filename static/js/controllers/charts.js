// The charts of a mode (`#charts/relaxed@1`; Classic without one), drawn from the server's figures.
import { renderCharts } from "../charts.js";

const $ = (selector) => document.querySelector(selector);
const RULES = /^(classic|relaxed|express|blue-moon)@1$/;

export class ChartsScreen {
  // `go(view)`, `stale(token)`: the router's.
  constructor({ api, go, stale }) {
    Object.assign(this, { api, go, stale });
  }

  async show(argument, token) {
    const rules = RULES.test(argument || "") ? argument : "classic@1";
    const charts = await this.api.request("GET", `/players/me/charts?rules=${encodeURIComponent(rules)}`);
    if (this.stale(token)) return;
    const focused = document.activeElement?.dataset?.rules;
    renderCharts($("#view-charts"), { charts, rules, onRules: (next) => this.go(`charts/${next}`) });
    if (focused) $(`#view-charts [data-rules="${focused}"]`)?.focus(); // the mode switch keeps the keyboard's place
  }
}
