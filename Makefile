# The two commands of the README: `make run` and `make test`. Everything else is a helper.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: install run test lint bench bench-engine clean

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: install
	$(BIN)/montana play

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: lint
	$(BIN)/python -m pytest

bench: bench-engine

bench-engine: install
	$(BIN)/python -m bench.engine

clean:
	rm -rf $(VENV) *.egg-info .mypy_cache .ruff_cache .hypothesis
