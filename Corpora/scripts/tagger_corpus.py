#!/usr/bin/env python3
"""The part-of-speech tagger's training data: UD English EWT **train** (never dev or test) cut to the three
columns the tagger learns from, so `Corpora/build.sh` retrains it anywhere.

    python3 Corpora/scripts/tagger_corpus.py en_ewt-ud-train.conllu.xz Corpora/tagger/ud-ewt-train.tsv.xz

Writes `form TAB UPOS TAB XPOS` per syntactic word (the tagger learns UPOS, with PROPN split by the
Penn tag into NNP and NNPS: a plural name takes its singular lemma) (multiword-token lines such as `It's` and empty nodes are
skipped: their words follow), a blank line after each sentence, xz-compressed (preset 9e, CRC64), so a
rerun on the same input is byte-identical. Only needed when the treebank changes: the committed output is
the input of `reader train-tagger`.
"""
import lzma
import os
import sys


def sentences(path):
    with lzma.open(path, "rt", encoding="utf-8") as f:
        words = []
        for line in f:
            line = line.rstrip("\n")
            if not line:
                if words:
                    yield words
                words = []
            elif not line.startswith("#"):
                fields = line.split("\t")
                if "-" in fields[0] or "." in fields[0]:
                    continue
                if "\t" in fields[1] or " " in fields[1]:
                    raise ValueError("bad form %r" % fields[1])
                words.append((fields[1], fields[3], fields[4]))
        if words:
            yield words


def main(source, out):
    text = "".join("".join("%s\t%s\t%s\n" % w for w in s) + "\n" for s in sentences(source))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    tmp = out + ".tmp"
    with open(tmp, "wb") as f:
        f.write(lzma.compress(text.encode("utf-8"), format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64,
                              preset=9 | lzma.PRESET_EXTREME))
    os.replace(tmp, out)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
