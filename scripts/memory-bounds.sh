#!/usr/bin/env bash
# Peak memory (max RSS from /usr/bin/time -v) of the commands issue 28 (items 3 and 4) found unbounded:
# `open` on a large file and on endless input, `finish`, taps (capture/expand/define --at) on a large file and on
# endless stdin, `read`/`score` on text without spaces (200 MB of `a`, 100 MB of base64), `score` on
# endless `yes` and on endless base64 (a new "word" every few dozen bytes), and (issue 30) `read`, `score`,
# `extract` and `open` on an EPUB whose one chapter is 100 MB of text, and one of 60 MB (under the 64 MB a
# zip entry may expand to). Prints one line per case: exit code, max RSS in MB, seconds, first line of stderr.
#
# Usage: [OPEN_GB=1] [ONLY=TEXT] bash scripts/memory-bounds.sh [READER] [SCALE]
#   READER  the binary (default .build/release/reader); SCALE divides the sizes (default 1: 50, 200 and
#           100 MB; `make test` would use a larger SCALE for a quick run). Endless inputs run 20 s / SCALE.
#   OPEN_GB=1 adds `open` on 1 GB (1 GB more in TMPDIR while it runs); ONLY=TEXT runs the cases whose name holds TEXT.
# Each run is capped at CAP_KB of address space (default 6 GB): an unbounded one fails there.
# Needs: /usr/bin/time (apt `time`), tmux, base64, python3 (for the EPUB).
# Exit codes: 0 every case within LIMIT_MB (default 300), 1 some case over it, 64 usage, 66 no binary.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
reader="$(realpath "${1:-$root/.build/release/reader}" 2>/dev/null || true)"
scale="${2:-1}"
limit="${LIMIT_MB:-300}"
# A run that would grow without bound stops at this much address space (KB), not at the machine's memory.
cap_kb="${CAP_KB:-6000000}"
[[ -x "$reader" ]] || { echo "memory-bounds: no reader binary at ${1:-$root/.build/release/reader}" >&2; exit 66; }
[[ "$scale" =~ ^[1-9][0-9]*$ ]] || { echo "usage: $0 [READER] [SCALE]" >&2; exit 64; }

work="$(mktemp -d "${TMPDIR:-/tmp}/memory-bounds.XXXXXX")"
socket="memory-bounds-$$"
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
export READER_DB="$work/vocabulary.sqlite" HOME="$work"
"$reader" mark cat --known >/dev/null

mb=$((1000000 / scale))
endless=$((20 / scale + 2))
prose="$work/prose.txt"
# Prose with sentences: the samples repeated to 50 MB.
while [[ $(stat -c %s "$prose" 2>/dev/null || echo 0) -lt $((50 * mb)) ]]; do cat "$root"/Corpora/samples/*.txt >> "$prose"; done
truncate -s $((50 * mb)) "$prose"
# Pipes cut short by `head` end with SIGPIPE: expected here.
head -c $((200 * mb)) /dev/zero | tr '\0' a > "$work/a.txt" || true
head -c $((75 * mb)) /dev/urandom | base64 -w0 | head -c $((100 * mb)) > "$work/base64.txt" || true
# make_epub FILE MB: an EPUB (zip, deflated) whose one chapter holds MB of the prose as paragraphs.
make_epub() {
    python3 - "$1" "$2" "$prose" "$mb" <<'PYTHON'
import sys, zipfile
out, size, prose, mb = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
container = ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
             '<rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>')
opf = ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata '
       'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Hostile</dc:title></metadata><manifest>'
       '<item id="c1" href="chapter.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>')
lines = [line.strip() for line in open(prose, encoding="utf-8", errors="replace") if line.strip()]
lines = [line.replace("&", "&amp;").replace("<", "&lt;") for line in lines[:2000]]
with zipfile.ZipFile(out, "w") as book:
    book.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
    book.writestr("META-INF/container.xml", container, compress_type=zipfile.ZIP_DEFLATED)
    book.writestr("content.opf", opf, compress_type=zipfile.ZIP_DEFLATED)
    entry = zipfile.ZipInfo("chapter.xhtml")
    entry.compress_type = zipfile.ZIP_DEFLATED
    with book.open(entry, "w", force_zip64=True) as chapter:
        chapter.write(b'<html xmlns="http://www.w3.org/1999/xhtml"><body><h1>One chapter</h1>')
        written, index = 0, 0
        while written < size * mb:
            paragraph = ("<p>" + lines[index % len(lines)] + "</p>\n").encode()
            chapter.write(paragraph)
            written += len(paragraph)
            index += 1
        chapter.write(b"</body></html>")
PYTHON
}
make_epub "$work/chapter-100mb.epub" 100
make_epub "$work/chapter-60mb.epub" 60
middle=$((25 * mb))
# A tap in the middle of the prose, on a word (the start of the next "the").
tap=$(( middle + $(tail -c +$((middle + 1)) "$prose" | head -c 100000 | grep -bo ' the ' | head -1 | cut -d: -f1 || true) + 1 ))

failed=0
# measure NAME COMMAND...: runs COMMAND under /usr/bin/time -v (a shell command line, for redirections).
measure() {
    local name="$1" command="$2"
    [[ "$name" == *"${ONLY:-}"* ]] || return 0
    local start end status rss
    start=$(date +%s.%N)
    set +e
    /usr/bin/time -v -o "$work/time" bash -c "ulimit -v $cap_kb; $command" >/dev/null 2>"$work/err"
    status=$?
    set -e
    end=$(date +%s.%N)
    rss=$(awk -F': ' '/Maximum resident set size/ { printf "%d", $2 / 1024 }' "$work/time")
    printf '%-34s exit %3s  %6s MB  %6.1f s  %s\n' "$name" "$status" "$rss" "$(echo "$end - $start" | bc)" \
        "$(grep -v '^\s*Command\|reading from stdin' "$work/err" | head -1 | cut -c1-90)"
    if [[ "$rss" -gt "$limit" ]]; then failed=1; fi
}

# `open` needs a terminal: run it in tmux, wait for its first frame (the status line names the file), then
# `G` (the text's end: another window of a long text) until the status line says 100%, then quit. Prints the
# seconds to the first frame and to the end, after the total.
measure_open() {
    local name="$1" file="$2"
    [[ "$name" == *"${ONLY:-}"* ]] || return 0
    tmux -L "$socket" kill-server 2>/dev/null || true
    rm -f "$work/status"
    local start end first="" last="" waited=0
    start=$(date +%s.%N)
    tmux -L "$socket" new-session -d -x 100 -y 30 \
        "ulimit -v $cap_kb; /usr/bin/time -v -o '$work/time' '$reader' open '$file' 2>'$work/err'; echo \$? > '$work/status'"
    while [[ ! -e "$work/status" && $waited -lt 6000 ]]; do
        screen="$(tmux -L "$socket" capture-pane -p 2>/dev/null || true)"
        if [[ -z "$first" ]] && grep -q "$(basename "$file")" <<< "$screen"; then
            first=$(echo "$(date +%s.%N) - $start" | bc)
            tmux -L "$socket" send-keys G
        elif [[ -n "$first" && -z "$last" ]] && grep -q " 100% " <<< "$screen"; then
            last=$(echo "$(date +%s.%N) - $start" | bc)
            tmux -L "$socket" send-keys q
        fi
        sleep 0.1
        waited=$((waited + 1))
    done
    end=$(date +%s.%N)
    local rss status
    status=$(cat "$work/status" 2>/dev/null || echo timeout)
    rss=$(awk -F': ' '/Maximum resident set size/ { printf "%d", $2 / 1024 }' "$work/time" 2>/dev/null)
    printf '%-34s exit %3s  %6s MB  %6.1f s  %s\n' "$name" "$status" "${rss:-?}" "$(echo "$end - $start" | bc)" \
        "$( [[ -n "$first" ]] && printf 'first frame %.1f s, G %.1f s' "$first" "${last:-0}")$(head -1 "$work/err" | cut -c1-90)"
    if [[ "${rss:-0}" -gt "$limit" ]]; then failed=1; fi
}

echo "[memory-bounds] $reader, sizes / $scale, limit $limit MB, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
head -c $((4 << 20)) "$prose" > "$work/prose-4mib.txt"
measure_open "open, 4 MiB prose" "$work/prose-4mib.txt"
measure_open "open, 50 MB prose" "$prose"
if [[ -n "${OPEN_GB:-}" ]]; then
    # OPEN_GB=1: open on 1 GB of the prose (20 copies), written beside the others and removed with them.
    for _ in $(seq 20); do cat "$prose"; done > "$work/prose-1gb.txt"
    measure_open "open, 1 GB prose" "$work/prose-1gb.txt"
    rm -f "$work/prose-1gb.txt"
fi
mkfifo "$work/fifo"
yes > "$work/fifo" 2>/dev/null &
feeder=$!
measure_open "open, FIFO fed by yes" "$work/fifo"
kill "$feeder" 2>/dev/null || true
measure "capture --at, 50 MB prose" "'$reader' capture '$prose' --at $tap"
measure "expand --at, 50 MB prose" "'$reader' expand '$prose' --at $tap"
measure "define --at, 50 MB prose" "'$reader' define '$prose' --at $tap"
measure "finish --dry-run, 50 MB prose" "'$reader' finish --dry-run '$prose'"
measure "expand --at 10, endless yes" "yes 'The cat sat on the mat.' | timeout $endless '$reader' expand --at 10"
measure "capture --at 10, endless yes" "yes 'The cat sat on the mat.' | timeout $endless '$reader' capture --at 10"
measure "read, 200 MB of a" "'$reader' read '$work/a.txt' --format plain --no-pager"
measure "score, 200 MB of a" "'$reader' score '$work/a.txt'"
measure "read, 100 MB of base64" "'$reader' read '$work/base64.txt' --format plain --no-pager"
measure "score, 100 MB of base64" "'$reader' score '$work/base64.txt'"
measure "score, endless yes | (${endless} s)" "yes | timeout $endless '$reader' score"
measure "tokens, endless yes a (${endless} s)" "yes aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa | tr -d '\n' | timeout $endless '$reader' tokens"
measure "score, endless base64 (${endless} s)" "base64 /dev/urandom | timeout $endless '$reader' score"
for size in 100 60; do
    epub="$work/chapter-${size}mb.epub"
    measure "read, EPUB of one ${size} MB chapter" "'$reader' read '$epub' --format plain --no-pager"
    measure "score, EPUB of one ${size} MB chapter" "'$reader' score '$epub'"
    measure "extract, EPUB of one ${size} MB chapter" "'$reader' extract '$epub'"
    measure_open "open, EPUB of one ${size} MB chapter" "$epub"
done
exit "$failed"
