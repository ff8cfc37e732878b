#!/usr/bin/env bash
# Builds the shared ~10 MB benchmark text: the Corpora/prose/*.txt novels in
# name order, each followed by a newline, repeated until at least 10,000,000
# bytes, then cut to exactly 10,000,000 bytes. This is byte for byte the text
# Benchmarks/TokenizerBenchmarks builds in memory, so the spaCy comparison and
# the Swift benchmarks measure the same input.
#
# Usage: scripts/make-bench-text.sh [OUTPUT]   (default ${TMPDIR:-/tmp}/reader-bench-10mb.txt)
# Exit codes: 64 usage, 66 no prose files, 73 cannot create the output.
set -euo pipefail

readonly size=10000000
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
prose="$root/Corpora/prose"
out="${1:-${TMPDIR:-/tmp}/reader-bench-10mb.txt}"

if [[ $# -gt 1 ]]; then
    echo "usage: $0 [OUTPUT]" >&2
    exit 64
fi

# Byte-order sort, as Swift's String sort gives for these ASCII names.
mapfile -t files < <(LC_ALL=C compgen -G "$prose/*.txt" | LC_ALL=C sort)
if [[ ${#files[@]} -eq 0 ]]; then
    echo "make-bench-text: no .txt files in $prose" >&2
    exit 66
fi

# Write next to the target and rename, so a reader never sees a half-written file.
tmp="$(mktemp "$out.XXXXXX" 2>/dev/null)" || { echo "make-bench-text: cannot create $out" >&2; exit 73; }
trap 'rm -f "$tmp"' EXIT
chmod 644 "$tmp"

pass_bytes=0
for f in "${files[@]}"; do
    pass_bytes=$((pass_bytes + $(stat -c %s "$f") + 1))
done
passes=$(( (size + pass_bytes - 1) / pass_bytes ))

# Whole passes, then cut: no early-closing pipe (SIGPIPE under pipefail).
{
    for ((i = 0; i < passes; i++)); do
        for f in "${files[@]}"; do
            cat "$f"
            printf '\n'
        done
    done
} > "$tmp" && truncate -s "$size" "$tmp" || { echo "make-bench-text: cannot write $out" >&2; exit 73; }

mv -f "$tmp" "$out" || { echo "make-bench-text: cannot create $out" >&2; exit 73; }
trap - EXIT
echo "$out"
