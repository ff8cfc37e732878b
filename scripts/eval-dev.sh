#!/usr/bin/env bash
# Language quality on the development sets (UD EWT dev, STREUSLE dev, OneStopEnglish dev topics):
# prints the table of issue 15. Reads the data where it lies (READER_DEV_DATA, default ../shared/data
# beside the checkout; never copied into the repo). Uses READER_BIN if set, else builds and uses the
# release binary. Extra args go to eval_dev.py (e.g. --errors lemma). The judge's word lists
# (scripts/eval-requirements.txt) are installed into a venv kept in ${TMPDIR:-/tmp}/reader-eval-venv
# (override with EVAL_VENV) so reruns are fast.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
data="${READER_DEV_DATA:-$(dirname "$repo")/shared/data}"
if [ ! -d "$data" ]; then
    echo "eval-dev.sh: no development data at $data (set READER_DEV_DATA)" >&2
    exit 66
fi
bin="${READER_BIN:-}"
if [ -z "$bin" ]; then
    (cd "$repo" && swift build -c release --product reader >&2)
    bin="$repo/.build/release/reader"
fi
venv="${EVAL_VENV:-${TMPDIR:-/tmp}/reader-eval-venv}"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" || { echo "eval-dev.sh: 'python3 -m venv' failed (on Debian: apt-get install python3-venv)" >&2; exit 69; }
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$here/eval-requirements.txt" >&2
exec "$venv/bin/python" "$here/eval_dev.py" --reader "$bin" --data "$data" "$@"
