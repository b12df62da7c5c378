// The API client: the browser only asks; the server decides. Errors are problem details, kept
// whole for the code; what a person reads is made from their `type` (strings.problemSentence).

export class ApiError extends Error {
  constructor(status, problem, { retryAfter = null, network = false } = {}) {
    super(network ? "network error" : `${status} ${problem?.type || "error"}`);
    this.status = status;
    this.problem = problem || {};
    this.type = this.problem.type || "";
    this.retryAfter = retryAfter;
    this.network = network;
  }
}

export const TOKEN_KEY = "montana.token";

// Whether `error` answers a request that carried a token by refusing that token (unknown, expired, or
// signed out on another device): not a wrong password or a code that links no device, which are
// refusals of what was typed, sent without the token.
export function refusesTheToken(error) {
  return error?.status === 401 && String(error.problem?.type || "").replace("/problems/", "") === "unauthorized";
}

export class Api {
  // `signedOut()` is told when the server refuses the token this page holds (each time a request that
  // carried it is refused, while it is still the page's): the page is then signed out as a whole.
  constructor({ fetch: fetchImpl = globalThis.fetch.bind(globalThis), storage = globalThis.localStorage, signedOut = () => null } = {}) {
    this.fetch = fetchImpl;
    this.storage = storage;
    this.signedOut = signedOut;
  }

  get token() {
    return this.storage?.getItem(TOKEN_KEY) || null;
  }

  set token(value) {
    if (value) this.storage.setItem(TOKEN_KEY, value);
    else this.storage.removeItem(TOKEN_KEY);
  }

  // `refusalExpected`: a refused token is this request's own answer to handle (the page is not told).
  async request(method, path, { body, ifMatch, idempotencyKey, auth = true, cache, refusalExpected = false } = {}) {
    const headers = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const sent = auth ? this.token : null;
    if (sent) headers.Authorization = `Bearer ${sent}`;
    if (ifMatch !== undefined) headers["If-Match"] = `"${ifMatch}"`;
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let response;
    try {
      response = await this.fetch(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache,
      });
    } catch {
      throw new ApiError(0, null, { network: true });
    }
    const text = await response.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers?.get?.("Retry-After")) || null;
      const error = new ApiError(response.status, data, { retryAfter });
      // A token replaced meanwhile (signed in again, a new guest) is no news: only the page's own counts.
      if (sent && !refusalExpected && refusesTheToken(error) && this.token === sent) this.signedOut();
      throw error;
    }
    return data;
  }

  // The profile of the page's player: the stored token's, else a new guest's. `refused()` is told when the
  // stored token was refused (signed out elsewhere, expired) and a guest stands in for it. A token stored
  // meanwhile (a sign-in that ended first) is kept: the newest decides.
  async ensurePlayer({ refused = () => null } = {}) {
    const started = this.token;
    if (started) {
      try {
        return await this.request("GET", "/players/me/profile", { refusalExpected: true });
      } catch (error) {
        if (!refusesTheToken(error)) throw error;
        refused();
      }
    }
    const created = await this.request("POST", "/players", { auth: false });
    if (this.token === started || !this.token) this.token = created.token;
    return this.request("GET", "/players/me/profile");
  }

  // `abandonCurrent` ends the ranked game in play (as a loss) to start this one; without it the
  // server answers 409 ranked-game-in-play with that game's id.
  startGame(rules, seed, winnable = false, abandonCurrent = false, { lesson = false } = {}) {
    const body = seed ? { rules, seed, ...(lesson ? { lesson } : {}) } : winnable ? { rules, winnable: true } : { rules };
    if (abandonCurrent) body.abandon_current = true;
    return this.request("POST", "/games", { body, idempotencyKey: crypto.randomUUID() });
  }

  // Finished games of today (UTC), newest first: today's daily deal, once played, is among them.
  async finishedToday(today) {
    const found = [];
    let cursor = null;
    for (let page = 0; page < 5; page += 1) {
      const query = new URLSearchParams({ status: "finished", limit: "50" });
      if (cursor) query.set("cursor", cursor);
      const result = await this.request("GET", `/games?${query}`);
      const items = result.items.filter((game) => game.created_at.slice(0, 10) === today);
      found.push(...items);
      if (!result.next_cursor || items.length < result.items.length) break;
      cursor = result.next_cursor;
    }
    return found;
  }

  // A second try of one action carries the same key: the server plays it once.
  act(game, action, idempotencyKey = crypto.randomUUID()) {
    return this.request("POST", `/games/${game.id}/actions`, {
      body: action,
      ifMatch: game.version,
      idempotencyKey,
    });
  }

  game(id) { return this.request("GET", `/games/${id}`); }
  raceOfGame(id) { return this.request("GET", `/races/of-game/${id}`); }
  playing(limit = 1) { return this.request("GET", `/games?status=playing&limit=${limit}`); }
  hint(id) { return this.request("POST", `/games/${id}/hint`); }
  replaySteps(id) { return this.request("GET", `/games/${id}/replay/steps`); }
  replay(id) { return this.request("GET", `/games/${id}/replay`); }
  daily() { return this.request("GET", "/daily", { auth: false }); }
  playDaily(abandonCurrent = false) { return this.request("POST", "/daily/game", { body: { abandon_current: abandonCurrent } }); }
  dailyCalendar(month = null) { return this.request("GET", month ? `/daily/calendar?month=${encodeURIComponent(month)}` : "/daily/calendar"); }
  practiseDaily(day) { return this.request("POST", `/daily/${encodeURIComponent(day)}/practice`); }
  streaks() { return this.request("GET", "/players/me/streaks"); }
  campaign() { return this.request("GET", "/campaign"); }
  playCampaign(level, abandonCurrent = false) {
    return this.request("POST", `/campaign/${level}/games`, { body: { abandon_current: abandonCurrent } });
  }
  stats() { return this.request("GET", "/players/me/stats"); }
  async cardBacks() { return (await this.request("GET", "/card-backs")).items; }
  // Asked afresh (revalidated), never from the second the browser may keep it: a moderator's
  // decision shows at once.
  publicProfile(id) { return this.request("GET", `/players/${id}`, { auth: false, cache: "no-cache" }); }
  settings() { return this.request("GET", "/players/me/settings"); }
  saveSettings(settings, version) { return this.request("PUT", "/players/me/settings", { body: settings, ifMatch: version }); }
  rename(displayName) { return this.request("PATCH", "/players/me", { body: { display_name: displayName } }); }
  // With the token, a board also lists the player's own games held for review (`under_review`).
  leaderboard(board, rules, period, players = "people", among = "everyone") {
    const query = new URLSearchParams({ rules, period, players, limit: "50", ...(among === "friends" ? { among } : {}) });
    return this.request("GET", `/leaderboards/${board}?${query}`);
  }
  aroundMe(board, rules, period, players = "people", among = "everyone") {
    const query = new URLSearchParams({ rules, period, players, window: "5", ...(among === "friends" ? { among } : {}) });
    return this.request("GET", `/leaderboards/${board}/around/me?${query}`);
  }

  // -- other players, and moderation (a moderator's token only) ------------------------------
  playerGames(id, limit = 10) { return this.request("GET", `/players/${id}/games?limit=${limit}`, { auth: false }); }
  heldGames(cursor = null) { return this.request("GET", `/moderation/queue${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`); }
  decisions(cursor = null) {
    return this.request("GET", `/moderation/decisions?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
  }
  decideGame(gameId, decision, reason) { return this.request("POST", `/moderation/games/${gameId}/${decision}`, { body: { reason } }); }
  markBot(playerId, bot, reason) { return this.request("POST", `/moderation/players/${playerId}/bot`, { body: { bot, reason } }); }
  ban(playerId, banned, reason) { return this.request("POST", `/moderation/players/${playerId}/ban`, { body: { banned, reason } }); }

  async signUp(username, password) {
    return this.request("POST", "/players/me/account", { body: { username, password } });
  }

  async signIn(username, password) {
    const issued = await this.request("POST", "/sessions", { body: { username, password }, auth: false });
    this.token = issued.token;
    return issued.player;
  }

  // A passkey's sign-in: the server's options, the browser's authenticator (offered in the autofill when
  // `mediation` is "conditional"), and the answer, which makes this device a new token.
  async signInWithPasskey({ mediation, signal } = {}) {
    const { ceremony, options } = await this.request("POST", "/sessions/passkey/options", { auth: false });
    const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options), mediation, signal });
    const issued = await this.request("POST", "/sessions/passkey", { body: { ceremony, credential: credential.toJSON() }, auth: false });
    this.token = issued.token;
    return issued.player;
  }

  // The code another device of the player's shows: this device is signed in as that player.
  async signInWithCode(code) {
    const issued = await this.request("POST", "/sessions/device-link", { body: { code }, auth: false });
    this.token = issued.token;
    return issued.player;
  }

  async addPasskey(name) {
    const { ceremony, options } = await this.request("POST", "/players/me/passkeys/options");
    const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) });
    return this.request("POST", "/players/me/passkeys", { body: { ceremony, credential: credential.toJSON(), name } });
  }

  async signOut() {
    try {
      await this.request("DELETE", "/sessions/current", { refusalExpected: true }); // refused: signed out already
    } finally {
      this.token = null;
    }
  }
}
