import assert from "node:assert/strict";
import { test } from "node:test";

import { sequenceRows, share, shareText } from "../../static/js/share.js";

const CARD = /\b(?:[2-9TJQKA][SHDC]|10)\b|[\u2660-\u2667]|King|Queen|Jack|Ace|Spade|Heart|Diamond|Club/;

function finished(overrides = {}) {
  const board = [
    ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", null],
    ["2H", "3H", "4H", "9C", null, "7H", "8H", "9H", "TH", "JH", "QH", "KH", "6H"],
    ["5D", "2D", "3D", "4D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", null],
    ["2C", "3C", "4C", "5C", "6C", "7C", "8C", null, "TC", "JC", "QC", "KC", "5H"],
  ];
  return {
    daily_date: "2026-12-04", status: "lost", elapsed_ms: 241000, moves: 97, redeals_used: 2, badge: "bronze",
    runs: [12, 3, 0, 7], board, seed: null, seed_commitment: "ab".repeat(32), ...overrides,
  };
}

test("each row is a line of squares: its cards in sequence, then the rest", () => {
  const rows = sequenceRows(finished());
  assert.deepEqual(rows.map((row) => [...row].length), [12, 12, 12, 12]);
  assert.equal(rows[0], "\u{1F7E9}".repeat(12));
  assert.equal(rows[1], "\u{1F7E9}".repeat(3) + "\u2B1C".repeat(9));
  assert.equal(rows[2], "\u2B1C".repeat(12));
  const blueMoon = finished({ board: finished().board.map((row) => ["AS", ...row]), runs: [13, 0, 0, 0] });
  assert.equal([...sequenceRows(blueMoon)[0]].length, 13);
});

test("the text tells the day, the outcome and the streak, and nothing of the deal", () => {
  const text = shareText(finished(), { streaks: { played: { current: 9 } }, link: "https://montana.example/#calendar" });
  const lines = text.split("\n");
  assert.equal(lines[0], "Montana Solitaire \u00b7 the daily deal of 4 December 2026");
  assert.equal(lines[1], "Lost after 4:01 \u00b7 97 moves \u00b7 2 redeals \u00b7 Bronze medal");
  assert.equal(lines[6], "\u{1F525} 9 days in a row");
  assert.equal(lines.at(-1), "https://montana.example/#calendar");
  assert.doesNotMatch(lines.slice(0, -1).join("\n"), CARD);
  assert.ok(!text.includes("ab".repeat(32)), "not even the deal's fingerprint");
  const won = shareText(finished({ status: "won", redeals_used: 0, badge: "gold" }), { streaks: { played: { current: 1 } }, link: "x" });
  assert.match(won, /^Won in 4:01 \u00b7 97 moves \u00b7 no redeal \u00b7 Gold medal$/m);
  assert.doesNotMatch(won, /days in a row/, "a streak of one day is no streak to boast of");
});

test("the share sheet where the browser has one, the clipboard elsewhere", async () => {
  const sent = [];
  const clipboard = { writeText: async (text) => sent.push(["clipboard", text]) };
  assert.equal(await share("hi", { share: async ({ text }) => sent.push(["sheet", text]), clipboard }), "shared");
  assert.equal(await share("hi", { clipboard }), "copied");
  const refusing = { share: async () => { throw Object.assign(new Error("no"), { name: "NotAllowedError" }); }, clipboard };
  assert.equal(await share("hi", refusing), "copied");
  const cancelling = { share: async () => { throw Object.assign(new Error("no"), { name: "AbortError" }); }, clipboard };
  assert.equal(await share("hi", cancelling), "cancelled");
  assert.equal(await share("hi", { share: async () => null, canShare: () => false, clipboard }), "copied");
  assert.deepEqual(sent.map(([way]) => way), ["sheet", "clipboard", "clipboard", "clipboard"]);
});
