#!/usr/bin/env bash
# Cold-start times of the `reader` release binary with hyperfine (apt `hyperfine`):
# `reader lemma went`, `reader define bank`, and `reader read` of a 7 KB page with a
# 75,000-term store (the 75,000 most frequent lemmas imported as known).
# Usage: bash scripts/cold-start.sh [RUNS] [OTHER_READER]   (default 9 runs, 2 warm-ups;
# prints median, min and mean user CPU). OTHER_READER, another reader binary (say main's
# release build, which finds the Corpora of its own checkout), is timed in the same run,
# each command just before this checkout's, for before/after figures.
set -euo pipefail
runs="${1:-9}"
other="${2:-}"
source "$(dirname "${BASH_SOURCE[0]}")/release-timing.sh" cold-start.sh
export READER_DB="$work/vocabulary.sqlite"
head -n 75000 Corpora/frequency/lemmas.tsv | cut -f1 > "$work/words.txt"
"$bin" import "$work/words.txt" --format words --status known >/dev/null
head -c 7000 Corpora/samples/emma-opening.txt > "$work/page.txt"
commands=()
for args in "lemma went" "define bank" "read $work/page.txt --format plain --no-pager"; do
    if [ -n "$other" ]; then commands+=("$other $args"); fi
    commands+=("$bin $args")
done
hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/times.json" "${commands[@]}" >/dev/null
python3 - "$work/times.json" "$bin" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    binary, name = result["command"].split(" ", 1)
    label = ("this  " if binary == sys.argv[2] else "other ") + name.replace(sys.argv[1].rsplit("/", 1)[0] + "/", "")
    print("%-48s median %6.1f ms  min %6.1f ms  user %5.1f ms"
          % (label[:48], result["median"] * 1000, result["min"] * 1000, result["user"] * 1000))
PY
