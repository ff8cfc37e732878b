#!/usr/bin/env bash
# Runs one libFuzzer target for SECONDS: scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
# TARGET: tokenizer | renderers | importers | phrase-model | config | time | markdown | html | all (each in turn).
# Builds the Fuzz/ package (its own .build, so reader's builds never see the
# sanitized copies) with -sanitize=fuzzer,address. The corpus grows in
# Fuzz/corpus-TARGET (seeded from Corpora/ samples); crashes land in
# Fuzz/crashes/. Prints libFuzzer's last status line and exits non-zero on a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh tokenizer|renderers|importers|phrase-model|config|time|markdown|html|all SECONDS}
seconds=${2:?usage: scripts/fuzz.sh TARGET SECONDS}
shift 2
if [ "$target" = all ]; then
    for t in tokenizer renderers importers phrase-model config time markdown html; do "$0" "$t" "$seconds" "$@"; done
    exit 0
fi
case "$target" in
    tokenizer) product=FuzzTokenizer ;;
    renderers) product=FuzzRenderers ;;
    # GRDB's statement caches outlive each input, so LeakSanitizer would scan
    # the whole heap after every run (a third of the speed); leaks are not a property here.
    importers) product=FuzzImporters; set -- -detect_leaks=0 "$@" ;;
    phrase-model) product=FuzzPhraseModel ;;
    config) product=FuzzConfig ;;
    time) product=FuzzTimeStamp ;;
    markdown) product=FuzzMarkdown ;;
    html) product=FuzzHTML ;;
    *) echo "fuzz.sh: unknown target '$target'" >&2; exit 64 ;;
esac
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld -Xswiftc -O)
swift build --package-path Fuzz -c debug --product "$product" "${flags[@]}" >&2
bin="$(swift build --package-path Fuzz -c debug "${flags[@]}" --show-bin-path)/$product"

corpus="Fuzz/corpus-$target"
mkdir -p "$corpus" Fuzz/crashes
if [ -z "$(ls -A "$corpus")" ]; then
    case "$target" in
        tokenizer|renderers) for f in Corpora/samples/*.txt; do head -c 2000 "$f" > "$corpus/$(basename "$f")"; done ;;
        importers) printf 'term,lemma,status,sentence,start,end,sentence_start\nran,run,learning,She ran.,4,7,0\n' > "$corpus/seed.csv"
                   printf '{"format":"reader-vocabulary","version":1,"settings":{},"forms":[],"terms":[{"term":"run","lemma":"run","status":"known","created":"2025-06-15T15:06:40.000Z","updated":"2025-06-15T15:06:40.000Z","captures":[],"history":[]}]}' > "$corpus/seed.json" ;;
        # An even first byte: the rest is the document as text.
        config) printf '\0# my settings\ntheme = "dark"  # night\npattern = true\npager = \x27less -R\x27\nlevel = """\nB2"""\n' > "$corpus/seed.toml" ;;
        phrase-model) [ ! -f Corpora/models/default.phrases ] || head -c 4000 Corpora/models/default.phrases > "$corpus/head.phrases" ;;
        time) printf '2026-11-24T09:00:00Z' > "$corpus/utc"; printf '2024-02-29T23:59:59.123456789+05:30' > "$corpus/offset"
              printf '1969-12-31t23:59:59.5z' > "$corpus/lower" ;;
        markdown) head -c 4000 Tests/Fixtures/documents/two-openings.md > "$corpus/two-openings.md"
                  printf -- '---\ntitle: x\n---\n# H\n\n> *a* [l](u "t") `c` <b>x</b>\n\n- [ ] 1. item\n\n```\ncode\n```\n[r]: /u\n' > "$corpus/seed.md" ;;
        html) head -c 4000 Tests/Fixtures/documents/emma-article.html > "$corpus/emma-article.html"
              printf '<html lang=en><head><link rel=canonical href="https://a.b/"><title>T</title></head><body><article><h1>H</h1><p a=1 b="2">x<br>y</p><ul><li><a href=u>l</a></ul><table><tr><td>c</td></tr></table></article></body></html>' > "$corpus/seed.html" ;;
    esac
fi
# READER_DATA may name a copy of the data (a long run beside a checkout whose data is regenerated).
export READER_DATA="${READER_DATA:-$PWD/Corpora}"
# FUZZ_LOG keeps libFuzzer's own log (progress lines of a long run), else a temporary file.
log=${FUZZ_LOG:-$(mktemp)}
status=0
# -reload=0: one process per corpus, so rereading its directory every second (8% of the time) finds nothing.
"$bin" "$corpus" -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=4096 -reload=0 \
    -artifact_prefix=Fuzz/crashes/"$target"- -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
echo "fuzz $target: $runs runs in ${seconds}s ($speed/s), exit $status"
if [ "$status" -ne 0 ]; then
    grep -E 'property failed|ERROR|Fatal error|Test unit written|SUMMARY' "$log" | head -20 >&2
fi
[ -n "${FUZZ_LOG:-}" ] || rm -f "$log"
exit "$status"
