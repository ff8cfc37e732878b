#!/usr/bin/env bash
# Prints the python of a venv holding the real Anki (PyPI `anki`, pinned), made
# under /tmp on first use. Sourced by scripts/make-anki-fixtures.sh and
# scripts/anki-check.sh; nothing in `make test` needs it.
set -euo pipefail
ANKI_VERSION=${ANKI_VERSION:-26.9.3}
venv=${ANKI_VENV:-/tmp/reader-anki-venv-$ANKI_VERSION}
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import anki" 2>/dev/null; then
    python3 -m venv "$venv" >&2
    "$venv/bin/pip" install -q "anki==$ANKI_VERSION" >&2
fi
echo "$venv/bin/python"
