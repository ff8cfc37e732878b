"""Word families for statuses (issue 27) -> family/heads.tsv: `word TAB head TAB link TAB affix`.

A word with no status of its own takes its head's (SPEC "Statuses"), so only transparent links are kept,
as Bauer and Nation (1993) count a word family: knowing *farm* is knowing *farms, farming, farmer*.

- `inflection` (their level 2): a form LemmInflect derives from another lemma (lemminflect-lemmas.tsv),
  for where the lemmatizer keeps it as a lemma of its own (UD English keeps
  *farming* as a noun, *interested* and *used* as adjectives, *thanks* and *glasses* as plurals). The form
  must begin with its head but for the head's last letter (*lost* from *lose*, *said* from *say*), so
  suppletive pairs that are words of their own stay apart (*lay*/*lie*, *found*/*find*, *ground*/*grind*,
  *least*/*little*).
- `derivation` (their level 3, with -ful, -or and re-): a WordNet derivation link (dictionary/derivations.tsv)
  whose longer word is the shorter plus one regular suffix of SUFFIXES, with English spelling changes
  (*smoker* from *smoke*, *shopper* from *shop*, *happily* from *happy*, *noisy* from *noise*); or, for the
  prefixes WordNet does not link, the prefix plus a WordNet lemma of the same part of speech (*unhappy*,
  *nonstop*); re- only where a WordNet gloss of the word says "again" or "anew" (*rebuild*, not *remark*).

A link whose word is more common than its head by more than MORE_COMMON zipf (wordfreq, frequency/words.tsv)
is dropped: such a word is no member of the head's family but a word of its own (*better* is not *bet* + -er).
A derivation rarer than about one in a million words (zipf < RARE_DERIVATION, or not among the ranked
forms) is dropped too: met that seldom, it is worth noticing as New (*tiredness*, *restock*), and the
learner who knows it marks it once.
Heads are themselves words of the lexicon; a word may have a head that has a head (*unhappily* ->
*unhappy* -> *happy*): the engine walks the chain, so a learner's mark on any link wins.

usage: family_table.py CORPORA_DIR
"""
import os
import sys

from common import progress, row_key, write_tsv

SUFFIXES = ("er", "or", "ly", "ness", "ful", "less", "able", "ible", "ish", "y", "th")
PREFIXES = ("un", "non", "re")
# Which parts of speech a suffix turns which into (WordNet letters; s = satellite adjective).
SUFFIX_POS = {"er": ("v", "n"), "or": ("v", "n"), "ly": ("a", "r"), "ness": ("a", "n"), "ful": ("n", "a"),
              "less": ("n", "a"), "able": ("v", "a"), "ible": ("v", "a"), "ish": ("n", "a"), "y": ("n", "a"),
              "th": ("a", "n")}
AGAIN = ("again", "anew")
VOWELS = "aeiou"
MORE_COMMON = 0.5
RARE_DERIVATION = 3.0


def read_rows(corpora, name):
    with open(os.path.join(corpora, name), encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip()]


def spellings(head, suffix):
    """The ways English writes head + suffix: farm+er, smoke+er -> smoker, shop+er -> shopper,
    happy+ly -> happily, simple+ly -> simply, basic+ly -> basically, noise+y -> noisy; a final e stays
    before a consonant (lovely, not "lovly"; so *only* is not *one* + -ly)."""
    out = {head + suffix}
    vowel_suffix = suffix[0] in VOWELS + "y"
    if head.endswith("e") and vowel_suffix:
        out.add(head[:-1] + suffix)
    if suffix == "ly" and head.endswith("le"):
        out.add(head[:-1] + "y")
    if head.endswith("y") and len(head) > 2 and head[-2] not in VOWELS and suffix != "ish":
        out.add(head[:-1] + "i" + suffix)
    if (vowel_suffix and len(head) >= 3 and head[-1] not in VOWELS + "wxy" and head[-2] in VOWELS
            and head[-3] not in VOWELS):
        out.add(head + head[-1] + suffix)
    if suffix == "ly" and head.endswith("ic"):
        out.add(head + "ally")
    if suffix in ("able", "ible") and head.endswith("ate"):
        out.add(head[:-3] + suffix)
    return out


def candidate_heads(word, suffix):
    """Heads whose spelling with `suffix` could give `word` (the inverse of `spellings`)."""
    stem = word[:-len(suffix)] if word.endswith(suffix) else None
    out = []
    if stem:
        out += [stem, stem + "e"]
        if stem.endswith("i"):
            out.append(stem[:-1] + "y")
        if len(stem) > 1 and stem[-1] == stem[-2]:
            out.append(stem[:-1])
        if suffix == "ly" and stem.endswith("al"):
            out.append(stem[:-2])
    if suffix == "ly" and word.endswith("ly") and not word.endswith("lly"):
        out.append(word[:-1] + "e")
    return out


def inflection_links(corpora, lexicon):
    links = {}
    for form, upos, lemmas in read_rows(corpora, "lemma/lemminflect-lemmas.tsv"):
        if upos not in ("NOUN", "VERB", "ADJ") or not form.islower():
            continue
        for head in lemmas.split("/"):
            if head == form or head not in lexicon or not head.islower() or form in links:
                continue
            if len(head) >= 2 and form.startswith(head[:-1]) and len(form) > len(head) - 1:
                links[form] = (head, "inflection", "-" + form[len(head) - 1:] if not form.startswith(head) else
                               "-" + form[len(head):] if form != head else "")
    return links


def derivation_links(corpora, lexicon):
    links = {}
    for word, pos, related, related_pos in read_rows(corpora, "dictionary/derivations.tsv"):
        if len(related) < 3 or len(word) < len(related):
            continue
        for suffix in SUFFIXES:
            source, target = SUFFIX_POS[suffix]
            if pos.replace("s", "a") != target or related_pos.replace("s", "a") != source:
                continue
            if word in spellings(related, suffix) and word not in links:
                links[word] = (related, "derivation", "-" + suffix)
    # WordNet links no -ly adverb to its adjective and few -ful/-less adjectives to their noun.
    unlinked = ("ly", "ful", "less")
    for word, parts in lexicon.items():
        for suffix in unlinked:
            source, target = SUFFIX_POS[suffix]
            if word in links or target not in parts or not word.endswith(suffix[-2:]):
                continue
            for head in candidate_heads(word, suffix):
                if len(head) >= 3 and source in lexicon.get(head, ()) and word in spellings(head, suffix):
                    links[word] = (head, "derivation", "-" + suffix)
                    break
    glosses = {}
    for row in read_rows(corpora, "dictionary/synsets.tsv"):
        glosses[row[0]] = row[3]
    says_again = set()
    for row in read_rows(corpora, "dictionary/senses.tsv"):
        gloss = glosses.get(row[4], "")
        if any(word in gloss.split() for word in AGAIN):
            says_again.add(row[0])
    for word, parts in lexicon.items():
        for prefix in PREFIXES:
            head = word[len(prefix):].lstrip("-")
            if not word.startswith(prefix) or head not in lexicon or word in links or len(head) < 3:
                continue
            if not parts & lexicon[head] or (prefix == "re" and (word not in says_again or len(head) < 4)):
                continue
            if prefix == "un" and not parts & {"a", "r", "v"}:
                continue
            links[word] = (head, "derivation", prefix + "-")
    return links


def main(corpora):
    lexicon = {}
    for row in read_rows(corpora, "lemma/wordnet-lexicon.tsv"):
        if row[0].islower() and "_" not in row[0] and " " not in row[0]:
            lexicon.setdefault(row[0], set()).update(row[1].replace("s", "a"))
    links = derivation_links(corpora, lexicon)
    links.update(inflection_links(corpora, lexicon))
    zipf = {row[0]: float(row[2]) for row in read_rows(corpora, "frequency/words.tsv")}
    links = {w: link for w, link in links.items() if zipf.get(w, 0.0) <= zipf.get(link[0], 0.0) + MORE_COMMON
             and (link[1] == "inflection" or zipf.get(w, 0.0) >= RARE_DERIVATION)}
    rows = sorted(((w, h, link, affix) for w, (h, link, affix) in links.items()), key=row_key)
    n = write_tsv(os.path.join(corpora, "family", "heads.tsv"), rows)
    kinds = {k: sum(1 for r in rows if r[2] == k) for k in ("inflection", "derivation")}
    progress("family/heads.tsv: %d rows (%d inflection, %d derivation)" % (n, kinds["inflection"], kinds["derivation"]))


if __name__ == "__main__":
    main(sys.argv[1])
