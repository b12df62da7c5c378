import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { test } from "node:test";

import {
  S, cardName, difficultyText, formatClock, formatMoment, periodName, playerName, problemSentence, readable, scoreLineText,
} from "../../static/js/strings.js";
import { count } from "../../static/js/locales/en.js";

test("plurals follow the number", () => {
  assert.equal(count(1, "redeal"), "1 redeal");
  assert.equal(count(0, "redeal"), "0 redeals");
  assert.equal(count(2, "move"), "2 moves");
  assert.equal(count(1250, "card"), "1,250 cards");
});

test("cards read as a player writes them", () => {
  assert.equal(cardName("TD"), "10\u2666\ufe0e");
  assert.equal(cardName("KS"), "K\u2660\ufe0e");
});

test("server sentences read with cards, not codes, and end as sentences", () => {
  assert.equal(readable("starts row 1 with 2D"), "Starts row 1 with 2\u2666\ufe0e.");
  assert.equal(readable("the gap it leaves takes TC, so play goes on"), "The gap it leaves takes 10\u2663\ufe0e, so play goes on.");
});

test("score lines are worded here, with plurals", () => {
  assert.equal(scoreLineText("1 redeals left x 500"), "1 redeal left \u00d7 500");
  assert.equal(scoreLineText("1 cards in sequence x 100"), "1 card in sequence \u00d7 100");
  assert.equal(scoreLineText("3 moves x -5"), "3 moves \u00d7 \u22125");
});

test("leaderboard periods by their names", () => {
  assert.equal(periodName("all"), "All time");
  assert.equal(periodName("week:2026-W49"), "Week 49 of 2026");
  assert.equal(periodName("day:2026-11-30"), "30 November 2026");
  assert.equal(periodName("daily:2026-11-30"), "Daily deal of 30 November 2026");
});

test("a player without a display name is not shown by an id", () => {
  assert.equal(playerName("Player 1a2b3c"), S.leaderboards.guest);
  assert.equal(playerName("Calamity Jane"), "Calamity Jane");
  assert.equal(playerName({ name: "Player 1a2b3c", named: false }), S.leaderboards.guest);
  assert.equal(playerName({ name: "Annie Oakley", named: true }), "Annie Oakley");
});

test("an instant reads as a date and a UTC time, the clock the boards' days keep", () => {
  assert.equal(formatMoment("2026-11-30T14:05:09.123456Z"), "30 November 2026, 14:05 UTC");
  assert.equal(formatMoment("2026-01-02T00:00:00"), "2 January 2026, 00:00 UTC");
  assert.equal(formatMoment(null), "");
});

test("the clock reads minutes and seconds, then hours", () => {
  assert.equal(formatClock(61_000), "1:01");
  assert.equal(formatClock(3_723_000), "1:02:03");
});

const problem = (type, extra = {}) => ({ status: 400, problem: { type: `/problems/${type}`, detail: "RAW DETAIL", ...extra } });

test("every problem the server can send becomes a sentence of our own, never its detail", () => {
  // The types the server defines, read from its source so a new one cannot slip by unworded.
  const files = readdirSync("app", { recursive: true }).filter((name) => name.endsWith(".py"));
  const source = files.map((name) => readFileSync(`app/${name}`, "utf8")).join("\n");
  const types = new Set([...source.matchAll(/slug[^=\n]*=\s*[^"\n]*"([a-z-]+)"/g), ...source.matchAll(/problem_response\(\s*\d+,\s*"([a-z-]+)"/g), ...source.matchAll(/slug = \{[^}]*\}/g)]
    .flatMap((match) => (match[1] ? [match[1]] : [...match[0].matchAll(/"([a-z-]+)"/g)].map((m) => m[1]))));
  types.add("ranked-game-in-play");
  assert.ok(types.size >= 15, [...types].join(", "));
  const fallback = problemSentence(problem("no-such-type"));
  for (const type of types) {
    const sentence = problemSentence(problem(type));
    assert.doesNotMatch(sentence, /RAW DETAIL/);
    assert.match(sentence, /^[A-Z].*\.$/, type);
    if (!["internal-error", "http-error", "method-not-allowed", "bad-request"].includes(type)) {
      assert.notEqual(sentence, fallback, `${type} has its own sentence`);
    }
  }
});

test("problems are told in the player's context", () => {
  assert.match(problemSentence(problem("conflict"), "rename"), /display name is taken/);
  assert.match(problemSentence(problem("conflict"), "signup"), /username is taken/);
  assert.match(problemSentence(problem("too-many-requests"), "signin"), /wait a moment/);
  assert.match(problemSentence({ ...problem("too-many-requests"), retryAfter: 1 }, "signin"), /wait 1 second and/);
  assert.match(problemSentence(problem("invalid-request", { errors: [{ location: ["body", "password"] }] })), /8 to 128 characters/);
  assert.match(problemSentence({ network: true }), /can't be reached/);
});

// -- races --------------------------------------------------------------------------------------

test("a place in a race reads as people say it", async () => {
  const { ordinal } = await import("../../static/js/strings.js");
  assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal),
    ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"]);
});

test("why a racer was not rated is told in our words, never the server's", async () => {
  const { unratedText } = await import("../../static/js/strings.js");
  const reasons = [
    "a practice race against a ghost is not rated", "a race open to bots is not rated", "this private race was made unrated",
    "bots are not rated", "a hint was used",
    "another racer joined from the same network: racers who share one are not rated against each other",
    "this player may not appear on the boards", "played faster than a person can: 20 actions in 2.1 s",
    "fewer than two racers of this race could be rated", "a reason added later",
  ];
  const sentences = reasons.map(unratedText);
  for (const [index, sentence] of sentences.entries()) {
    assert.notEqual(sentence, reasons[index]);
    assert.match(sentence, /^[A-Z].*\.$/);
  }
  assert.equal(new Set(sentences.slice(0, 5)).size, 5, "each reason has its own sentence");
  assert.doesNotMatch(unratedText(reasons[7]), /20 actions/);
});

test("a racer is named by display name, as You, or by seat, never by an id", async () => {
  const { racerName } = await import("../../static/js/strings.js");
  const player = (name, named) => ({ id: "0123456789abcdef0123456789abcdef", name, named, bot: false });
  assert.equal(racerName({ player: player("Calamity Jane", true), you: false, seat: 0 }), "Calamity Jane");
  assert.equal(racerName({ player: player("Player 0123ab", false), you: false, seat: 2 }), "Racer 3");
  assert.equal(racerName({ player: player("Calamity Jane", true), you: true, seat: 0 }), "You");
  assert.equal(racerName({ ghost: true, player: null }), "Ghost");
});

test("race problems are told in the race's context", async () => {
  const { raceProblem } = await import("../../static/js/strings.js");
  assert.match(raceProblem(problem("not-found")), /no race with that code/);
  assert.match(raceProblem(problem("unknown-race")), /no race with that code/);
  assert.match(raceProblem(problem("not-found"), "ghost"), /no finished game of this mode/);
  assert.match(raceProblem(problem("race-full")), /full/);
  assert.match(raceProblem(problem("in-another-race", { race_id: "x" })), /another race/);
  assert.doesNotMatch(raceProblem(problem("race-started")), /RAW DETAIL/);
});

test("a deal's difficulty reads as a sentence, and says nothing until the solver has decided", () => {
  assert.equal(difficultyText({ verdict: "winnable", par: 74, text: "par 74 moves" }), S.solver.par(74));
  assert.match(difficultyText({ verdict: "winnable", par: 1 }), /1 move,/);
  assert.match(difficultyText({ verdict: "unwinnable", par: null }), /unwinnable without a redeal/);
  assert.equal(difficultyText({ verdict: "unknown", par: null }), "");
  assert.equal(difficultyText(null), "");
  assert.equal(difficultyText(undefined), "", "a server that rates no deals sends no difficulty");
});

test("an empty board says what puts a game on it: a win for the speed board, any finished game for the score board", () => {
  assert.match(S.leaderboards.empty("speed"), /win a ranked game without a hint/);
  assert.match(S.leaderboards.empty("score"), /finish a ranked game without a hint/);
  assert.match(S.leaderboards.notOn("speed"), /win a ranked game/);
});

test("every achievement the API names has its name and its deed in words", () => {
  const document = JSON.parse(readFileSync("clients/openapi.json", "utf8"));
  const codes = document.components.schemas.AchievementCode.enum;
  assert.ok(codes.length >= 11);
  for (const code of codes) {
    const [name, about] = S.achievements.names[code] ?? [];
    assert.ok(name && about, `${code} has words`);
  }
  assert.deepEqual(Object.keys(S.achievements.names).sort(), [...codes].sort(), "and no words for a code that is gone");
});
