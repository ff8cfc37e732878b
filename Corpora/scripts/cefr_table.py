"""cefrpy 1.0.3 -> cefr/words.tsv for every word of frequency/words.tsv and every lemma of
frequency/lemmas.tsv that cefrpy knows.

level = CEFRAnalyzer().get_average_word_level_CEFR(word)   (A1..C2)
score = CEFRAnalyzer().get_average_word_level_float(word)  (1.0=A1 .. 6.0=C2, 2 decimals)

usage: cefr_table.py CORPORA_DIR
"""
import os
import sys

from cefrpy import CEFRAnalyzer

from common import progress, row_key, write_tsv


def first_column(path):
    with open(path, encoding="utf-8") as f:
        return [line.split("\t", 1)[0] for line in f]


def main(out):
    words = set(first_column(os.path.join(out, "frequency", "words.tsv")))
    words |= set(first_column(os.path.join(out, "frequency", "lemmas.tsv")))
    a = CEFRAnalyzer()
    rows = []
    for w in words:
        if not a.is_word_in_database(w):
            continue
        score = a.get_average_word_level_float(w)
        level = a.get_average_word_level_CEFR(w)
        if score is None or level is None:
            continue
        rows.append((w, str(level), "%.2f" % score))
    rows.sort(key=row_key)
    n = write_tsv(os.path.join(out, "cefr", "words.tsv"), rows)
    progress("cefr/words.tsv: %d rows" % n)


if __name__ == "__main__":
    main(sys.argv[1])
