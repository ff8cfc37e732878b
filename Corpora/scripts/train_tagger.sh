#!/usr/bin/env bash
# Trains the part-of-speech model Corpora/tagger/upos.model from the committed UD English EWT train tokens
# (Corpora/tagger/ud-ewt-train.tsv.xz), the lemma table and the closed-class table (`reader train-tagger`; deterministic, so a rerun
# gives the same bytes). Runs before compile_data.sh, which copies the model into language.rdat.
# Built in release: training makes ~40 million weight lookups.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
swift build -c release --product reader
bin="$(swift build -c release --show-bin-path)"
xz -dc Corpora/tagger/ud-ewt-train.tsv.xz \
    | "$bin/reader" train-tagger - --forms Corpora/lemma/forms.tsv --closed-classes Corpora/lemma/closed-classes.tsv \
        --out Corpora/tagger/upos.model
