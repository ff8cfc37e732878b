#!/usr/bin/env bash
# Imports reader's Anki exports into a fresh collection of the real Anki
# (PyPI `anki`) and checks what Anki made of them: the tab-separated file and
# the .apkg, each imported twice (the second import must add nothing), then both
# again with --audio, as WAV and as MP3 when an encoder is installed (each
# note's sound must be in the collection's media), then the .apkg with --produce
# (each note's second card asked from the learner's language).
# Run: bash scripts/anki-check.sh   (builds reader; makes a venv under /tmp once)
set -euo pipefail
cd "$(dirname "$0")/.."
python=$(bash scripts/anki-venv.sh)
swift build --product reader >&2
reader=$(swift build --show-bin-path)/reader
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export READER_DB="$work/store.sqlite"
printf 'She encoded the message. It encodes data, too.\n' > "$work/ch 1.txt"
READER_NOW=2026-11-20T09:00:00Z "$reader" capture "$work/ch 1.txt" --word encoded --deck 'Science words' >/dev/null
READER_NOW=2026-11-20T09:05:00Z "$reader" capture "$work/ch 1.txt" --word encodes >/dev/null
echo "We made a decision." | READER_NOW=2026-11-20T09:10:00Z "$reader" capture --word made >/dev/null
"$reader" export --format anki > "$work/notes.txt"
"$reader" export --format apkg > "$work/notes.apkg"
# With audio twice: WAV (no MP3 encoder on PATH), then as this machine has it (MP3 when lame or ffmpeg is here).
audio=()
for flavour in wav installed; do
    run=("$reader")
    if [ "$flavour" = wav ]; then run=(env PATH=/nonexistent "$reader"); fi
    "${run[@]}" export --format anki --audio > "$work/audio-$flavour.txt"
    "${run[@]}" export --format apkg --audio > "$work/audio-$flavour.apkg"
    audio+=("$work/audio-$flavour.txt" "$work/audio-$flavour.media" "$work/audio-$flavour.apkg")
done
"$python" scripts/anki_check.py "$work/notes.txt" "$work/notes.apkg" "$work/ch 1.txt" "${audio[@]}"
# The second card asked from the learner's language (--produce), with Spanish as that language.
"$reader" export --format apkg --produce --native es > "$work/produce.apkg"
"$python" scripts/anki_produce_check.py "$work/produce.apkg"
