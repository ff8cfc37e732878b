#!/usr/bin/env python3
"""Lemma accuracy on UD EWT train, to learn and check lemma rules where tuning is allowed (issue 26).

    python3 scripts/lemma_train.py --reader PATH --data DIR [--errors] [--limit N]

Scored exactly as `eval_dev.py` scores dev. The tagger was trained on these sentences, so its tags are
better here than on new text: use the figures to find and check classes of lemma errors, not as a measure.
"""
import argparse
import lzma
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import eval_dev  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reader", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--errors", action="store_true", help="list the lemma errors, most frequent first")
    parser.add_argument("--limit", type=int, default=100)
    args = parser.parse_args()
    with lzma.open(os.path.join(args.data, "ud-ewt", "en_ewt-ud-train.conllu.xz"), "rt", encoding="utf-8") as f:
        train = f.read()
    with tempfile.NamedTemporaryFile("w", suffix=".conllu", encoding="utf-8") as f:
        f.write(train)
        f.flush()
        tally, errors = eval_dev.lemma_eval(args.reader, args.data, f.name)
    right, total = tally["all"]
    print(f"lemma accuracy on EWT train ({total} words): {right / total:.4f}; UPOS {tally['upos'][0] / tally['upos'][1]:.4f}")
    if args.errors:
        for (_, form, upos, gold, got), n in [e for e in errors.most_common() if e[0][0] == "lemma"][:args.limit]:
            print(f"{n:4d}  {form:<18} {upos:<6} gold {gold:<16} got {got}")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except eval_dev.Failure as failure:
        print(f"lemma_train.py: {failure}", file=sys.stderr)
        sys.exit(failure.status)
