#!/usr/bin/env bash
# Trains the shipped default phrase model, Corpora/models/default.phrases, on
# the public-domain prose in Corpora/prose (lemma 2- to 4-grams seen at least
# 5 times, significant and with NPMI >= 0.25; see `reader collocations train --help`).
# The output is deterministic: the same prose and lemma table give the same bytes.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
swift build -c release --product reader
bin="$(swift build -c release --show-bin-path)"
mkdir -p Corpora/models
"$bin/reader" collocations train Corpora/prose --out Corpora/models/default.phrases
