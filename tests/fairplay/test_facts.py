"""The plausibility facts, from action times alone."""

from __future__ import annotations

from app.fairplay.facts import Thresholds, flags_of, timing_facts


def test_a_persons_pace_raises_no_flag() -> None:
    times = [1300 * n + (n % 4) * 200 for n in range(1, 120)]
    facts = timing_facts(times, 20)
    assert facts["actions"] == 119 and 1000 < facts["median_think_ms"] < 1600
    assert flags_of(facts, Thresholds()) == []


def test_a_burst_of_twenty_fast_actions_is_flagged_even_in_a_slow_game() -> None:
    slow = [2000 * n for n in range(1, 60)]
    burst = [slow[-1] + 100 * n for n in range(1, 21)]
    facts = timing_facts(slow + burst, 20)
    assert facts["fastest_window_rate"] > 9 and facts["median_think_ms"] == 2000
    [flag] = flags_of(facts, Thresholds())
    assert "20 actions at" in flag and "a second" in flag


def test_a_steady_program_is_flagged_by_its_median_think_time() -> None:
    facts = timing_facts([300 * n for n in range(1, 100)], 20)
    assert facts["fastest_window_rate"] < 3.5
    assert any("median 300 ms" in flag for flag in flags_of(facts, Thresholds(max_window_rate=4.0)))


def test_short_games_and_agreement_need_enough_evidence() -> None:
    quick = timing_facts([50, 100, 150], 20)
    assert quick["fastest_window_rate"] is None and flags_of(quick, Thresholds()) == []
    facts = {"actions": 100, "median_think_ms": 1500, "fastest_window_rate": 1.0, "solver_agreement": 0.95}
    assert flags_of({**facts, "agreement_choices": 5}, Thresholds()) == []
    [flag] = flags_of({**facts, "agreement_choices": 40}, Thresholds())
    assert "95% of 40 real choices" in flag


def test_a_deployment_that_sets_nothing_reviews_with_the_measured_thresholds() -> None:
    from app.config import Settings
    from app.fairplay.service import thresholds_of
    from app.races.policy import RATED_PAIR_PER_DAY

    defaults = Settings.model_construct()
    assert thresholds_of(defaults) == Thresholds(), "the settings' defaults are the thresholds bench/fairplay.py chose"
    assert defaults.race_rated_pair_per_day == RATED_PAIR_PER_DAY
