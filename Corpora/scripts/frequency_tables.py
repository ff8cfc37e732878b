"""wordfreq 3.1.1 ('en', wordlist='large') -> frequency/words.tsv and frequency/lemmas.tsv.

words.tsv: the 60,000 most frequent forms matching ^[a-z]+(['-][a-z]+)*$ (curly apostrophes
normalised to straight ones), ranks renumbered 1..60000 after filtering.

lemmas.tsv: frequencies (word_frequency) of the first LEMMA_FORMS filtered forms summed into
their lemma, then ranked.  form -> lemma rule (see Corpora/README.md):
  1. pronoun objects: me->i, him->he, her->she, us->we, them->they;
     modals stay themselves: would, could, should, might, must, ought.
  2. form has no entry in LemmInflect's lemma table -> itself.
  3. form is itself listed as a lemma of one of its entries (saw, left, better, found, data) ->
     itself, EXCEPT when its VERB entry gives another lemma that is more frequent than the form
     and the form does not end in -ing (irregular pasts that are also nouns/adjectives:
     saw->see, felt->feel, lay->lie).
  4. otherwise (was, men, went, children, does) -> among all lemmas its entries list, the most
     frequent one by word_frequency (ties: NOUN, VERB, ADJ, ADV, AUX order, then listing order).

usage: frequency_tables.py CORPORA_DIR
"""
import gzip
import math
import os
import re
import sys

import wordfreq
from lemminflect import config

from common import progress, write_tsv

N_WORDS = 60000
LEMMA_FORMS = 100000
TOP_N = 300000  # taken from top_n_list; ~97% of it passes the filter
WORD_RE = re.compile(r"^[a-z]+(['-][a-z]+)*$")
PRONOUNS = {"me": "i", "him": "he", "her": "she", "us": "we", "them": "they"}
KEEP = {"would", "could", "should", "might", "must", "ought"}
UPOS_ORDER = ["noun", "verb", "adj", "adv", "aux"]


def freq(w):
    return wordfreq.word_frequency(w, "en", wordlist="large")


def filtered_forms(limit):
    out, seen = [], set()
    for w in wordfreq.top_n_list("en", TOP_N, wordlist="large"):
        w = w.replace("\u2019", "'")
        if w in seen or not WORD_RE.match(w):
            continue
        seen.add(w)
        out.append(w)
        if len(out) == limit:
            return out
    raise SystemExit("top_n_list(%d) gave only %d filtered forms" % (TOP_N, len(out)))


def load_lemma_table():
    table = {}
    with gzip.open(config.lemma_lu_fn, "rt", encoding="utf-8") as f:
        for line in f:
            form, cat, lemmas = line.rstrip("\n").split(",")
            table.setdefault(form, []).append((cat, lemmas.split("/")))
    for entries in table.values():
        entries.sort(key=lambda e: UPOS_ORDER.index(e[0]) if e[0] in UPOS_ORDER else 99)
    return table


def lemma_of(form, table, fcache):
    if form in PRONOUNS:
        return PRONOUNS[form]
    if form in KEEP:
        return form
    entries = table.get(form)
    if not entries:
        return form

    def f(w):
        if w not in fcache:
            fcache[w] = freq(w)
        return fcache[w]

    if any(form in lemmas for _, lemmas in entries):
        if not form.endswith("ing"):
            for cat, lemmas in entries:
                if cat == "verb":
                    alt = [l for l in lemmas if l != form and l.islower()]
                    best = max(alt, key=f, default=None)  # max keeps the first on ties
                    if best is not None and f(best) > f(form):
                        return best
        return form
    cands = []
    for _, lemmas in entries:
        for l in lemmas:
            if l not in cands:
                cands.append(l)
    lower = [c for c in cands if c == c.lower()] or [c.lower() for c in cands]
    return max(lower, key=f)


def zipf(fr):
    return "%.2f" % (math.log10(fr * 1e9) if fr > 0 else 0.0)


def main(out):
    forms = filtered_forms(LEMMA_FORMS)
    rows = []
    for i, w in enumerate(forms[:N_WORDS], 1):
        rows.append((w, i, "%.2f" % wordfreq.zipf_frequency(w, "en", wordlist="large")))
    n = write_tsv(os.path.join(out, "frequency", "words.tsv"), rows)
    progress("frequency/words.tsv: %d rows" % n)

    table = load_lemma_table()
    fcache = {}
    total = {}
    first = {}
    for i, w in enumerate(forms):
        fw = fcache.get(w)
        if fw is None:
            fw = fcache[w] = freq(w)
        lem = lemma_of(w, table, fcache)
        total[lem] = total.get(lem, 0.0) + fw
        first.setdefault(lem, i)
    # rank by summed frequency (rounded so float noise cannot reorder), ties by first form rank
    order = sorted(total, key=lambda l: (-round(total[l], 15), first[l], l))
    rows = [(l, i, zipf(total[l])) for i, l in enumerate(order, 1)]
    n = write_tsv(os.path.join(out, "frequency", "lemmas.tsv"), rows)
    progress("frequency/lemmas.tsv: %d rows" % n)


if __name__ == "__main__":
    main(sys.argv[1])
