"""Race ratings with openskill's Plackett-Luce model: every race is a free-for-all of its rated racers.

A rating is ``mu`` (the skill believed) and ``sigma`` (how unsure); the figure shown and ranked by is the
ordinal ``mu - 3 sigma``, which starts at 0 and rises as a player wins and the model grows sure of them.

>>> after = rate([(25.0, 25 / 3), (25.0, 25 / 3)], [1, 2])
>>> after[0][0] > 25.0 > after[1][0], after[0][1] < 25 / 3
(True, True)
"""

from __future__ import annotations

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
DEFAULT_MU: float = MODEL.mu
DEFAULT_SIGMA: float = MODEL.sigma


def ordinal(mu: float, sigma: float) -> float:
    return mu - 3 * sigma


def rate(ratings: list[tuple[float, float]], places: list[int]) -> list[tuple[float, float]]:
    """The new ``(mu, sigma)`` of each racer after a race in which they took ``places`` (1 is first; equal places
    are ties)."""
    teams = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in ratings]
    rated = MODEL.rate(teams, ranks=[float(place) for place in places])
    return [(team[0].mu, team[0].sigma) for team in rated]
