#!/usr/bin/env python3
"""Tap -> phrase on STREUSLE train, to learn and check phrase rules where tuning is allowed (issue 26).

    python3 scripts/tap_train.py --reader PATH --data DIR [--errors] [--limit N]

STREUSLE train comes only in its one-line form (`streusle.ud_train.vis`: `had_ a routine _surgery|V.LVC.full`,
weak MWEs joined by `~`); its sentences are a subset of UD EWT train, which gives the raw text, the byte
spans and the UPOS. The two are joined by sentence id into CoNLL-U-Lex rows (strong and weak MWE columns,
LEXCAT) and scored exactly as `eval_dev.py` scores dev. A sentence whose words do not line up (a form holding
`_`, `~` or `|`) is left out and counted.
"""
import argparse
import lzma
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import eval_dev  # noqa: E402
import tap_classes  # noqa: E402


def vis_words(line):
    """[(form, lexcat, strong group or None, weak group or None)] of one `.vis` sentence."""
    words, strong_open, weak_open, groups = [], None, None, 0
    for chunk in line.split(" "):
        pieces = chunk.split("~")
        weak_here = None
        if len(pieces) > 1:
            if pieces[0] == "" and weak_open is not None:
                weak_here = weak_open
            else:
                groups += 1
                weak_here = groups
            weak_open = weak_here if pieces[-1] == "" else None
        for piece in (p for p in pieces if p):
            label = None
            if "|" in piece:
                piece, label = piece.rsplit("|", 1)
            continues = piece.startswith("_") and strong_open is not None
            parts = piece.strip("_").split("_")
            if continues:
                group = strong_open
            elif len(parts) > 1 or piece.endswith("_"):
                groups += 1
                group = groups
            else:
                group = None
            strong_open = group if label is None and piece.endswith("_") else None
            lexcat = label.split("-", 1)[0] if label else "_"
            for form in parts:
                words.append([form, lexcat, group, weak_here])
    return words


def ewt_blocks(data):
    """sent_id -> the CoNLL-U rows of UD EWT train."""
    with lzma.open(os.path.join(data, "ud-ewt", "en_ewt-ud-train.conllu.xz"), "rt", encoding="utf-8") as f:
        blocks = f.read().split("\n\n")
    out = {}
    for block in blocks:
        lines = block.strip("\n").split("\n")
        sent_id = next((l.split("=", 1)[1].strip() for l in lines if l.startswith("# sent_id")), None)
        if sent_id:
            out[sent_id] = lines
    return out


def conllulex(data):
    """CoNLL-U-Lex text of the STREUSLE train sentences and the number left out."""
    blocks, out, skipped = ewt_blocks(data), [], 0
    with open(os.path.join(data, "streusle", "streusle.ud_train.vis"), encoding="utf-8") as f:
        for line in f:
            sent_id, _, rest = line.rstrip("\n").partition("\t")
            lines = blocks.get(sent_id)
            words = vis_words(rest)
            rows = [l.split("\t") for l in lines or [] if l and not l.startswith("#")]
            word_rows = [r for r in rows if "-" not in r[0] and "." not in r[0]]
            if lines is None or len(word_rows) != len(words) or any(
                    r[1] != w[0] for r, w in zip(word_rows, words)):
                skipped += 1
                continue
            positions = {}
            for r, (form, lexcat, strong, weak) in zip(word_rows, words):
                smwe = wmwe = "_"
                if strong is not None:
                    positions[strong] = positions.get(strong, 0) + 1
                    smwe = f"{strong}:{positions[strong]}"
                if weak is not None:
                    positions[("w", weak)] = positions.get(("w", weak), 0) + 1
                    wmwe = f"{weak}:{positions[('w', weak)]}"
                r[:] = r[:10] + [smwe, lexcat, "_", "_", "_", wmwe, "_"]
            # The LEXCAT of a gappy MWE is written on its last part; eval_dev reads it from the first word.
            firsts = {}
            for r, w in zip(word_rows, words):
                if w[2] is not None:
                    firsts.setdefault(w[2], r)
                    if w[1] != "_":
                        firsts[w[2]][11] = w[1]
            out.append("\n".join([l for l in lines if l.startswith("#")] + ["\t".join(r) for r in rows]))
    return "\n\n".join(out) + "\n", skipped


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reader", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--errors", action="store_true")
    parser.add_argument("--limit", type=int, default=60)
    args = parser.parse_args()
    text, skipped = conllulex(args.data)
    with tempfile.NamedTemporaryFile("w", suffix=".conllulex", delete=False, encoding="utf-8") as f:
        f.write(text)
        path = f.name
    try:
        taps = eval_dev.tap_eval(args.reader, args.data, path)
    finally:
        os.unlink(path)
    mwe, plain, errors = eval_dev.tap_figures(taps)
    print(f"STREUSLE train ({skipped} sentences left out): exact {mwe[0]}/{mwe[1]} = {mwe[0] / mwe[1]:.3f}, "
          f"false {plain[0]}/{plain[1]} = {plain[0] / plain[1]:.4f}")
    if args.errors:
        print("\n".join(tap_classes.breakdown(taps)))
        for (kind, what, got), n in errors.most_common(args.limit):
            print(f"{n:4d}  {kind:<5} {what:<40} got {got!r}")


if __name__ == "__main__":
    try:
        main()
    except eval_dev.Failure as e:
        print(f"tap_train.py: {e}", file=sys.stderr)
        sys.exit(e.status)
