#!/usr/bin/env bash
# Compares `reader collocations train` with gensim Phrases on the same corpus
# (Corpora/prose) in the same run; the target is ours >= 10x faster.
#
# Fairness: gensim gets the very lemma sentences our counter sees (reader's
# tokens and lemmas, cut at sentence ends and punctuation), prepared before its
# clock starts, so its time is training only. Our time is the whole command
# from raw text: loading the language data, tokenizing, lemmatizing, counting
# 2-, 3- and 4-grams (gensim counts unigrams and bigrams, with connector words
# inside), scoring and writing the model. Each side runs 3 times; the best counts.
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

best_ours=""
for run in 1 2 3; do
    start="$(date +%s.%N)"
    "$reader" collocations train "${files[@]}" --out "$out/model.phrases" 2>"$out/summary"
    end="$(date +%s.%N)"
    seconds="$(awk "BEGIN{print $end - $start}")"
    [ "$run" = 1 ] && sed 's/^reader: /reader collocations train: /' "$out/summary"
    if [ -z "$best_ours" ] || awk "BEGIN{exit !($seconds < $best_ours)}"; then best_ours="$seconds"; fi
done

printf 'gensim Phrases training (best of 3):        %8.3f s\n' "$best_gensim"
printf 'reader collocations train, whole command:   %8.3f s\n' "$best_ours"
awk "BEGIN{printf \"speed-up: %.1fx (target >= 10x)\n\", $best_gensim / $best_ours}"
