// A daily game's result as a short text to share, and the sharing itself: the Web Share API where the
// browser has it, the clipboard elsewhere. The text tells how the game went and nothing of the deal: the
// day, the outcome, the clock, the moves and redeals, and per row how many cards ended in sequence.
import { S } from "./strings.js";

const IN_SEQUENCE = "\u{1F7E9}"; // green square
const NOT_IN_SEQUENCE = "\u2B1C"; // white square

// One line of squares per row: the cards in sequence from the row's start, then the rest of its cards.
export function sequenceRows(game) {
  return game.runs.map((run, row) => {
    const cards = game.board[row].length - 1; // every column but the one a gap ends in
    return IN_SEQUENCE.repeat(run) + NOT_IN_SEQUENCE.repeat(Math.max(0, cards - run));
  });
}

export function shareText(game, { streaks = null, link }) {
  return [
    S.share.heading(game.daily_date),
    S.share.outcome(game),
    ...sequenceRows(game),
    streaks && streaks.played.current > 1 ? S.share.streak(streaks.played.current) : null,
    link,
  ].filter(Boolean).join("\n");
}

// "shared", "copied", or "cancelled" (the player closed the share sheet); throws when neither way works.
export async function share(text, browser = globalThis.navigator) {
  if (browser?.share && (!browser.canShare || browser.canShare({ text }))) {
    try {
      await browser.share({ text });
      return "shared";
    } catch (error) {
      if (error?.name === "AbortError") return "cancelled";
      // a share sheet that fails (no target on this device) falls back to the clipboard
    }
  }
  await browser.clipboard.writeText(text);
  return "copied";
}
