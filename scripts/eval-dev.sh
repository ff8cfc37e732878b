#!/usr/bin/env bash
# Language quality on the development sets (UD EWT dev, STREUSLE dev, OneStopEnglish dev topics):
# prints the table of issue 15. Reads the data where it lies (READER_DEV_DATA, default ../shared/data
# beside the checkout; never copied into the repo). Uses READER_BIN if set, else builds and uses the
# release binary. Extra args go to eval_dev.py (e.g. --errors lemma).
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
exec python3 "$here/eval_dev.py" --reader "$bin" --data "$data" "$@"
