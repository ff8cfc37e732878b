#!/usr/bin/env python3
"""Sense-choice check: does the first sense `reader define FILE --at BYTE` shows have the
part of speech the word has in its sentence?

Taps come from a UD English treebank (CoNLL-U; UPOS gives the gold part of speech): every
NOUN/VERB/ADJ/ADV token whose lemma WordNet lists under two or more parts of speech (the
only taps where the choice matters), taking every STEP-th such token so the taps spread
over the file, up to --taps. For each tap the sentence is written to a file and
`reader define` is run at the token's byte offset. The context-free baseline is the first
sense of `reader define WORD` (parts of speech by WordNet tag counts).

usage: eval-senses.py CONLLU [--taps 300] [--reader PATH] [--corpora Corpora]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

UPOS = {"NOUN": "noun", "VERB": "verb", "ADJ": "adj", "ADV": "adv"}
WN_POS = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}


def wordnet_poses(corpora):
    poses = {}
    with open(os.path.join(corpora, "dictionary", "senses.tsv"), encoding="utf-8") as f:
        for line in f:
            lemma, pos = line.split("\t", 2)[:2]
            poses.setdefault(lemma, set()).add(WN_POS[pos])
    return poses


def sentences(path):
    text, tokens = None, []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# text = "):
                text = line[len("# text = "):]
            elif not line:
                if text is not None and tokens:
                    yield text, tokens
                text, tokens = None, []
            elif not line.startswith("#"):
                cols = line.split("\t")
                if "-" in cols[0] or "." in cols[0]:
                    continue
                tokens.append((cols[1], cols[2], cols[3]))


def candidates(path, poses):
    for text, tokens in sentences(path):
        position = 0
        for form, lemma, upos in tokens:
            found = text.find(form, position)
            if found < 0:
                break
            position = found + len(form)
            if upos in UPOS and len(poses.get(lemma.lower(), ())) >= 2 and form.isalpha():
                yield text, len(text[:found].encode("utf-8")), form, UPOS[upos]


def first_pos(output):
    try:
        senses = json.loads(output)["senses"]
    except (ValueError, KeyError):
        return None
    return senses[0]["pos"] if senses else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("conllu")
    parser.add_argument("--taps", type=int, default=300)
    parser.add_argument("--reader", default=".build/release/reader")
    parser.add_argument("--corpora", default="Corpora")
    args = parser.parse_args()
    pool = list(candidates(args.conllu, wordnet_poses(args.corpora)))
    step = max(1, len(pool) // args.taps)
    taps = pool[::step][:args.taps]
    env = dict(os.environ, READER_DB=os.path.join(tempfile.mkdtemp(), "empty.sqlite"))
    right = baseline_right = answered = 0
    by_pos = {}
    with tempfile.TemporaryDirectory() as folder:
        sentence_file = os.path.join(folder, "sentence.txt")
        for text, offset, form, gold in taps:
            with open(sentence_file, "w", encoding="utf-8") as f:
                f.write(text + "\n")
            tapped = subprocess.run([args.reader, "define", sentence_file, "--at", str(offset), "--format", "json"],
                                    capture_output=True, text=True, env=env)
            plain = subprocess.run([args.reader, "define", form.lower(), "--format", "json"],
                                   capture_output=True, text=True, env=env)
            chosen, baseline = first_pos(tapped.stdout), first_pos(plain.stdout)
            answered += chosen is not None
            right += chosen == gold
            baseline_right += baseline == gold
            total, hits = by_pos.get(gold, (0, 0))
            by_pos[gold] = (total + 1, hits + (chosen == gold))
    n = len(taps)
    print("taps: %d (UD tokens whose lemma WordNet lists under 2+ parts of speech; %d candidates)" % (n, len(pool)))
    print("first sense has the gold part of speech: %d/%d = %.1f%% (answered %d)" % (right, n, 100.0 * right / n, answered))
    print("context-free first sense (define WORD):  %d/%d = %.1f%%" % (baseline_right, n, 100.0 * baseline_right / n))
    for pos in sorted(by_pos):
        total, hits = by_pos[pos]
        print("  gold %-4s %3d taps, %5.1f%% right" % (pos, total, 100.0 * hits / total))


if __name__ == "__main__":
    sys.exit(main())
