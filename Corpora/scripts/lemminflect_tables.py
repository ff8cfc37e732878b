"""LemmInflect 0.2.3 lookup tables -> lemma/lemminflect-lemmas.tsv and
lemma/lemminflect-inflections.tsv.

lemma_lu.csv.gz lines are `form,category,lemma1/lemma2`; infl_lu.csv.gz lines are
`lemma,category,f1,f2,...` where the comma-separated slots are, per category
(LemmInflect's InflectionLUCodec.penn_dict):
  noun: NNS            adj/adv: JJR,JJS / RBR,RBS       verb: VBD,VBN,VBG,VBZ
Each slot may hold several spellings joined by `/`, or be empty.
Categories are written as UPOS the way LemmInflect converts them (category.upper()).

usage: lemminflect_tables.py CORPORA_DIR
"""
import gzip
import os
import sys

from lemminflect import config

from common import progress, row_key, write_tsv

PENN = {
    "noun": ["NNS"],
    "adj": ["JJR", "JJS"],
    "adv": ["RBR", "RBS"],
    "verb": ["VBD", "VBN", "VBG", "VBZ"],
}


def upos(category):
    u = category.upper()
    return "AUX" if u == "MODAL" else u


def main(out):
    rows = []
    with gzip.open(config.lemma_lu_fn, "rt", encoding="utf-8") as f:
        for line in f:
            form, cat, lemmas = line.rstrip("\n").split(",")
            rows.append((form, upos(cat), lemmas))
    rows.sort(key=row_key)
    n = write_tsv(os.path.join(out, "lemma", "lemminflect-lemmas.tsv"), rows)
    progress("lemma/lemminflect-lemmas.tsv: %d rows" % n)

    rows = []
    with gzip.open(config.inflection_lu_fn, "rt", encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split(",")
            lemma, cat, slots = parts[0], parts[1], parts[2:]
            tags = PENN[cat]
            if len(slots) > len(tags):
                raise ValueError("unexpected infl_lu line: %r" % line)
            cells = ["%s=%s" % (tag, slot) for tag, slot in zip(tags, slots) if slot]
            rows.append((lemma, upos(cat), ";".join(cells)))
    rows.sort(key=row_key)
    n = write_tsv(os.path.join(out, "lemma", "lemminflect-inflections.tsv"), rows)
    progress("lemma/lemminflect-inflections.tsv: %d rows" % n)


if __name__ == "__main__":
    main(sys.argv[1])
