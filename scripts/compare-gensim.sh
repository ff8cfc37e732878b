#!/usr/bin/env bash
# Compares `reader collocations train` with gensim Phrases on the same corpus
# (Corpora/prose) in the same run; the target is ours >= 10x faster.
#
# Fairness: gensim gets the very lemma sentences our counter sees (reader's
# tokens and lemmas, cut at sentence ends and punctuation), prepared before its
# clock starts, so its time is training only. The like-for-like figure on our
# side is counting proper: the counting phase that `train` reports (from the
# lemma streams, after tokenizing; at 1 thread and at one per core). We count
# unigrams and 2-, 3- and 4-grams; gensim unigrams and bigrams (with connector
# words inside). The whole command from raw text (data loading, tokenizing,
# lemmatizing, counting, scoring, writing the model) is printed too. Each side
# runs 3 times; the best counts.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
venv="${TMPDIR:-/tmp}/reader-gensim-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet gensim
fi
# READER_BIN: an already built release `reader` (default: build one here).
reader="${READER_BIN:-}"
if [ -z "$reader" ]; then
    swift build -c release --product reader >/dev/null
    reader="$(swift build -c release --show-bin-path)/reader"
fi
files=(Corpora/prose/*.txt)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

best_gensim=""
for run in 1 2 3; do
    line="$("$venv/bin/python" scripts/gensim_phrases.py "$reader" "${files[@]}")"
    [ "$run" = 1 ] && echo "$line" | head -1
    seconds="$(echo "$line" | sed -n 's/^GENSIM_SECONDS=//p')"
    if [ -z "$best_gensim" ] || awk "BEGIN{exit !($seconds < $best_gensim)}"; then best_gensim="$seconds"; fi
done

# Best of 3 runs of `train` with $1 threads: "<whole command s> <counting s>".
measure() {
    local best_whole="" best_counting="" start end whole counting
    for run in 1 2 3; do
        start="$(date +%s.%N)"
        "$reader" collocations train "${files[@]}" --out "$out/model.phrases" --jobs "$1" 2>"$out/summary"
        end="$(date +%s.%N)"
        whole="$(awk "BEGIN{print $end - $start}")"
        # Counting proper: the counting phase of the summary line.
        counting="$(sed -n 's/.*counting \([0-9.]*\) s).*/\1/p' "$out/summary")"
        [ "$run" = 1 ] && sed 's/^reader: /reader collocations train: /' "$out/summary" >&2
        if [ -z "$best_whole" ] || awk "BEGIN{exit !($whole < $best_whole)}"; then best_whole="$whole"; fi
        if [ -z "$best_counting" ] || awk "BEGIN{exit !($counting < $best_counting)}"; then best_counting="$counting"; fi
    done
    echo "$best_whole $best_counting"
}
jobs="$(nproc)"
read -r whole_one counting_one < <(measure 1)
read -r whole_all counting_all < <(measure "$jobs")

ratio() { awk "BEGIN{printf \"%.1fx\", $best_gensim / $1}"; }
printf 'gensim Phrases training, 1 thread, from lemma lists:              %7.3f s\n' "$best_gensim"
printf 'reader counting, 1 thread, from lemma streams:                    %7.3f s  %s\n' "$counting_one" "$(ratio "$counting_one")"
printf 'reader counting, %s threads, from lemma streams:                   %7.3f s  %s\n' "$jobs" "$counting_all" "$(ratio "$counting_all")"
printf 'reader collocations train, whole command from raw text, 1 thread: %7.3f s  %s\n' "$whole_one" "$(ratio "$whole_one")"
printf 'reader collocations train, whole command from raw text, %s threads:%7.3f s  %s\n' "$jobs" "$whole_all" "$(ratio "$whole_all")"
echo "(target: counting >= 10x gensim; all figures best of 3)"
