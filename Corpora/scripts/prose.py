"""Public-domain prose from Debian R data packages -> prose/*.txt, prose/MANIFEST.tsv and
samples/*.txt.

  janeaustenr: data/Rdata.rdx + Rdata.rdb, six character vectors (one line per element)
  tokenizers:  data/Rdata.rdx + Rdata.rdb, `mobydick` (a single string with CRLF lines);
               only the text between the "*** START OF" line and the
               "End of Project Gutenberg" line is kept, minus the "Produced by" credit and the
               "Original Transcriber's Notes" (Gutenberg matter, not Melville's text).

Rdata.rdx is a (compressed) serialized R list: variables = name -> (offset, length) in
Rdata.rdb; each record is a 4-byte big-endian length followed by a zlib stream of the
serialized object.  Both are parsed with PyPI `rdata`.

Paragraphs are separated by one blank line; lines inside a paragraph are stripped and joined
with single spaces.

usage: prose.py R_SITE_LIBRARY CORPORA_DIR
"""
import os
import re
import sys
import warnings
import zlib

import rdata

from common import progress, write_text, write_tsv

AUSTEN = [
    ("prideprejudice", "austen-pride-and-prejudice.txt"),
    ("sensesensibility", "austen-sense-and-sensibility.txt"),
    ("emma", "austen-emma.txt"),
    ("mansfieldpark", "austen-mansfield-park.txt"),
    ("northangerabbey", "austen-northanger-abbey.txt"),
    ("persuasion", "austen-persuasion.txt"),
]
MOBY = "melville-moby-dick.txt"
CHAPTER = re.compile(r"^chapter\s+([0-9]+|[ivxlc]+)\b", re.I)


def load_rdata(pkgdir):
    """Return {name: python object} for every object in pkgdir/data/Rdata.{rdx,rdb}."""
    warnings.simplefilter("ignore")  # rdata warns "Unknown file type: assumed RDS"
    d = os.path.join(pkgdir, "data")
    with open(os.path.join(d, "Rdata.rdx"), "rb") as f:
        idx = rdata.conversion.convert(rdata.parser.parse_data(f.read()))
    with open(os.path.join(d, "Rdata.rdb"), "rb") as f:
        rdb = f.read()
    out = {}
    for name, (off, length) in idx["variables"].items():
        rec = rdb[int(off):int(off) + int(length)]
        raw = zlib.decompress(rec[4:])
        out[str(name)] = rdata.conversion.convert(rdata.parser.parse_data(raw))
    return out


def paragraphs(lines):
    paras, cur = [], []
    for line in lines:
        line = " ".join(str(line).split())
        if line:
            cur.append(line)
        elif cur:
            paras.append(" ".join(cur))
            cur = []
    if cur:
        paras.append(" ".join(cur))
    return paras


def nwords(text):
    return len(text.split())


def sample(paras, start, limit=1200, minimum=300):
    """Heading paragraph matching `start` plus following paragraphs of that chapter, as long
    as the total stays <= limit words."""
    i = next(k for k, p in enumerate(paras) if start.search(p))
    out, count = [paras[i]], nwords(paras[i])
    for p in paras[i + 1:]:
        if CHAPTER.match(p) or count + nwords(p) > limit:
            break
        out.append(p)
        count += nwords(p)
    if count < minimum:
        raise SystemExit("sample starting %r has only %d words" % (start.pattern, count))
    return out


def main(sitelib, out):
    prose_dir = os.path.join(out, "prose")
    books = {}
    austen = load_rdata(os.path.join(sitelib, "janeaustenr"))
    for name, fn in AUSTEN:
        books[fn] = (paragraphs(list(austen[name])), "Debian r-cran-janeaustenr: %s" % name)

    moby = load_rdata(os.path.join(sitelib, "tokenizers"))["mobydick"]
    text = str(moby[0]).lstrip("\ufeff")
    lines = text.replace("\r\n", "\n").split("\n")
    a = next(i for i, l in enumerate(lines) if l.startswith("*** START OF"))
    b = next(i for i, l in enumerate(lines) if l.startswith("End of Project Gutenberg"))
    paras = paragraphs(lines[a + 1:b])
    # drop Gutenberg/transcriber matter before the book's own front matter
    paras = [p for p in paras if not p.startswith("Produced by ")]
    t = paras.index("Original Transcriber's Notes:")
    e = paras.index("ETYMOLOGY.")
    paras = paras[:t] + paras[e:]
    books[MOBY] = (paras, "Debian r-cran-tokenizers: mobydick")

    manifest = []
    for fn in sorted(books):
        paras, source = books[fn]
        body = "\n\n".join(paras) + "\n"
        write_text(os.path.join(prose_dir, fn), body)
        manifest.append((fn, nwords(body), len(body.encode("utf-8")), source))
    n = write_tsv(os.path.join(prose_dir, "MANIFEST.tsv"), manifest)
    progress("prose/: %d texts, %d words" % (n, sum(m[1] for m in manifest)))

    samples = [
        ("pride-and-prejudice-chapter-1.txt", "austen-pride-and-prejudice.txt", r"^Chapter 1$"),
        ("emma-opening.txt", "austen-emma.txt", r"^CHAPTER I$"),
        ("persuasion-chapter-1-opening.txt", "austen-persuasion.txt", r"^Chapter 1$"),
        ("moby-dick-loomings.txt", MOBY, r"^CHAPTER 1\. Loomings\.$"),
    ]
    for fn, book, start in samples:
        paras = sample(books[book][0], re.compile(start))
        body = "\n\n".join(paras) + "\n"
        write_text(os.path.join(out, "samples", fn), body)
        progress("samples/%s: %d words" % (fn, nwords(body)))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
