#!/usr/bin/env bash
# Compares reader with spaCy on the same ~10 MB text, same machine, same run.
#
#   1. spaCy in-process: nlp.pipe over the text in paragraph chunks with
#      spacy.blank("en") + lookup lemmatizer (spacy-lookups-data), once without
#      and once with the sentencizer (reader finds sentences too); only the
#      processing is timed (no start-up, no file reading).
#   2. spaCy end to end: scripts/spacy_tokens.py reads the file and writes
#      reader's TSV columns to /dev/null (with the sentencizer, for the
#      sentence column); start-up included.
#   3. reader end to end: `reader tokens --format tsv FILE > /dev/null`.
#   4. reader in-process: the Swift benchmark (Benchmarks/, TokenizerBenchmarks)
#      "Tokens + lemmas" and "ICU word break, raw" on the same text, p50 wall
#      time, and the median ratio of the two timed alternately, run by this
#      script (skip with SWIFT_BENCHMARK=0).
# Each is run RUNS times (default 3); the best wall-clock time and the best CPU
# time (user + system) are kept. MB = 10^6 bytes. spaCy writes one row per
# spaCy token (single spaces are token attributes there, not rows); reader
# writes a row for every space too, so it writes more rows for the same text.
#
# Environment:
#   READER_BIN   reader binary (default .build-spacy/release/reader; build it with
#                `swift build -c release --product reader --scratch-path .build-spacy`)
#   SWIFT_BENCHMARK  1 (default) runs the Swift benchmark in this run; 0 skips it
#   RUNS         repetitions per measurement (default 3)
#   TMPDIR       where the venv (reader-spacy-venv) and the text go (default /tmp)
# Exit codes: 64 usage, 66 missing reader binary or input, 69 python3/venv/pip
# unavailable, 70 spaCy lemmas not working, 73 cannot create the text or venv.
set -euo pipefail
shopt -s inherit_errexit

readonly spacy_version="3.8.18"
readonly lookups_version="1.0.5"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="${TMPDIR:-/tmp}"
venv="$tmp/reader-spacy-venv"
text="$tmp/reader-bench-10mb.txt"
reader_bin="${READER_BIN:-$root/.build-spacy/release/reader}"
runs="${RUNS:-3}"

die() {
    local status="$1"
    shift
    echo "compare-spacy: $*" >&2
    exit "$status"
}

[[ $# -eq 0 ]] || die 64 "takes no arguments (configure with READER_BIN, RUNS, TMPDIR)"
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die 64 "RUNS must be a positive integer, got '$runs'"
[[ -x "$reader_bin" ]] || die 66 "no reader binary at $reader_bin (build it with: swift build -c release --product reader --scratch-path .build-spacy, or set READER_BIN)"
command -v python3 > /dev/null || die 69 "python3 not found (apt-get install python3 python3-venv)"

# The venv is reused across runs; pip only runs when the pinned versions are missing.
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -c 'import venv, ensurepip' 2> /dev/null \
        || die 69 "python3 cannot create virtual environments (apt-get install python3-venv)"
    python3 -m venv "$venv" > /dev/null 2>&1 || die 73 "cannot create the venv at $venv"
fi
py="$venv/bin/python"
installed_ok() {
    "$py" - "$spacy_version" "$lookups_version" > /dev/null 2>&1 << 'EOF'
import sys
from importlib.metadata import version
sys.exit(0 if (version("spacy"), version("spacy-lookups-data")) == tuple(sys.argv[1:3]) else 1)
EOF
}
if ! installed_ok; then
    pip_log="$venv/pip-install.log"
    "$py" -m pip install --quiet --disable-pip-version-check \
        "spacy==$spacy_version" "spacy-lookups-data==$lookups_version" > "$pip_log" 2>&1 \
        || { tail -n 5 "$pip_log" >&2; die 69 "pip could not install spacy==$spacy_version spacy-lookups-data==$lookups_version (log: $pip_log)"; }
fi

"$py" "$root/scripts/spacy_tokens.py" check || die 70 "spaCy's lookup lemmatizer gives no lemmas; see the line above"

"$root/scripts/make-bench-text.sh" "$text" > /dev/null
bytes="$(stat -c %s "$text")"

# Best wall-clock and best CPU (user + system) seconds of `runs` runs of the
# given command, stdout discarded. CPU time is reported too because the machine
# may be shared: waiting for a core inflates wall time, not CPU time.
best_times() {
    local best_wall="" best_cpu="" times
    for ((i = 0; i < runs; i++)); do
        times="$( { TIMEFORMAT='%3R %3U %3S'; time "$@" > /dev/null 2>&3; } 3>&2 2>&1 )" || die 74 "failed: $*"
        read -r best_wall best_cpu <<< "$(awk -v t="$times" -v w="$best_wall" -v c="$best_cpu" 'BEGIN {
            split(t, f, " "); cpu = f[2] + f[3]
            if (w == "" || f[1] < w) w = f[1]
            if (c == "" || cpu < c) c = cpu
            printf "%.3f %.3f", w, c }')"
    done
    echo "$best_wall $best_cpu"
}

# p50 wall milliseconds of one benchmark in ordo-one's markdown output.
p50_ms() {
    awk -v name="### $1" '$0 == name { found = 1; next }
        found && /^\| Time \(wall clock\) \(ms\)/ { split($0, f, "|"); gsub(/ /, "", f[5]); print f[5]; exit }' "$2"
}
inproc_mbs="" icu_mbs="" alternating_pct=""
if [[ "${SWIFT_BENCHMARK:-1}" == 1 ]]; then
    bench_log="$tmp/reader-compare-spacy-benchmark.md"
    (cd "$root/Benchmarks" && swift package benchmark --target TokenizerBenchmarks \
        --filter '.*(Tokens \+ lemmas|ICU word break).*' --format markdown --no-progress) > "$bench_log" 2>&1 \
        || { tail -n 5 "$bench_log" >&2; die 74 "the Swift benchmark failed (log: $bench_log)"; }
    inproc_ms="$(p50_ms "Tokens + lemmas (10 MB)" "$bench_log")"
    icu_ms="$(p50_ms "ICU word break, raw (10 MB)" "$bench_log")"
    alternating_pct="$(awk '/^\| Tokens \+ lemmas throughput, % of raw ICU/ { split($0, f, "|"); gsub(/ /, "", f[5]); print f[5]; exit }' "$bench_log")"
    [[ -n "$inproc_ms" && -n "$icu_ms" && -n "$alternating_pct" ]] || die 74 "no timings in the Swift benchmark output ($bench_log)"
    inproc_mbs="$(awk -v b="$bytes" -v ms="$inproc_ms" 'BEGIN { printf "%.2f", b / 1e3 / ms }')"
    icu_mbs="$(awk -v b="$bytes" -v ms="$icu_ms" 'BEGIN { printf "%.2f", b / 1e3 / ms }')"
fi

inproc="$("$py" "$root/scripts/spacy_tokens.py" throughput "$text" "$runs" no-sentencizer)" || die 74 "spaCy in-process run failed"
read -r spacy_lem_wall spacy_lem_cpu spacy_tokens <<< "$inproc"
inproc="$("$py" "$root/scripts/spacy_tokens.py" throughput "$text" "$runs")" || die 74 "spaCy in-process run failed"
read -r spacy_inproc_wall spacy_inproc_cpu spacy_tokens <<< "$inproc"
spacy_e2e="$(best_times "$py" "$root/scripts/spacy_tokens.py" tsv "$text")"
read -r spacy_e2e_wall spacy_e2e_cpu <<< "$spacy_e2e"
reader_e2e="$(best_times "$reader_bin" tokens --format tsv "$text")"
read -r reader_e2e_wall reader_e2e_cpu <<< "$reader_e2e"
reader_tokens="$("$reader_bin" tokens --format tsv "$text" | wc -l)"

awk -v bytes="$bytes" -v runs="$runs" \
    -v slw="$spacy_lem_wall" -v slc="$spacy_lem_cpu" \
    -v siw="$spacy_inproc_wall" -v sic="$spacy_inproc_cpu" \
    -v sew="$spacy_e2e_wall" -v sec="$spacy_e2e_cpu" \
    -v rew="$reader_e2e_wall" -v rec="$reader_e2e_cpu" \
    -v st="$spacy_tokens" -v rt="$reader_tokens" -v rin="$inproc_mbs" -v icu="$icu_mbs" -v alt="$alternating_pct" \
    -v sv="$spacy_version" -v lv="$lookups_version" -v load="$(cut -d' ' -f1-3 /proc/loadavg)" \
    -v cores="$(nproc)" -v text="$text" '
function mbs(s) { return bytes / 1e6 / s }
function row(name, w, c, t) { printf "%-52s %8.2f %8.2f %8.2f %8.2f %9d\n", name, w, mbs(w), c, mbs(c), t }
function ratio(name, a, b, target) { printf "  %-40s %6.1fx %6.1fx  %s\n", name, a, b, target }
BEGIN {
    printf "Text: %s (%d bytes), best of %d runs; %d cores, load average %s\n", text, bytes, runs, cores, load
    printf "spaCy %s + spacy-lookups-data %s: blank(\"en\") + lookup lemmatizer (+ sentencizer)\n\n", sv, lv
    printf "%-52s %8s %8s %8s %8s %9s\n", "", "wall s", "MB/s", "CPU s", "MB/s CPU", "tokens"
    row("spaCy in-process: tokenizer + lookup lemmatizer", slw, slc, st)
    row("spaCy in-process: + sentencizer", siw, sic, st)
    row("spaCy end to end (spacy_tokens.py tsv > /dev/null)", sew, sec, st)
    row("reader end to end (tokens --format tsv > /dev/null)", rew, rec, rt)
    printf "\nratios (wall, CPU)\n"
    ratio("reader end to end / spaCy end to end", sew / rew, sec / rec, "(target >= 10x)")
    ratio("reader end to end / spaCy in-process", slw / rew, slc / rec, "(vs tokenizer + lookup lemmatizer)")
    if (rin != "") {
        printf "\nSwift benchmark (p50 wall): reader tokens+lemmas %.2f MB/s, raw ICU word break %.2f MB/s\n", rin, icu
        printf "  %-40s %6.2fx          (target >= 0.8x; separate benchmarks)\n", "reader in-process / raw ICU word break", rin / icu
        printf "  %-40s %6.2fx          (target >= 0.8x; median of runs alternating within each iteration)\n", "reader in-process / raw ICU, alternating", alt / 100
        printf "  %-40s %6.1fx          (target >= 20x, wall)\n", "reader in-process / spaCy in-process", rin / mbs(slw)
    }
}'
