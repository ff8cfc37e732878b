"""The sense model: which WordNet sense a word has in its sentence, learned from SemCor 3.0.

usage: sense_model.py CORPORA_DIR          writes senses/model.tsv and senses/features-check.tsv and prints
                                           the accuracy on the held-out documents, model vs WordNet's first sense
       sense_model.py --tune CORPORA_DIR   prints the cross-validated accuracy on the training documents of
                                           each prior weight and margin (how PRIOR_WEIGHT and MARGIN were chosen)

One linear model per lemma (Zhong and Ng 2010, "It Makes Sense"): a sense's score is
PRIOR_WEIGHT * ln(1 + WordNet tag count) plus the weights of the sentence's features for it,
plus LESK_WEIGHT for each stem its gloss and examples share with the sentence's other lemmas
(Lesk 1986: `deposited the money at the bank` is the institution's gloss, "accepts deposits and
channels the money", though SemCor's banks never met `deposit`), plus weights shared by every
lemma for the sense's lexicographer file (`noun.group`,
`noun.object`: the supersense, as Ciaramita and Johnson 2003 tag it), learned from all of
SemCor's words at once, so that `interest` and `rate` speak for a bank that is an institution
although SemCor's few banks never met them.
The weights are an averaged perceptron's (Collins 2002), trained in corpus order with the
prior in the score, so they only move where the most frequent sense is wrong in context. The
model overrides WordNet's first sense only when its best sense scores MARGIN more: below that,
the context's evidence is noise more often than not (Zhong and Ng back off to the most frequent
sense likewise when unsure).
Features (`features`, the one definition; Sources/ReaderCore/Dictionary/SenseFeatures.swift
is the engine's copy, kept equal by SenseFeaturesTests on senses/features-check.tsv):
  c-1= c+1=  the word before and after (lower case; <s> and </s> past the sentence's ends)
  c-2= c+2= c-+=  the two words before, the two after, the one on each side
  t-2= t-1= t+1= t+2=  the word classes of the two words before and after (TAG_CLASSES: one letter
      a class, as SemCor's Penn tags and the engine's UPOS tags both name it; <s> and </s> past the ends)
  w=  every other lemma of the sentence (letters only, two or more), but the STOP_LEMMAS
      lemmas most frequent in the training documents (`the`, `be`: they say nothing of a sense)

Every fifth SemCor document (the 5th, 10th, ...) is held out for measuring; the shipped model
is trained on the other four fifths. Deterministic: corpus order, no randomness, weights
rounded to hundredths, those under MIN_WEIGHT left out.

features-check.tsv: the features of every word of the first CHECK_SENTENCES SemCor sentences
without multiword units: position, forms, lemmas and word classes (space-joined), then one feature a field.

model.tsv rows: `#` TAB version TAB prior weight TAB margin TAB gloss overlap weight; `#stop` TAB the stop lemmas, space-separated;
then `lemma|feature` TAB space-separated `pos+sense number:weight*100` (`n3:-125`) and
`*|feature` TAB `lexicographer file number:weight*100` (`14:80`); sorted by bytes.
"""
import collections
import itertools
import lzma
import math
import os
import re
import sys

from common import write_tsv

VERSION = 4
# Chosen by `--tune`: FOLDS-fold cross-validation over the training documents (never the held-out ones) of
# each weight in PRIOR_WEIGHTS and margin in MARGINS. Weight 20: margins 1, 2 and 4 within 0.0005 of each other
# (0.7397, 0.7397, 0.7392); the widest keeps STREUSLE dev's supersense figure (0.514 at 2, 0.518 at 4).
PRIOR_WEIGHT = 20.0
MARGIN = 4.0
PRIOR_WEIGHTS = (10.0, 20.0, 40.0)
# Each sense's score gains this much per stem its gloss and examples share with the sentence's other lemmas.
# Chosen by `--tune` as above: at prior weight 20 and margin 4, 0.7392 without the overlap, 0.7399 at 3, 0.7415 at 6.
LESK_WEIGHT = 6.0
LESK_WEIGHTS = (0.0, 3.0, 6.0)
# Lesk stems: a word's first STEM letters, of words of STEM_MIN letters or more.
STEM = 5
STEM_MIN = 3
MARGINS = (0.0, 1.0, 2.0, 4.0, 8.0)
FOLDS = 4
EPOCHS = 3
STOP_LEMMAS = 100
# Weights below this are left out: a tenth of the cells, 0.001 less accuracy on the held-out documents.
MIN_WEIGHT = 1.0
HELD_OUT_EVERY = 5
CHECK_SENTENCES = 40
POS_OF_SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
# Word classes for the t= features, coarse enough that SemCor's Penn tags and the engine's UPOS tags
# (SenseFeatures.swift) agree: N noun, P name, V verb or auxiliary, J adjective, R adverb, I adposition,
# subordinator or particle ("to", "up", "not", "'s"), D determiner, O pronoun, C coordinator, M number,
# X the rest.
TAG_CLASSES = {"NN": "N", "NNS": "N", "NNP": "P", "NNPS": "P", "MD": "V", "JJ": "J", "JJR": "J", "JJS": "J",
               "RB": "R", "RBR": "R", "RBS": "R", "WRB": "R", "IN": "I", "TO": "I", "RP": "I", "POS": "I",
               "DT": "D", "PDT": "D", "PRP": "O", "PRP$": "O", "WP": "O", "WP$": "O", "WDT": "O", "EX": "O",
               "CC": "C", "CD": "M"}


def tag_class(tag, lemma):
    """The TAG_CLASSES letter of a Penn tag (`not` is a particle, as UD tags it)."""
    if lemma == "not":
        return "I"
    return "V" if tag.startswith("VB") else TAG_CLASSES.get(tag, "X")


def features(forms, lemmas, tags, i, stop):
    """The features of word i of a sentence (lower-case forms, lemmas and word classes of its word tokens)."""
    def at(words, k):
        j = i + k
        return words[j] if 0 <= j < len(words) else ("<s>" if j < 0 else "</s>")

    def form(k):
        return at(forms, k)
    out = ["c-1=" + form(-1), "c+1=" + form(1), "c-2=" + form(-2) + " " + form(-1),
           "c+2=" + form(1) + " " + form(2), "c-+=" + form(-1) + " " + form(1)]
    out += ["t%+d=" % k + at(tags, k) for k in (-2, -1, 1, 2)]
    seen = set()
    for j, lemma in enumerate(lemmas):
        if j != i and len(lemma) >= 2 and lemma.isalpha() and lemma not in seen and lemma not in stop:
            seen.add(lemma)
            out.append("w=" + lemma)
    return out


def read_semcor(path):
    """Documents as lists of sentences; a sentence is a list of (form, lemma, sense keys, TAG_CLASSES letter)."""
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
                sentence.append((form.lower(), lemma, keys, tag_class(tag, lemma)))
    if sentence:
        documents[-1].append(sentence)
    return documents


def read_senses(corpora):
    """lemma -> [(pos, sense number, tag count, sense key, synset)] in senses.tsv's order."""
    senses = collections.defaultdict(list)
    with open(os.path.join(corpora, "dictionary", "senses.tsv"), encoding="utf-8") as f:
        for line in f:
            lemma, pos, number, count, synset, key = line.rstrip("\n").split("\t")
            senses[lemma].append((pos, int(number), int(count), key, synset))
    return senses


def stems(words, stop):
    """The Lesk stems of words: the first STEM letters of each of STEM_MIN or more ASCII letters, but stop lemmas."""
    return {w[:STEM] for w in words if len(w) >= STEM_MIN and w.isascii() and w.isalpha() and w not in stop}


def read_gloss_stems(corpora, stop):
    """synset -> the stems of its gloss and examples (dictionary/synsets.tsv)."""
    glosses = {}
    with open(os.path.join(corpora, "dictionary", "synsets.tsv"), encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            glosses[fields[0]] = stems(re.findall(r"[a-z]+", (fields[3] + " " + fields[4]).lower()), stop)
    return glosses


def overlaps(candidates, lemmas, i, glosses, stop):
    """How many stems of the sentence's other lemmas each candidate's gloss and examples share (Lesk 1986)."""
    context = stems((lemma for j, lemma in enumerate(lemmas) if j != i), stop)
    return tuple(len(context & glosses.get(s[4], set())) for s in candidates)


def training(documents):
    return (d for i, d in enumerate(documents) if i % HELD_OUT_EVERY != HELD_OUT_EVERY - 1)


def stop_lemmas(documents):
    """The STOP_LEMMAS most frequent lemmas (letters only) of the training documents, ties by bytes."""
    counts = collections.Counter(w[1] for d in training(documents) for s in d for w in s if w[1].isalpha())
    return sorted(counts, key=lambda lemma: (-counts[lemma], lemma.encode("utf-8")))[:STOP_LEMMAS]


def instances(documents, senses, held_out, stop, glosses):
    """(lemma, candidate senses, gold keys, features, gloss overlaps) for every sense-tagged word of the
    documents held out (held_out=True) or trained on; names (NNP) are left out: the engine gives names no sense."""
    for d, document in enumerate(documents):
        if (d % HELD_OUT_EVERY == HELD_OUT_EVERY - 1) != held_out:
            continue
        for sentence in document:
            forms = [w[0] for w in sentence]
            lemmas = [w[1] for w in sentence]
            tags = [w[3] for w in sentence]
            for i, (form, lemma, keys, tag) in enumerate(sentence):
                if not keys or tag == "P":
                    continue
                pos = POS_OF_SS_TYPE.get(keys[0].split("%")[1][:1])
                candidates = [s for s in senses.get(lemma, ()) if s[0] == pos]
                if not any(s[3] in keys for s in candidates):
                    continue
                yield (lemma, candidates, set(keys), features(forms, lemmas, tags, i, stop),
                       overlaps(candidates, lemmas, i, glosses, stop))


def feature_check(documents, stop):
    rows = []
    sentences = (s for document in documents for s in document if not any(" " in w[0] or " " in w[1] for w in s))
    for sentence in list(itertools.islice(sentences, CHECK_SENTENCES)):
        forms, lemmas, tags = [w[0] for w in sentence], [w[1] for w in sentence], [w[3] for w in sentence]
        for i in range(len(sentence)):
            rows.append([str(i), " ".join(forms), " ".join(lemmas), " ".join(tags)] + features(forms, lemmas, tags, i, stop))
    return rows


def prior(sense, weight):
    return weight * math.log1p(sense[2])


def lexicographer_file(sense):
    """The sense key's lexicographer file number (`bank%1:14:00::` -> `14`)."""
    return sense[3].split("%")[1].split(":")[1]


class Perceptron:
    """Averaged perceptron over (lemma|feature, sense) weights, the prior added to every score."""

    def __init__(self, prior_weight=PRIOR_WEIGHT, lesk_weight=LESK_WEIGHT):
        # lemma|feature -> sense name (`n3`) -> [weight, running total, last update]
        self.weights = collections.defaultdict(dict)
        self.clock = 0
        self.prior_weight = prior_weight
        self.lesk_weight = lesk_weight

    def scores(self, lemma, candidates, feats, weights, overlap):
        """Each candidate's score, in the candidates' order."""
        scores = {s[0] + str(s[1]): prior(s, self.prior_weight) + self.lesk_weight * o for s, o in zip(candidates, overlap)}
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
        return [scores[s[0] + str(s[1])] for s in candidates]

    def best(self, lemma, candidates, feats, weights, overlap, margin=0.0):
        """The best-scoring sense; the first (WordNet's most frequent) unless another beats it by more than
        `margin`. Ties go to the earlier sense, as the engine breaks them."""
        scores = self.scores(lemma, candidates, feats, weights, overlap)
        top = max(range(len(candidates)), key=lambda i: (scores[i], -i))
        return candidates[top] if scores[top] - scores[0] > margin else candidates[0]

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
            for lemma, candidates, gold, feats, overlap in data:
                self.clock += 1
                guess = self.best(lemma, candidates, feats, self.weights, overlap)
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


def measure(documents, senses, weights, stop, glosses):
    model = Perceptron()
    data = list(instances(documents, senses, True, stop, glosses))
    first = sum(x[1][0][3] in x[2] for x in data)
    right = sum(model.best(lemma, candidates, feats, weights, overlap, MARGIN)[3] in gold
                for lemma, candidates, gold, feats, overlap in data)
    print("  held-out SemCor words: %d; WordNet's first sense right %.4f; model right %.4f"
          % (len(data), first / len(data), right / len(data)))


def tune(documents, senses, stop, glosses, prior_weights=PRIOR_WEIGHTS, lesk_weights=LESK_WEIGHTS):
    """Cross-validated accuracy of each prior weight, gloss overlap weight and margin: the training documents in
    FOLDS folds by document (a document's words never on both sides), each fold measured by a model trained on
    the others."""
    data = [(d, instance) for d, document in enumerate(documents) if d % HELD_OUT_EVERY != HELD_OUT_EVERY - 1
            for instance in instances([document], senses, False, stop, glosses)]
    for weight, lesk in itertools.product(prior_weights, lesk_weights):
        right = collections.Counter()
        for fold in range(FOLDS):
            model = Perceptron(weight, lesk)
            model.train([x for d, x in data if d % FOLDS != fold])
            weights = model.averaged()
            for d, (lemma, candidates, gold, feats, overlap) in data:
                if d % FOLDS == fold:
                    for margin in MARGINS:
                        right[margin] += model.best(lemma, candidates, feats, weights, overlap, margin)[3] in gold
        print("  prior weight %.1f, gloss overlap weight %.1f: " % (weight, lesk)
              + ", ".join("margin %.1f %.4f" % (m, right[m] / len(data)) for m in MARGINS), flush=True)


def main(corpora, tuning):
    documents = read_semcor(os.path.join(corpora, "senses", "semcor30.tsv.xz"))
    senses = read_senses(corpora)
    stop = stop_lemmas(documents)
    glosses = read_gloss_stems(corpora, set(stop))
    if tuning:
        tune(documents, senses, set(stop), glosses)
        return
    model = Perceptron()
    model.train(list(instances(documents, senses, False, set(stop), glosses)))
    weights = model.averaged()
    measure(documents, senses, weights, set(stop), glosses)
    out = [("#", VERSION, "%.2f" % PRIOR_WEIGHT, "%.2f" % MARGIN, "%.2f" % LESK_WEIGHT), ("#stop", " ".join(stop))]
    out += sorted(((key, " ".join("%s:%d" % (name, round(value * 100)) for name, value in sorted(names.items())))
                   for key, names in weights.items()), key=lambda r: r[0].encode("utf-8"))
    print("  senses/model.tsv: %d rows" % write_tsv(os.path.join(corpora, "senses", "model.tsv"), out))
    check = os.path.join(corpora, "senses", "features-check.tsv")
    print("  senses/features-check.tsv: %d rows" % write_tsv(check, feature_check(documents, set(stop))))


if __name__ == "__main__":
    main(sys.argv[-1], sys.argv[1] == "--tune")
