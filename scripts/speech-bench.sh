#!/usr/bin/env bash
# Time to first sound of `reader say` (issue 32's bar: <= 100 ms for one word), release build,
# with hyperfine: the whole command from exec to a complete WAV for a player (`--out`), for a
# word and for a 12-word sentence. Playing adds only the player's own start. CPU time (user +
# system) is printed too: on a loaded machine it is the figure that still means something.
# Usage: bash scripts/speech-bench.sh [RUNS]   (default 20 runs, 3 warm-ups)
set -euo pipefail
runs="${1:-20}"
source "$(dirname "${BASH_SOURCE[0]}")/release-timing.sh" speech-bench.sh
printf 'Without repairs, the old roads will deteriorate into ruins nobody remembers.\n' > "$work/sentence.txt"
hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/times.json" \
    "$bin say deteriorate --out $work/word.wav" \
    "$bin say $work/sentence.txt --at 0 --sentence --out $work/sentence.wav" >/dev/null
python3 - "$work/times.json" "$work" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    label = result["command"].split(" ", 1)[1].replace(sys.argv[2] + "/", "")
    print("%-60s median %6.1f ms  min %6.1f ms  user %5.1f ms  system %5.1f ms"
          % (label[:60], result["median"] * 1000, result["min"] * 1000, result["user"] * 1000, result["system"] * 1000))
PY
