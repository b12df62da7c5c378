""" Contains all the data models used in inputs/outputs """

from .achievement_code import AchievementCode
from .achievement_out import AchievementOut
from .achievements_out import AchievementsOut
from .among import Among
from .animation_speed import AnimationSpeed
from .app_out import AppOut
from .app_token_out import AppTokenOut
from .app_tokens_out import AppTokensOut
from .apps_out import AppsOut
from .around_player import AroundPlayer
from .authorization_decision import AuthorizationDecision
from .badge import Badge
from .badge_counts import BadgeCounts
from .ban import Ban
from .best_figures import BestFigures
from .blocked_player import BlockedPlayer
from .blocks import Blocks
from .board import Board
from .board_page import BoardPage
from .bot_mark import BotMark
from .calendar_day import CalendarDay
from .calendar_game import CalendarGame
from .calendar_practice import CalendarPractice
from .campaign_level import CampaignLevel
from .campaign_map import CampaignMap
from .campaign_result import CampaignResult
from .card_back_deed import CardBackDeed
from .card_back_out import CardBackOut
from .card_backs_out import CardBacksOut
from .cause import Cause
from .celebration import Celebration
from .ceremony_options import CeremonyOptions
from .ceremony_options_options import CeremonyOptionsOptions
from .challenge_finished import ChallengeFinished
from .challenge_out import ChallengeOut
from .challenge_page import ChallengePage
from .challenge_status import ChallengeStatus
from .challenged import Challenged
from .challenger_out import ChallengerOut
from .challenger_status import ChallengerStatus
from .consent_out import ConsentOut
from .count_bin import CountBin
from .credentials import Credentials
from .daily_calendar import DailyCalendar
from .daily_deal import DailyDeal
from .daily_overview import DailyOverview
from .daily_streaks import DailyStreaks
from .day_figures import DayFigures
from .day_played import DayPlayed
from .deal_verdict import DealVerdict
from .decision import Decision
from .decision_out import DecisionOut
from .decision_page import DecisionPage
from .device_link_code import DeviceLinkCode
from .device_link_out import DeviceLinkOut
from .difficulty import Difficulty
from .earned_by import EarnedBy
from .end_reason import EndReason
from .entry import Entry
from .event_kind import EventKind
from .field_error import FieldError
from .figure import Figure
from .finished_game_out import FinishedGameOut
from .finished_game_page import FinishedGamePage
from .follow import Follow
from .follow_accepted import FollowAccepted
from .follow_answer import FollowAnswer
from .follow_out import FollowOut
from .follow_requested import FollowRequested
from .follow_status import FollowStatus
from .followed import Followed
from .follows import Follows
from .freezes import Freezes
from .game_decision import GameDecision
from .game_ended import GameEnded
from .game_filter import GameFilter
from .game_kind import GameKind
from .game_page import GamePage
from .game_result import GameResult
from .game_started import GameStarted
from .game_state import GameState
from .game_state_problem import GameStateProblem
from .game_status import GameStatus
from .gap_out import GapOut
from .ghost_out import GhostOut
from .ghost_race_request import GhostRaceRequest
from .ghost_result import GhostResult
from .ghost_step import GhostStep
from .grant_type import GrantType
from .hardest_win import HardestWin
from .health import Health
from .held_entry import HeldEntry
from .held_game import HeldGame
from .held_player import HeldPlayer
from .hint_kind import HintKind
from .hint_out import HintOut
from .hint_verdict import HintVerdict
from .improved_board import ImprovedBoard
from .invite import Invite
from .inviter import Inviter
from .join_race import JoinRace
from .language import Language
from .league import League
from .legal_move_out import LegalMoveOut
from .line_move import LineMove
from .me_out import MeOut
from .moderation_action import ModerationAction
from .moderation_notice import ModerationNotice
from .month_figures import MonthFigures
from .monthly_medal import MonthlyMedal
from .move_action import MoveAction
from .move_outcome import MoveOutcome
from .move_request import MoveRequest
from .my_daily_game import MyDailyGame
from .need import Need
from .new_account import NewAccount
from .new_app_token import NewAppToken
from .new_challenge import NewChallenge
from .new_game import NewGame
from .new_passkey import NewPasskey
from .new_passkey_credential import NewPasskeyCredential
from .new_player import NewPlayer
from .new_race import NewRace
from .o_auth_problem import OAuthProblem
from .oauth_token_body import OauthTokenBody
from .off_boards import OffBoards
from .passkey_out import PasskeyOut
from .passkey_sign_in import PasskeySignIn
from .passkey_sign_in_credential import PasskeySignInCredential
from .passkeys_out import PasskeysOut
from .password_change import PasswordChange
from .play_challenge import PlayChallenge
from .play_facts import PlayFacts
from .player_charts import PlayerCharts
from .player_out import PlayerOut
from .player_ref import PlayerRef
from .player_settings import PlayerSettings
from .player_standing import PlayerStanding
from .player_stats import PlayerStats
from .problem_details import ProblemDetails
from .profile_change import ProfileChange
from .public_profile import PublicProfile
from .public_profile_best import PublicProfileBest
from .public_profile_race_ratings import PublicProfileRaceRatings
from .queue import Queue
from .quick_match import QuickMatch
from .race_conflict_problem import RaceConflictProblem
from .race_matched import RaceMatched
from .race_mode import RaceMode
from .race_out import RaceOut
from .race_page import RacePage
from .race_player import RacePlayer
from .race_starting import RaceStarting
from .race_status import RaceStatus
from .race_summary import RaceSummary
from .race_visibility import RaceVisibility
from .racer_out import RacerOut
from .ranked_game_in_play_problem import RankedGameInPlayProblem
from .rating_entry import RatingEntry
from .rating_figures import RatingFigures
from .rating_out import RatingOut
from .rating_page import RatingPage
from .redeal_action import RedealAction
from .redeal_count import RedealCount
from .redeal_request import RedealRequest
from .redirect_out import RedirectOut
from .relation import Relation
from .replay_record import ReplayRecord
from .replay_step import ReplayStep
from .replay_steps import ReplaySteps
from .resign_action import ResignAction
from .resign_request import ResignRequest
from .review_out import ReviewOut
from .review_status import ReviewStatus
from .revoke_oauth_token_body import RevokeOauthTokenBody
from .rules import Rules
from .rules_stats import RulesStats
from .rules_stats_cards_in_sequence import RulesStatsCardsInSequence
from .scope import Scope
from .score_line import ScoreLine
from .score_term_code import ScoreTermCode
from .server_metadata import ServerMetadata
from .session_kind import SessionKind
from .session_out import SessionOut
from .sessions_out import SessionsOut
from .settings_out import SettingsOut
from .someone import Someone
from .stale_settings_problem import StaleSettingsProblem
from .start_options import StartOptions
from .streak import Streak
from .stream_end import StreamEnd
from .stream_ended import StreamEnded
from .theme import Theme
from .ticket_out import TicketOut
from .ticket_status import TicketStatus
from .timeout_action import TimeoutAction
from .token_answer import TokenAnswer
from .token_info import TokenInfo
from .token_out import TokenOut
from .token_type_hint import TokenTypeHint
from .undo_action import UndoAction
from .undo_request import UndoRequest
from .validation_problem import ValidationProblem

__all__ = (
    "AchievementCode",
    "AchievementOut",
    "AchievementsOut",
    "Among",
    "AnimationSpeed",
    "AppOut",
    "AppsOut",
    "AppTokenOut",
    "AppTokensOut",
    "AroundPlayer",
    "AuthorizationDecision",
    "Badge",
    "BadgeCounts",
    "Ban",
    "BestFigures",
    "BlockedPlayer",
    "Blocks",
    "Board",
    "BoardPage",
    "BotMark",
    "CalendarDay",
    "CalendarGame",
    "CalendarPractice",
    "CampaignLevel",
    "CampaignMap",
    "CampaignResult",
    "CardBackDeed",
    "CardBackOut",
    "CardBacksOut",
    "Cause",
    "Celebration",
    "CeremonyOptions",
    "CeremonyOptionsOptions",
    "Challenged",
    "ChallengeFinished",
    "ChallengeOut",
    "ChallengePage",
    "ChallengerOut",
    "ChallengerStatus",
    "ChallengeStatus",
    "ConsentOut",
    "CountBin",
    "Credentials",
    "DailyCalendar",
    "DailyDeal",
    "DailyOverview",
    "DailyStreaks",
    "DayFigures",
    "DayPlayed",
    "DealVerdict",
    "Decision",
    "DecisionOut",
    "DecisionPage",
    "DeviceLinkCode",
    "DeviceLinkOut",
    "Difficulty",
    "EarnedBy",
    "EndReason",
    "Entry",
    "EventKind",
    "FieldError",
    "Figure",
    "FinishedGameOut",
    "FinishedGamePage",
    "Follow",
    "FollowAccepted",
    "FollowAnswer",
    "Followed",
    "FollowOut",
    "FollowRequested",
    "Follows",
    "FollowStatus",
    "Freezes",
    "GameDecision",
    "GameEnded",
    "GameFilter",
    "GameKind",
    "GamePage",
    "GameResult",
    "GameStarted",
    "GameState",
    "GameStateProblem",
    "GameStatus",
    "GapOut",
    "GhostOut",
    "GhostRaceRequest",
    "GhostResult",
    "GhostStep",
    "GrantType",
    "HardestWin",
    "Health",
    "HeldEntry",
    "HeldGame",
    "HeldPlayer",
    "HintKind",
    "HintOut",
    "HintVerdict",
    "ImprovedBoard",
    "Invite",
    "Inviter",
    "JoinRace",
    "Language",
    "League",
    "LegalMoveOut",
    "LineMove",
    "MeOut",
    "ModerationAction",
    "ModerationNotice",
    "MonthFigures",
    "MonthlyMedal",
    "MoveAction",
    "MoveOutcome",
    "MoveRequest",
    "MyDailyGame",
    "Need",
    "NewAccount",
    "NewAppToken",
    "NewChallenge",
    "NewGame",
    "NewPasskey",
    "NewPasskeyCredential",
    "NewPlayer",
    "NewRace",
    "OAuthProblem",
    "OauthTokenBody",
    "OffBoards",
    "PasskeyOut",
    "PasskeySignIn",
    "PasskeySignInCredential",
    "PasskeysOut",
    "PasswordChange",
    "PlayChallenge",
    "PlayerCharts",
    "PlayerOut",
    "PlayerRef",
    "PlayerSettings",
    "PlayerStanding",
    "PlayerStats",
    "PlayFacts",
    "ProblemDetails",
    "ProfileChange",
    "PublicProfile",
    "PublicProfileBest",
    "PublicProfileRaceRatings",
    "Queue",
    "QuickMatch",
    "RaceConflictProblem",
    "RaceMatched",
    "RaceMode",
    "RaceOut",
    "RacePage",
    "RacePlayer",
    "RacerOut",
    "RaceStarting",
    "RaceStatus",
    "RaceSummary",
    "RaceVisibility",
    "RankedGameInPlayProblem",
    "RatingEntry",
    "RatingFigures",
    "RatingOut",
    "RatingPage",
    "RedealAction",
    "RedealCount",
    "RedealRequest",
    "RedirectOut",
    "Relation",
    "ReplayRecord",
    "ReplayStep",
    "ReplaySteps",
    "ResignAction",
    "ResignRequest",
    "ReviewOut",
    "ReviewStatus",
    "RevokeOauthTokenBody",
    "Rules",
    "RulesStats",
    "RulesStatsCardsInSequence",
    "Scope",
    "ScoreLine",
    "ScoreTermCode",
    "ServerMetadata",
    "SessionKind",
    "SessionOut",
    "SessionsOut",
    "SettingsOut",
    "Someone",
    "StaleSettingsProblem",
    "StartOptions",
    "Streak",
    "StreamEnd",
    "StreamEnded",
    "Theme",
    "TicketOut",
    "TicketStatus",
    "TimeoutAction",
    "TokenAnswer",
    "TokenInfo",
    "TokenOut",
    "TokenTypeHint",
    "UndoAction",
    "UndoRequest",
    "ValidationProblem",
)
