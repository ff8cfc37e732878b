"""Generate level-controlled English text from the shipped public-domain prose, for calibrating
and checking `level_score` (see README "How level_score is computed").

    python3 leveled.py WORDNET_DIR CORPORA_DIR

WORDNET_DIR holds WordNet 3.0's data.{noun,verb,adj,adv} (Debian wordnet-base). Writes:

* leveled/rewrites.jsonl: passages of the prose, each at three levels, like a news article rewritten
  for three reading levels. Level 3 is the original passage. Levels 2 and 1 apply, ever more strongly,
  the two edits that dominate human simplification: long sentences are split at clause boundaries
  (semicolons, colons, dashes, ", and", ", which", ...) and rare words are replaced by a more frequent
  WordNet synonym; asides in dashes or brackets are dropped. The split pieces are often not
  grammatical sentences; the files test ordering, not style.
* leveled/anchors.jsonl: texts of prose sentences selected per CEFR level L (A1..C2 = 1..6): every
  sentence's hardest word (cefrpy level, names skipped) is at L and its length is in the band typical
  of L (graded-reader norms). They fix what the numbers 1..6 of the scale mean.

Deterministic: no randomness, inputs read in sorted order. Stdlib only.
"""
import json
import os
import re
import sys

WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
SENTENCE_END = re.compile(r'(?<=[.!?])["\u201d\']?\s+(?=["\u201c\'(]?[A-Z])')

# Sentence length (words) typical of each CEFR level in graded readers, A1..C2.
LENGTH_BANDS = {1: (4, 8), 2: (7, 11), 3: (10, 15), 4: (14, 20), 5: (19, 27), 6: (26, 40)}
# Rewrites: (split threshold in words, rank above which a word is replaced, rank a synonym must beat).
LEVEL_EDITS = {2: dict(min_part=6, commas=False, rare=8000, target=4000),
               1: dict(min_part=3, commas=True, rare=3000, target=2000)}
CLAUSE_WORDS = ("and", "but", "for", "or", "so", "yet", "which", "who", "whom", "when", "while", "though",
                "although", "because", "as", "if", "where", "since", "till", "until", "that")


def read_tsv(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip()]


def load_wordnet_synonyms(folder):
    """word -> set of single-word synonyms (same synset, same part of speech)."""
    synonyms = {}
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(folder, "data." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                fields = line.split()
                count = int(fields[3], 16)
                words = [fields[4 + 2 * i].lower() for i in range(count)]
                words = [re.sub(r"\(.*\)$", "", w) for w in words if "_" not in w and "-" not in w]
                for w in words:
                    synonyms.setdefault(w, set()).update(x for x in words if x != w)
    return synonyms


ABBREVIATION = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|St|Col|Capt|Gen|Rev)\.$")


def sentences_of(paragraph):
    out = []
    for piece in SENTENCE_END.split(paragraph):
        piece = piece.strip()
        if not piece:
            continue
        if out and ABBREVIATION.search(out[-1]):
            out[-1] += " " + piece  # "Mr. Knightley" is one sentence
        else:
            out.append(piece)
    return out


def words_of(text):
    return WORD.findall(text)


def finish_sentence(text):
    text = text.strip(" ,;:-")
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    if text[-1] not in '.!?"\u201d':
        text += "."
    return text


def split_sentence(sentence, min_part, commas):
    """Split at clause boundaries where both sides keep at least `min_part` words."""
    sentence = re.sub(r"\s*--[^-]+--\s*", " ", sentence)
    sentence = re.sub(r"\s*\([^)]*\)", "", sentence)
    pieces = re.split(r"\s*(?:;|:|--)\s*", sentence)
    out = []
    for piece in pieces:
        parts = [piece]
        if commas:
            parts = re.split(r",\s+", piece)
        else:
            pattern = r",\s+(?=(?:%s)\b)" % "|".join(CLAUSE_WORDS)
            parts = re.split(pattern, piece)
        merged = []
        for part in parts:
            if merged and (len(words_of(part)) < min_part or len(words_of(merged[-1])) < min_part):
                merged[-1] = merged[-1] + ", " + part
            else:
                merged.append(part)
        out.extend(merged)
    return [s for s in (finish_sentence(p) for p in out) if words_of(s)]


def simplify_words(sentence, ranks, synonyms, rare, target):
    def replace(match):
        word = match.group(0)
        lower = word.lower()
        if word[0].isupper() and match.start() > 0:
            return word  # probably a name
        rank = ranks.get(lower, 10 ** 6)
        if rank <= rare:
            return word
        options = [(ranks[s], s) for s in synonyms.get(lower, ()) if ranks.get(s, 10 ** 6) < min(target, rank)]
        if not options:
            return word
        best = min(options)[1]
        return best[0].upper() + best[1:] if word[0].isupper() else best
    return WORD.sub(replace, sentence)


def paragraphs(corpora):
    folder = os.path.join(corpora, "prose")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".txt"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                yield name[:-4], [p.strip() for p in f.read().split("\n") if p.strip()]


def passages(corpora, per_book=20, min_words=220):
    """`per_book` passages from evenly spaced places in each book, whole paragraphs of >= `min_words` words."""
    for book, paras in paragraphs(corpora):
        start_at = len(paras) // 10  # skip front matter and opening chapters
        step = (len(paras) - start_at) // per_book
        for i in range(per_book):
            j = start_at + i * step
            text, count = [], 0
            while j < len(paras) and count < min_words:
                if len(sentences_of(paras[j])) >= 1 and not paras[j].isupper():
                    text.append(paras[j])
                    count += len(words_of(paras[j]))
                j += 1
            yield "%s-%02d" % (book, i + 1), text


def rewrites(corpora, ranks, synonyms):
    for article, paras in passages(corpora):
        yield article, 3, "\n\n".join(paras)
        for level in (2, 1):
            edits = LEVEL_EDITS[level]
            out = []
            for para in paras:
                sentences = []
                for sentence in sentences_of(para):
                    sentence = simplify_words(sentence, ranks, synonyms, edits["rare"], edits["target"])
                    sentences += split_sentence(sentence, edits["min_part"], edits["commas"])
                out.append(" ".join(sentences))
            yield article, level, "\n\n".join(out)


def sentence_level(sentence, cefr):
    levels = []
    for i, word in enumerate(words_of(sentence)):
        if i > 0 and word[0].isupper():
            continue  # a name
        levels.append(cefr.get(word.lower(), 6))
    return max(levels) if levels else None


def anchors(corpora, cefr, texts_per_level=15, sentences_per_text=12):
    pools = {level: [] for level in LENGTH_BANDS}
    for _, paras in paragraphs(corpora):
        for para in paras:
            for sentence in sentences_of(para):
                if '"' in sentence or "--" in sentence:
                    continue  # half a quotation or an aside is not a sentence
                n = len(words_of(sentence))
                level = sentence_level(sentence, cefr)
                low, high = LENGTH_BANDS.get(level, (0, -1))
                if low <= n <= high and sentence[-1] in ".!?":
                    pools[level].append(sentence)
    for level, pool in sorted(pools.items()):
        # Spread the texts over the whole pool (all books) rather than its start.
        stride = max(1, len(pool) // (texts_per_level * sentences_per_text))
        picked = pool[::stride][: texts_per_level * sentences_per_text]
        for t in range(texts_per_level):
            chunk = picked[t * sentences_per_text:(t + 1) * sentences_per_text]
            if len(chunk) == sentences_per_text:
                yield "%s-%02d" % ("A1 A2 B1 B2 C1 C2".split()[level - 1], t + 1), level, " ".join(chunk)


def main(wordnet, corpora):
    ranks = {}
    for row in read_tsv(os.path.join(corpora, "frequency/words.tsv")):
        ranks.setdefault(row[0], int(row[1]))
    cefr = {row[0]: "A1 A2 B1 B2 C1 C2".split().index(row[1]) + 1 for row in read_tsv(os.path.join(corpora, "cefr/words.tsv"))}
    synonyms = load_wordnet_synonyms(wordnet)
    out = os.path.join(corpora, "leveled")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "rewrites.jsonl"), "w", encoding="utf-8") as f:
        for article, level, text in rewrites(corpora, ranks, synonyms):
            f.write(json.dumps({"id": "%s/%d" % (article, level), "article": article, "level": level, "text": text},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(out, "anchors.jsonl"), "w", encoding="utf-8") as f:
        for name, level, text in anchors(corpora, cefr):
            f.write(json.dumps({"id": name, "level": level, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: leveled.py WORDNET_DIR CORPORA_DIR")
    main(sys.argv[1], sys.argv[2])
