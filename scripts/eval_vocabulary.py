"""What a B1 learner sees New on the OneStopEnglish dev texts (issue 27), judged by word lists the engine
does not ship. "The 2,000 most frequent English words": wordfreq's 60,000 most frequent forms folded into
spaCy's lookup lemmas (another lemmatizer than the engine's), frequencies summed, the top 2,000 lemmas; a
running word is one of them when its spaCy lemma is. NGSL 1.41's first 2,000 headwords (Browne, Culligan
and Phillips; Cambridge English Corpus frequencies) are shown beside as a second judge. "Rarer than
about one in a million": wordfreq zipf < 3.

Needs the PyPI packages of scripts/eval-requirements.txt (eval-dev.sh runs it in a venv that has them).
"""
import gzip
import json
import os
import subprocess
import tempfile

FREQUENT_HEADWORDS = 2000
FORMS = 60000
RARE_ZIPF = 3.0


class ReferenceLists:
    """The judge's lists, loaded once."""

    def __init__(self):
        import ngsl
        import spacy_lookups_data
        import wordfreq
        self.wordfreq = wordfreq
        self.ngsl = ngsl
        ranked = sorted(ngsl.RANK_DICT.items(), key=lambda item: item[1])
        self.ngsl_frequent = {word for word, rank in ranked if rank <= FREQUENT_HEADWORDS}
        path = os.path.join(os.path.dirname(spacy_lookups_data.__file__), "data", "en_lemma_lookup.json.gz")
        with gzip.open(path, "rt", encoding="utf-8") as f:
            self.lemma = json.load(f)
        totals = {}
        for form in wordfreq.top_n_list("en", FORMS, wordlist="large"):
            form = form.replace("\u2019", "'")
            if form.replace("'", "").replace("-", "").isalpha():
                lemma = self.lemma.get(form, form).lower()
                totals[lemma] = totals.get(lemma, 0.0) + wordfreq.word_frequency(form, "en", wordlist="large")
        self.frequent = set(sorted(totals, key=lambda lemma: (-totals[lemma], lemma))[:FREQUENT_HEADWORDS])
        self.zipfs = {}

    def is_frequent(self, form):
        """Whether a word (lower case) is a form of one of the 2,000 most frequent lemmas."""
        return self.lemma.get(form, form).lower() in self.frequent

    def is_ngsl_frequent(self, form):
        """Whether a word (lower case) is a form of one of NGSL's first 2,000 headwords."""
        return self.ngsl.get_infinitiv(form) in self.ngsl_frequent or self.lemma.get(form, form) in self.ngsl_frequent

    def zipf(self, form):
        if form not in self.zipfs:
            self.zipfs[form] = self.wordfreq.zipf_frequency(form, "en", wordlist="large")
        return self.zipfs[form]


def run(binary, args, stdin=None):
    result = subprocess.run([binary] + args, input=stdin, capture_output=True)
    if result.returncode != 0:
        raise RuntimeError(f"reader {args[0]} exited with {result.returncode}: {result.stderr.decode()[-300:]}")
    return result.stdout.decode("utf-8")


def vocabulary_eval(binary, data, levels=("ele", "int", "adv")):
    """Per level: running words, New running words, New ones among the 2,000 most frequent, rare words and
    rare words shown New, and the frequent New words themselves (for --errors vocabulary)."""
    lists = ReferenceLists()
    figures = {}
    with tempfile.TemporaryDirectory(prefix="eval-vocabulary-") as tmp:
        db = os.path.join(tmp, "store.sqlite")
        run(binary, ["init", "--level", "B1", "--db", db])
        for level in levels:
            folder = os.path.join(data, "onestop-dev", level)
            tally = {"words": 0, "new": 0, "new_frequent": 0, "new_ngsl": 0, "rare": 0, "rare_new": 0, "frequent_new_words": {}}
            for name in sorted(os.listdir(folder)):
                path = os.path.join(folder, name)
                with open(path, "rb") as f:
                    text = f.read()
                out = json.loads(run(binary, ["read", path, "--format", "json", "--db", db, "--no-pager"]))
                for span in out["spans"]:
                    if span["kind"] != "word" or span["status"] is None:
                        continue
                    form = text[span["start"]:span["end"]].decode("utf-8").lower().replace("\u2019", "'")
                    if form in ("'s", "'"):
                        continue
                    tally["words"] += 1
                    is_new = span["status"] == "new"
                    if is_new:
                        tally["new"] += 1
                        tally["new_ngsl"] += lists.is_ngsl_frequent(form)
                        if lists.is_frequent(form):
                            tally["new_frequent"] += 1
                            tally["frequent_new_words"][form] = tally["frequent_new_words"].get(form, 0) + 1
                    if not span["is_name"] and form.isalpha() and lists.zipf(form) < RARE_ZIPF:
                        tally["rare"] += 1
                        tally["rare_new"] += is_new
            figures[level] = tally
    return figures


def rows(figures):
    """Table rows of the vocabulary figures."""
    out = []
    for level, t in figures.items():
        new_share = t["new"] / t["words"] if t["words"] else float("nan")
        frequent_share = t["new_frequent"] / t["new"] if t["new"] else 0.0
        rare_share = t["rare_new"] / t["rare"] if t["rare"] else float("nan")
        out.append(f"| after `init --level B1`, {level}: New running words | {new_share:.4f} ({t['new']} of {t['words']}) |")
        ngsl_share = t["new_ngsl"] / t["new"] if t["new"] else 0.0
        out.append(f"| after `init --level B1`, {level}: New running words among the 2,000 most frequent lemmas "
                   f"| {frequent_share:.4f} ({t['new_frequent']} of {t['new']}; NGSL's first 2,000: {ngsl_share:.4f}) |")
        out.append(f"| after `init --level B1`, {level}: words with zipf < 3 shown New | {rare_share:.3f} "
                   f"({t['rare_new']} of {t['rare']}) |")
    return out


def totals(figures):
    """(share of New running words among the frequent, share of rare words shown New) over every level."""
    new = sum(t["new"] for t in figures.values())
    frequent = sum(t["new_frequent"] for t in figures.values())
    rare = sum(t["rare"] for t in figures.values())
    rare_new = sum(t["rare_new"] for t in figures.values())
    return (frequent / new if new else 0.0), (rare_new / rare if rare else 1.0)
