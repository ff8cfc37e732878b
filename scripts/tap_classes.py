"""Error classes of tap -> phrase on STREUSLE dev, for `eval_dev.py --errors tap`.

A tap inside a strong MWE is classed by the MWE's kind (from STREUSLE's LEXCAT and the words' UPOS),
the tapped word's UPOS, and what came back instead of the MWE: nothing (the word alone), too short (a
part of it), too long (it and more), a wrong phrase (overlapping it otherwise). A false expansion (a
plain word expanded) is classed by the tapped word's UPOS, the source `expand` named, and what the
returned phrase holds: an ADP/PART word (a preposition or particle next to the tap), a capitalised
run (a name), or content words only.
"""
import collections

# STREUSLE LEXCAT -> the MWE kinds issue 15 names.
VERBAL = {"V.LVC.full": "support verb", "V.LVC.cause": "support verb", "V.VPC.full": "verb-particle",
          "V.VPC.semi": "verb-particle", "V.IAV": "prepositional verb", "V.VID": "verbal idiom"}


def mwe_kind(group):
    """The kind of a strong MWE given its words (CoNLL-U-Lex dicts; the first carries LEXCAT)."""
    lexcat = group[0]["lexcat"]
    if lexcat in VERBAL:
        return VERBAL[lexcat]
    if lexcat == "N":
        return "proper name" if any(w["upos"] == "PROPN" for w in group) else "compound noun"
    if lexcat == "ADJ":
        return "adjective compound"
    return "fixed expression"


def returned(tap):
    """What a tap selected, relative to its right span."""
    got, span = tap["got"], tap["span"]
    if got == span:
        return "right"
    if None in got:
        return "not a word to the tokenizer"
    if got == tap["token"]:
        return "nothing"
    if span[0] <= got[0] and got[1] <= span[1]:
        return "too short"
    if got[0] <= span[0] and span[1] <= got[1]:
        return "too long"
    return "wrong phrase"


def false_shape(tap):
    """What a false expansion pulled in, from the gold UPOS of the words it returned."""
    inside = [w for w in tap["sentence"] if w["start"] is not None
              and tap["got"][0] <= w["start"] and w["end"] <= tap["got"][1] and w is not tap["word"]]
    if any(w["upos"] in ("ADP", "PART") or w["lexcat"] in ("P", "INF") for w in inside):
        return "with preposition/particle"
    if tap["source"] == "lexicon" and all(w["form"][:1].isupper() for w in inside + [tap["word"]]):
        return "capitalised run"
    return "content words"


def table(title, counter, total, limit=12):
    rows = [f"{title} ({total} taps)"]
    for key, n in counter.most_common(limit):
        rows.append(f"  {n:5d}  {n / total:6.1%}  {key}")
    return rows


def breakdown(taps):
    """Lines of the breakdown: misses by kind, by tap UPOS, by what came back; false expansions by class."""
    mwe = [t for t in taps if t["is_mwe"]]
    misses = [t for t in mwe if t["got"] != t["span"]]
    by_kind = collections.defaultdict(lambda: [0, 0])
    for t in mwe:
        by_kind[t["kind"]][0] += t["got"] == t["span"]
        by_kind[t["kind"]][1] += 1
    lines = [f"tap -> phrase misses: {len(misses)} of {len(mwe)} MWE taps", "  taps  exact  misses  MWE kind"]
    for kind, (right, total) in sorted(by_kind.items(), key=lambda kv: kv[1][0] - kv[1][1]):
        lines.append(f"  {total:4d}  {right / total:5.2f}  {total - right:6d}  {kind}")
    lines += table("misses by what came back", collections.Counter(returned(t) for t in misses), len(misses))
    lines += table("misses by MWE kind and what came back",
                   collections.Counter(f"{t['kind']}: {returned(t)}" for t in misses), len(misses), limit=20)
    lines += table("misses by UPOS of the tap", collections.Counter(t["word"]["upos"] for t in misses), len(misses))
    plain = [t for t in taps if not t["is_mwe"]]
    false = [t for t in plain if t["got"] != t["span"] and None not in t["got"]]
    lines.append(f"false expansions: {len(false)} of {len(plain)} plain taps")
    lines += table("false expansions by source and shape",
                   collections.Counter(f"{t['source']}: {false_shape(t)}" for t in false), len(false))
    lines += table("false expansions by UPOS of the tap", collections.Counter(t["word"]["upos"] for t in false), len(false))
    lines += table("false expansions inside a weak MWE or touching a strong one",
                   collections.Counter(neighbour(t) for t in false), len(false))
    return lines


def neighbour(tap):
    """Whether the returned phrase reaches into gold MWEs (the tap's own word is in none)."""
    inside = [w for w in tap["sentence"] if w["start"] is not None
              and tap["got"][0] <= w["start"] and w["end"] <= tap["got"][1] and w is not tap["word"]]
    if any(w["mwe"][0] != "_" for w in inside):
        return "takes words of a strong MWE"
    if any(w["mwe"][1] != "_" for w in inside):
        return "takes words of a weak MWE"
    return "no gold MWE"
