"""Compile the runtime lemma table Corpora/lemma/forms.tsv from the source tables.

Each row: form, then the row numbers (0-based, in this same file) of its lemma as a
noun, verb, adjective and adverb, empty where the form cannot be that part of speech.
Every lemma has a row of its own, so the reader resolves lemmas without string lookups.

Per part of speech the lemma comes from LemmInflect (first listed lemma; AUX counts as
VERB), else from WordNet's exception lists, else the form itself when WordNet's lexicon
has it with that part of speech, unless LemmInflect knows the word only capitalised
(a name: WordNet's lower-cased index also holds "karen" and "lisbon") and WordNet has no
adjective reading for it (nationality and group words: "american", "iraqi"), and unless WordNet
writes that reading only with a capital while LemmInflect knows the form lower-case as another part
of speech ("Sat" is Saturday and "Acts" a book: "sat" is no noun, "acts" has the noun "act"). Frequent words
with no entry anywhere (function words, "the", "of") get a row with no lemma columns: their
lemma is themselves, or what the lemmatizer's suffix rules find for them at load ("websites").
A comparative reading (ADJ/ADV "-er"/"-est") is dropped where the form is its own noun lemma
and more frequent than the adjective ("number" is not "numb" + -er), or where LemmInflect
knows the form but not as a comparative ("offer" is not "off" + -er, from WordNet's adj.exc).
A noun, verb or adverb reading of a form as its own lemma is dropped when only WordNet lists it, SemCor
never tagged it (its senses' counts in dictionary/senses.tsv are all 0) and LemmInflect knows the form as
a form of a verb SemCor did tag: "sang" is *sing*, not ginseng; "won" is *win*, not Korea's money; "tore",
"shook", "bars". Adjective readings and "-ing" forms stay (UD keeps the form of participle adjectives and of
"-ing" nouns), and so do nouns that look like comparatives ("slacker", "tamer").
A plural of two nouns ("leaves": leaf and leave; "axes", "taxes") takes the one SemCor's training documents
tag most often for that form, LemmInflect's order breaking ties; the form's own reading ("things",
"grounds") never wins by its count, as UD lemmatizes those plurals to the singular. A form spelled as a
name that LemmInflect lists as its own lemma ("Wales", "Stokes") loses its plural reading when SemCor never
tagged the singular ("wale"): the tagger may read such a name as a common noun, whose plural takes its singular.
A plural LemmInflect knows only capitalised ("Jews", "Catholics", "Sundays") takes its singular when SemCor's
training documents tag it as a common noun of that singular, as UD lemmatizes plural group names (NNPS).
"""
import collections
import os
import sys

from common import byte_key, progress, write_tsv
from sense_model import HELD_OUT_EVERY, read_semcor

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = os.path.dirname(HERE)
POS = ("n", "v", "a", "r")
UPOS = {"NOUN": "n", "VERB": "v", "AUX": "v", "ADJ": "a", "ADV": "r"}


def read_tsv(name):
    with open(os.path.join(CORPORA, name), encoding="utf-8") as f:
        for line in f:
            yield line.rstrip("\n").split("\t")


def semcor_noun_counts():
    """(form, lemma) -> how often SemCor's training documents (not those the sense model holds out) tag the
    lower-case form as a noun of that lemma."""
    counts = collections.Counter()
    documents = read_semcor(os.path.join(CORPORA, "senses", "semcor30.tsv.xz"))
    for d, document in enumerate(documents):
        if d % HELD_OUT_EVERY == HELD_OUT_EVERY - 1:
            continue
        for sentence in document:
            # read_semcor gives each word's TAG_CLASSES letter: N is a common noun (NN, NNS).
            for form, lemma, keys, word_class in sentence:
                if keys and word_class == "N":
                    counts[(form, lemma)] += 1
    return counts


def most_tagged_noun(form, lemmas, counts):
    """The first of LemmInflect's noun lemmas, unless another word's (not the form's own) is tagged more often."""
    first = lemmas[0]
    others = [lemma for lemma in lemmas if lemma != form]
    best = max(others, key=lambda lemma: counts[(form, lemma)], default=first)
    if best != first and counts[(form, best)] > counts[(form, first)]:
        progress("plural of two nouns: %s is %s, not %s (SemCor %d to %d)"
                 % (form, best, first, counts[(form, best)], counts[(form, first)]))
        return best
    return first


def main():
    candidates = {}  # form -> {pos: lemma}

    def offer(form, pos, lemma, override=False):
        slot = candidates.setdefault(form, {})
        if override or pos not in slot:
            slot[pos] = lemma

    capitalized, lowercase = set(), set()
    own_names = set()  # lower-cased names LemmInflect lists as their own lemma although they end in "s" ("Wales")
    capitalized_plurals = {}  # lower-cased plural -> the singulars of a noun LemmInflect knows only capitalised
    tagged = {}  # form -> the parts of speech LemmInflect lists it with
    noun_counts = semcor_noun_counts()
    for form, upos, lemmas in read_tsv("lemma/lemminflect-lemmas.tsv"):
        pos = UPOS.get(upos)
        if form != form.lower():
            capitalized.add(form.lower())
            if pos == "n" and form.endswith("s") and form in lemmas.split("/"):
                own_names.add(form.lower())
            elif pos == "n":
                capitalized_plurals[form.lower()] = [lemma.lower() for lemma in lemmas.split("/") if lemma != form]
            continue
        lowercase.add(form)
        if pos:
            tagged.setdefault(form, set()).add(pos)
            # AUX and VERB rows agree in practice; the first seen wins.
            offer(form, pos, most_tagged_noun(form, lemmas.split("/"), noun_counts) if pos == "n" else lemmas.split("/")[0])
    # WordNet's index is lower-cased, names included ("karen", "lisbon"); a word
    # LemmInflect knows only capitalised is a name, not a common noun.
    names = capitalized - lowercase
    written_capitalized = dict(read_tsv("lemma/wordnet-capitalized.tsv"))
    tagged_count = collections.Counter()  # (lemma, pos) -> how often SemCor tagged any of its senses
    for lemma, pos, _, count, *_ in read_tsv("dictionary/senses.tsv"):
        tagged_count[(lemma, pos)] += int(count)
    verb_of = {}  # form -> the verb LemmInflect makes it a form of, when that verb is another word
    for form, upos, lemmas in read_tsv("lemma/lemminflect-lemmas.tsv"):
        lemma = lemmas.split("/")[0]
        if UPOS.get(upos) == "v" and lemma != form and form == form.lower():
            verb_of[form] = lemma

    def rare_reading(form, pos):
        """Only WordNet has it, SemCor never tagged it, and the form is a form of a verb SemCor tagged."""
        return pos != "a" and not form.endswith("ing") and form in tagged and pos not in tagged[form] \
            and tagged_count[(form, pos)] == 0 and tagged_count[(verb_of.get(form), "v")] > 0

    for form, pos, lemma in read_tsv("lemma/wordnet-exceptions.tsv"):
        offer(form, pos, lemma)
    for lemma, poses in read_tsv("lemma/wordnet-lexicon.tsv"):
        # ...except nationality and group words, which WordNet also lists as adjectives
        # ("american", "iraqi", "christian"): their plurals must reach the singular.
        if lemma in names and "a" not in poses:
            continue
        for pos in poses:
            if pos in written_capitalized.get(lemma, "") and lemma in tagged and pos not in tagged[lemma]:
                continue
            if rare_reading(lemma, pos):
                progress("rare reading dropped: %s (%s)" % (lemma, pos))
                continue
            offer(lemma, pos, lemma)
    # A plural of a group, people or day word written with a capital ("Jews", "Catholics", "Sundays") takes its
    # singular when SemCor's training documents tag that plural as a common noun of it; names in "s" that
    # LemmInflect also lists as plurals ("Adams", "Andrews") SemCor tags as names, so they stay their form.
    for form, lemmas in sorted(capitalized_plurals.items()):
        tagged_lemmas = [lemma for lemma in lemmas if noun_counts[(form, lemma)] > 0]
        if form not in lowercase and tagged_lemmas and "n" not in candidates.get(form, {}):
            offer(form, "n", max(tagged_lemmas, key=lambda lemma: noun_counts[(form, lemma)]))
    # "Wales" is a name, not the plural of "wale": a plural of a noun SemCor never tagged, spelled as a name
    # LemmInflect lists as its own lemma, is no plural (the tagger may read a name in "s" as a common noun).
    for form in sorted(own_names):
        noun = candidates.get(form, {}).get("n")
        if noun and noun != form and tagged_count[(noun, "n")] == 0:
            del candidates[form]["n"]
            progress("plural reading of a name dropped: %s (%s)" % (form, noun))
    # A comparative reading loses to a noun that is its own lemma and more frequent than the
    # adjective ("number" is the noun, not "numb" + -er), or when it comes only from WordNet's
    # exception list for a form LemmInflect tags otherwise ("offer" is not "off" + -er).
    lemma_rank = {row[0]: int(row[1]) for row in read_tsv("frequency/lemmas.tsv")}
    for form, slot in candidates.items():
        noun, rank = slot.get("n"), lemma_rank.get(form)
        for pos in ("a", "r"):
            base = slot.get(pos)
            if noun == form and base and base != form and form.endswith(("er", "est")) \
                    and (rank and rank < lemma_rank.get(base, 10 ** 9) or pos not in tagged.get(form, {pos})):
                del slot[pos]
                progress("comparative reading dropped: %s (%s)" % (form, base))
    frequent = [row[0] for row in read_tsv("frequency/words.tsv")]
    for word in frequent:
        candidates.setdefault(word, {})
    for slot in list(candidates.values()):
        for lemma in slot.values():
            candidates.setdefault(lemma, {})

    forms = sorted(candidates, key=byte_key)
    row_of = {form: i for i, form in enumerate(forms)}
    rows = []
    for form in forms:
        slot = candidates[form]
        rows.append([form] + [str(row_of[slot[p]]) if p in slot else "" for p in POS])
    n = write_tsv(os.path.join(CORPORA, "lemma/forms.tsv"), rows)
    progress("lemma/forms.tsv: %d rows" % n)


if __name__ == "__main__":
    sys.exit(main())
