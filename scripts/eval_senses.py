"""The sense `define --taps` shows first, on SemCor documents held out from the sense model's training and on
STREUSLE dev (eval_dev.py prints the figures; `--errors sense` the breakdown of SemCor misses).

A shown sense is right when it is one of SemCor's senses or shares its synset, whatever lemma string either
side writes. SemCor writes some keys under lemmas WordNet 3.0 does not list in that synset (SEMCOR_LEMMAS:
"n't" is `n't%4:02:00::`, WordNet's `not%4:02:00::`); they are read as WordNet's. Two baselines: WordNet's
first sense of SemCor's lemma and part of speech (the issue's), and WordNet's first sense of the lemma and
part of speech `define` found (what the card showed before the sense model: the model's own gain).
"""
import collections
import os

# The sense model holds out every fifth SemCor document (Corpora/scripts/sense_model.py).
SEMCOR_HELD_OUT_EVERY = 5
# SemCor's lemma -> WordNet 3.0's, for keys whose lemma WordNet 3.0 lacks (same lexicographer file and id).
SEMCOR_LEMMAS = {"n't": "not"}
POS_OF_SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
# WordNet's lexicographer files by number (the second field of a sense key), as STREUSLE's supersenses name them.
LEXICOGRAPHER_FILES = (
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body noun.cognition "
    "noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive noun.object "
    "noun.person noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape "
    "noun.state noun.substance noun.time verb.body verb.change verb.cognition verb.communication verb.competition "
    "verb.consumption verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession "
    "verb.social verb.stative verb.weather adj.ppl").split()
# Why a shown sense is not SemCor's, in the order the breakdown lists them.
MISSES = (
    "no sense shown",
    "another lemma",
    "right lemma, another part of speech",
    "right lemma and part of speech: the model left WordNet's first sense, which was right",
    "right lemma and part of speech: WordNet's first sense kept, SemCor's is another",
    "right lemma and part of speech: the model chose another wrong sense",
)


class WordNet:
    """Sense keys of the shipped dictionary/senses.tsv: each key's synset, and each lemma and part of speech's first key."""

    def __init__(self, repo):
        self.synset, self.first = {}, {}
        with open(os.path.join(repo, "Corpora", "dictionary", "senses.tsv"), encoding="utf-8") as f:
            for line in f:
                lemma, pos, number, _, synset, key = line.rstrip("\n").split("\t")
                self.synset[key] = synset
                if number == "1":
                    self.first[(lemma, pos)] = key

    def same_meaning(self, shown, golds):
        return shown in golds or (shown in self.synset and self.synset[shown] in {self.synset.get(g) for g in golds})

    def first_of(self, gold):
        return self.first.get((lemma_of(gold), pos_of(gold)))


def lemma_of(key):
    return key.split("%")[0].replace("_", " ")


def pos_of(key):
    return POS_OF_SS_TYPE[key.split("%")[1][0]]


def semcor_taps(lines):
    """Held-out SemCor documents (the lines of semcor30.tsv) as text, one paragraph per sentence (tokens joined
    by spaces); every sense-tagged one-word token that is not a name is a tap. Returns (text, offsets, gold keys)."""
    chunks, offsets, golds, document, offset, sentence = [], [], [], -1, 0, []

    def flush():
        nonlocal offset, sentence
        if document % SEMCOR_HELD_OUT_EVERY == SEMCOR_HELD_OUT_EVERY - 1 and sentence:
            position = offset
            for form, tag, keys in sentence:
                if keys and " " not in form and not tag.startswith("NNP"):
                    offsets.append(position)
                    golds.append(keys)
                position += len(form.encode("utf-8")) + 1
            chunk = " ".join(w[0] for w in sentence).encode("utf-8") + b"\n\n"
            chunks.append(chunk)
            offset += len(chunk)
        sentence = []
    for line in lines:
        if line.startswith("# doc = "):
            flush()
            document += 1
        elif not line:
            flush()
        else:
            form, tag, _, key = line.split("\t")
            keys = [] if key == "-" else key.split(";")
            keys = [k if "%" in k else keys[0].split("%")[0] + "%" + k for k in keys]
            keys = [SEMCOR_LEMMAS.get(k.split("%")[0], k.split("%")[0]) + "%" + k.split("%")[1] for k in keys]
            sentence.append((form, tag, keys))
    flush()
    return b"".join(chunks), offsets, golds


def shown_keys(records):
    """The first sense's key of each `define --taps` record (None where it gave none)."""
    return [(r.get("senses") or [{}])[0].get("key") for r in records]


def semcor_sense_eval(records, golds, wordnet):
    """(taps, first sense shown right, WordNet's first sense of SemCor's lemma and part of speech right,
    WordNet's first sense of the shown sense's lemma and part of speech right)."""
    shown = shown_keys(records)
    right = sum(wordnet.same_meaning(s, g) for s, g in zip(shown, golds))
    baseline = sum(wordnet.same_meaning(wordnet.first_of(g[0]), g) for g in golds)
    found = sum(s is not None and wordnet.same_meaning(wordnet.first_of(s), g) for s, g in zip(shown, golds))
    return len(golds), right, baseline, found


def miss_kind(record, golds, wordnet):
    """Which of MISSES a wrong first sense is."""
    senses = record.get("senses") or []
    if not senses or not senses[0].get("key"):
        return MISSES[0]
    shown, gold = senses[0]["key"], golds[0]
    if lemma_of(shown) != lemma_of(gold):
        return MISSES[1]
    if pos_of(shown) != pos_of(gold):
        return MISSES[2]
    first = wordnet.first_of(gold)
    if wordnet.same_meaning(first, golds):
        return MISSES[3]
    return MISSES[4] if shown == first else MISSES[5]


def semcor_breakdown(records, golds, wordnet, limit):
    """Lines: the misses by kind, then the most frequent (kind, shown lemma, SemCor's lemma) of each."""
    kinds, examples = collections.Counter(), collections.Counter()
    for record, g in zip(records, golds):
        shown = (record.get("senses") or [{}])[0].get("key")
        if wordnet.same_meaning(shown, g):
            continue
        kind = miss_kind(record, g, wordnet)
        kinds[kind] += 1
        examples[(kind, record.get("term", "?"), shown or "-", g[0])] += 1
    lines = [f"SemCor held-out misses ({sum(kinds.values())} of {len(golds)} taps):"]
    lines += [f"{kinds[k]:6d}  {k}" for k in MISSES]
    for kind in MISSES:
        top = [(e, n) for e, n in examples.most_common() if e[0] == kind][:limit]
        if top:
            lines.append(f"-- {kind}")
            lines += [f"{n:4d}  {term:<16} shown {key:<28} SemCor {gold}" for (_, term, key, gold), n in top]
    return lines


def lexicographer_file(key):
    try:
        return LEXICOGRAPHER_FILES[int(key.split("%")[1].split(":")[1])]
    except (AttributeError, IndexError, ValueError):
        return None


def streusle_taps(sentences, bases):
    """STREUSLE dev nouns and verbs (single-word lexical units with a noun or verb supersense, names left
    out), from eval_dev.read_conllu's sentences: (offsets, gold lexicographer files)."""
    offsets, golds = [], []
    for (_, words), base in zip(sentences, bases):
        for w in words:
            ss = w["supersense"]
            if w["mwe"][0] == "_" and w["upos"] in ("NOUN", "VERB") and ss[:2] in ("n.", "v.") and w["start"] is not None:
                offsets.append(base + w["start"])
                golds.append(("noun." if ss[0] == "n" else "verb.") + ss[2:].lower())
    return offsets, golds


def streusle_sense_eval(records, golds):
    """(taps, first noun or verb sense shown from the gold supersense's lexicographer file)."""
    shown = shown_keys(records)
    right = sum(lexicographer_file(s) is not None and lexicographer_file(s).lower() == g for s, g in zip(shown, golds))
    return len(golds), right
