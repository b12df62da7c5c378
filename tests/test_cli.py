"""The ``montana`` command line, as a user runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main, play
from app.engine import Game, commitment
from tests.conftest import VECTORS, load_vectors
from tests.engine.positions import game_at, one_move_from_a_win


def montana(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app.cli", *args], input=stdin, capture_output=True, text=True, check=False
    )


def test_deal_prints_the_board_and_commitment_of_a_seed() -> None:
    run = montana("deal", "--rules", "blue-moon@1", "--seed", "Grand Marshal \u2660")
    expected = next(
        d for d in load_vectors("deals.json") if d["rules"] == "blue-moon@1" and d["seed"].startswith("Grand")
    )
    assert run.returncode == 0
    assert json.loads(run.stdout) == {key: expected[key] for key in ("rules", "seed", "commitment", "board")}


def test_deal_refuses_an_unknown_profile() -> None:
    run = montana("deal", "--rules", "klondike@1", "--seed", "x")
    assert run.returncode == 2
    assert "unknown rules profile 'klondike@1'" in run.stderr


def test_verify_accepts_every_published_replay_as_json_lines(tmp_path: Path) -> None:
    replays = load_vectors("replays.json")
    path = tmp_path / "replays.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in replays) + "\n")
    run = montana("verify", str(path))
    assert run.returncode == 0, run.stdout
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    assert [line["result"] for line in lines] == [r["result"] for r in replays]
    assert all(line["ok"] for line in lines)


def test_verify_reads_one_record_from_stdin() -> None:
    record = load_vectors("replays.json")[0]
    run = montana("verify", "-", stdin=json.dumps(record, indent=2))
    assert run.returncode == 0
    assert json.loads(run.stdout)["ok"] is True


def test_verify_reports_a_result_that_differs_with_both_shown() -> None:
    record = load_vectors("replays.json")[0]
    claimed = {**record["result"], "score": record["result"]["score"] + 100}
    run = montana("verify", "-", stdin=json.dumps({**record, "result": claimed}))
    report = json.loads(run.stdout)
    assert run.returncode == 1
    assert report["ok"] is False
    assert report["differs"] == ["score"]
    assert report["claimed"] == claimed
    assert report["result"] == record["result"]


@pytest.mark.parametrize("case", load_vectors("illegal.json"), ids=lambda case: f"{case['seed']}-{case['why']}")
def test_verify_refuses_each_illegal_action_at_its_index(case: dict) -> None:
    record = {"rules": case["rules"], "seed": case["seed"], "actions": case["actions"]}
    assert main_verify(record) == (2, case["illegal_at"])


def main_verify(record: dict) -> tuple[int, int | None]:
    run = montana("verify", "-", stdin=json.dumps(record))
    return run.returncode, json.loads(run.stdout).get("action_index")


def test_verify_exit_status_is_the_highest_that_applies(tmp_path: Path) -> None:
    good, other = load_vectors("replays.json")[:2]
    differs = {**other, "result": {**other["result"], "moves": 1}}
    illegal = {**good, "actions": [{"type": "undo", "t": 1}]}
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in (good, differs)))
    assert montana("verify", str(path)).returncode == 1
    path.write_text("\n".join(json.dumps(r) for r in (differs, illegal, good)))
    run = montana("verify", str(path))
    assert run.returncode == 2
    assert [json.loads(line)["ok"] for line in run.stdout.splitlines()] == [False, False, True]


@pytest.mark.parametrize(
    ("content", "why"),
    [("{not json", "line 1 is not JSON"), ("", "holds no replay record"), ('{"rules": "classic@1"}', "no seed")],
)
def test_verify_says_why_input_cannot_be_read(tmp_path: Path, content: str, why: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    run = montana("verify", str(path))
    assert run.returncode == 2
    assert why in run.stdout


def test_verify_of_a_missing_file_exits_2() -> None:
    run = montana("verify", str(VECTORS / "nothing-here.json"))
    assert run.returncode == 2
    assert "cannot read" in run.stdout


def scripted(lines: list[str]) -> tuple[list[str], object]:
    output: list[str] = []
    answers = iter(lines)

    def read(prompt: str) -> str:
        return next(answers)

    return output, read


def test_play_moves_by_card_undoes_redeals_and_resigns() -> None:
    output, read = scripted(["2D", "2D 1,0", "h", "u", "2D 1,0", "9Z", "r", "q"])
    ticks = iter(range(0, 100_000, 250))
    game = play(Game("classic@1", "demo"), read=read, write=output.append, clock=lambda: next(ticks) / 1000)  # type: ignore[arg-type]
    kinds = [type(action).__name__ for action in game.actions]
    assert kinds == ["Move", "Undo", "Move", "Redeal", "Resign"]
    text = "\n".join(output)
    assert "2D fits several gaps: say which, e.g. 2D 1,0" in text
    assert "legal moves: TC 0,1" in text
    assert "'9Z' is not a card" in text
    assert (game.status, game.reason) == ("lost", "resigned")
    assert json.loads(output[-1])["result"] == game.result().to_json()


def test_play_asks_before_a_move_that_ends_the_game() -> None:
    output, read = scripted(["KS", "n", "KS", "y"])
    game = game_at(one_move_from_a_win())
    play(game, read=read, write=output.append, clock=lambda: 0.0)  # type: ignore[arg-type]
    assert game.status == "won"
    assert game.moves == 1
    assert any("\u2660" in line for line in output), "the board is drawn with suit symbols"


def test_main_runs_deal_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--seed", "demo"]) == 0
    assert json.loads(capsys.readouterr().out)["board"][1][0] is None


def test_solve_prints_a_record_that_verify_accepts() -> None:
    solved = montana("solve", "--seed", "bench-0", "--budget", "0.1")
    assert solved.returncode == 0
    record = json.loads(solved.stdout)
    assert record["seed"] == "bench-0" and record["result"]["status"] in ("won", "lost")
    checked = montana("verify", "-", stdin=solved.stdout)
    assert checked.returncode == 0 and json.loads(checked.stdout)["result"] == record["result"]


def test_solve_prove_prints_a_winning_line_that_verify_accepts() -> None:
    proved = montana("solve", "--seed", "bench-5", "--prove", "--budget", "10")
    report = json.loads(proved.stdout)
    assert (report["verdict"], report["par"]) == ("winnable", len(report["actions"]))
    checked = montana("verify", "-", stdin=proved.stdout)
    assert checked.returncode == 0, checked.stdout
    assert json.loads(checked.stdout)["result"]["status"] == "won"


def test_solve_prove_of_an_unwinnable_deal_says_how_much_was_searched_and_how() -> None:
    report = json.loads(montana("solve", "--seed", "bench-8", "--prove").stdout)
    assert report["verdict"] == "unwinnable" and "actions" not in report
    assert report["positions"] > 1000 and report["visits"] >= report["positions"]
    assert any(reduction.startswith("forced moves") for reduction in report["reductions"])


def test_solve_prove_out_of_budget_never_guesses() -> None:
    report = json.loads(montana("solve", "--seed", "bench-4", "--prove", "--budget", "0.05").stdout)
    assert report["verdict"] == "unknown" and "actions" not in report


@pytest.mark.parametrize("budget", ["0", "-1", "soon", "inf"])
def test_solve_refuses_a_budget_that_is_not_a_positive_number_of_seconds(budget: str) -> None:
    run = montana("solve", "--seed", "x", "--budget", budget)
    assert run.returncode == 2 and "budget" in run.stderr


def test_verify_checks_the_seed_against_its_commitment() -> None:
    record = load_vectors("replays.json")[0]
    honest = {**record, "seed_commitment": commitment(record["seed"])}
    assert json.loads(montana("verify", "-", stdin=json.dumps(honest)).stdout)["ok"] is True
    run = montana("verify", "-", stdin=json.dumps({**honest, "seed_commitment": "0" * 64}))
    assert run.returncode == 2
    error = json.loads(run.stdout)["error"]
    assert "does not match the record's seed_commitment" in error and commitment(record["seed"]) in error


def test_admin_away_from_the_database_says_where_it_looked_and_makes_no_file(tmp_path: Path) -> None:
    env_free = {key: value for key, value in os.environ.items() if key != "DATABASE_URL"}
    run = subprocess.run(
        [sys.executable, "-m", "app.cli", "admin", "grant-moderator", "ada"],
        cwd=tmp_path, env={**env_free, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    answer = json.loads(run.stdout)
    assert answer["ok"] is False and "there is no database at sqlite:///./montana.db" in answer["error"]
    assert str(tmp_path) in answer["error"] and list(tmp_path.iterdir()) == []


def test_admin_on_a_database_not_yet_migrated_says_to_migrate(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    import sqlite3

    sqlite3.connect(empty).close()
    run = montana("admin", "grant-moderator", "ada", "--database-url", f"sqlite:///{empty}")
    assert run.returncode == 1 and "python -m app.migrate" in json.loads(run.stdout)["error"]
