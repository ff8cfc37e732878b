#!/usr/bin/env bash
# Remakes Tests/Fixtures/Anki/*.apkg|colpkg with the real Anki (PyPI `anki`,
# in a venv under /tmp; see scripts/anki-venv.sh). The Swift tests read the
# committed files and never need Python. Run: bash scripts/make-anki-fixtures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python=$(bash scripts/anki-venv.sh)
"$python" scripts/make_anki_fixtures.py Tests/Fixtures/Anki
