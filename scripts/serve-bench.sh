#!/usr/bin/env bash
# Page latency of `reader serve` (issue 31), measured by curl on the loopback: a 1 MB book (the
# first 1,000,000 bytes of the shared benchmark text) and a 250-word text, each page request timed
# end to end (server time plus loopback), the median and the worst of N warm requests; the first
# request of the book, which reads and tokenizes it whole, is reported apart. Also the card (tap to
# card) and a mark (status change acknowledged).
#
# Usage: READER=.build/release/reader scripts/serve-bench.sh [N]   (default N=50)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
reader="${READER:-$root/.build/release/reader}"
count="${1:-50}"
scratch="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$scratch"' EXIT

bash "$root/scripts/make-bench-text.sh" "$scratch/10mb.txt" >/dev/null
mkdir "$scratch/library"
head -c 1000000 "$scratch/10mb.txt" > "$scratch/library/book.txt"
head -c 1500 "$root/Corpora/samples/$(ls "$root/Corpora/samples" | head -1)" > "$scratch/library/short.txt"
export READER_DB="$scratch/vocabulary.sqlite"
"$reader" init --level B1 >/dev/null
port=$((20000 + RANDOM % 20000))
"$reader" serve "$scratch/library" --port "$port" > "$scratch/serve.out" &
server=$!
for _ in $(seq 1 300); do grep -q serving "$scratch/serve.out" && break; sleep 0.1; done
base="http://127.0.0.1:$port"

time_of() { curl -s -o /dev/null -w '%{time_total}\n' "$@"; }
summary() { sort -n | awk '{ t[NR] = $1 * 1000 } END { printf "median %.1f ms, worst %.1f ms (%d requests)\n", t[int((NR + 1) / 2)], t[NR], NR }'; }

echo "book first open (read, tokenize, page 1): $(time_of "$base/read?text=0/book.txt&page=1" | awk '{ printf "%.1f ms", $1 * 1000 }')"
pages=$(curl -s "$base/read?text=0/book.txt&page=1" | sed -n 's/.*Page 1 of \([0-9]*\).*/\1/p' | head -1)
echo "book: $(wc -c < "$scratch/library/book.txt") bytes, $pages pages"
echo -n "page of the 1 MB book: "
for i in $(seq 1 "$count"); do time_of "$base/read?text=0/book.txt&page=$(( (i % pages) + 1 ))"; done | summary
time_of "$base/read?text=0/short.txt&page=1" >/dev/null
echo -n "page of a 250-word text: "
for _ in $(seq 1 "$count"); do time_of "$base/read?text=0/short.txt&page=1"; done | summary
at=$(curl -s "$base/read?text=0/book.txt&page=3" | grep -o -m1 'class="w new" data-at="[0-9]*"' | grep -o '[0-9]*' | head -1 || true)
echo -n "tap to card: "
for _ in $(seq 1 "$count"); do time_of "$base/api/card?text=0/book.txt&at=$at"; done | summary
token=$(curl -s "$base/" | sed -n 's/.*name="reader-token" content="\([0-9a-f]*\)".*/\1/p')
echo -n "status change acknowledged: "
for i in $(seq 1 "$count"); do
    time_of -X POST -H "X-Reader-Token: $token" -H 'Content-Type: application/json' \
        -d "{\"term\":\"benchword$i\",\"status\":\"known\"}" "$base/api/mark"
done | summary

# Load: wrk on the reading page (the Debian package; skipped without it) while a review session in
# the browser's API answers cards, each answer a store write. The review's pace and errors are reported too.
if command -v wrk >/dev/null; then
    for i in $(seq 1 400); do
        curl -s -o /dev/null -X POST -H "X-Reader-Token: $token" -H 'Content-Type: application/json' \
            -d "{\"term\":\"reviewword$i\",\"status\":\"learning\"}" "$base/api/mark"
    done
    python3 - "$base" "$token" "$scratch/review.out" <<'PY' &
import json, sys, time, urllib.request
base, token, out = sys.argv[1:]
def post(path, body):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json", "X-Reader-Token": token})
    return json.load(urllib.request.urlopen(request))
answers, errors, start = 0, 0, time.time()
# A session takes 20 new cards (the next session the next 20); Again keeps each card coming back (Brain Boost), so it writes for as long as wrk runs.
while time.time() - start < 10:
    state = post("/api/review/start", {})
    if not state.get("card"):
        break
    session = state["session"]
    while state.get("card") and time.time() - start < 10:
        try:
            state = post("/api/review/answer", {"session": session, "card": state["card"]["id"], "rating": "again"})
            answers += 1
        except Exception:
            errors += 1
            break
with open(out, "w") as report:
    report.write(f"{answers} answers in {time.time() - start:.1f} s ({answers / (time.time() - start):.0f} a second), {errors} errors\n")
PY
    reviewer=$!
    echo "wrk, reading page of the 250-word text, 10 s, 2 threads, 8 connections, while a review session writes:"
    wrk -t2 -c8 -d10s "$base/read?text=0/short.txt&page=1" | grep -E "Requests/sec|Non-2xx|Socket errors|Latency|requests in"
    wait "$reviewer"
    echo "review session meanwhile: $(cat "$scratch/review.out")"
fi
