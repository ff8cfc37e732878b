"""spaCy baseline for the reader benchmark (run by scripts/compare-spacy.sh).

Pipeline: spacy.blank("en") tokenizer + "sentencizer" + "lemmatizer" in
lookup mode (tables from spacy-lookups-data). No trained model: none can be
downloaded here, and the lookup lemmatizer is the fair counterpart of reader's
table-driven lemmatizer. The sentencizer is there because reader's tokens
carry a sentence index too.

The text is fed to nlp.pipe in paragraph chunks (split at blank lines,
long paragraphs cut at a newline or space) so no Doc exceeds spaCy's
max_length and memory stays flat, as reader's streaming does.

Modes:
  check                 exit 1 unless lookup lemmas work (went -> go, ...)
  throughput FILE N [no-sentencizer]
                        in-process: best of N runs timing only nlp.pipe over
                        the chunks; prints the best wall-clock seconds, the
                        best CPU seconds and the token count. no-sentencizer
                        drops that pipe: tokenizer + lookup lemmas only, as
                        the issue words the baseline
  tsv FILE              end to end: writes reader's `tokens --format tsv`
                        columns (text, lemma, kind, start, end, sentence;
                        UTF-8 byte offsets) to stdout
"""

import re
import sys
import time

import spacy

# Chunks stay far below spaCy's default max_length (1,000,000 characters).
CHUNK_LIMIT = 100_000
BATCH_SIZE = 256

# Same escapes as reader's TSV writer: backslash, \n, \r, \t, other C0/C1 controls as \u{hex}.
_ESCAPES = {c: "\\u{%x}" % c for c in list(range(0x20)) + list(range(0x7F, 0xA0))}
_ESCAPES.update({ord("\\"): "\\\\", ord("\n"): "\\n", ord("\r"): "\\r", ord("\t"): "\\t"})

_HAS_LETTER = re.compile(r"[^\W\d_]")


def make_nlp(sentencizer=True):
    nlp = spacy.blank("en")
    if sentencizer:
        nlp.add_pipe("sentencizer")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.initialize()
    return nlp


def chunks(text):
    """Yields consecutive pieces whose concatenation is exactly `text`."""
    start = 0
    n = len(text)
    while start < n:
        # Cut before a blank line, so its newlines lead the next paragraph's
        # Doc instead of trailing as a one-token "sentence" after a full stop.
        body = start
        while body < n and text[body] == "\n":
            body += 1
        para_end = text.find("\n\n", body)
        end = n if para_end < 0 else para_end
        if end - start > CHUNK_LIMIT:
            limit = start + CHUNK_LIMIT
            cut = text.rfind("\n", start, limit)
            if cut <= start:
                cut = text.rfind(" ", start, limit)
            end = cut + 1 if cut > start else limit
        yield text[start:end]
        start = end


def read_text(path):
    # surrogateescape keeps invalid bytes one-to-one, so byte offsets stay exact.
    with open(path, "rb") as f:
        return f.read().decode("utf-8", errors="surrogateescape")


def kind_of(token):
    if token.is_space:
        return "space"
    if token.like_url:
        return "url"
    if token.like_email:
        return "email"
    if token.is_punct:
        return "punct"
    if token.is_alpha:
        return "word"
    if token.like_num:
        return "number"
    if _HAS_LETTER.search(token.text):
        return "word"
    return "symbol"


def escaped(s):
    if "\\" in s or not s.isprintable():
        return s.translate(_ESCAPES)
    return s


def check():
    nlp = make_nlp()
    doc = nlp("She went home. The mice were running and he bought better ones.")
    lemmas = {t.text: t.lemma_ for t in doc}
    expected = {"went": "go", "mice": "mouse", "were": "be", "running": "run", "bought": "buy"}
    wrong = {w: (lemmas.get(w), lem) for w, lem in expected.items() if lemmas.get(w) != lem}
    if wrong:
        print("spaCy lookup lemmas missing (got, expected): %r" % wrong, file=sys.stderr)
        return 1
    if len(list(doc.sents)) != 2:
        print("spaCy sentencizer did not split two sentences", file=sys.stderr)
        return 1
    return 0


def throughput(path, runs, sentencizer):
    nlp = make_nlp(sentencizer)
    pieces = list(chunks(read_text(path)))
    best_wall = best_cpu = float("inf")
    tokens = 0
    for _ in range(runs):
        tokens = 0
        wall = time.perf_counter()
        cpu = time.process_time()
        for doc in nlp.pipe(pieces, batch_size=BATCH_SIZE):
            tokens += len(doc)
        best_cpu = min(best_cpu, time.process_time() - cpu)
        best_wall = min(best_wall, time.perf_counter() - wall)
    print("%.6f %.6f %d" % (best_wall, best_cpu, tokens))
    return 0


def tsv(path):
    nlp = make_nlp()
    text = read_text(path)
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", errors="replace",
               buffering=1 << 20, closefd=False, newline="\n")
    ascii_only = text.isascii()
    chunk_bytes = 0
    sentence = -1
    stream = nlp.pipe(((p, p) for p in chunks(text)), batch_size=BATCH_SIZE, as_tuples=True)
    for doc, piece in stream:
        # Character offsets -> UTF-8 byte offsets, walking forward once per chunk.
        prev_char = 0
        prev_byte = 0
        lines = []
        for sent in doc.sents:
            sentence += 1
            for token in sent:
                s = token.text
                idx = token.idx
                if ascii_only:
                    start = chunk_bytes + idx
                    end = start + len(s)
                else:
                    prev_byte += len(piece[prev_char:idx].encode("utf-8", "surrogateescape"))
                    prev_char = idx
                    start = chunk_bytes + prev_byte
                    end = start + len(s.encode("utf-8", "surrogateescape"))
                kind = kind_of(token)
                lemma = escaped(token.lemma_) if kind == "word" else ""
                lines.append("%s\t%s\t%s\t%d\t%d\t%d\n" % (escaped(s), lemma, kind, start, end, sentence))
        out.write("".join(lines))
        chunk_bytes += len(piece) if ascii_only else len(piece.encode("utf-8", "surrogateescape"))
    out.flush()
    return 0


def main(argv):
    usage = "usage: spacy_tokens.py check | throughput FILE RUNS [no-sentencizer] | tsv FILE"
    if argv == ["check"]:
        return check()
    if len(argv) in (3, 4) and argv[0] == "throughput" and argv[3:] in ([], ["no-sentencizer"]):
        runs = int(argv[2]) if argv[2].isdigit() else 0
        if runs < 1:
            print(usage, file=sys.stderr)
            return 64
        return throughput(argv[1], runs, sentencizer=len(argv) == 3)
    if len(argv) == 2 and argv[0] == "tsv":
        return tsv(argv[1])
    print(usage, file=sys.stderr)
    return 64


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except FileNotFoundError as e:
        print("spacy_tokens: cannot read %s" % e.filename, file=sys.stderr)
        sys.exit(66)
    except BrokenPipeError:
        sys.exit(74)
