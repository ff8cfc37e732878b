"""Translations of the sense a card leads with (issue 49), per language of Corpora/translations/:

- coverage: of the noun, verb, adjective and adverb taps on the OneStopEnglish dev texts, the share whose
  first sense (`define --taps`) has sense-matched words in the language;
- right translation: on SemCor's held-out documents, the share of taps whose shown words (the first sense's,
  at most three, as the card shows them) include one of the gold sense's words in that language; a wrong
  sense whose words are right counts. Over all taps (a tap whose shown sense has no words in the language is
  wrong), and over the taps whose gold sense has words in it, beside the share of those taps whose first
  sense is right: where the language can be judged, the words are right at least as often as the sense.

The language files are read here as the engine reads them: a synset id's row, its first three words.
"""
import os

WORD_LIMIT = 3
CONTENT_POS = {"NOUN", "VERB", "ADJ", "ADV"}


class Translations:
    """Each installed language's synset -> words (the first three) and its names."""

    def __init__(self, repo):
        folder = os.path.join(repo, "Corpora", "translations")
        self.languages, self.words = [], {}
        with open(os.path.join(folder, "languages.tsv"), encoding="utf-8") as f:
            for line in f:
                code, code2, name, _native, _direction, senses, _words = line.rstrip("\n").split("\t")
                if senses == "-":
                    continue
                self.languages.append((code, code2, name))
                table = {}
                with open(os.path.join(folder, code + ".tsv"), encoding="utf-8") as rows:
                    for row in rows:
                        synset, words, _source = row.rstrip("\n").split("\t")
                        table[synset] = words.split("|")
                self.words[code] = table

    def shown(self, code, synset):
        return self.words[code].get(synset, [])[:WORD_LIMIT]

    def all_words(self, code, synset):
        return set(self.words[code].get(synset, []))


def first_synset(record):
    senses = record.get("senses") or []
    return senses[0].get("synset") if senses else None


def coverage(records, translations):
    """{code: share of records whose first sense has words in that language}."""
    synsets = [first_synset(r) for r in records]
    return {code: sum(bool(s and translations.shown(code, s)) for s in synsets) / max(len(synsets), 1)
            for code, _, _ in translations.languages}


def right_translation(records, golds, wordnet, translations):
    """{code: (share of all taps whose shown words include a gold sense's word in that language,
    taps whose gold sense has words in it, share of those with right words, share of those with the right sense)}."""
    shown = [first_synset(r) for r in records]
    keys = [(r.get("senses") or [{}])[0].get("key") for r in records]
    gold_synsets = [{wordnet.synset.get(k) for k in g} - {None} for g in golds]
    result = {}
    for code, _, _ in translations.languages:
        right = judged = judged_right = judged_sense = 0
        for synset, key, golds_of_tap, g in zip(shown, keys, gold_synsets, golds):
            words = set(translations.shown(code, synset)) if synset else set()
            ok = bool(words) and any(words & translations.all_words(code, s) for s in golds_of_tap)
            right += ok
            if any(translations.all_words(code, s) for s in golds_of_tap):
                judged += 1
                judged_right += ok
                judged_sense += wordnet.same_meaning(key, g)
        result[code] = (right / max(len(shown), 1), judged, judged_right / max(judged, 1), judged_sense / max(judged, 1))
    return result


def content_offsets(token_records, base):
    """Byte offsets (in the joined text) of the content words `tokens --format jsonl` tagged."""
    return [base + t["start"] for t in token_records if t.get("kind") == "word" and t.get("pos") in CONTENT_POS]
