#!/usr/bin/env bash
# Speed of documents with the release `reader` and hyperfine (issue 30 targets):
#  1. one EPUB of about 1 MB (the file: chapters of the Austen novels of Corpora/prose, 2.1 MB of
#     text, made by pandoc) and one holding 1 MB of text: `reader extract` of each (target <= 100 ms,
#     process start included) and `reader score` of the first against its text as plain text;
#  2. `reader batch` of BOOKS EPUB books (default 100, ~100 KB of text each, cut from the same novels
#     at chapter breaks) against the same texts as plain text: seconds per MB of text, EPUB within 1.5x.
# Usage: bash scripts/document-bench.sh [RUNS] [BOOKS] [READER]   (default 5 runs, 1 warm-up; medians
# printed; READER: a release `reader` to time instead of building one). Exit status 1 if a target is missed.
set -euo pipefail
runs="${1:-5}"
books="${2:-100}"
if [[ -n "${3:-}" ]]; then
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    command -v hyperfine >/dev/null || { echo "document-bench.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 69; }
    bin="$3"
    work="$(mktemp -d "${TMPDIR:-/tmp}/reader-document-bench.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
else
    source "$(dirname "${BASH_SOURCE[0]}")/release-timing.sh" document-bench.sh
fi
command -v pandoc >/dev/null || { echo "document-bench.sh: needs pandoc (apt-get install pandoc)" >&2; exit 69; }
export SOURCE_DATE_EPOCH=1700000000

# Markdown books from the novels: every "CHAPTER ..." line a heading; KIND all | one-mb | split.
python3 - "$root/Corpora/prose" "$work" "$books" <<'PY'
import os, re, sys
prose, work, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
chapters = []  # (title, text) over all six novels, in name order
for name in sorted(n for n in os.listdir(prose) if n.endswith(".txt")):
    novel = name[len("austen-"):-len(".txt")].replace("-", " ").title()
    parts = re.split(r"^(CHAPTER [^\n]*)$", open(os.path.join(prose, name), encoding="utf-8").read(), flags=re.M)
    for i in range(1, len(parts), 2):
        chapters.append((novel + ", " + parts[i].title(), parts[i + 1].strip()))
def book(path, title, items):
    with open(path, "w", encoding="utf-8") as f:
        f.write("%% %s\n%% Jane Austen\n\n" % title)
        for heading, text in items:
            f.write("# %s\n\n%s\n\n" % (heading, text))
    with open(path[:-3] + ".txt", "w", encoding="utf-8") as f:
        f.write("\n\n".join(heading + "\n\n" + text for heading, text in items) + "\n")
def first(limit):
    items, size = [], 0
    for item in chapters:
        if size >= limit: break
        items.append(item); size += len(item[1].encode()) + len(item[0]) + 4
    return items
book(os.path.join(work, "all.md"), "The Novels", first(2_100_000))
book(os.path.join(work, "one-mb.md"), "A Megabyte", first(1_000_000))
os.makedirs(os.path.join(work, "epub")); os.makedirs(os.path.join(work, "text"))
index = 0
for n in range(count):
    items, size = [], 0
    while size < 100_000:
        items.append(chapters[index % len(chapters)]); index += 1
        size += len(items[-1][1].encode())
    book(os.path.join(work, "epub", "book-%03d.md" % n), "Book %d" % n, items)
PY
pandoc "$work/all.md" -o "$work/all.epub"
pandoc "$work/one-mb.md" -o "$work/one-mb.epub"
for md in "$work"/epub/*.md; do
    pandoc "$md" -o "${md%.md}.epub"
    mv "${md%.md}.txt" "$work/text/"
    rm "$md"
done
text_mb() { du -cb --apparent-size "$@" | tail -n 1 | cut -f1 | awk '{ printf "%.2f", $1 / 1000000 }'; }
echo "[bench] all.epub: $(stat -c %s "$work/all.epub") bytes, $(text_mb "$work/all.txt") MB of text; one-mb.epub: $(stat -c %s "$work/one-mb.epub") bytes, $(text_mb "$work/one-mb.txt") MB of text"
echo "[bench] $books books: $(du -cb --apparent-size "$work"/epub/*.epub | tail -n 1 | cut -f1) bytes of EPUB, $(text_mb "$work"/text/*.txt) MB of text; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

hyperfine -N --warmup 1 --runs "$runs" --export-json "$work/single.json" \
    "$bin extract $work/all.epub" "$bin extract $work/one-mb.epub" \
    "$bin score --db $work/s.sqlite $work/all.epub" "$bin score --db $work/s.sqlite $work/all.txt" >/dev/null
hyperfine -N --warmup 1 --runs "$runs" --export-json "$work/batch.json" \
    "$bin batch --db $work/s.sqlite $work/epub" "$bin batch --db $work/s.sqlite $work/text" >/dev/null
python3 - "$work" "$(text_mb "$work/all.txt")" "$(text_mb "$work"/text/*.txt)" <<'PY'
import json, sys
work, all_mb, batch_mb = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
single = [r["median"] for r in json.load(open(work + "/single.json"))["results"]]
mins = [r["min"] for r in json.load(open(work + "/single.json"))["results"]]
batch = [r["median"] for r in json.load(open(work + "/batch.json"))["results"]]
# CPU time (user + system, mean) does not grow with the machine's load as wall time does.
cpu = lambda name: [r["user"] + r["system"] for r in json.load(open(work + "/" + name))["results"]]
single_cpu, batch_cpu = cpu("single.json"), cpu("batch.json")
status = 0
def check(ok, text):
    global status
    print("[bench] %s: %s" % ("PASS" if ok else "FAIL", text))
    status |= 0 if ok else 1
print("[bench] extract all.epub (1 MB file): %.0f ms; extract one-mb.epub (1 MB of text): %.0f ms" % (single[0] * 1000, single[1] * 1000))
print("[bench] (medians; under load the fastest run says more: %.0f ms and %.0f ms; CPU %.0f ms and %.0f ms)"
      % (mins[0] * 1000, mins[1] * 1000, single_cpu[0] * 1000, single_cpu[1] * 1000))
print("[bench] score all.epub: %.2f s (%.2f s/MB of text); score all.txt: %.2f s (%.2f s/MB)" % (single[2], single[2] / all_mb, single[3], single[3] / all_mb))
print("[bench] batch of the EPUB books: %.2f s (%.2f s/MB of text); of the same texts as plain text: %.2f s (%.2f s/MB); ratio %.2f"
      % (batch[0], batch[0] / batch_mb, batch[1], batch[1] / batch_mb, batch[0] / batch[1]))
print("[bench] CPU of the batches: %.2f s and %.2f s; ratio %.2f" % (batch_cpu[0], batch_cpu[1], batch_cpu[0] / batch_cpu[1]))
check(single[0] <= 0.1, "a 1 MB EPUB extracted in <= 100 ms (wall)")
check(single_cpu[0] <= 0.1, "a 1 MB EPUB extracted in <= 100 ms of CPU")
check(batch[0] <= 1.5 * batch[1], "a batch of EPUB books within 1.5x of plain text per MB")
sys.exit(status)
PY
