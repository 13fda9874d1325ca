# counsel: the two commands of the README quick start, and a few helpers.
#   make demo   set up (venv, CPU llama-server, tiny model, Tesseract) and run the demo pipeline
#   make test   the same set-up, then the whole test suite
#   make test-under-load   the suite with a CPU hog beside it (stress-ng, or busy Python loops)
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: demo test test-under-load setup lint bench clean

$(VENV)/.installed: pyproject.toml
	@echo "[setup] creating $(VENV) and installing counsel (about a minute)"
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -q --upgrade pip
	$(PY) -m pip install --disable-pip-version-check -q -e '.[dev]'
	@touch $@

setup: $(VENV)/.installed
	$(PY) -m server setup

demo: setup
	$(PY) -m server demo

test: setup
	$(PY) -m pytest -q

test-under-load: setup
	tests/under_load.sh $(PY) -m pytest -q $(PYTEST_ARGS)

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check server tools tests bench

bench: setup
	for script in bench/bench_*.py; do $(PY) $$script || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
