#!/usr/bin/env bash
# Cold-start times of the `reader` release binary with hyperfine (apt `hyperfine`):
# `reader lemma went`, `reader define bank`, and `reader read` of a 7 KB page with a
# 75,000-term store (the 75,000 most frequent lemmas imported as known).
# Usage: bash scripts/cold-start.sh [RUNS]   (default 9 runs, 2 warm-ups; prints medians)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${1:-9}"
command -v hyperfine >/dev/null || { echo "cold-start.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 69; }
swift build -c release --product reader >/dev/null
bin="$(swift build -c release --show-bin-path)/reader"
work="$(mktemp -d "${TMPDIR:-/tmp}/reader-cold.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export READER_DB="$work/vocabulary.sqlite"
head -n 75000 Corpora/frequency/lemmas.tsv | cut -f1 > "$work/words.txt"
"$bin" import "$work/words.txt" --format words --status known >/dev/null
head -c 7000 Corpora/samples/emma-opening.txt > "$work/page.txt"
hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/times.json" \
    "$bin lemma went" "$bin define bank" "$bin read $work/page.txt --format plain --no-pager" >/dev/null
python3 - "$work/times.json" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    name = result["command"].split("/reader ", 1)[1]
    print("%-50s median %6.1f ms  (min %.1f)" % (name[:50], result["median"] * 1000, result["min"] * 1000))
PY
