#!/usr/bin/env bash
# Makes the document fixtures of Tests/Fixtures/documents (committed; rerun after changing this
# script): EPUB 3 and EPUB 2 books made by pandoc (Debian `pandoc`) from the shipped Austen samples,
# an HTML article page with its furniture (navigation, a script, a style, a cookie banner, share
# links, comments, a footer), Markdown, SRT and WebVTT subtitles, and hostile files: a zip bomb, an
# EPUB whose entry climbs out of the archive, malformed XHTML, a page declaring the wrong encoding.
# The oracle files (*.pandoc.txt) are pandoc's own plain-text rendering of the same inputs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/Tests/Fixtures/documents"
command -v pandoc >/dev/null || { echo "make-document-fixtures.sh: needs pandoc (apt-get install pandoc)" >&2; exit 69; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
samples="$root/Corpora/samples"

# Two chapters of Austen as Markdown: the source of the books.
{
    printf '%% Two Openings\n%% Jane Austen\n\n'
    printf '# Pride and Prejudice\n\n'; tail -n +3 "$samples/pride-and-prejudice-chapter-1.txt" | head -n 12
    printf '\n# Persuasion\n\n'; head -n 9 "$samples/persuasion-chapter-1-opening.txt"
} > "$work/book.md"
cp "$work/book.md" "$out/two-openings.md"
# pandoc stamps each book with the time it was made; the identifier, at least, is fixed.
export SOURCE_DATE_EPOCH=1700000000
pandoc "$work/book.md" -o "$out/two-openings.epub" --metadata lang=en-GB --metadata identifier=urn:uuid:0f4b6c2e-2026-4000-8000-000000000001
pandoc "$work/book.md" -t epub2 -o "$out/two-openings-epub2.epub" --metadata lang=en-GB --metadata identifier=urn:uuid:0f4b6c2e-2026-4000-8000-000000000001
pandoc "$work/book.md" -t plain --wrap=none -o "$out/two-openings.pandoc.txt"

# An article page: pandoc's HTML of the Emma sample, inside the furniture of a news site.
pandoc "$samples/emma-opening.txt" -f markdown -t html --wrap=none -o "$work/emma-body.html"
{
    cat <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Emma, the opening | The Daily Reader</title>
<link rel="canonical" href="https://reader.example/books/emma-opening">
<style>body { font-family: serif } .cookie-banner { position: fixed }</style>
<script>window.analytics = { track: function () { return "tracking code" } };</script></head>
<body>
<div class="cookie-banner" id="cookie-consent"><p>We use cookies to improve your experience. Accept all cookies?</p><button>Accept</button></div>
<header class="masthead"><a href="/">The Daily Reader</a>
<nav><ul><li><a href="/news">News</a></li><li><a href="/books">Books</a></li><li><a href="/sport">Sport</a></li></ul></nav></header>
<main><article>
<h1>Emma, the opening</h1>
HTML
    cat "$work/emma-body.html"
    cat <<'HTML'
<div class="share-links"><a href="https://twitter.example/share">Share on Twitter</a> <a href="https://facebook.example/share">Share on Facebook</a></div>
</article></main>
<aside class="sidebar"><h2>Most read</h2><ul><li><a href="/a">Ten novels to read this winter</a></li><li><a href="/b">A walk in Bath</a></li></ul></aside>
<section class="comments"><h2>Comments</h2><p>First! Great article.</p></section>
<footer><p>Copyright 2026 The Daily Reader. All rights reserved.</p></footer>
<script>document.write("more tracking code")</script>
</body></html>
HTML
} > "$out/emma-article.html"
pandoc "$work/emma-body.html" -f html -t plain --wrap=none -o "$out/emma-article.pandoc.txt"

cat > "$out/lesson.srt" <<'SRT'
1
00:00:01,000 --> 00:00:03,500
<i>It is a truth universally acknowledged,</i>

2
00:00:03,600 --> 00:00:06,200
that a single man in possession
of a good fortune

3
00:00:06,300 --> 00:00:08,000
{\an8}must be in want of a wife.
SRT
cat > "$out/lesson.vtt" <<'VTT'
WEBVTT
Kind: captions
Language: en

NOTE made for reader's tests

intro
00:00:01.000 --> 00:00:03.500 align:start position:10%
<v Narrator>It is a truth <b>universally</b> acknowledged,

00:03.600 --> 00:06.200
that a single man in possession &amp; a good fortune

00:00:06.300 --> 00:00:08.000
<c.yellow>must be in want</c> of a <00:00:07.500>wife.
VTT

# Hostile: a 200 MB chapter of zeros deflated to a few hundred KB; an entry named ../../etc/passwd;
# XHTML with unclosed and misnested tags; a page declaring ISO-8859-1 while written in UTF-8.
python3 - "$out" <<'PY'
import sys, zipfile, io
out = sys.argv[1]
def epub(name, files):
    with zipfile.ZipFile(f"{out}/{name}", "w") as z:
        info = zipfile.ZipInfo("mimetype", date_time=(2026, 1, 1, 0, 0, 0))
        z.writestr(info, "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        for path, data in files:
            info = zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0))
            z.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
container = b'<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>'
def package(href):
    return ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Hostile</dc:title></metadata>'
            f'<manifest><item id="c1" href="{href}" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>').encode()
epub("zip-bomb.epub", [("META-INF/container.xml", container), ("OEBPS/content.opf", package("chapter.xhtml")),
                       ("OEBPS/chapter.xhtml", b"<html><body><p>" + b"\0" * (200 << 20) + b"</p></body></html>")])
epub("path-escape.epub", [("META-INF/container.xml", container), ("OEBPS/content.opf", package("../../etc/passwd")),
                          ("../../etc/passwd", b"root:x:0:0:root:/root:/bin/bash\n")])
epub("malformed-xhtml.epub", [("META-INF/container.xml", container), ("OEBPS/content.opf", package("chapter.xhtml")),
                              ("OEBPS/chapter.xhtml", b"<html><body><h1>Broken <i>chapter</h1><p>First <b>paragraph<p>Second paragraph &nbsp</div></body>")])
open(f"{out}/wrong-encoding.html", "wb").write(
    '<html><head><meta charset="iso-8859-1"><title>Café</title></head><body><p>A café in Zürich serves crème brûlée.</p></body></html>'.encode("utf-8"))
PY
ls -l "$out"
