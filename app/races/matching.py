"""Quick match and ghosts: a queue that seats players of near ratings together, and a race against the ghost of
one's own best game."""

from __future__ import annotations

from typing import Any

from app.engine import Game, action_from_json
from app.games.repository import GameRepository
from app.kit.errors import BotsNotAllowed, InAnotherRace, NotFound, TooManyRequests
from app.kit.vocabulary import Rules
from app.players.feed import tell
from app.players.repository import CurrentPlayer
from app.players.schemas import RaceMatched
from app.races import policy
from app.races.models import QueueTicket, Race, Racer
from app.races.rooms import Rooms, is_bot


def ghost_timeline(rules: str, seed: str, actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A finished game's progress through its actions, by its own clock: what a ghost shows as it races. A long
    game is thinned to ``policy.GHOST_STEPS`` steps (its end kept), so that its length never weighs on every view."""
    game = Game(rules, seed)
    steps = [
        {"t": 0, "cards_in_sequence": game.cards_in_sequence(), "moves": 0, "redeals_used": 0, "status": "playing"}
    ]
    for data in actions:
        game.apply(action_from_json(data))
        result = game.result()
        steps.append({
            "t": data["t"], "cards_in_sequence": result.cards_in_sequence, "moves": result.moves,
            "redeals_used": result.redeals_used, "status": result.status,
        })  # fmt: skip
    return policy.thinned(steps, policy.GHOST_STEPS)


class QuickMatch(Rooms):
    """The quick-match queue and ghost races."""

    def enter_queue(self, player: CurrentPlayer, address: str, rules: str, *, abandon_current: bool) -> QueueTicket:
        if is_bot(player):
            raise BotsNotAllowed("quick matches are for people: bots race in rooms that allow bots")
        self.players.lock(player.id)  # before reading the ticket: one entry at a time per player
        ticket = self.races.ticket(player.id)
        if ticket is not None and ticket.status == "waiting" and ticket.rules == rules:
            return ticket
        self.races.forget_ticket(player.id)
        self._check_may_race(player, allow_bots=False, abandon_current=abandon_current)
        if self.races.waiting_from(address) >= policy.WAITING_TICKETS_PER_ADDRESS:
            raise TooManyRequests(
                f"{policy.WAITING_TICKETS_PER_ADDRESS} players from your network are waiting for a match already",
                headers={"Retry-After": "30"},
            )
        rating = self.rating_of(player.id, rules)
        ticket = QueueTicket(
            player_id=player.id, rules=rules, ordinal=rating.ordinal if rating else 0.0, address=address,
            status="waiting", race_id=None, entered_at=self.now,
        )  # fmt: skip
        self.races.add(ticket)
        return ticket

    def ticket(self, player_id: str) -> QueueTicket:
        ticket = self.races.ticket(player_id)
        if ticket is None:
            raise NotFound("you are not waiting for a quick match: enter with POST /api/v1/races/queue")
        return ticket

    def leave_queue(self, player_id: str) -> None:
        """Stop waiting; 409 if the matcher seated the player meanwhile (the race goes on: leave it instead)."""
        self.players.lock(player_id)  # the matcher passes over a player held, or holds them and this waits for it
        ticket = self.races.ticket(player_id)
        if ticket is not None and ticket.status == "matched" and ticket.race_id is not None:
            raise InAnotherRace(
                "you were matched into a race as you left the queue: leave the race instead "
                f"(DELETE /api/v1/races/{ticket.race_id}/racers/me)",
                race_id=ticket.race_id,
            )
        self.races.forget_ticket(player_id)

    def ghost_available(self, player_id: str, rules: str) -> bool:
        return self.races.best_finished_game(player_id, rules) is not None

    def match(self) -> int:
        """Match waiting players into quick races: four of similar rating at once, or two or three once the oldest
        has waited a while; players from one network never together. Returns the races made."""
        made = 0
        by_rules: dict[str, list[QueueTicket]] = {}
        for ticket in self.races.waiting():
            by_rules.setdefault(ticket.rules, []).append(ticket)
        for rules, pending in by_rules.items():
            while pending:
                oldest = pending.pop(0)
                waited = self.now - oldest.entered_at
                if waited >= policy.MATCH_GIVE_UP:
                    oldest.status = "unmatched"
                    continue
                group = self._group_for(oldest, pending)
                if len(group) == policy.QUICK_SEATS or (len(group) >= 2 and waited >= policy.MATCH_PATIENCE):
                    for ticket in group[1:]:
                        pending.remove(ticket)
                    # A player a request holds (taking a seat, say) is left for the next pass: waiting for them
                    # while holding their ticket, which that request waits for, would deadlock.
                    players = {ticket.player_id for ticket in group}
                    if self.players.lock_those_free(players) != players:
                        continue
                    self._quick_race(rules, group)
                    made += 1
        self.session.flush()
        return made

    def _group_for(self, oldest: QueueTicket, pending: list[QueueTicket]) -> list[QueueTicket]:
        def distance(ticket: QueueTicket) -> float:
            return abs(ticket.ordinal - oldest.ordinal)

        def accepts(ticket: QueueTicket) -> bool:  # each of the two must accept the other's distance
            return distance(ticket) <= min(
                policy.match_window(self.now - oldest.entered_at), policy.match_window(self.now - ticket.entered_at)
            )

        group = [oldest]
        for ticket in sorted(filter(accepts, pending), key=distance):
            if len(group) == policy.QUICK_SEATS:
                break
            if ticket.address not in {member.address for member in group}:
                group.append(ticket)
        return group

    def _quick_race(self, rules: str, group: list[QueueTicket]) -> Race:
        race = self._new_race(
            rules, mode="quick", public=True, rated=True, allow_bots=False, seats=len(group), host_id=None,
            host_address=group[0].address,
        )  # fmt: skip
        for ticket in group:
            self.races.add(
                Racer(race_id=race.id, player_id=ticket.player_id, joined_at=self.now, address=ticket.address)
            )
            ticket.status, ticket.race_id = "matched", race.id
            tell(self.session, ticket.player_id, RaceMatched(race_id=race.id, rules=Rules(rules), at=self.now))
        self._count_down(race, policy.QUICK_COUNTDOWN)
        return race

    # -- ghosts ----------------------------------------------------------------------------------------

    def ghost_race(self, player: CurrentPlayer, address: str, rules: str) -> Race:
        """A practice race against the player's own best finished game of ``rules``, on its deal (its seed is
        public, so the racer's game is a practice game: unranked, unrated, bot-free)."""
        self._hold(player)
        waiting = self.races.waiting_race_of(player.id)
        if waiting is not None:
            raise InAnotherRace(f"you have a seat in race {waiting.code}: leave it first", race_id=waiting.id)
        best = self.races.best_finished_game(player.id, rules)
        if best is None:
            raise NotFound(f"you have no finished {rules} game to race against yet: play one, then race its ghost")
        timeline = ghost_timeline(rules, best.seed, GameRepository(self.session).actions(best.id))
        ghost = {
            "game_id": best.id, "timeline": timeline, "place": None,
            "result": {"status": best.status, "elapsed_ms": best.elapsed_ms,
                       "cards_in_sequence": best.cards_in_sequence, "moves": best.moves},
        }  # fmt: skip
        race = self._new_race(
            rules, mode="ghost", public=False, rated=False, allow_bots=False, seats=1, host_id=player.id,
            host_address=address, seed=best.seed, ghost=ghost,
        )  # fmt: skip
        self._seat(race, player.id, address, is_bot(player))
        self._count_down(race, policy.COUNTDOWN)
        return race
