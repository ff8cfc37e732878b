#!/usr/bin/env python3
"""Fits LevelScore's weights on the OneStopEnglish dev topics (../shared/data/onestop-dev).

    python3 scripts/fit_levels.py --reader PATH --data DIR [--folds 5]

Each text's features come from `reader batch --stdin-jsonl` (so they are the engine's own). The target
is the middle of the CEFR band the teachers wrote the level for, on level_score's scale (A1 = 1 .. C2 = 6):
elementary A2-B1 -> 2.5, intermediate B1-B2 -> 3.5, advanced B2-C1 -> 4.5. The weights are ordinary
least squares of that target on (ln ASL, LR, SYL) (adding rare_share or the 1k band share raised the
Spearman figure by about 0.02 and lowered the pairwise order, so they stay out); the CEFR cut points stay at the
half-levels of LevelScore.band. Topics are split into --folds groups: each group is scored by weights fitted
on the others, and the held-out figures are printed beside the in-sample ones, since the same topics are
what eval-dev.sh reports on. Prints the Swift constants for LevelScore.swift. Stdlib only.
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from eval_dev import LEVELS, Failure, in_band, level_eval, pairwise, spearman  # noqa: E402

NAMES = ("intercept", "sentenceWeight", "logRankWeight", "syllableWeight")
TARGET = {"ele": 2.5, "int": 3.5, "adv": 4.5}


def features(score):
    return [1.0, math.log(max(score["mean_sentence_length"], 1)), score["mean_log_rank"], score["mean_syllables"]]


def least_squares(xs, ys):
    """Solves the normal equations by Gauss-Jordan elimination with partial pivoting."""
    n = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) for j in range(n)] + [sum(x[i] * y for x, y in zip(xs, ys))] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [v - factor * p for v, p in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]


def predict(weights, x):
    return sum(w * v for w, v in zip(weights, x))


def band(value):
    return ("A1", "A2", "B1", "B2", "C1", "C2")[min(max(int(math.floor(value + 0.5)), 1), 6) - 1]


def figures(rows, values):
    target = [LEVELS.index(r["level"]) + 1 for r in rows]
    return pairwise(rows, values), spearman(values, target), in_band(rows, [band(v) for v in values])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reader", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--folds", type=int, default=5)
    args = parser.parse_args()
    rows = level_eval(args.reader, args.data)
    xs = [features(r["score"]) for r in rows]
    ys = [TARGET[r["level"]] for r in rows]
    weights = least_squares(xs, ys)

    topics = sorted({r["topic"] for r in rows})
    fold_of = {t: i % args.folds for i, t in enumerate(topics)}
    held_out = [0.0] * len(rows)
    for fold in range(args.folds):
        train = [i for i, r in enumerate(rows) if fold_of[r["topic"]] != fold]
        w = least_squares([xs[i] for i in train], [ys[i] for i in train])
        for i, r in enumerate(rows):
            if fold_of[r["topic"]] == fold:
                held_out[i] = predict(w, xs[i])

    print(f"{len(rows)} texts, {len(topics)} topics; target = middle of the teachers' CEFR band")
    print("| fit | pairwise | Spearman | cefr in band |")
    print("|---|---|---|---|")
    print("| in-sample (all topics) | %.3f | %.3f | %.2f |" % figures(rows, [predict(weights, x) for x in xs]))
    print("| held out (%d-fold by topic) | %.3f | %.3f | %.2f |" % ((args.folds,) + figures(rows, held_out)))
    print("Swift constants for LevelScore.swift:")
    for name, w in zip(NAMES, weights):
        print(f"    static let {name} = {w:.3f}")


if __name__ == "__main__":
    try:
        main()
    except Failure as e:
        print(f"fit_levels.py: {e}", file=sys.stderr)
        sys.exit(e.status)
