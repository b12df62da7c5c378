// The views and the address: `#view/argument` names what is on screen. Each view has a controller
// with `show(argument, token)`; a view drawn after awaiting the server is dropped when the token is
// stale (the player has moved on meanwhile).
export class Router {
  // `screens`: view name -> controller. `allowed(view)`: whether the view can be shown now (else the
  // fallback is). `entered(view)`: the page's own changes for the view about to be drawn. `routed(view,
  // argument, token)`: told of every view shown, after its controller. `failed(error, view)`.
  constructor({ screens, fallback, allowed, entered, routed, failed }) {
    Object.assign(this, { screens, fallback, allowed, entered, routed, failed });
    this.view = null;
    this.argument = "";
    this.token = 0;
  }

  // Shows a view; asked for the view on screen, it is drawn again (its data may have changed).
  go(view) {
    if (location.hash === `#${view}`) this.route();
    else location.hash = `#${view}`;
  }

  // Shows a view and waits until it is drawn (a message said after it then stays on screen).
  async show(view) {
    if (location.hash !== `#${view}`) history.pushState(null, "", `#${view}`);
    await this.route();
  }

  stale(token) {
    return token !== this.token;
  }

  async route() {
    const token = (this.token += 1);
    const [view, argument] = location.hash.slice(1).split("/");
    this.view = view in this.screens && this.allowed(view) ? view : this.fallback;
    this.argument = this.view === view ? argument ?? "" : "";
    this.entered(this.view);
    document.body.dataset.loading = "true";
    try {
      await this.screens[this.view].show(argument, token);
      await this.routed(this.view, argument, token);
    } catch (error) {
      this.failed(error, this.view);
    } finally {
      if (!this.stale(token)) delete document.body.dataset.loading;
    }
  }
}
