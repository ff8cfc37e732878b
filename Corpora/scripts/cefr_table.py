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

Holes (issue 27): every one of the TOP_LEMMAS most frequent lemmas gets a level. They are the lemmas of
frequency/lemmas.tsv and the lemmas the lemmatizer keeps as written that rank by their own form
(frequency/words.tsv: a WordNet lemma such as "least", "thanks", "interested"), ranked together, less the
contractions and possessives the word lists count ("can't", "america's"). A lemma
cefrpy has no level for takes its word family head's (family/heads.tsv) when it is an inflection, and for a
derivation the later of its head's level and its rank bin's expected level; a lemma with no head takes its
rank bin's expected level. Last, the levels checked by hand (cefr/checked.tsv, the worst cases of the
rules: `word TAB level TAB why`) replace whatever the rules gave.

usage: cefr_table.py CORPORA_DIR
"""
import os
import sys

from cefrpy import CEFRAnalyzer

from common import progress, row_key, write_tsv

LEVELS = ("A1", "A2", "B1", "B2", "C1", "C2")
FIRST_BIN = 250
TOP_LEMMAS = 20000


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


def rows_of(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]


def top_lemmas(out, lemma_ranks, word_ranks):
    """The lemmas ranked within TOP_LEMMAS, with their ranks: lemmas.tsv's, and WordNet lemmas ranked by form."""
    wordnet = {row[0] for row in rows_of(os.path.join(out, "lemma", "wordnet-lexicon.tsv"))}
    # Contractions and possessives ("can't", "america's") are no lemmas to learn; "o'clock" is.
    ranked = {word: rank for word, rank in lemma_ranks.items() if word in wordnet or not ("'" in word or "-" in word)}
    for word, rank in word_ranks.items():
        if word not in ranked and word in wordnet:
            ranked[word] = rank
    return {word: rank for word, rank in ranked.items() if rank <= TOP_LEMMAS}


def filled(levels, expected, top, heads):
    """{word: level index} with every top lemma's hole filled from its family head or its rank bin; the
    number filled each way."""
    result = dict(levels)
    counts = {"family": 0, "frequency": 0}
    for word, rank in sorted(top.items(), key=lambda item: item[1]):
        if word in result:
            continue
        by_rank = expected[min(rank_bin(rank), max(expected))]
        head, link = heads.get(word, (None, None))
        while head in heads and head not in result:
            head = heads[head][0]
        if head in result:
            result[word] = result[head] if link == "inflection" else max(result[head], by_rank)
            counts["family"] += 1
        else:
            result[word] = by_rank
            counts["frequency"] += 1
    return result, counts


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
    top = top_lemmas(out, lemma_ranks, word_ranks)
    heads = {row[0]: (row[1], row[2]) for row in rows_of(os.path.join(out, "family", "heads.tsv"))}
    fixed, counts = filled(fixed, expected, top, heads)
    checked = rows_of(os.path.join(out, "cefr", "checked.tsv"))
    for word, level, _ in checked:
        fixed[word] = LEVELS.index(level)
    rows = []
    for w, level in fixed.items():
        score = scores[w] if level == levels.get(w) else float(level + 1)
        rows.append((w, LEVELS[level], "%.2f" % score))
    rows.sort(key=row_key)
    n = write_tsv(os.path.join(out, "cefr", "words.tsv"), rows)
    moved = sum(fixed[w] != levels[w] for w in levels)
    progress("cefr/words.tsv: %d holes among the %d most frequent lemmas filled (%d from the family head, %d from the rank "
             "bin); %d levels checked by hand" % (counts["family"] + counts["frequency"], TOP_LEMMAS, counts["family"],
                                                  counts["frequency"], len(checked)))
    bins = ", ".join("%d-%d: %s" % (1 if b == 0 else (FIRST_BIN << (b - 1)) + 1, FIRST_BIN << b, LEVELS[e])
                     for b, e in sorted(expected.items()))
    progress("cefr/words.tsv: %d rows, %d lemma levels moved to within one band of their rank bin (%s)" % (n, moved, bins))


if __name__ == "__main__":
    main(sys.argv[1])
