#!/usr/bin/env bash
# Time of `reader import --format words --status known` of the 75,000 most frequent
# words (60,000 terms once forms of one lemma meet) into a fresh store, with hyperfine
# (apt `hyperfine`). Usage: bash scripts/import-bench.sh [RUNS] [OTHER_READER]
# (default 5 runs, 1 warm-up; prints median, min, user and system CPU). OTHER_READER,
# another reader binary, is timed in the same run, alternating, for before/after figures.
set -euo pipefail
runs="${1:-5}"
other="${2:-}"
source "$(dirname "${BASH_SOURCE[0]}")/release-timing.sh" import-bench.sh
head -n 75000 Corpora/frequency/words.tsv | cut -f1 > "$work/words.txt"
commands=()
for binary in $other $bin; do
    commands+=("$binary import --db $work/store.sqlite --format words --status known $work/words.txt")
done
hyperfine -N --warmup 1 --runs "$runs" --prepare "rm -f $work/store.sqlite $work/store.sqlite-wal $work/store.sqlite-shm" \
    --export-json "$work/times.json" "${commands[@]}" >/dev/null
python3 - "$work/times.json" "$bin" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    label = "this " if result["command"].startswith(sys.argv[2] + " ") else "other"
    print("%s import of 75,000 words: median %7.1f ms  min %7.1f ms  user %7.1f ms  system %5.1f ms"
          % (label, result["median"] * 1000, result["min"] * 1000, result["user"] * 1000, result["system"] * 1000))
PY
