# The two commands of the README: `make run` and `make test`. Everything else is a helper.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: install run play clients check test lint screenshots bench bench-engine bench-api bench-leaderboard bench-frontend bench-solver bench-fairplay bench-races clean

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

HOST ?= 127.0.0.1
PORT ?= 8000

run: install
	$(BIN)/python -m app.migrate
	@# The worker (closing games, campaign deals, reviews, proven deals) runs beside the server; both stop together.
	bash -c 'trap "kill 0" EXIT; $(BIN)/python -m app.worker & $(BIN)/uvicorn --factory app.main:create_app --host $(HOST) --port $(PORT) --no-access-log --no-proxy-headers --timeout-graceful-shutdown 5'


# The SDKs in clients/, generated again from the API's document (tests/tools/test_clients.py checks they are current).
clients: install
	$(BIN)/python -m tools.clients

play: install
	$(BIN)/montana play

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	MYPYPATH=clients/python $(BIN)/mypy --strict clients/python/examples
	$(BIN)/lint-imports

# The fast loop: the engine, unit and API tests on SQLite (no PostgreSQL, browser or server processes), on two cores.
check: lint
	node --test tests/js/
	$(BIN)/python -m pytest -q -n 2 -m "not postgres and not browser and not slow"

# Everything, on SQLite and on PostgreSQL: the suite starts a throwaway PostgreSQL and Redis of its own
# (tests/services.py); tests/prerequisites installs the machine's binaries it needs, or says how. Everything runs in
# three workers (on two cores: a test often waits on a server, a database or a browser) but the tests marked `alone`
# (they time taps, animations, live delays or a bystander's answers, or add a network interface, which a Chromium
# beside them would notice), which run one at a time after the rest.
test: lint
	bash tests/prerequisites
	node --test tests/js/
	$(BIN)/python -m pytest -n 3 -m "not alone"
	$(BIN)/python -m pytest -m alone

screenshots: install
	MONTANA_SCREENSHOTS=docs/screenshots $(BIN)/python -m pytest tests/browser -q

bench: bench-engine bench-api bench-leaderboard bench-frontend bench-solver bench-fairplay bench-races

bench-engine: install
	$(BIN)/python -m bench.engine

bench-api: install
	$(BIN)/python -m bench.api

bench-leaderboard: install
	$(BIN)/python -m bench.leaderboard --plans

bench-frontend: install
	$(BIN)/python -m bench.frontend

bench-solver: install
	$(BIN)/python -m bench.solver

bench-fairplay: install
	$(BIN)/python -m bench.fairplay --agreement 20

bench-races: install
	$(BIN)/python -m bench.races

clean:
	rm -rf $(VENV) *.egg-info .mypy_cache .ruff_cache .hypothesis
