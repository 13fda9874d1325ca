# counsel: the two commands of the README quick start, and a few helpers.
#   make demo   set up (venv, CPU llama-server, tiny model, Tesseract) and run the demo pipeline
#   make test   the same set-up, then the whole test suite
#   make check-word   install LibreOffice Writer and check that a filing's Word file converts
#   make test-under-load   the suite with a CPU hog beside it (stress-ng, or busy Python loops)
PYTHON ?= python3
# Test processes: one more than the cores, so that a worker waiting on a process or a socket leaves none idle
# (on 2 cores: one process 358 s; 2 workers 207 s, 3 workers 184 s, 4 workers 196 s)
TEST_WORKERS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 1 )))
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: demo test test-under-load setup lint bench check-word clean

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
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist worksteal

test-under-load: setup
	tests/under_load.sh $(PY) -m pytest -q -n $(TEST_WORKERS) --dist worksteal $(PYTEST_ARGS)

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check server tools tests bench

# The Word file of a filing converts in LibreOffice (large: not part of `make test`).
check-word: $(VENV)/.installed
	@command -v soffice >/dev/null || { echo "[check-word] installing Debian libreoffice-writer-nogui"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
		libreoffice-writer-nogui; }
	$(PY) bench/check_word.py

# Every benchmark runs; a missed target is printed ("missed target: ...") and is not a failure (these machines
# are noisy). Only a benchmark that could not run fails the target, named at the end.
bench: setup
	@failed=""; for script in bench/bench_*.py; do \
		echo "[bench] $$script"; \
		$(PY) $$script || failed="$$failed $$script"; \
	done; \
	if [ -n "$$failed" ]; then echo "[bench] could not run:$$failed" >&2; exit 1; fi; \
	echo "[bench] every benchmark ran; results in bench/results/"

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
