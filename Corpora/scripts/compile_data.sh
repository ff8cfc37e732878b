#!/usr/bin/env bash
# Compiles the lemma, dictionary, frequency and CEFR tables into Corpora/compiled/language.rdat,
# the binary file the engine memory-maps (`reader compile-data`). Runs alone after any
# table changes (e.g. lemma/forms.tsv, cefr/words.tsv); Corpora/build.sh runs it too.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
swift build --product reader
bin="$(swift build --show-bin-path)"
"$bin/reader" compile-data Corpora --out Corpora/compiled/language.rdat
