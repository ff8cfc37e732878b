#!/usr/bin/env bash
# `reader review` start-up with 100k Learning cards (issue 13's <= 50 ms), release build:
#   1. hyperfine: `review --script` with no input (start, first card, exit);
#   2. the terminal UI in a pseudo-terminal: start until the first card is on screen
#      (then `q`), median and min of RUNS.
# The store: 100,000 made-up Learning terms, each captured in a sentence, their
# cards made, 3,000 of them answered on two earlier days (due now), the rest new.
# Usage: bash scripts/review-start.sh [RUNS] [OTHER_READER...]   (default 30 runs;
#        other binaries, e.g. main's, are timed in the same run)
# Needs: hyperfine (apt), python3.
set -euo pipefail
runs="${1:-30}"
shift || true
source "$(dirname "${BASH_SOURCE[0]}")/release-timing.sh" review-start.sh
db="$work/vocabulary.sqlite"

awk 'BEGIN { a = "abcdefghijklmnopqrstuvwxyz"; print "term,lemma,status,sentence,start,end,sentence_start";
  for (i = 0; i < 100000; i++) { w = ""; k = i; do { w = substr(a, k % 26 + 1, 1) w; k = int(k / 26) } while (k > 0);
    w = "qz" w; printf "%s,%s,learning,We met the %s near the old bridge.,11,%d,0\n", w, w, w, 11 + length(w) } }' > "$work/cards.csv"
"$bin" import "$work/cards.csv" --format csv --db "$db" >/dev/null
yes good | head -n 3000 > "$work/grades.txt" || true
READER_NOW=2026-11-01T09:00:00Z "$bin" review --script --no-fuzz --new 3000 --db "$db" <"$work/grades.txt" >/dev/null
READER_NOW=2026-11-02T09:00:00Z "$bin" review --script --no-fuzz --new 0 --db "$db" <"$work/grades.txt" >/dev/null
export READER_NOW=2026-11-24T09:00:00Z
echo "[review-start] $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); due now: $(sqlite3 "$db" "SELECT count(*) FROM card WHERE last_review IS NOT NULL" 2>/dev/null || echo '?') of 100000 cards"

commands=()
for reader in "$bin" "$@"; do commands+=("$reader review --script --db $db"); done
hyperfine -N --warmup 3 --runs "$runs" "${commands[@]}"   # stdin: /dev/null

# The terminal UI: time from start until "any key: reveal" is written, then q.
python3 - "$runs" "$db" "$bin" "$@" <<'PY'
import os, pty, select, statistics, sys, time
runs, db, readers = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
def first_card(reader):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(reader, [reader, "review", "--db", db])
    seen, ready = b"", None
    while ready is None:
        if not select.select([fd], [], [], 10)[0]:
            raise SystemExit(f"no first card from {reader}: {seen[-200:]!r}")
        try:
            seen += os.read(fd, 65536)
        except OSError:
            raise SystemExit(f"{reader} ended before its first card: {seen[-200:]!r}")
        if b"any key: reveal" in seen:
            ready = time.perf_counter() - start
    os.write(fd, b"q")
    os.waitpid(pid, 0)
    os.close(fd)
    return ready * 1000
for reader in readers:
    times = [first_card(reader) for _ in range(runs)]
    print(f"terminal UI, start to first card: {reader}: median {statistics.median(times):.1f} ms, min {min(times):.1f} ms ({runs} runs)")
PY
