"""WordNet 3.0 (Debian wordnet-base) -> lemma/wordnet-exceptions.tsv,
lemma/wordnet-lexicon.tsv, lemma/wordnet-capitalized.tsv, phrases/wordnet-mwe.tsv.

usage: wordnet_tables.py WORDNET_DIR CORPORA_DIR
"""
import os
import re
import sys

from common import byte_key, progress, row_key, write_tsv

POS_FILES = [("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")]
EXC_OK = re.compile(r"^[a-z'.-]+$")
LEX_OK = re.compile(r"^[a-z0-9'.-]+$")  # digits kept on purpose (1st, 3-d, .22-caliber)
MWE_WORD = re.compile(r"^[a-z]+(['-][a-z]+)*$")


def main(wn, out):
    # 1. exception lists: one row per (form, pos, lemma), file order, then stable sort by form
    exc = []
    seen = set()
    for pos, name in POS_FILES:
        with open(os.path.join(wn, name + ".exc"), encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) < 2:
                    continue
                form, lemmas = parts[0], parts[1:]
                if not EXC_OK.match(form):
                    continue
                for lemma in lemmas:
                    if not EXC_OK.match(lemma):
                        continue
                    key = (form, pos, lemma)
                    if key in seen:
                        continue
                    seen.add(key)
                    exc.append(key)
    exc.sort(key=lambda r: byte_key(r[0]))  # stable: keeps pos/file order within a form
    n = write_tsv(os.path.join(out, "lemma", "wordnet-exceptions.tsv"), exc)
    progress("lemma/wordnet-exceptions.tsv: %d rows" % n)

    # 2./7. index files
    single = {}
    multi = {}
    for pos, name in POS_FILES:
        with open(os.path.join(wn, "index." + name), encoding="utf-8") as f:
            for line in f:
                if line.startswith("  "):  # license header
                    continue
                lemma = line.split(" ", 1)[0]
                if "_" in lemma:
                    phrase = lemma.lower().replace("_", " ")
                    words = phrase.split(" ")
                    # "the city", "the hustings": an article makes the entry a noun phrase, not a word.
                    if words[0] == "the":
                        continue
                    # "very much", "too soon", "most importantly": a degree adverb grading an adverb.
                    if pos == "r" and len(words) == 2 and words[0] in ("very", "too", "most"):
                        continue
                    if 2 <= len(words) <= 6 and all(MWE_WORD.match(w) for w in words):
                        multi.setdefault(phrase, set()).add(pos)
                elif LEX_OK.match(lemma):
                    single.setdefault(lemma, set()).add(pos)

    def poses(s):
        return "".join(p for p in "nvar" if p in s)

    rows = sorted(((k, poses(v)) for k, v in single.items()), key=row_key)
    n = write_tsv(os.path.join(out, "lemma", "wordnet-lexicon.tsv"), rows)
    progress("lemma/wordnet-lexicon.tsv: %d rows" % n)
    rows = sorted(((k, poses(v)) for k, v in multi.items()), key=row_key)
    n = write_tsv(os.path.join(out, "phrases", "wordnet-mwe.tsv"), rows)
    progress("phrases/wordnet-mwe.tsv: %d rows" % n)

    # 8. readings WordNet writes only with a capital: the index is lower-cased, the data files are not
    # ("Sat" is Saturday, "Acts" the book of the Bible; no noun "sat" or "acts").
    written = {}
    for pos, name in POS_FILES:
        with open(os.path.join(wn, "data." + name), encoding="utf-8") as f:
            for line in f:
                if line.startswith("  "):  # license header
                    continue
                fields = line.split(" ")
                for i in range(int(fields[3], 16)):
                    word = re.sub(r"\([a-z]+\)$", "", fields[4 + 2 * i])  # adjective markers: "(a)", "(p)", "(ip)"
                    written.setdefault((word.lower(), pos), set()).add(word)
    capitalized = {}
    for (lemma, pos), words in written.items():
        if lemma in single and pos in single[lemma] and all(w != w.lower() for w in words):
            capitalized.setdefault(lemma, set()).add(pos)
    rows = sorted(((k, poses(v)) for k, v in capitalized.items()), key=row_key)
    n = write_tsv(os.path.join(out, "lemma", "wordnet-capitalized.tsv"), rows)
    progress("lemma/wordnet-capitalized.tsv: %d rows" % n)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
