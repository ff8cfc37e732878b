"""Evaluate `level_score` against Flesch-Kincaid on the leveled texts (Corpora/leveled).

    python3 Corpora/scripts/leveled_eval.py [--reader PATH] [--fit]

Scores every text with `reader batch --stdin-jsonl` and reports, for level_score and for the
Flesch-Kincaid grade side by side:
* rewrites.jsonl (one passage at three levels): pairwise accuracy (share of same-passage pairs
  in which the harder version scores higher; ties count as wrong) and Spearman correlation with level;
* anchors.jsonl (selected sentences per CEFR level): Spearman with level, mean score per level and
  mean absolute error against the level (level_score only: FK is a US grade, not a CEFR level).
--fit also prints the scale and offset fitted on the anchors for a fixed feature mix (the first
calibration; LevelScore.swift is now fitted on real leveled news by scripts/fit_levels.py). Stdlib only.
"""
import argparse
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = os.path.dirname(HERE)


def load(name):
    with open(os.path.join(CORPORA, "leveled", name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def score(reader, rows):
    payload = "".join(json.dumps({"id": r["id"], "text": r["text"]}) + "\n" for r in rows)
    out = subprocess.run([reader, "batch", "--stdin-jsonl"], input=payload.encode(), capture_output=True, check=True)
    records = {}
    for line in out.stdout.decode().splitlines():
        record = json.loads(line)
        records[record["id"]] = record
    return [records[r["id"]] for r in rows]


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman(xs, ys):
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    return cov / math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))


def pairwise(rows, values):
    by_article = {}
    for row, value in zip(rows, values):
        by_article.setdefault(row["article"], []).append((row["level"], value))
    right = total = 0
    for versions in by_article.values():
        for a in versions:
            for b in versions:
                if a[0] > b[0]:
                    total += 1
                    right += a[1] > b[1]
    return right / total, total


def features(record):
    return [1.0, math.log(max(record["mean_sentence_length"], 1)), record["mean_log_rank"], record["mean_syllables"]]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reader", default=os.path.join(CORPORA, "..", ".build", "release", "reader"))
    parser.add_argument("--fit", action="store_true")
    args = parser.parse_args()
    if not os.path.exists(args.reader):
        sys.exit("no reader binary at %s (build it, or pass --reader)" % args.reader)

    rewrites = load("rewrites.jsonl")
    scored = score(args.reader, rewrites)
    levels = [r["level"] for r in rewrites]
    print("rewrites.jsonl: %d passages x 3 levels" % (len(rewrites) // 3))
    print("  %-14s %9s %9s" % ("", "pairwise", "spearman"))
    for name, key in (("level_score", "level_score"), ("flesch_kincaid", "flesch_kincaid")):
        values = [s[key] for s in scored]
        accuracy, pairs = pairwise(rewrites, values)
        print("  %-14s %8.1f%% %9.3f   (%d pairs)" % (name, 100 * accuracy, spearman(values, levels), pairs))

    anchors = load("anchors.jsonl")
    scored_anchors = score(args.reader, anchors)
    targets = [r["level"] for r in anchors]
    values = [s["level_score"] for s in scored_anchors]
    fk = [s["flesch_kincaid"] for s in scored_anchors]
    print("anchors.jsonl: %d texts" % len(anchors))
    print("  spearman with level: level_score %.3f, flesch_kincaid %.3f" % (spearman(values, targets), spearman(fk, targets)))
    print("  mean absolute error of level_score: %.2f levels" % (sum(abs(v - t) for v, t in zip(values, targets)) / len(values)))
    for level in sorted(set(targets)):
        mine = [v for v, t in zip(values, targets) if t == level]
        print("  level %d: mean level_score %.2f (min %.2f, max %.2f)" % (level, sum(mine) / len(mine), min(mine), max(mine)))

    if args.fit:
        # The mix of the three features is fixed (ln ASL : LR : SYL = 1.6 : 1.0 : 0.5); the anchors
        # only set the scale and the offset, fitted by least squares of the anchor level.
        mix = (1.6, 1.0, 0.5)
        raw = [sum(w * x for w, x in zip(mix, features(s)[1:])) for s in scored_anchors]
        n = len(raw)
        mean_raw, mean_level = sum(raw) / n, sum(targets) / n
        scale = sum((x - mean_raw) * (t - mean_level) for x, t in zip(raw, targets)) / sum((x - mean_raw) ** 2 for x in raw)
        offset = mean_level - scale * mean_raw
        print("fit on anchors: level = %.2f + %.2f ln(ASL) + %.2f LR + %.2f SYL"
              % (offset, scale * mix[0], scale * mix[1], scale * mix[2]))

if __name__ == "__main__":
    main()
