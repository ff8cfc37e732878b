#!/usr/bin/env python3
"""Lemma accuracy of `reader tokens` against the gold set in Corpora/eval/lemma-gold.tsv.

Scores every gold token of class W (words; punctuation, numbers and symbols are excluded).
A gold word with no predicted token at exactly the same byte offsets counts as wrong.
Also scores a context-free baseline (lemminflect, first lemma in NOUN, VERB, ADJ, ADV order)
on the gold tokenization when lemminflect can be imported.
Exit codes: 64 usage, 65 bad gold file or reader output, 66 missing gold file or reader binary,
74 reader failed.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE_ORDER = ("NOUN", "VERB", "ADJ", "ADV")
CLITICS = {"n't", "nt", "'s", "s", "'m", "'re", "'ve", "'ll", "'d", "'", "ca", "wo", "gon", "wan", "na", "ta"}
# Older EWT releases lemmatized these possessive determiners to the nominative pronoun.
OLD_POSSESSIVES = {"your": "you", "our": "we", "his": "he", "her": "she", "their": "they"}
PRONOUNS = {"i", "me", "my", "mine", "myself", "you", "your", "yours", "he", "him", "his", "she", "her", "hers",
            "it", "its", "we", "us", "our", "ours", "they", "them", "their", "theirs", "these", "those", "an"}


class Failure(Exception):
    def __init__(self, message, status):
        super().__init__(message)
        self.status = status


def read_gold(path):
    """Returns [(raw_text, [(token, lemma, cls, start_byte, end_byte)])]; offsets are within raw_text."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
    except FileNotFoundError:
        raise Failure(f"gold file not found: {path}", 66)
    except (OSError, UnicodeDecodeError) as e:
        raise Failure(f"cannot read gold file {path}: {e}", 65)
    sentences, raw, tokens, cursor = [], None, [], 0

    def close():
        if raw is not None:
            if not tokens:
                raise Failure(f"{path}: sentence without tokens: {raw!r}", 65)
            sentences.append((raw, tokens))

    for number, line in enumerate(lines, 1):
        if line.startswith("# text = "):
            close()
            raw, tokens, cursor = line[len("# text = "):], [], 0
        elif not line or line.startswith("#"):
            continue
        else:
            fields = line.split("\t")
            if raw is None or len(fields) != 3 or fields[2] not in ("W", "P", "N", "S") or not fields[0]:
                raise Failure(f"{path}:{number}: expected token<TAB>lemma<TAB>W|P|N|S after a '# text =' line", 65)
            encoded, needle = raw.encode("utf-8"), fields[0].encode("utf-8")
            start = encoded.find(needle, cursor)
            if start < 0:
                raise Failure(f"{path}:{number}: token {fields[0]!r} not found in its sentence after byte {cursor}", 65)
            cursor = start + len(needle)
            tokens.append((fields[0], fields[1], fields[2], start, cursor))
    close()
    if not sentences:
        raise Failure(f"{path}: no sentences", 65)
    return sentences


def reader_binary(explicit):
    candidates = [explicit] if explicit else [".build/release/reader", ".build/debug/reader"]
    for candidate in candidates:
        path = candidate if os.path.isabs(candidate) else os.path.join(REPO, candidate)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise Failure("reader binary not found (" + ", ".join(candidates) + "); build it or set READER_BIN", 66)


def run_reader(binary, sentences):
    """Writes each sentence as its own paragraph, runs the tokenizer, returns ({(start, end): (text, lemma)}, bases)."""
    bases, chunks, offset = [], [], 0
    for raw, _ in sentences:
        bases.append(offset)
        chunk = raw.encode("utf-8") + b"\n\n"
        chunks.append(chunk)
        offset += len(chunk)
    with tempfile.NamedTemporaryFile(prefix="lemma-gold-", suffix=".txt", delete=False) as f:
        f.write(b"".join(chunks))
        input_path = f.name
    try:
        result = subprocess.run([binary, "tokens", "--format", "jsonl", input_path], capture_output=True)
    finally:
        os.unlink(input_path)
    if result.returncode != 0:
        message = result.stderr.decode("utf-8", "replace").strip().splitlines()
        raise Failure(f"reader exited with {result.returncode}: {message[-1] if message else 'no message'}", 74)
    predicted = {}
    for number, line in enumerate(result.stdout.decode("utf-8").splitlines(), 1):
        try:
            record = json.loads(line)
            predicted[(record["start"], record["end"])] = (record["text"], record["lemma"])
        except (ValueError, KeyError, TypeError):
            raise Failure(f"reader output line {number} is not a token record: {line[:80]!r}", 65)
    return predicted, bases


def category(token, lemma):
    low = token.lower()
    if low in CLITICS:
        return "clitic"
    if low in PRONOUNS:
        return "pronoun/determiner"
    if lemma != lemma.lower() and lemma != "I":
        return "name (case kept)"
    if lemma == low:
        return "unchanged"
    if low.endswith("ing"):
        return "-ing"
    if low.endswith("ed") or low.endswith("en"):
        return "-ed/-en"
    if low.endswith("s"):
        return "-s"
    if low.endswith("er") or low.endswith("est"):
        return "-er/-est"
    return "other change"


def baseline_lemma(lemminflect, token):
    lemmas = lemminflect.getAllLemmas(token)
    for upos in BASELINE_ORDER:
        if lemmas.get(upos):
            return lemmas[upos][0]
    return token.lower()


def old_possessive_gold(token, gold):
    """The lemma older EWT releases would give: possessive determiners (gold lemma = own form) to the nominative."""
    low = token.lower()
    return OLD_POSSESSIVES[low] if low in OLD_POSSESSIVES and gold == low else gold


def percent(right, total):
    return f"{100.0 * right / total:6.2f}%" if total else "   n/a"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--gold", default=os.path.join(REPO, "Corpora/eval/lemma-gold.tsv"))
    parser.add_argument("--reader", default=os.environ.get("READER_BIN"),
                        help="reader binary (default: $READER_BIN, .build/release/reader, .build/debug/reader)")
    parser.add_argument("--top", type=int, default=40, help="how many error pairs to list (default 40)")
    parser.add_argument("--contexts", action="store_true", help="also list every error in its sentence")
    args = parser.parse_args()
    if args.top < 0:
        parser.error("--top must be >= 0")

    sentences = read_gold(args.gold)
    predicted, bases = run_reader(reader_binary(args.reader), sentences)
    try:
        import lemminflect
    except ImportError:
        lemminflect = None
        print("note: lemminflect not importable, baseline skipped (scripts/eval-lemmas.sh installs it)", file=sys.stderr)

    words = right = right_ci = right_old = mismatched = 0
    base_right = base_right_ci = base_right_old = 0
    errors = collections.Counter()
    contexts = []
    by_category = collections.defaultdict(lambda: [0, 0, 0])  # words, ours right, baseline right
    for (raw, tokens), base in zip(sentences, bases):
        for token, gold, cls, start, end in tokens:
            if cls != "W":
                continue
            words += 1
            cat = by_category[category(token, gold)]
            cat[0] += 1
            old_gold = old_possessive_gold(token, gold)
            hit = predicted.get((base + start, base + end))
            if hit is not None and hit[1] == old_gold:
                right_old += 1
            if hit is None:
                mismatched += 1
                overlapping = [text for (s, e), (text, _) in predicted.items() if s < base + end and e > base + start]
                errors[(token, gold, "<tokens: " + " | ".join(overlapping) + ">")] += 1
                contexts.append((raw, start, end, gold, "<tokens: " + " | ".join(overlapping) + ">"))
            else:
                lemma = hit[1]
                if lemma == gold:
                    right += 1
                    cat[1] += 1
                else:
                    errors[(token, gold, "null" if lemma is None else lemma)] += 1
                    contexts.append((raw, start, end, gold, "null" if lemma is None else lemma))
                if lemma is not None and lemma.lower() == gold.lower():
                    right_ci += 1
            if lemminflect is not None:
                guess = baseline_lemma(lemminflect, token)
                if guess == gold:
                    base_right += 1
                    cat[2] += 1
                if guess.lower() == gold.lower():
                    base_right_ci += 1
                if guess == old_gold:
                    base_right_old += 1

    print(f"gold: {len(sentences)} sentences, {words} word tokens (class W)")
    print(f"tokenization mismatches (gold word with no predicted token at the same offsets): {mismatched}")
    print()
    print(f"{'':24} {'reader':>9} {'lemminflect':>12}")
    baseline = lemminflect is not None
    print(f"{'strict accuracy':24} {percent(right, words):>9} {percent(base_right, words) if baseline else 'n/a':>12}")
    print(f"{'case-insensitive':24} {percent(right_ci, words):>9} {percent(base_right_ci, words) if baseline else 'n/a':>12}")
    print(f"{'words right (strict)':24} {right:>9} {base_right if baseline else 'n/a':>12}")
    print(f"{'strict, old possessives':24} {percent(right_old, words):>9} "
          f"{percent(base_right_old, words) if baseline else 'n/a':>12}")
    print("  (old possessives: gold your/our/his/her/their -> you/we/he/she/they, as in older EWT releases)")
    print()
    print("by category (strict):")
    for name, (total, ours, theirs) in sorted(by_category.items(), key=lambda item: -item[1][0]):
        print(f"  {name:22} {total:5} words  reader {percent(ours, total)}  lemminflect "
              f"{percent(theirs, total) if baseline else 'n/a'}")
    print()
    print(f"top {args.top} reader errors (count, token, gold, predicted):")
    for (token, gold, guess), count in errors.most_common(args.top):
        print(f"  {count:3}  {token}\t{gold}\t{guess}")
    if args.contexts:
        print()
        print("every reader error in context (gold / predicted):")
        for raw, start, end, gold, guess in contexts:
            encoded = raw.encode("utf-8")
            marked = (encoded[:start] + b"[[" + encoded[start:end] + b"]]" + encoded[end:]).decode("utf-8")
            print(f"  {gold} / {guess}: {marked}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as failure:
        print(f"eval-lemmas: {failure}", file=sys.stderr)
        sys.exit(failure.status)
