#!/usr/bin/env python3
"""Issue 48, step 4: a prototype of LMMS-style contextual sense vectors (Loureiro and Jorge 2019) on SemCor's
held-out documents, with all-MiniLM-L6-v2 run in numpy (encoder.py).

usage: prototype.py [--model DIR] [--cache DIR] [--reader PATH] [--repo DIR]

  --model   the unpacked all-MiniLM-L6-v2 (config.json, model.safetensors, tokenizer.json); run.sh fetches it
  --cache   where the encoded vectors are kept between runs (deterministic; delete to recompute)
  --reader  a built `reader`: if given, the end-to-end measure (the engine's own lemma and part of speech,
            `define --taps`, as scripts/eval_dev.py runs it) is made too

Splits, all by SemCor document number d (0-based, corpus order), as Corpora/scripts/sense_model.py and
scripts/eval_senses.py draw them:
  held out   d % 5 == 4   never used to build a vector or choose a setting; measured once per kept setting
  dev        d % 5 == 0   a slice of the training documents held apart for choosing the settings (the grid)
  build      the rest     the sense vectors measured on dev are built from d % 5 in {1, 2, 3}; the ones
                          measured on the held-out documents from every training document (d % 5 != 4)
The current linear model (senses/model.tsv) was trained on every training document, dev included, so for
the dev grid it is retrained here on the build documents only (sense_model.Perceptron, same settings).

Prints the grid on dev, then the kept setting (and a few reference settings) on the held-out documents,
by part of speech, with exact McNemar p-values; fp16/int8 storage checks; sizes; timing.
"""
import argparse
import collections
import json
import lzma
import math
import os
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from encoder import Encoder  # noqa: E402

HELD_OUT_EVERY = 5  # = sense_model.HELD_OUT_EVERY = eval_senses.SEMCOR_HELD_OUT_EVERY
POS_OF_SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
LAYERS = ("last", "last4")  # the last layer; the mean of the last four (= their sum, for cosines)
# The first run's grid was prior (0, 0.01, 0.02, 0.05) x margin (0, 0.01, 0.02, 0.05): the best dev settings sat at
# its edge (prior 0.05, margin 0.05), so it was widened once, still on dev only; the centred modes, added after a
# side run on dev (side_center.py), want larger priors (their cosines spread wider), hence up to 1.6.
PRIOR_WEIGHTS = (0.0, 0.02, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6)
MARGINS = (0.0, 0.02, 0.05, 0.1)
# semcor: centroids, senses without one left out; semcor+gloss: gloss vectors for those; lmms: centroid and gloss
# cosines averaged; gloss: gloss vectors only; centred(+gloss): centroids and query less the lemma's mean.
MODES = ("semcor", "semcor+gloss", "lmms", "gloss", "centred", "centred+gloss")
UNITS = ("key", "synset")
FALLBACKS = ("first", "model")
TIMING_SENTENCE = ("The jury further said in term end presentments that the City Executive Committee , which had "
                   "over-all charge of the election , deserves praise").split()  # 24 words


def split_of(d):
    if d % HELD_OUT_EVERY == HELD_OUT_EVERY - 1:
        return "held"
    return "dev" if d % HELD_OUT_EVERY == 0 else "build"


# ---------------------------------------------------------------- data

def read_raw(path):
    """Documents -> sentences -> tokens (form, Penn tag, lemma, sense-key field), punctuation kept (the
    encoder reads the sentence as written); a sentence is kept when it has a word other than punctuation,
    as sense_model.read_semcor keeps them."""
    documents, sentence = [], []
    with lzma.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# doc = "):
                documents.append([])
            elif not line:
                if any(t[1] != "-" for t in sentence):
                    documents[-1].append(sentence)
                sentence = []
            else:
                sentence.append(tuple(line.split("\t")))
    if any(t[1] != "-" for t in sentence):
        documents[-1].append(sentence)
    return documents


def parse_keys(field):
    """sense_model.read_semcor's keys of a token (a bare `%...` after `;` takes the first key's lemma)."""
    keys = [] if field == "-" else field.split(";")
    if keys:
        name = keys[0].split("%")[0]
        keys = [k if "%" in k else name + "%" + k for k in keys]
    return keys


def read_senses(repo):
    """(lemma, pos) -> [(sense number, tag count, synset, key)] in WordNet's order; key -> synset."""
    senses, synset_of = collections.defaultdict(list), {}
    with open(os.path.join(repo, "Corpora", "dictionary", "senses.tsv"), encoding="utf-8") as f:
        for line in f:
            lemma, pos, number, count, synset, key = line.rstrip("\n").split("\t")
            senses[(lemma, pos)].append((int(number), int(count), synset, key))
            synset_of[key] = synset
    return senses, synset_of


def read_synsets(repo):
    out = {}
    with open(os.path.join(repo, "Corpora", "dictionary", "synsets.tsv"), encoding="utf-8") as f:
        for line in f:
            sid, _, words, gloss, examples = line.rstrip("\n").split("\t")
            out[sid] = (gloss, [e for e in examples.split("|") if e])
    return out


# ---------------------------------------------------------------- encoding (cached)

def encode_semcor(encoder, documents, cache):
    """Vectors (tokens, 2, 384) of every sense-tagged token of SemCor, in corpus order, and the (doc, sentence,
    token) of each."""
    path = os.path.join(cache, "semcor.npy")
    where = [(d, s, i) for d, doc in enumerate(documents) for s, sent in enumerate(doc)
             for i, t in enumerate(sent) if t[3] != "-"]
    if os.path.exists(path):
        vectors = np.load(path)
        assert len(vectors) == len(where)
        return vectors, where
    vectors = np.zeros((len(where), 2, encoder.hidden), dtype=np.float32)
    flat = [(d, s) for d, doc in enumerate(documents) for s in range(len(doc))]
    row, started, step = 0, time.time(), 2048
    offsets = {}
    for k, (d, s) in enumerate(flat):
        offsets[(d, s)] = row
        row += sum(t[3] != "-" for t in documents[d][s])
    for start in range(0, len(flat), step):
        chunk = flat[start:start + step]
        # each SemCor token's form is one or more space-separated words (`took place`): all its pieces count
        words, owner = [], []
        for d, s in chunk:
            w, o = [], []
            for i, t in enumerate(documents[d][s]):
                for part in t[0].split(" "):
                    w.append(part)
                    o.append(i)
            words.append(w)
            owner.append(o)
        for (d, s), w, o, vec in zip(chunk, words, owner, encoder.word_vectors(words)):
            sums = collections.defaultdict(lambda: np.zeros((2, encoder.hidden), dtype=np.float32))
            counts = collections.Counter()
            for j, i in enumerate(o):
                sums[i] += vec[j]
                counts[i] += 1
            r = offsets[(d, s)]
            for i, t in enumerate(documents[d][s]):
                if t[3] != "-":
                    vectors[r] = sums[i] / counts[i]
                    r += 1
        print("    encoded %d of %d sentences, %.0f s" % (min(start + step, len(flat)), len(flat), time.time() - started),
              flush=True)
    np.save(path, vectors)
    return vectors, where


INFLECTIONS = ("", "s", "es", "ed", "d", "ing", "er", "est", "ly")


def occurs(word, lemma):
    """Is an example's word a form of a one-word lemma (regular inflections; `make` -> `making`)?"""
    w = word.lower().strip(".,;:!?\"'()`")
    if w == lemma:
        return True
    for stem in (lemma, lemma[:-1] if lemma.endswith("e") or lemma.endswith("y") else lemma):
        if w.startswith(stem) and w[len(stem):] in INFLECTIONS + ("ied", "ies", "ier", "iest"):
            return len(stem) >= 3
    return False


def gloss_words(lemma, gloss, examples):
    """`lemma : gloss ; example ; example`, split on spaces, and the word positions that are the lemma."""
    head = lemma.split(" ")
    words = head + [":"] + gloss.split()
    at = list(range(len(head)))
    for e in examples:
        words.append(";")
        for w in e.split():
            if len(head) == 1 and occurs(w, lemma):
                at.append(len(words))
            words.append(w)
    return words, at


def encode_glosses(encoder, keys, lemma_of_key, synset_of, synsets, cache):
    """key -> vector (2, 384): the mean of the lemma's vectors in `lemma : gloss ; examples` (the head and each
    form of the lemma in the examples). Cached per key."""
    path = os.path.join(cache, "glosses.npz")
    have = {}
    if os.path.exists(path):
        z = np.load(path, allow_pickle=False)
        have = dict(zip(z["keys"].tolist(), z["vectors"]))
    todo = sorted(k for k in keys if k not in have)
    started = time.time()
    step = 2048
    for start in range(0, len(todo), step):
        chunk = todo[start:start + step]
        texts = [gloss_words(lemma_of_key[k], *synsets[synset_of[k]]) for k in chunk]
        for k, (words, at), vec in zip(chunk, texts, encoder.word_vectors([t[0] for t in texts])):
            have[k] = vec[at].mean(0)
        print("    glosses: %d of %d, %.0f s" % (min(start + step, len(todo)), len(todo), time.time() - started), flush=True)
    if todo:
        ks = sorted(have)
        np.savez(path, keys=np.array(ks), vectors=np.stack([have[k] for k in ks]))
    return have


# ---------------------------------------------------------------- instances

def gold_instances(documents, senses, sense_model, stop, gloss_stems):
    """sense_model.instances' words (a sense-tagged word, not a name, whose lemma and part of speech list one of
    its keys; the gold lemma and part of speech given), with where the word is and its features for the linear
    model. Returns a list of dicts."""
    out = []
    for d, doc in enumerate(documents):
        for s, sent in enumerate(doc):
            words = [(i, t) for i, t in enumerate(sent) if t[1] != "-"]
            rows = []
            for i, (form, tag, lemma, field) in words:
                named = tag.startswith("NNP") or lemma == "-"
                lemma = form.lower() if named else lemma.lower().replace("_", " ")
                rows.append((i, form.lower(), lemma, parse_keys(field), sense_model.tag_class(tag, lemma)))
            forms, lemmas, tags = [r[1] for r in rows], [r[2] for r in rows], [r[4] for r in rows]
            for j, (i, form, lemma, keys, tc) in enumerate(rows):
                if not keys or tc == "P":
                    continue
                pos = POS_OF_SS_TYPE.get(keys[0].split("%")[1][:1])
                cands = senses.get((lemma, pos), [])
                if not any(c[3] in keys for c in cands):
                    continue
                sm_cands = [(pos, c[0], c[1], c[3], c[2]) for c in cands]
                out.append(dict(d=d, s=s, i=i, lemma=lemma, pos=pos, keys=keys, cands=cands, sm_cands=sm_cands,
                                feats=sense_model.features(forms, lemmas, tags, j, stop),
                                overlap=sense_model.overlaps(sm_cands, lemmas, j, gloss_stems, stop)))
    return out


def load_model_tsv(repo):
    """senses/model.tsv -> (weights as Perceptron.scores reads them, stop lemmas)."""
    weights, stop = {}, []
    with open(os.path.join(repo, "Corpora", "senses", "model.tsv"), encoding="utf-8") as f:
        for line in f:
            key, value = line.rstrip("\n").split("\t", 1)
            if key == "#":
                continue
            if key == "#stop":
                stop = value.split(" ")
                continue
            weights[key] = {n: int(v) / 100 for n, v in (p.rsplit(":", 1) for p in value.split(" "))}
    return weights, stop


# ---------------------------------------------------------------- scoring

def unit_vectors(x):
    n = np.linalg.norm(x, axis=-1, keepdims=True)
    return x / np.maximum(n, 1e-12)


def centroids(vectors, where, documents, docs, synset_of, unit):
    """Sense key (unit "key") or synset (unit "synset") -> ((2, 384) mean of the unit-length token vectors tagged
    with it over the given documents, their number). The centroid is the mean made unit-length."""
    sums, counts = {}, collections.Counter()
    for r, (d, s, i) in enumerate(where):
        if d not in docs:
            continue
        v = unit_vectors(vectors[r])
        for k in parse_keys(documents[d][s][i][3]):
            name = k if unit == "key" else synset_of.get(k)
            if name is None:
                continue
            if name in sums:
                sums[name] += v
            else:
                sums[name] = v.copy()
            counts[name] += 1
    return {k: (v / counts[k], counts[k]) for k, v in sums.items()}


class Table:
    """Per instance: the candidates' cosines to the query under each (layer, unit, mode), as padded arrays."""

    def __init__(self, queries, cand_lists, cents, glosses, synset_of):
        n, kmax = len(cand_lists), max(len(c) for c in cand_lists)
        self.n, self.kmax = n, kmax
        self.valid = np.zeros((n, kmax), dtype=bool)
        self.logcount = np.zeros((n, kmax), dtype=np.float32)
        for a, cands in enumerate(cand_lists):
            self.valid[a, :len(cands)] = True
            self.logcount[a, :len(cands)] = [math.log1p(c[1]) for c in cands]
        q = unit_vectors(queries)  # (n, 2, 384)
        self.cos = {}
        for unit in UNITS:
            c_cos = np.full((2, n, kmax), np.nan, dtype=np.float32)
            z_cos = np.full((2, n, kmax), np.nan, dtype=np.float32)
            g_cos = np.full((2, n, kmax), np.nan, dtype=np.float32)
            for a, cands in enumerate(cand_lists):
                seen = []
                for b, c in enumerate(cands):
                    v = cents[unit].get(c[3] if unit == "key" else c[2])
                    if v is not None:
                        c_cos[:, a, b] = (q[a] * unit_vectors(v[0])).sum(-1)
                        seen.append((b, v))
                    g = glosses.get(c[3])
                    if g is not None:
                        g_cos[:, a, b] = (q[a] * unit_vectors(g)).sum(-1)
                # centred: query and centroids less the mean of the lemma's training tokens (count-weighted
                # centroids), so that what every sense of the lemma shares drops out; one seen sense scores 0
                if len(seen) >= 2:
                    m = sum(v[0] * v[1] for _, v in seen) / sum(v[1] for _, v in seen)
                    qc = unit_vectors(q[a] - m)
                    for b, v in seen:
                        z_cos[:, a, b] = (qc * unit_vectors(v[0] - m)).sum(-1)
                elif seen:
                    z_cos[:, a, seen[0][0]] = 0.0
            for li, layer in enumerate(LAYERS):
                c, g = c_cos[li], g_cos[li]
                self.cos[(layer, unit, "semcor")] = c
                self.cos[(layer, unit, "semcor+gloss")] = np.where(np.isnan(c), g, c)
                self.cos[(layer, unit, "lmms")] = np.where(np.isnan(c), g, np.where(np.isnan(g), c, (c + g) / 2))
                self.cos[(layer, unit, "gloss")] = g
                z = z_cos[li]
                self.cos[(layer, unit, "centred")] = z
                self.cos[(layer, unit, "centred+gloss")] = np.where(np.isnan(z), g, z)

    def choose(self, layer, unit, mode, prior, margin, fallback):
        """Index of the chosen candidate per instance: the best score (cosine + prior * ln(1 + tag count)) among
        the candidates that have a vector; the fallback (`fallback`: an index per instance) when none has one
        or the best leads the second by less than `margin`."""
        s = self.cos[(layer, unit, mode)] + prior * self.logcount
        s = np.where(np.isnan(s) | ~self.valid, -np.inf, s)
        order = np.argsort(-s, axis=1, kind="stable")
        best = order[:, 0]
        top = np.take_along_axis(s, order[:, :2], 1) if self.kmax > 1 else np.concatenate([s, np.full_like(s, -np.inf)], 1)
        with np.errstate(invalid="ignore"):
            lead = top[:, 0] - top[:, 1]
        keep = np.isfinite(top[:, 0]) & (lead >= margin) if margin > 0 else np.isfinite(top[:, 0])
        return np.where(keep, best, fallback)


def mcnemar(a, b):
    """Exact two-sided McNemar (binomial on the discordant pairs): (a right b wrong, b right a wrong, p)."""
    x, y = int(np.sum(a & ~b)), int(np.sum(~a & b))
    n, k = x + y, min(x, y)
    if n == 0:
        return x, y, 1.0
    logs = [math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1) - n * math.log(2) for i in range(k + 1)]
    m = max(logs)
    p = 2 * math.exp(m) * sum(math.exp(v - m) for v in logs)
    return x, y, min(1.0, p)


def quantize(v, kind):
    if kind == "fp16":
        return v.astype(np.float16).astype(np.float32)
    scale = np.abs(v).max(-1, keepdims=True) / 127  # int8, one scale a vector
    return np.round(v / np.maximum(scale, 1e-12)).astype(np.int8).astype(np.float32) * scale


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="/tmp/sense-proto-model")
    ap.add_argument("--cache", default="/tmp/sense-proto-cache")
    ap.add_argument("--reader", default=None)
    ap.add_argument("--repo", default=os.path.abspath(os.path.join(HERE, "..", "..")))
    args = ap.parse_args()
    os.makedirs(args.cache, exist_ok=True)
    sys.path.insert(0, os.path.join(args.repo, "Corpora", "scripts"))
    sys.path.insert(0, os.path.join(args.repo, "scripts"))
    import sense_model
    import eval_senses

    t0 = time.time()
    encoder = Encoder(args.model)
    semcor_path = os.path.join(args.repo, "Corpora", "senses", "semcor30.tsv.xz")
    documents = read_raw(semcor_path)
    # the same sentences as the linear model reads (punctuation left out there)
    sm_docs = sense_model.read_semcor(semcor_path)
    assert [[[w[0] for w in s] for s in d] for d in sm_docs] == \
        [[[t[0].lower() for t in s if t[1] != "-"] for s in d] for d in documents]
    senses, synset_of = read_senses(args.repo)
    synsets = read_synsets(args.repo)

    print("## encoder checks")
    for a, b in (("A man is playing a guitar.", "Someone is playing the guitar."),
                 ("The bank raised its interest rates.", "The lender increased what it charges on loans."),
                 ("A man is playing a guitar.", "The stock market fell sharply today."),
                 ("The cat sits on the mat.", "Quantum physics describes subatomic particles.")):
        print("  cos %.3f  %s | %s" % (float(encoder.sentence_embedding(a) @ encoder.sentence_embedding(b)), a, b))
    ids = [encoder.pieces(TIMING_SENTENCE)[0]]
    times = []
    for _ in range(50):
        t = time.perf_counter()
        encoder.forward(ids)
        times.append(time.perf_counter() - t)
    times.sort()
    print("  one %d-word sentence (%d pieces), batch of one, one core: median %.1f ms, fastest %.1f ms"
          % (len(TIMING_SENTENCE), len(ids[0]), 1000 * times[25], 1000 * times[0]))
    half = Encoder(args.model, dtype=np.float16)
    w32 = encoder.word_vectors([TIMING_SENTENCE])[0]
    w16 = half.word_vectors([TIMING_SENTENCE])[0]
    print("  fp16 weights: word vectors' cosine to fp32's, lowest %.6f"
          % float((unit_vectors(w32) * unit_vectors(w16)).sum(-1).min()))

    print("## encoding SemCor (every sentence; cached in %s)" % args.cache, flush=True)
    vectors, where = encode_semcor(encoder, documents, args.cache)
    row_of = {w: r for r, w in enumerate(where)}
    print("  %d sense-tagged tokens, %.0f s so far" % (len(where), time.time() - t0), flush=True)

    weights, stop = load_model_tsv(args.repo)
    gloss_stems = sense_model.read_gloss_stems(os.path.join(args.repo, "Corpora"), set(stop))
    inst = gold_instances(documents, senses, sense_model, set(stop), gloss_stems)
    dev = [x for x in inst if split_of(x["d"]) == "dev"]
    held = [x for x in inst if split_of(x["d"]) == "held"]
    print("  gold-lemma words: dev %d, held-out %d" % (len(dev), len(held)))

    # the current model's answers: retrained without the dev documents for dev; model.tsv for the held-out ones
    perceptron = sense_model.Perceptron()
    train_dev = [(x["lemma"], x["sm_cands"], set(x["keys"]), x["feats"], x["overlap"])
                 for x in inst if split_of(x["d"]) == "build"]
    dev_model = sense_model.Perceptron()
    dev_model.train(train_dev)
    dev_weights = dev_model.averaged()
    for xs, w in ((dev, dev_weights), (held, weights)):
        for x in xs:
            chosen = perceptron.best(x["lemma"], x["sm_cands"], x["feats"], w, x["overlap"], sense_model.MARGIN)
            x["model"] = [c[3] for c in x["cands"]].index(chosen[3])
    print("  current model retrained for dev, %.0f s so far" % (time.time() - t0), flush=True)

    # end-to-end taps: the engine's lemma and part of speech
    e2e = None
    if args.reader:
        lines = lzma.open(semcor_path, "rt", encoding="utf-8").read().split("\n")
        text, offsets, golds = eval_senses.semcor_taps(lines)
        taps_where = [(d, s, i) for d, doc in enumerate(documents) if split_of(d) == "held"
                      for s, sent in enumerate(doc) for i, t in enumerate(sent)
                      if t[3] != "-" and " " not in t[0] and not t[1].startswith("NNP")]
        assert len(taps_where) == len(offsets), (len(taps_where), len(offsets))
        rec_path = os.path.join(args.cache, "define-records.jsonl")
        if not os.path.exists(rec_path):
            with open(os.path.join(args.cache, "semcor-held.txt"), "wb") as f:
                f.write(text)
            with open(os.path.join(args.cache, "semcor-held.taps"), "w") as f:
                f.write("".join("%d\n" % o for o in offsets))
            out = subprocess.run([args.reader, "define", os.path.join(args.cache, "semcor-held.txt"), "--taps",
                                  os.path.join(args.cache, "semcor-held.taps"), "--format", "json"],
                                 check=True, capture_output=True).stdout
            with open(rec_path, "wb") as f:
                f.write(out)
        records = [json.loads(l) for l in open(rec_path, encoding="utf-8")]
        e2e = []
        for w, rec, gold in zip(taps_where, records, golds):
            shown = eval_senses.shown_keys([rec])[0]
            cands = []
            if shown:
                cands = senses.get((eval_senses.lemma_of(shown), eval_senses.pos_of(shown)), [])
            e2e.append(dict(where=w, shown=shown, gold=gold, cands=cands,
                            model=[c[3] for c in cands].index(shown) if shown in [c[3] for c in cands] else 0))

    # gloss vectors of every candidate measured
    need = {c[3] for xs in (dev, held) for x in xs for c in x["cands"]}
    if e2e:
        need |= {c[3] for x in e2e for c in x["cands"]}
    lemma_of_key = {}
    for (lemma, pos), cs in senses.items():
        for c in cs:
            if c[3] in need:
                lemma_of_key[c[3]] = lemma
    print("## gloss vectors: %d candidate senses (cached)" % len(need), flush=True)
    glosses = encode_glosses(encoder, need, lemma_of_key, synset_of, synsets, args.cache)

    def build(docs):
        return {u: centroids(vectors, where, documents, docs, synset_of, u) for u in UNITS}

    build_docs = {d for d in range(len(documents)) if split_of(d) == "build"}
    train_docs = {d for d in range(len(documents)) if split_of(d) != "held"}
    wn = eval_senses.WordNet(args.repo)

    def right_matrix(xs, gold_of):
        kmax = max(len(x["cands"]) for x in xs)
        m = np.zeros((len(xs), kmax), dtype=bool)
        for a, x in enumerate(xs):
            for b, c in enumerate(x["cands"]):
                m[a, b] = wn.same_meaning(c[3], gold_of(x))
        return m

    def table(xs, cents, gl=glosses):
        q = np.stack([vectors[row_of[(x["d"], x["s"], x["i"])] if "d" in x else row_of[x["where"]]] for x in xs])
        return Table(q, [x["cands"] for x in xs], cents, gl, synset_of)

    # ---------------- the grid, on dev
    cents_dev = build(build_docs)
    t_dev = table(dev, cents_dev)
    r_dev = right_matrix(dev, lambda x: x["keys"])
    rows = np.arange(len(dev))
    fb_dev = {"first": np.zeros(len(dev), dtype=int), "model": np.array([x["model"] for x in dev])}
    first_dev = r_dev[:, 0].mean()
    model_dev = r_dev[rows, fb_dev["model"]].mean()
    print("## dev (training documents d %% 5 == 0, vectors from d %% 5 in 1..3): %d words" % len(dev))
    print("  WordNet's first sense %.4f; linear model (retrained without dev) %.4f" % (first_dev, model_dev))
    results = []
    for layer in LAYERS:
        for unit in UNITS:
            for mode in MODES:
                for prior in PRIOR_WEIGHTS:
                    for margin in MARGINS:
                        for fb in FALLBACKS:
                            ch = t_dev.choose(layer, unit, mode, prior, margin, fb_dev[fb])
                            results.append((r_dev[rows, ch].mean(), layer, unit, mode, prior, margin, fb))
    print("  grid: %d settings (layers %s x units %s x modes %s x prior %s x margin %s x fallback %s)"
          % (len(results), LAYERS, UNITS, MODES, PRIOR_WEIGHTS, MARGINS, FALLBACKS))
    print("  best of each (layer, unit, mode), fallback first / model:")
    for layer in LAYERS:
        for unit in UNITS:
            for mode in MODES:
                line = []
                for fb in FALLBACKS:
                    best = max(r for r in results if r[1:4] == (layer, unit, mode) and r[6] == fb)
                    plain = next(r for r in results if r[1:] == (layer, unit, mode, 0.0, 0.0, fb))
                    line.append("%s: plain %.4f, best %.4f (prior %.2f margin %.2f)" % (fb, plain[0], best[0], best[4], best[5]))
                print("    %-5s %-6s %-12s %s" % (layer, unit, mode, "; ".join(line)))
    kept = max(results, key=lambda r: (round(r[0], 6), r[6] == "first"))
    kept_first = max((r for r in results if r[6] == "first"), key=lambda r: round(r[0], 6))
    kept_plain = max((r for r in results if not r[3].startswith("centred")), key=lambda r: (round(r[0], 6), r[6] == "first"))
    print("  best uncentred: %s (dev %.4f)" % (kept_plain[1:], kept_plain[0]))
    print("  kept: %s (dev %.4f); kept with WordNet's first sense as the fallback: %s (dev %.4f)"
          % (kept[1:], kept[0], kept_first[1:], kept_first[0]), flush=True)

    # ---------------- held-out documents, once per kept / reference setting
    cents = build(train_docs)
    t_held = table(held, cents)
    r_held = right_matrix(held, lambda x: x["keys"])
    rows = np.arange(len(held))
    fb_held = {"first": np.zeros(len(held), dtype=int), "model": np.array([x["model"] for x in held])}
    first = r_held[:, 0]
    model = r_held[rows, fb_held["model"]]
    pos = np.array([x["pos"] for x in held])
    settings = [("kept", kept[1:]), ("kept, first-sense fallback", kept_first[1:]),
                ("best uncentred on dev", kept_plain[1:]),
                ("issue's recipe: last layer, key, SemCor only", ("last", "key", "semcor", 0.0, 0.0, "first")),
                ("last 4, key, SemCor only", ("last4", "key", "semcor", 0.0, 0.0, "first")),
                ("last 4, key, LMMS (centroid + gloss)", ("last4", "key", "lmms", 0.0, 0.0, "first")),
                ("gloss vectors only", ("last4", "key", "gloss", 0.0, 0.0, "first"))]
    print("## held-out documents (d %% 5 == 4): %d words, gold lemma and part of speech" % len(held))
    header = "| | all (%d) | nouns (%d) | verbs (%d) | adjectives (%d) | adverbs (%d) |" % (
        len(held), *(int((pos == p).sum()) for p in "nvar"))
    print(header)

    def line(name, right):
        return "| %s | %.4f | %s |" % (name, right.mean(), " | ".join("%.4f" % right[pos == p].mean() for p in "nvar"))
    print(line("WordNet's first sense", first))
    print(line("current linear model (model.tsv)", model))
    print("  (the linear model counted as sense_model.py counts it, the same key only: %.4f)"
          % np.mean([x["cands"][x["model"]][3] in x["keys"] for x in held]))
    chosen = {}
    for name, (layer, unit, mode, prior, margin, fb) in settings:
        ch = t_held.choose(layer, unit, mode, prior, margin, fb_held[fb])
        chosen[name] = ch
        right = r_held[rows, ch]
        print(line("%s: %s" % (name, "/".join(map(str, (layer, unit, mode, prior, margin, fb)))), right))
    for name in chosen:
        right = r_held[rows, chosen[name]]
        a, b, p = mcnemar(right, first)
        a2, b2, p2 = mcnemar(right, model)
        print("  %s vs first sense: +%d -%d, McNemar p = %.2g; vs linear model: +%d -%d, p = %.2g"
              % (name, a, b, p, a2, b2, p2))
    a, b, p = mcnemar(model, first)
    print("  linear model vs first sense: +%d -%d, p = %.2g" % (a, b, p))

    # storage: the kept setting's vectors rounded to fp16 / int8
    layer, unit, mode, prior, margin, fb = kept[1:]
    for kind in ("fp16", "int8"):
        qc = {u: {k: (quantize(v[0], kind), v[1]) for k, v in c.items()} for u, c in cents.items()}
        qg = {k: quantize(v, kind) for k, v in glosses.items()}
        ch = table(held, qc, qg).choose(layer, unit, mode, prior, margin, fb_held[fb])
        print("  %s vectors: %d of %d answers change (accuracy %.4f)"
              % (kind, int((ch != chosen["kept"]).sum()), len(held), r_held[rows, ch].mean()))
    n_key, n_syn = len(cents["key"]), len(cents["synset"])
    print("## sizes: %d sense-key centroids, %d synset centroids from the training documents; 384 dims: "
          "key fp16 %.1f MB, int8 %.1f MB (+ a 4-byte scale each); synset fp16 %.1f MB, int8 %.1f MB"
          % (n_key, n_syn, n_key * 768 / 1e6, n_key * 388 / 1e6, n_syn * 768 / 1e6, n_syn * 388 / 1e6))
    n_all = sum(len(v) for v in senses.values())
    print("  gloss vectors for every WordNet sense (%d keys, %d synsets): int8 %.1f MB / %.1f MB"
          % (n_all, len(synsets), n_all * 388 / 1e6, len(synsets) * 388 / 1e6))

    # ---------------- end to end
    if e2e:
        t_e = table(e2e, cents)
        g = [x["gold"] for x in e2e]
        n = len(e2e)
        base = np.array([wn.same_meaning(wn.first_of(x["gold"][0]), x["gold"]) for x in e2e])
        shown = np.array([wn.same_meaning(x["shown"], x["gold"]) for x in e2e])
        first_found = np.array([x["shown"] is not None and wn.same_meaning(wn.first_of(x["shown"]), x["gold"])
                                for x in e2e])
        gpos = np.array([eval_senses.pos_of(x["gold"][0]) for x in e2e])
        print("## end to end: %d taps of the held-out documents (eval_senses.semcor_taps), the engine's lemma and "
              "part of speech (`%s define --taps`)" % (n, args.reader))
        print("| | all | nouns | verbs | adjectives | adverbs |")

        def line2(name, right):
            return "| %s | %.4f | %s |" % (name, right.mean(), " | ".join("%.4f" % right[gpos == p].mean() for p in "nvar"))
        print(line2("WordNet's first sense of SemCor's lemma and pos", base))
        print(line2("engine today (linear model)", shown))
        print(line2("WordNet's first sense of the engine's lemma and pos", first_found))
        fb_e = {"first": np.zeros(n, dtype=int), "model": np.array([x["model"] for x in e2e])}
        has = np.array([bool(x["cands"]) for x in e2e])
        for name, (layer, unit, mode, prior, margin, fb) in settings[:5]:
            ch = t_e.choose(layer, unit, mode, prior, margin, fb_e[fb])
            right = np.array([bool(x["cands"]) and wn.same_meaning(x["cands"][c][3], x["gold"]) if x["cands"] else False
                              for x, c in zip(e2e, ch)])
            right |= ~has & shown
            a, b, p = mcnemar(right, shown)
            a1, b1, p1 = mcnemar(right, base)
            print(line2(name, right) + " vs engine +%d -%d p=%.2g; vs first sense +%d -%d p=%.2g" % (a, b, p, a1, b1, p1))
    print("## done in %.0f s" % (time.time() - t0))


if __name__ == "__main__":
    main()
