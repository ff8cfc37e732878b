"""WordNet 3.0 senses and derivations, CMUdict pronunciations ->
dictionary/{synsets,senses,derivations,pronunciations}.tsv (root families: roots_table.py).

usage: dictionary_tables.py WORDNET_DIR CMUDICT_FILE CORPORA_DIR

- synsets.tsv: id (pos letter + WordNet offset), pos (n v a r; satellites are a),
  words ('|'-joined, '_' -> space), gloss, examples ('|'-joined, quotes removed)
- senses.tsv: lemma, pos, sense number (WordNet's order: most tagged first), tag count from
  cntlist.rev (0 when untagged), synset id, WordNet sense key (`bank%1:14:00::`, the id SemCor
  and the sense model use)
- derivations.tsv: lemma, pos, related lemma, related pos (WordNet '+' links, both directions)
- pronunciations.tsv: word, ARPAbet phones (one row per CMUdict variant, in its order)
- roots.tsv: root, meaning, source word, members ('|'-joined lemmas, by frequency rank)
"""
import os
import re
import sys

from common import byte_key, progress, row_key, write_tsv

POS_FILES = [("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")]
SS_TYPE_NUMBERS = {"n": "1", "v": "2", "a": "3", "r": "4", "s": "5"}  # the sense key's ss_type
SS_LETTERS = {"n": "n", "v": "v", "a": "a", "s": "a", "r": "r"}  # data files
WORD_OK = re.compile(r"^[a-z][a-z'.-]*( [a-z][a-z'.-]*)*$")
CMU_OK = re.compile(r"^[a-z][a-z'.-]*$")


def clean_word(w):
    w = re.sub(r"\((a|p|ip)\)$", "", w)  # adjective position markers
    return w.replace("_", " ")


def read_synsets(wn):
    synsets, derivations = [], set()
    for pos, name in POS_FILES:
        with open(os.path.join(wn, "data." + name), encoding="utf-8") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                head, _, gloss_part = line.partition(" | ")
                fields = head.split()
                offset, ss_type = fields[0], fields[2]
                count = int(fields[3], 16)
                words = [clean_word(fields[4 + 2 * i]) for i in range(count)]
                i = 4 + 2 * count
                pointers = int(fields[i])
                for k in range(pointers):
                    symbol, target, tpos, st = fields[i + 1 + 4 * k: i + 5 + 4 * k]
                    if symbol != "+" or st == "0000":
                        continue
                    derivations.add((offset, pos, int(st[:2], 16), target, SS_LETTERS[tpos], int(st[2:], 16)))
                gloss, examples = split_gloss(gloss_part.strip())
                synsets.append((pos + offset, SS_LETTERS[ss_type], words, gloss, examples))
    return synsets, derivations


def read_sense_keys(wn):
    """(lemma, pos, synset offset) -> WordNet sense key, `lemma%ss_type:lex_filenum:lex_id:head_word:head_id`
    (WordNet's senseidx(5WN)); a satellite adjective names its cluster's head word. A synset that holds a
    word twice in two cases (`Earth 0 earth 2`) gives it the first one's key, as Debian's index.sense does and
    SemCor tags it (`earth%1:17:00::`, the planet, 51 tags). Also
    (pos, synset offset) -> the synset's number of relations (its degree in WordNet's graph)."""
    keys, heads, satellites, degrees = {}, {}, [], {}
    for pos, name in POS_FILES:
        with open(os.path.join(wn, "data." + name), encoding="utf-8") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                fields = line.split(" | ")[0].split()
                offset, lex_file, ss_type = fields[0], int(fields[1]), fields[2]
                count = int(fields[3], 16)
                raw = [(fields[4 + 2 * i].lower(), int(fields[5 + 2 * i], 16)) for i in range(count)]
                words = [(re.sub(r"\((a|p|ip)\)$", "", word), lex_id) for word, lex_id in raw]
                if ss_type == "a":
                    heads[offset] = raw[0]  # a head word keeps its position marker: `single(a)`
                head_offset = None
                i = 4 + 2 * count
                degrees[(pos, offset)] = int(fields[i])
                for k in range(int(fields[i])):
                    symbol, target = fields[i + 1 + 4 * k: i + 3 + 4 * k]
                    if ss_type == "s" and symbol == "&":
                        head_offset = target
                number = SS_TYPE_NUMBERS[ss_type]
                for word, lex_id in words:
                    stem = "%s%%%s:%02d:%02d:" % (word, number, lex_file, lex_id)
                    if ss_type == "s":
                        satellites.append(((word, pos, offset), stem, head_offset))
                    else:
                        keys.setdefault((word, pos, offset), stem + ":")
    for place, stem, head_offset in satellites:
        head_word, head_id = heads[head_offset]
        keys.setdefault(place, "%s%s:%02d" % (stem, head_word, head_id))
    return keys, degrees


def split_gloss(text):
    """'definition; "example one"; "example two"' -> (definition, [examples])."""
    examples = [e.strip() for e in re.findall(r'"([^"]+)"', text)]
    definition = re.sub(r';?\s*"[^"]*"', "", text).strip(" ;")
    return definition.replace("|", "/"), [e.replace("|", "/") for e in examples if e]


def read_counts(wn):
    """Sense key -> tag count, from cntlist.rev. Keyed by sense key, not by sense number: Debian's
    database is rebuilt by grind, whose sense numbers are not those cntlist.rev was counted with."""
    counts = {}
    with open(os.path.join(wn, "cntlist.rev"), encoding="utf-8") as f:
        for line in f:
            key, _, count = line.split()
            counts[key] = int(count)
    return counts


def read_senses(wn, counts, keys, degrees):
    rows = []
    for pos, name in POS_FILES:
        with open(os.path.join(wn, "index." + name), encoding="utf-8") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                fields = line.split()
                lemma = fields[0].replace("_", " ")
                if not WORD_OK.match(lemma):
                    continue
                synset_count = int(fields[2])
                offsets = fields[-synset_count:]
                found = [(keys[(fields[0], pos, offset)], offset) for offset in offsets]
                # Most tagged first, as Princeton numbers them. Among senses tagged equally often (mostly
                # never), the one with more relations first: a central sense before a specialised one
                # (degree centrality, Navigli and Lapata 2010; `auction` the sale before the card game).
                found.sort(key=lambda k: (-counts.get(k[0], 0), -degrees[(pos, k[1])]))
                for number, (key, offset) in enumerate(found, 1):
                    rows.append((lemma, pos, number, counts.get(key, 0), pos + offset, key))
    rows.sort(key=lambda r: (byte_key(r[0]), "nvar".index(r[1]), r[2]))
    return rows


def main(wn, cmu, out):
    synsets, links = read_synsets(wn)
    words_of = {sid: words for sid, _, words, _, _ in synsets}
    rows = sorted(((sid, pos, "|".join(words), gloss, "|".join(ex)) for sid, pos, words, gloss, ex in synsets),
                  key=row_key)
    progress("dictionary/synsets.tsv: %d rows" % write_tsv(os.path.join(out, "dictionary", "synsets.tsv"), rows))

    senses = read_senses(wn, read_counts(wn), *read_sense_keys(wn))
    progress("dictionary/senses.tsv: %d rows" % write_tsv(os.path.join(out, "dictionary", "senses.tsv"), senses))

    pairs = set()
    for offset, pos, source, target, tpos, tword in links:
        a = words_of[pos + offset][source - 1].lower()
        b = words_of[tpos + target][tword - 1].lower()
        if a != b and WORD_OK.match(a) and WORD_OK.match(b):
            pairs.add((a, pos, b, tpos))
            pairs.add((b, tpos, a, pos))
    rows = sorted(pairs, key=row_key)
    progress("dictionary/derivations.tsv: %d rows" % write_tsv(os.path.join(out, "dictionary", "derivations.tsv"), rows))

    rows = []
    with open(cmu, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            word, phones = line.split(" ", 1)
            word = re.sub(r"\(\d+\)$", "", word)
            if CMU_OK.match(word):
                rows.append((word, phones))
    progress("dictionary/pronunciations.tsv: %d rows" % write_tsv(os.path.join(out, "dictionary", "pronunciations.tsv"), rows))


if __name__ == "__main__":
    main(*sys.argv[1:4])
