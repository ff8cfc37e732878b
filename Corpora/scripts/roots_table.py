"""Root families -> dictionary/roots.tsv, from the hand-written scripts/roots.tsv and
scripts/prefixes.tsv over the committed dictionary and frequency tables.

usage: roots_table.py CORPORA_DIR

A word belongs to a root when the root's pattern matches at the start of the word itself, or
of what is left of it after one or two known prefixes (prefixes.tsv, assimilated spellings
included), each strip leaving at least MIN_STEM letters: re+port, in+spect, un+pre+dict. A
prefix alone never makes a family, and a root inside a word (dis+trict is not dict) is no match.
Members: the single-word lower-case WordNet lemmas (dictionary/senses.tsv, synsets.tsv) ranked
within the ROOT_MEMBERS_MAX_RANK most frequent lemmas (frequency/lemmas.tsv), by rank.
Output rows: root, meaning, source word, members ('|'-joined).
"""
import os
import re
import sys

from common import byte_key, progress, write_tsv

ROOT_MEMBERS_MAX_RANK = 40000  # family members are words a learner may meet
MIN_STEM = 3  # letters left after a prefix: re+fer strips, re+d does not
MAX_PREFIXES = 2  # un+pre+dict, ir+re+spect


def hand_rows(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            yield (line.rstrip("\n").split("\t") + ["", ""])[:5]


def stems(word, prefixes, depth=MAX_PREFIXES):
    """The word, and what is left of it after up to `depth` prefixes."""
    found = {word}
    if depth:
        for prefix in prefixes:
            if word.startswith(prefix) and len(word) - len(prefix) >= MIN_STEM:
                found |= stems(word[len(prefix):], prefixes, depth - 1)
    return found


def member_lemmas(corpora):
    ranks = {}
    with open(os.path.join(corpora, "frequency", "lemmas.tsv"), encoding="utf-8") as f:
        for line in f:
            lemma, rank = line.split("\t")[:2]
            ranks.setdefault(lemma, int(rank))
    common = set()  # not names (Portland)
    with open(os.path.join(corpora, "dictionary", "synsets.tsv"), encoding="utf-8") as f:
        for line in f:
            common.update(w for w in line.split("\t")[2].split("|") if w.islower())
    with open(os.path.join(corpora, "dictionary", "senses.tsv"), encoding="utf-8") as f:
        defined = {line.split("\t", 1)[0] for line in f}
    return sorted((w for w in defined if " " not in w and w in common and ranks.get(w, 10**9) <= ROOT_MEMBERS_MAX_RANK),
                  key=lambda w: (ranks[w], byte_key(w)))


def main(corpora):
    scripts = os.path.dirname(os.path.abspath(__file__))
    prefixes = sorted({form for row in hand_rows(os.path.join(scripts, "prefixes.tsv")) for form in row[3].split(",")})
    lemmas = member_lemmas(corpora)
    stems_of = {w: stems(w, prefixes) for w in lemmas}
    rows = []
    for root, meaning, source, pattern, excluded in hand_rows(os.path.join(scripts, "roots.tsv")):
        regex = re.compile(pattern)
        skip = set(filter(None, excluded.split(",")))
        members = [w for w in lemmas if w not in skip and any(regex.match(s) for s in stems_of[w])]
        rows.append((root, meaning, source, "|".join(members)))
    progress("dictionary/roots.tsv: %d rows" % write_tsv(os.path.join(corpora, "dictionary", "roots.tsv"), rows))


if __name__ == "__main__":
    main(sys.argv[1])
