"""cefrpy 1.0.3 -> cefr/words.tsv for every word of frequency/words.tsv and every lemma of
frequency/lemmas.tsv that cefrpy knows, with outliers against frequency corrected.

level = CEFRAnalyzer().get_average_word_level_CEFR(word)   (A1..C2)
score = CEFRAnalyzer().get_average_word_level_float(word)  (1.0=A1 .. 6.0=C2, 2 decimals)

Frequency check (cefrpy's levels outside its core list are estimates: `caress` A2, `oh` B2):
each lemma of frequency/lemmas.tsv falls by its rank in a doubling rank bin (1-250, 251-500,
501-1,000, ...). The bin's expected level is the median cefrpy level of the lemmas in it. A lemma
more than one level away from its bin's expected level is an outlier and is moved to one level
from it (level and score both), so a lemma's level never disagrees with its frequency by more
than one band. Inflected forms keep cefrpy's level (their own rank says little about the word).

usage: cefr_table.py CORPORA_DIR
"""
import os
import sys

from cefrpy import CEFRAnalyzer

from common import progress, row_key, write_tsv

LEVELS = ("A1", "A2", "B1", "B2", "C1", "C2")
FIRST_BIN = 250


def ranks(path):
    with open(path, encoding="utf-8") as f:
        rows = (line.rstrip("\n").split("\t") for line in f)
        return {row[0]: int(row[1]) for row in rows}


def rank_bin(rank):
    """0 for ranks 1-250, then one more per doubling."""
    b = 0
    while rank > FIRST_BIN << b:
        b += 1
    return b


def median(values):
    ordered = sorted(values)
    return ordered[(len(ordered) - 1) // 2]


def corrected(levels, lemma_ranks):
    """{word: level index} -> the same with every lemma outlier moved to one level from its bin's median."""
    by_bin = {}
    for word, rank in lemma_ranks.items():
        if word in levels:
            by_bin.setdefault(rank_bin(rank), []).append(levels[word])
    expected = {b: median(values) for b, values in by_bin.items()}
    result = dict(levels)
    for word, rank in lemma_ranks.items():
        if word in levels:
            e = expected[rank_bin(rank)]
            result[word] = min(max(levels[word], e - 1), e + 1)
    return result, expected


def main(out):
    word_ranks = ranks(os.path.join(out, "frequency", "words.tsv"))
    lemma_ranks = ranks(os.path.join(out, "frequency", "lemmas.tsv"))
    a = CEFRAnalyzer()
    levels, scores = {}, {}
    for w in set(word_ranks) | set(lemma_ranks):
        if not a.is_word_in_database(w):
            continue
        score = a.get_average_word_level_float(w)
        level = a.get_average_word_level_CEFR(w)
        if score is None or level is None:
            continue
        levels[w], scores[w] = LEVELS.index(str(level)), score
    fixed, expected = corrected(levels, lemma_ranks)
    rows = []
    for w, level in fixed.items():
        score = scores[w] if level == levels[w] else float(level + 1)
        rows.append((w, LEVELS[level], "%.2f" % score))
    rows.sort(key=row_key)
    n = write_tsv(os.path.join(out, "cefr", "words.tsv"), rows)
    moved = sum(fixed[w] != levels[w] for w in levels)
    bins = ", ".join("%d-%d: %s" % (1 if b == 0 else (FIRST_BIN << (b - 1)) + 1, FIRST_BIN << b, LEVELS[e])
                     for b, e in sorted(expected.items()))
    progress("cefr/words.tsv: %d rows, %d lemma levels moved to within one band of their rank bin (%s)" % (n, moved, bins))


if __name__ == "__main__":
    main(sys.argv[1])
