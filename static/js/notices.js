// What a notice says of an event of the player's feed, and where it leads: someone asks to follow,
// follows, or lets the player follow them; a friend challenges the player; a challenge is placed.
// The other kinds of the feed have their own places on the page (the table, the race desk).
import { S, modeName, playerName } from "./strings.js";

export const NOTICE_KINDS = ["follow-requested", "followed", "follow-accepted", "challenged", "challenge-finished"];

// Answers { text, action, href, icon, player, challenge } (the ids of whom and what it is about), or null for a
// kind that is not a notice, or data without what its kind must name (nothing half-said is shown).
export function noticeOf(kind, data) {
  if (!NOTICE_KINDS.includes(kind) || !data || typeof data !== "object") return null;
  const player = typeof data.player?.id === "string" ? data.player : null;
  const challenge = typeof data.challenge_id === "string" ? data.challenge_id : null;
  if (kind.startsWith("follow") && !player) return null;
  if (kind.startsWith("challenge") && (!challenge || typeof data.rules !== "string")) return null;
  if (kind === "challenged" && !player) return null;
  const about = { player: player?.id ?? null, challenge, icon: challenge ? "flag" : "people" };
  const name = player ? playerName(player) : "";
  const theirPage = { action: S.notices.seePlayer, href: `#player/${encodeURIComponent(about.player)}` };
  const challengePage = `#challenge/${encodeURIComponent(challenge)}`;
  const placed = Number.isInteger(data.place) && Number.isInteger(data.players) && data.place >= 1;
  switch (kind) {
    case "follow-requested":
      return { ...about, text: S.notices.followRequested(name), action: S.notices.seeRequest, href: "#friends" };
    case "followed":
      return { ...about, text: S.notices.followed(name), ...theirPage };
    case "follow-accepted":
      return { ...about, text: S.notices.followAccepted(name), ...theirPage };
    case "challenged":
      return { ...about, text: S.notices.challenged(name, modeName(data.rules)), action: S.notices.seeChallenge, href: challengePage };
    case "challenge-finished":
      return {
        ...about,
        text: placed ? S.notices.finishedPlace(modeName(data.rules), data.place, data.players) : S.notices.finished(modeName(data.rules)),
        action: S.notices.seePlaces,
        href: challengePage,
      };
    default:
      return null;
  }
}

// Whether the view on screen (`view`, `argument`: the address's two parts) shows what a notice is about,
// and so is drawn again: the Friends view (its requests, follows and challenges), the player's page, the
// challenge's page.
export function touches(notice, view, argument) {
  if (view === "friends") return true;
  if (view === "player") return Boolean(notice.player) && argument === notice.player;
  if (view === "challenge") return Boolean(notice.challenge) && argument === notice.challenge;
  return false;
}
