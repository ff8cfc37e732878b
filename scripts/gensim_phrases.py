"""Times gensim Phrases on the lemma sentences `reader tokens` gives for the same files.

Usage: gensim_phrases.py READER_BINARY FILE...

The sentences are exactly the tokens our counter sees: word tokens only, their
lemma (reader's lemmatizer), grouped by reader's sentence index, cut at
punctuation like our counter does. Building them is not timed; gensim's
training (`Phrases(...)` over the in-memory lists) is.
"""
import json
import subprocess
import sys
import time

from gensim.models.phrases import ENGLISH_CONNECTOR_WORDS, Phrases


def sentences(reader, path):
    tokens = subprocess.run([reader, "tokens", "--format", "jsonl", path], check=True, capture_output=True, text=True).stdout
    current, sentence = [], None
    for line in tokens.splitlines():
        token = json.loads(line)
        if token["sentence"] != sentence or token["kind"] not in ("word", "space"):
            if len(current) > 1:
                yield current
            current, sentence = [], token["sentence"]
        if token["kind"] == "word":
            current.append(token["lemma"])
    if len(current) > 1:
        yield current


def main():
    reader, files = sys.argv[1], sys.argv[2:]
    corpus = [s for path in files for s in sentences(reader, path)]
    words = sum(len(s) for s in corpus)
    started = time.perf_counter()
    model = Phrases(corpus, min_count=5, threshold=0.5, scoring="npmi", connector_words=ENGLISH_CONNECTOR_WORDS)
    elapsed = time.perf_counter() - started
    print(f"gensim Phrases: {len(corpus)} segments, {words} words, {len(model.vocab)} vocabulary entries, "
          f"trained in {elapsed:.3f} s ({words / elapsed / 1e6:.2f} M words/s)")
    print(f"GENSIM_SECONDS={elapsed:.4f}")


if __name__ == "__main__":
    main()
