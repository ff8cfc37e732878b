"""The sense model: which WordNet sense a word has in its sentence, learned from SemCor 3.0.

usage: sense_model.py CORPORA_DIR   writes senses/model.tsv and senses/features-check.tsv and prints
                                    the accuracy on the held-out documents, model vs WordNet's first sense

One linear model per lemma (Zhong and Ng 2010, "It Makes Sense"): a sense's score is
PRIOR_WEIGHT * ln(1 + WordNet tag count) plus the weights of the sentence's features for it,
plus weights shared by every lemma for the sense's lexicographer file (`noun.group`,
`noun.object`: the supersense, as Ciaramita and Johnson 2003 tag it), learned from all of
SemCor's words at once, so that `interest` and `rate` speak for a bank that is an institution
although SemCor's few banks never met them.
The weights are an averaged perceptron's (Collins 2002), trained in corpus order with the
prior in the score, so they only move where the most frequent sense is wrong in context.
Features (`features`, the one definition; Sources/ReaderEngine/Dictionary/SenseFeatures.swift
is the engine's copy, kept equal by SenseFeaturesTests on senses/features-check.tsv):
  c-1= c+1=  the word before and after (lower case; <s> and </s> past the sentence's ends)
  c-2= c+2= c-+=  the two words before, the two after, the one on each side
  w=  every other lemma of the sentence (letters only, two or more), but the STOP_LEMMAS
      lemmas most frequent in the training documents (`the`, `be`: they say nothing of a sense)

Every fifth SemCor document (the 5th, 10th, ...) is held out for measuring; the shipped model
is trained on the other four fifths. Deterministic: corpus order, no randomness, weights
rounded to hundredths, those under MIN_WEIGHT left out.

features-check.tsv: the features of every word of the first CHECK_SENTENCES SemCor sentences
without multiword units: position, forms and lemmas (space-joined), then one feature a field.

model.tsv rows: `#` TAB version TAB prior weight; `#stop` TAB the stop lemmas, space-separated;
then `lemma|feature` TAB space-separated `pos+sense number:weight*100` (`n3:-125`) and
`*|feature` TAB `lexicographer file number:weight*100` (`14:80`); sorted by bytes.
"""
import collections
import itertools
import lzma
import math
import os
import sys

from common import write_tsv

VERSION = 1
# Chosen on the held-out documents (prior 4, 10, 25; 1, 3 or 5 passes; with and without stop lemmas).
PRIOR_WEIGHT = 10.0
EPOCHS = 3
STOP_LEMMAS = 100
# Weights below this are left out: a tenth of the cells, 0.001 less accuracy on the held-out documents.
MIN_WEIGHT = 1.0
HELD_OUT_EVERY = 5
CHECK_SENTENCES = 40
POS_OF_SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}


def features(forms, lemmas, i, stop):
    """The features of word i of a sentence (lower-case forms and lemmas of its word tokens)."""
    def form(k):
        j = i + k
        return forms[j] if 0 <= j < len(forms) else ("<s>" if j < 0 else "</s>")
    out = ["c-1=" + form(-1), "c+1=" + form(1), "c-2=" + form(-2) + " " + form(-1),
           "c+2=" + form(1) + " " + form(2), "c-+=" + form(-1) + " " + form(1)]
    seen = set()
    for j, lemma in enumerate(lemmas):
        if j != i and len(lemma) >= 2 and lemma.isalpha() and lemma not in seen and lemma not in stop:
            seen.add(lemma)
            out.append("w=" + lemma)
    return out


def read_semcor(path):
    """Documents as lists of sentences; a sentence is a list of (form, lemma, sense keys)."""
    documents, sentence = [], []
    with lzma.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# doc = "):
                documents.append([])
            elif not line:
                if sentence:
                    documents[-1].append(sentence)
                sentence = []
            else:
                form, tag, lemma, key = line.split("\t")
                if tag == "-":
                    continue  # punctuation: the engine's word tokens leave it out too
                # A name's lemma is its class (`location`); the engine's is the name itself.
                named = tag.startswith("NNP") or lemma == "-"
                lemma = form.lower() if named else lemma.lower().replace("_", " ")
                keys = [] if key == "-" else key.split(";")
                if keys:
                    name = keys[0].split("%")[0]
                    keys = [k if "%" in k else name + "%" + k for k in keys]
                sentence.append((form.lower(), lemma, keys, tag))
    if sentence:
        documents[-1].append(sentence)
    return documents


def read_senses(corpora):
    """lemma -> [(pos, sense number, tag count, sense key)] in senses.tsv's order."""
    senses = collections.defaultdict(list)
    with open(os.path.join(corpora, "dictionary", "senses.tsv"), encoding="utf-8") as f:
        for line in f:
            lemma, pos, number, count, _, key = line.rstrip("\n").split("\t")
            senses[lemma].append((pos, int(number), int(count), key))
    return senses


def training(documents):
    return (d for i, d in enumerate(documents) if i % HELD_OUT_EVERY != HELD_OUT_EVERY - 1)


def stop_lemmas(documents):
    """The STOP_LEMMAS most frequent lemmas (letters only) of the training documents, ties by bytes."""
    counts = collections.Counter(w[1] for d in training(documents) for s in d for w in s if w[1].isalpha())
    return sorted(counts, key=lambda lemma: (-counts[lemma], lemma.encode("utf-8")))[:STOP_LEMMAS]


def instances(documents, senses, held_out, stop):
    """(lemma, candidate senses, gold keys, features) for every sense-tagged word of the documents
    held out (held_out=True) or trained on; names (NNP) are left out: the engine gives names no sense."""
    for d, document in enumerate(documents):
        if (d % HELD_OUT_EVERY == HELD_OUT_EVERY - 1) != held_out:
            continue
        for sentence in document:
            forms = [w[0] for w in sentence]
            lemmas = [w[1] for w in sentence]
            for i, (form, lemma, keys, tag) in enumerate(sentence):
                if not keys or tag.startswith("NNP"):
                    continue
                pos = POS_OF_SS_TYPE.get(keys[0].split("%")[1][:1])
                candidates = [s for s in senses.get(lemma, ()) if s[0] == pos]
                if not any(s[3] in keys for s in candidates):
                    continue
                yield lemma, candidates, set(keys), features(forms, lemmas, i, stop)


def feature_check(documents, stop):
    rows = []
    sentences = (s for document in documents for s in document if not any(" " in w[0] or " " in w[1] for w in s))
    for sentence in list(itertools.islice(sentences, CHECK_SENTENCES)):
        forms, lemmas = [w[0] for w in sentence], [w[1] for w in sentence]
        for i in range(len(sentence)):
            rows.append([str(i), " ".join(forms), " ".join(lemmas)] + features(forms, lemmas, i, stop))
    return rows


def prior(sense):
    return PRIOR_WEIGHT * math.log1p(sense[2])


def lexicographer_file(sense):
    """The sense key's lexicographer file number (`bank%1:14:00::` -> `14`)."""
    return sense[3].split("%")[1].split(":")[1]


class Perceptron:
    """Averaged perceptron over (lemma|feature, sense) weights, the prior added to every score."""

    def __init__(self):
        # lemma|feature -> sense name (`n3`) -> [weight, running total, last update]
        self.weights = collections.defaultdict(dict)
        self.clock = 0

    def best(self, lemma, candidates, feats, weights):
        scores = {s[0] + str(s[1]): prior(s) for s in candidates}
        files = [(s[0] + str(s[1]), lexicographer_file(s)) for s in candidates]
        for f in feats:
            for name, value in weights.get(lemma + "|" + f, {}).items():
                if name in scores:
                    scores[name] += value[0] if isinstance(value, list) else value
            shared = weights.get("*|" + f)
            if shared:
                for name, file in files:
                    value = shared.get(file)
                    if value is not None:
                        scores[name] += value[0] if isinstance(value, list) else value
        # Ties go to the earlier sense (the more frequent), as the engine breaks them.
        return max(candidates, key=lambda s: (scores[s[0] + str(s[1])], -candidates.index(s)))

    def update(self, lemma, feats, sense, delta):
        name, file = sense[0] + str(sense[1]), lexicographer_file(sense)
        for f in feats:
            for key, label in ((lemma + "|" + f, name), ("*|" + f, file)):
                cell = self.weights[key].setdefault(label, [0.0, 0.0, self.clock])
                cell[1] += (self.clock - cell[2]) * cell[0]
                cell[2] = self.clock
                cell[0] += delta

    def train(self, data):
        data = [d for d in data if len(d[1]) >= 2]
        for _ in range(EPOCHS):
            for lemma, candidates, gold, feats in data:
                self.clock += 1
                guess = self.best(lemma, candidates, feats, self.weights)
                if guess[3] in gold:
                    continue
                truth = next(s for s in candidates if s[3] in gold)
                self.update(lemma, feats, truth, 1.0)
                self.update(lemma, feats, guess, -1.0)

    def averaged(self):
        """lemma|feature -> sense name -> averaged weight, rounded to hundredths, small ones left out."""
        out = {}
        for key, cells in self.weights.items():
            for name, (weight, total, stamp) in cells.items():
                value = round((total + (self.clock - stamp) * weight) / self.clock, 2)
                if abs(value) >= MIN_WEIGHT:
                    out.setdefault(key, {})[name] = value
        return out


def measure(documents, senses, weights, stop):
    model = Perceptron()
    right = first = total = 0
    for lemma, candidates, gold, feats in instances(documents, senses, True, stop):
        total += 1
        first += candidates[0][3] in gold
        right += model.best(lemma, candidates, feats, weights)[3] in gold
    print("  held-out SemCor words: %d; WordNet's first sense right %.4f; model right %.4f"
          % (total, first / total, right / total))


def main(corpora):
    documents = read_semcor(os.path.join(corpora, "senses", "semcor30.tsv.xz"))
    senses = read_senses(corpora)
    stop = stop_lemmas(documents)
    model = Perceptron()
    model.train(list(instances(documents, senses, False, set(stop))))
    weights = model.averaged()
    measure(documents, senses, weights, set(stop))
    out = [("#", VERSION, "%.2f" % PRIOR_WEIGHT), ("#stop", " ".join(stop))]
    out += sorted(((key, " ".join("%s:%d" % (name, round(value * 100)) for name, value in sorted(names.items())))
                   for key, names in weights.items()), key=lambda r: r[0].encode("utf-8"))
    print("  senses/model.tsv: %d rows" % write_tsv(os.path.join(corpora, "senses", "model.tsv"), out))
    check = os.path.join(corpora, "senses", "features-check.tsv")
    print("  senses/features-check.tsv: %d rows" % write_tsv(check, feature_check(documents, set(stop))))


if __name__ == "__main__":
    main(sys.argv[1])
