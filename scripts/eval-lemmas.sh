#!/usr/bin/env bash
# Lemma accuracy of `reader` on Corpora/eval/lemma-gold.tsv, next to the lemminflect baseline.
# Creates a venv with lemminflect (pinned) under ${TMPDIR:-/tmp}; pass-through args go to eval-lemmas.py.
# Uses READER_BIN if set, else .build/release/reader, else .build/debug/reader.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="${TMPDIR:-/tmp}/reader-eval-venv"
if ! "$venv/bin/python" -c 'import lemminflect' 2>/dev/null; then
    python3 -m venv "$venv" || { echo "eval-lemmas.sh: cannot create venv at $venv" >&2; exit 73; }
    "$venv/bin/pip" install --quiet lemminflect==0.2.3 \
        || echo "eval-lemmas.sh: lemminflect install failed; running without the baseline" >&2
fi
exec "$venv/bin/python" "$here/eval-lemmas.py" "$@"
