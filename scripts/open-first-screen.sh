#!/usr/bin/env bash
# How soon `reader open` shows its first screen on a large file, and how long it then reads the whole text
# in the background (issue 50 item 4: first screen <= 0.3 s for any file; the reading at least as fast as
# `score`). The file is the shipped prose repeated to SIZE_MB; the release binary runs in tmux, whose pane
# is read every 10 ms.
#   bash scripts/open-first-screen.sh [SIZE_MB...]   (default: 50 1000)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/release-timing.sh" open-first-screen.sh
command -v tmux >/dev/null || { echo "tmux is not installed: apt-get install tmux" >&2; exit 69; }
export READER_DB="$work/vocabulary.sqlite"
"$bin" init --level B1 >/dev/null
cat Corpora/prose/*.txt > "$work/prose.txt"
socket="$work/tmux.sock"
for size in "${@:-50 1000}"; do
    file="$work/book-$size.txt"
    : > "$file"
    while [ "$(stat -c %s "$file")" -lt $((size * 1000000)) ]; do cat "$work/prose.txt" >> "$file"; done
    bytes=$(stat -c %s "$file")
    sync
    tmux -S "$socket" kill-server 2>/dev/null || true
    start=$(date +%s.%N)
    tmux -S "$socket" new-session -d -x 100 -y 30 "READER_DB=$READER_DB $bin open $file"
    until tmux -S "$socket" capture-pane -p | grep -q '? help'; do sleep 0.01; done
    shown=$(date +%s.%N)
    until tmux -S "$socket" capture-pane -p | grep -q '  0% ·'; do sleep 0.05; done
    read_all=$(date +%s.%N)
    tmux -S "$socket" send-keys q
    tmux -S "$socket" kill-server 2>/dev/null || true
    python3 -c "import sys; b, s, a, r = map(float, sys.argv[1:]); print('%5d MB: first screen %.2f s; whole text read in %.1f s (%.1f MB/s)' % (b / 1e6, a - s, r - s, b / 1e6 / (r - s)))" \
        "$bytes" "$start" "$shown" "$read_all"
done
