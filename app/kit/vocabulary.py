"""The API's shared words: every enumeration a client sees, declared once (one named schema each)."""

from __future__ import annotations

from enum import StrEnum

from app.engine import PROFILES


class Rules(StrEnum):
    """A rules profile of rules-v1.md."""

    CLASSIC = "classic@1"
    RELAXED = "relaxed@1"
    EXPRESS = "express@1"
    BLUE_MOON = "blue-moon@1"


assert {rules.value for rules in Rules} == set(PROFILES)


class GameKind(StrEnum):
    """Where a game's deal came from."""

    FREE = "free"
    WINNABLE = "winnable"
    DAILY = "daily"
    CAMPAIGN = "campaign"
    RACE = "race"
    CHALLENGE = "challenge"
    LESSON = "lesson"


class GameStatus(StrEnum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class EndReason(StrEnum):
    """Why a game was lost (rules-v1.md)."""

    BLOCKED = "blocked"
    RESIGNED = "resigned"
    TIME_UP = "time_up"


class Cause(StrEnum):
    """Why the server ended a game for its player, recorded as a resign."""

    ABANDONED = "abandoned"
    EXPIRED = "expired"
    """A daily deal still in play when its day ended, or a challenge's game when the challenge's time was up."""
    RACE_OVER = "race_over"


class Badge(StrEnum):
    GOLD = "gold"
    SILVER = "silver"
    BRONZE = "bronze"


class Board(StrEnum):
    """``speed``: wins by least time, then fewer moves; ``score``: the highest score."""

    SPEED = "speed"
    SCORE = "score"


class League(StrEnum):
    """Who a board ranks: people, or programs."""

    PEOPLE = "people"
    BOTS = "bots"


class HintKind(StrEnum):
    """``undo`` only in relaxed@1, when a known win needs moves taken back."""

    MOVE = "move"
    REDEAL = "redeal"
    UNDO = "undo"
    NONE = "none"


class HintVerdict(StrEnum):
    """What is known about winning from the position: a winning line is known, no line wins (and no redeal is
    left), or neither."""

    WINNABLE = "winnable"
    LOST = "lost"
    UNKNOWN = "unknown"


class DealVerdict(StrEnum):
    """A first deal as the solver found it: winnable without a redeal, proved unwinnable without one, or not
    decided within its budget."""

    WINNABLE = "winnable"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"


class Scope(StrEnum):
    """What an app token may do: ``read`` reads only, ``play`` also plays, ``bot`` plays as a bot, ``friends``
    reads whom the player follows and who follows them (and their friends' boards)."""

    READ = "read"
    PLAY = "play"
    BOT = "bot"
    FRIENDS = "friends"


class SessionKind(StrEnum):
    DEVICE = "device"
    APP = "app"
    """A token the player made for a program of theirs."""
    OAUTH = "oauth"
    """A token an app obtained through OAuth with the player's consent (``app.oauth``): it refreshes."""


class GrantType(StrEnum):
    """What an app trades at the OAuth token endpoint (RFC 6749)."""

    AUTHORIZATION_CODE = "authorization_code"
    REFRESH_TOKEN = "refresh_token"


class TokenTypeHint(StrEnum):
    """Which of a grant's tokens an app sends to be revoked (RFC 7009); either ends the grant."""

    ACCESS_TOKEN = "access_token"
    REFRESH_TOKEN = "refresh_token"


class ReviewStatus(StrEnum):
    PASSED = "passed"
    HELD = "held"
    CLEARED = "cleared"
    REJECTED = "rejected"


class GameDecision(StrEnum):
    """A moderator's decision on a held game: it ranks from now on, or never."""

    CLEAR = "clear"
    REJECT = "reject"


class ModerationAction(StrEnum):
    CLEAR = "clear"
    REJECT = "reject"
    MARK_BOT = "mark-bot"
    UNMARK_BOT = "unmark-bot"
    BAN = "ban"
    UNBAN = "unban"


class Theme(StrEnum):
    AGED_PINE = "aged-pine"
    SUNSET_LEATHER = "sunset-leather"
    CLASSIC_FELT = "classic-felt"


class Language(StrEnum):
    """A language the browser front end speaks."""

    ENGLISH = "en"
    GERMAN = "de"
    FRENCH = "fr"
    SPANISH = "es"


class AnimationSpeed(StrEnum):
    OFF = "off"
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"


class EventKind(StrEnum):
    """The kind of a Server-Sent Event: a game's new state, a player's new settings, a race's progress, or the end
    of the stream (``end``: the server closes it, and says why)."""

    STATE = "state"
    SETTINGS = "settings"
    RACE = "race"
    END = "end"


class PlayerEventKind(StrEnum):
    """What a player's event stream tells: ``game-started`` and ``game-ended`` (on any device, or by the server),
    ``race-matched`` (quick match found a race), ``race-starting`` (a race of theirs counts down), ``moderation``
    (a moderator decided about them or one of their games), ``follow-requested`` (someone asks to follow them),
    ``followed`` (someone follows them now: through their invite link, or following them back) and
    ``follow-accepted`` (someone let them follow), ``challenged`` (a friend challenges them to a deal) and
    ``challenge-finished`` (a challenge of theirs is placed: its seed and replays are public)."""

    GAME_STARTED = "game-started"
    GAME_ENDED = "game-ended"
    RACE_MATCHED = "race-matched"
    RACE_STARTING = "race-starting"
    MODERATION = "moderation"
    FOLLOW_REQUESTED = "follow-requested"
    FOLLOWED = "followed"
    FOLLOW_ACCEPTED = "follow-accepted"
    CHALLENGED = "challenged"
    CHALLENGE_FINISHED = "challenge-finished"


class FollowStatus(StrEnum):
    """A follow as its two players see it: ``requested`` (asked, not yet let in), ``accepted`` (in force: the
    follower sees the followed on their friends' boards), ``ignored`` (left unanswered on purpose; the follower
    still sees it as requested)."""

    REQUESTED = "requested"
    ACCEPTED = "accepted"
    IGNORED = "ignored"


class Among(StrEnum):
    """Whom a board ranks: ``everyone``, or ``friends`` (you and the players you follow; it needs your token)."""

    EVERYONE = "everyone"
    FRIENDS = "friends"


class StreamEnd(StrEnum):
    """Why the server ends a stream: ``over`` (the game or race is over: nothing more will come), ``signed-out``
    (the token was signed out or expired: sign in again), ``gone`` (the resource is no longer there for this token),
    ``unavailable`` (the store cannot be read now: reconnect after ``retry_after`` seconds, with Last-Event-ID)."""

    OVER = "over"
    SIGNED_OUT = "signed-out"
    GONE = "gone"
    UNAVAILABLE = "unavailable"


class ChallengeStatus(StrEnum):
    """``open`` (its players may play it) or ``finished`` (placed: its seed and replays are public)."""

    OPEN = "open"
    FINISHED = "finished"


class ChallengerStatus(StrEnum):
    """Where one player of a challenge is: ``invited`` (not started), ``playing``, ``done`` (their game is over),
    ``declined``, or ``missed`` (the time was up before they played)."""

    INVITED = "invited"
    PLAYING = "playing"
    DONE = "done"
    DECLINED = "declined"
    MISSED = "missed"


class RaceStatus(StrEnum):
    """``open`` (seats filling), ``countdown`` (3-2-1 to ``start_at``), ``running``, ``finished`` (placed), or
    ``closed`` (never started: too few racers by ``starts_by``, or everyone left)."""

    OPEN = "open"
    COUNTDOWN = "countdown"
    RUNNING = "running"
    FINISHED = "finished"
    CLOSED = "closed"


class RaceVisibility(StrEnum):
    """``public`` races are listed and always rated; ``private`` ones are joined by code and rated if asked."""

    PUBLIC = "public"
    PRIVATE = "private"


class RaceMode(StrEnum):
    """How a race came to be: a room someone made, a quick match, or a practice race against a ghost."""

    ROOM = "room"
    QUICK = "quick"
    GHOST = "ghost"


class TicketStatus(StrEnum):
    """A quick-match ticket: ``waiting``, ``matched`` (its race is named), or ``unmatched`` after 30 s."""

    WAITING = "waiting"
    MATCHED = "matched"
    UNMATCHED = "unmatched"


class MoveOutcome(StrEnum):
    """How a legal move would end the game."""

    WON = "won"
    LOST = "lost"


class ScoreTermCode(StrEnum):
    """The terms of the score formula (rules-v1.md)."""

    CARDS_IN_SEQUENCE = "cards_in_sequence"
    COMPLETE_ROWS = "complete_rows"
    MOVES = "moves"
    REDEALS_LEFT = "redeals_left"
    SECONDS_UNDER_PAR = "seconds_under_par"


class OffBoards(StrEnum):
    """Why a finished ranked game is on no leaderboard."""

    RACE = "race"
    CHALLENGE = "challenge"
    NOT_RANKED_KIND = "not_ranked_kind"
    ASSISTED = "assisted"
    NOT_ALLOWED = "not_allowed"
    DAILY_TOO_NEW = "daily_too_new"
    HELD = "held"


class AchievementCode(StrEnum):
    """A named achievement, earned once (see GET /achievements for its name and how it is earned)."""

    FIRST_WIN_CLASSIC = "first-win-classic"
    FIRST_WIN_RELAXED = "first-win-relaxed"
    FIRST_WIN_EXPRESS = "first-win-express"
    FIRST_WIN_BLUE_MOON = "first-win-blue-moon"
    NO_REDEAL_WIN = "no-redeal-win"
    UNDER_PAR = "under-par"
    EXPRESS_SPRINT = "express-sprint"
    DAILY_WEEK = "daily-week"
    DAILY_MONTH = "daily-month"
    CAMPAIGN_GOLD = "campaign-gold"
    HUNDRED_WINS = "hundred-wins"
    CHALLENGE_WON = "challenge-won"


class CardBackDeed(StrEnum):
    """What earns a card back."""

    FIRST_WIN = "first_win"
    GOLD_BADGE = "gold_badge"
    WINS = "wins"
    DAILY_STREAK = "daily_streak"
    TITLE = "title"
