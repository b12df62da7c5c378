// Pure helpers over a race as the server shows it: the standings while it runs, the ghost's
// progress, instants on the server's clock. The browser decides nothing here: places while a race
// runs follow the server's own order (won first by time, then more cards in sequence, then fewer
// moves), and once it is over the server's places are shown as they are.

const CARDS = { "blue-moon@1": 52 };

// How many cards a row of runs can hold in all: the length of a progress bar.
export function cardsOf(rules) {
  return CARDS[rules] ?? 48;
}

// The server's clock minus this device's, from an answer that arrived at `receivedAt` (ms).
export function clockOffset(race, receivedAt) {
  const server = Date.parse(race.server_time);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

// Milliseconds from `now` (this device's clock) to an instant of the server's.
export function msUntil(iso, offset, now) {
  return Date.parse(iso) - (now + offset);
}

// 3, 2, 1 before the deal, then 0; null outside a countdown.
export function countdownNumber(race, offset, now) {
  if (race.status !== "countdown" || !race.start_at) return null;
  return Math.max(0, Math.ceil(msUntil(race.start_at, offset, now) / 1000));
}

// Time left before the race's limit, while it runs.
export function timeLeftMs(race, offset, now) {
  if (race.status !== "running" || !race.ends_at) return null;
  return Math.max(0, msUntil(race.ends_at, offset, now));
}

export function isOver(race) {
  return race.status === "finished" || race.status === "closed";
}

export function myLine(race) {
  return race.racers.find((line) => line.you) || null;
}

// A racer's state, one of: waiting (no deal yet), playing, won, blocked, resigned, time_up,
// left (left the race, or it was abandoned for another game), race_over (stopped at the limit),
// over (a ghost's lost game).
export function racerState(line) {
  if (!line.status) return "waiting";
  if (line.status === "playing" || line.status === "won") return line.status;
  if (line.cause === "abandoned") return "left";
  if (line.cause === "race_over") return "race_over";
  if (line.ghost) return "over";
  return line.reason || "resigned";
}

export function isDone(line) {
  return Boolean(line.status) && line.status !== "playing";
}

// The ghost's line `ms` after the start: the last step of its timeline reached by then.
export function ghostLine(ghost, ms) {
  const steps = ghost.timeline;
  let step = steps[0];
  for (const next of steps) {
    if (next.t > ms) break;
    step = next;
  }
  const last = step === steps.at(-1);
  const status = last ? ghost.result.status : "playing";
  return {
    ghost: true, you: false, host: false, player: null, status, reason: null, cause: null,
    cards_in_sequence: step.cards_in_sequence, moves: step.moves, redeals_used: step.redeals_used,
    elapsed_ms: last ? ghost.result.elapsed_ms : null, place: ghost.place ?? null, rated: false,
    unrated_because: null, rating_before: null, rating_after: null, replay: `/api/v1/games/${ghost.game_id}/replay`,
    game_id: ghost.game_id,
  };
}

function placingKey(line) {
  const won = line.status === "won";
  return [won ? 0 : 1, won ? line.elapsed_ms ?? 0 : 0, -(line.cards_in_sequence ?? 0), line.moves ?? 0];
}

function before(a, b) {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

// Every line in order with its `position`: the server's place once the race is over, and while it
// runs the place each would take if it ended now (equal lines share one, then 1, 2, 2, 4).
// A ghost race adds the ghost's line where it stands `sinceStart` ms after the start.
export function standings(race, sinceStart = 0) {
  const lines = race.racers.map((line, seat) => ({ ...line, seat }));
  if (race.ghost) lines.push({ ...ghostLine(race.ghost, race.status === "finished" ? Infinity : Math.max(0, sinceStart)), seat: lines.length });
  const keys = lines.map(placingKey);
  const placed = race.status === "finished";
  lines.forEach((line, index) => {
    line.position = placed && line.place ? line.place : 1 + keys.filter((other) => before(other, keys[index])).length;
  });
  return lines.sort((a, b) => a.position - b.position || a.seat - b.seat);
}

// The opponents (ghost included) whose game ended between two readings of the race.
export function newlyDone(previous, next) {
  const was = new Map(previous.filter((line) => !line.you).map((line) => [line.ghost ? "ghost" : line.player.id, line]));
  return next.filter((line) => {
    if (line.you || !isDone(line)) return false;
    const earlier = was.get(line.ghost ? "ghost" : line.player.id);
    return Boolean(earlier) && !isDone(earlier);
  });
}

// How much a racer's rating moved, when it did.
export function ratingChange(line) {
  if (!line.rated || line.rating_before === null || line.rating_after === null) return null;
  return line.rating_after - line.rating_before;
}

// A code as typed: six letters and digits, any case, spaces and dashes ignored.
export function readCode(text) {
  const code = String(text).replace(/[\s-]/g, "").toUpperCase();
  return /^[2-9A-Z]{6}$/.test(code) ? code : null;
}
