# The two commands of the README: `make run` and `make test`. Both set everything up
# on a fresh machine and are safe to run again.
SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
export DJANGO_DEBUG ?= 1
export DJANGO_ALLOW_ASYNC_UNSAFE := true

.PHONY: run test setup py npm build chromium lint pytest vitest bench worker production clean totp

run: setup build
	$(PY) manage.py migrate --noinput
	$(PY) manage.py seed_demo
	@echo "Serving on http://127.0.0.1:8000 (sign in as staff@example.com / Password1!, then the code of `make totp`)"
	$(PY) manage.py runserver 127.0.0.1:8000

# The demo staff personas' current authenticator code (README "Personas"; demo only).
totp:
	@$(PY) manage.py demo_totp

test: setup build chromium lint pytest vitest

setup: py npm

py: $(VENV)/.installed
$(VENV)/.installed: requirements/base.txt requirements/dev.txt scripts/find-python
	@python=$$(scripts/find-python) || exit 1; \
	  [ -x $(PY) ] || $$python -m venv $(VENV)
	# Installed without compiling, then compiled on every core (39 -> 27 s on a fresh venv).
	# Compiled all the same: the tests' subprocesses (gunicorn, Celery, moto) would otherwise
	# compile what they import during the test run. Files of packages' own that are not
	# Python 3 (test data) fail to compile, as they do under pip: hence || true.
	$(BIN)/pip install --quiet --no-compile --disable-pip-version-check -r requirements/dev.txt
	$(PY) -m compileall -q -j 0 $(VENV)/lib > /dev/null || true
	touch $@

npm: node_modules/.installed
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Vite writes the islands into static/dist, where django-vite reads the manifest.
build: static/dist/.vite/manifest.json
static/dist/.vite/manifest.json: node_modules/.installed vite.config.js $(shell find islands -type f 2>/dev/null)
	npx vite build --logLevel error

# Browser tests drive Debian's Chromium; Playwright's own download cannot work here.
chromium:
	@if [ -x /usr/bin/chromium ]; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing Debian's chromium for the browser tests"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
	    || { echo "error: could not install chromium with apt-get" >&2; exit 1; }; \
	else echo "warning: /usr/bin/chromium is missing and apt-get is not available; browser tests will be skipped" >&2; fi

lint:
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-logo --no-cache

pytest:
	$(BIN)/pytest

vitest:
	npx vitest run

bench: setup build
	$(PY) bench/run.py

# A real worker against REDIS_URL, for trying tasks by hand.
worker:
	$(BIN)/celery -A project worker -l info

# The production profile (README "Production"): DEBUG off, settings from the environment.
production: setup build
	DJANGO_DEBUG=0 $(PY) manage.py migrate --noinput
	DJANGO_DEBUG=0 $(PY) manage.py collectstatic --noinput -v 0
	DJANGO_DEBUG=0 PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/honcho start -f Procfile

clean:
	rm -rf $(VENV) node_modules static/dist var/*.sqlite3
