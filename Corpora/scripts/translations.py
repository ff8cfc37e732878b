"""Meanings in the learner's own language (issue 49): WordNet 3.0 synsets translated by the Open
Multilingual Wordnet, and English words translated by the FreeDict dictionaries ->
translations/{languages,sources}.tsv, translations/<code>.tsv, translations/<code>.words.tsv,
their licence texts in LICENSES/, and the translations rows of README.md.

usage: translations.py OMW_TARBALL DEB_ROOT CORPORA_DIR

OMW_TARBALL  Open Multilingual Wordnet 1.x data, github omwn/omw-data commit f75be19, folder wns/
             packed as omw-wns.tar.xz (not a Debian or PyPI package; build.sh's $OMW_TARBALL)
DEB_ROOT     the unpacked Debian dict-freedict-eng-* packages (usr/share/dictd, usr/share/doc)
CORPORA_DIR  Corpora/ (reads dictionary/synsets.tsv; writes translations/ and LICENSES/)

All tables: UTF-8, LF, tab-separated, no header, sorted by the first column in byte order.

- <code>.tsv (sense-matched): synset id (pos letter + 8-digit offset, satellites `s` as `a`, only ids of
  dictionary/synsets.tsv), words (at most 3, `|`-joined, in the wordnet file's order), source id.
  Lemma rows only (`lemma` or `LANG:lemma` in column 2; definitions, examples and Arabic
  `lemma:root` / `lemma:brokenplural` rows are skipped).  Words: `_` -> space, stripped, runs of
  spaces -> one; dropped if empty, holding `|`, a tab, a newline or another control character, or
  only punctuation; exact duplicates dropped; see omw_word() for the per-wordnet markup removed.  A language with two wordnets (Italian) takes each synset from the one
  with more synsets first, from the other only when the first lacks it.
- <code>.words.tsv (word-level, FreeDict, not sense-matched): English headword (lower case, one space
  between words), translations (at most 3, `|`-joined), source id.  Only headwords the engine can look
  up (ENGLISH_VOCABULARY).  See parse_entry() and headword_translations() for how the dictd entries
  are read.
- OMW's synset keys are Princeton WordNet 3.0 offsets, the engine's are Debian wordnet-base's: see
  offset_map().
- languages.tsv: code (ISO 639-3 as OMW writes it), ISO 639-1 code or `-`, English name, own name,
  direction (ltr/rtl), sense source ids, word source ids (comma-separated, or `-`).
- sources.tsv: source id, name, licence, licence file (in LICENSES/), url, kind (sense/word).
"""
import bisect
import glob
import gzip
import os
import re
import sys
import tarfile
import tomllib
import unicodedata

from common import byte_key, progress, write_text, write_tsv

MAX_WORDS = 3
OMW_COMMIT = "f75be19"
OMW_URL = "https://github.com/omwn/omw-data"

# code -> (ISO 639-1 or "-", English name, own name, direction).  cmn owns "zh"; qcn (Chinese Wordnet,
# Taiwan) is traditional Chinese.  FreeDict's eng-ara is Modern Standard Arabic, filed under arb with
# the Arabic WordNet; its eng-rom is English-Romanian (ron), not Romani; its eng-nor mixes Bokmål and
# Nynorsk words, so it stays `nor` (Norwegian).
LANGUAGES = {
    "afr": ("af", "Afrikaans", "Afrikaans", "ltr"),
    "als": ("sq", "Albanian", "shqip", "ltr"),
    "arb": ("ar", "Arabic", "العربية", "rtl"),
    "ben": ("bn", "Bengali", "বাংলা", "ltr"),
    "bul": ("bg", "Bulgarian", "български", "ltr"),
    "cat": ("ca", "Catalan", "català", "ltr"),
    "ces": ("cs", "Czech", "čeština", "ltr"),
    "cmn": ("zh", "Chinese (Simplified)", "中文（简体）", "ltr"),
    "cym": ("cy", "Welsh", "Cymraeg", "ltr"),
    "dan": ("da", "Danish", "dansk", "ltr"),
    "deu": ("de", "German", "Deutsch", "ltr"),
    "ell": ("el", "Greek", "Ελληνικά", "ltr"),
    "eus": ("eu", "Basque", "euskara", "ltr"),
    "fas": ("fa", "Persian", "فارسی", "rtl"),
    "fin": ("fi", "Finnish", "suomi", "ltr"),
    "fra": ("fr", "French", "français", "ltr"),
    "gle": ("ga", "Irish", "Gaeilge", "ltr"),
    "glg": ("gl", "Galician", "galego", "ltr"),
    "heb": ("he", "Hebrew", "עברית", "rtl"),
    "hin": ("hi", "Hindi", "हिन्दी", "ltr"),
    "hrv": ("hr", "Croatian", "hrvatski", "ltr"),
    "hun": ("hu", "Hungarian", "magyar", "ltr"),
    "ind": ("id", "Indonesian", "Bahasa Indonesia", "ltr"),
    "isl": ("is", "Icelandic", "íslenska", "ltr"),
    "ita": ("it", "Italian", "italiano", "ltr"),
    "jpn": ("ja", "Japanese", "日本語", "ltr"),
    "kor": ("ko", "Korean", "한국어", "ltr"),
    "lat": ("la", "Latin", "Latina", "ltr"),
    "lit": ("lt", "Lithuanian", "lietuvių", "ltr"),
    "nld": ("nl", "Dutch", "Nederlands", "ltr"),
    "nno": ("nn", "Norwegian Nynorsk", "norsk nynorsk", "ltr"),
    "nob": ("nb", "Norwegian Bokmål", "norsk bokmål", "ltr"),
    "nor": ("no", "Norwegian", "norsk", "ltr"),
    "pol": ("pl", "Polish", "polski", "ltr"),
    "por": ("pt", "Portuguese", "português", "ltr"),
    "qcn": ("-", "Chinese (Traditional)", "中文（繁體）", "ltr"),
    "ron": ("ro", "Romanian", "română", "ltr"),
    "rus": ("ru", "Russian", "русский", "ltr"),
    "slk": ("sk", "Slovak", "slovenčina", "ltr"),
    "slv": ("sl", "Slovenian", "slovenščina", "ltr"),
    "spa": ("es", "Spanish", "español", "ltr"),
    "srp": ("sr", "Serbian", "српски", "ltr"),
    "swe": ("sv", "Swedish", "svenska", "ltr"),
    "swh": ("sw", "Swahili", "Kiswahili", "ltr"),
    "tha": ("th", "Thai", "ไทย", "ltr"),
    "tur": ("tr", "Turkish", "Türkçe", "ltr"),
    "ukr": ("uk", "Ukrainian", "українська", "ltr"),
    "urd": ("ur", "Urdu", "اردو", "rtl"),
    "vie": ("vi", "Vietnamese", "Tiếng Việt", "ltr"),
    "zsm": ("ms", "Malay", "Bahasa Melayu", "ltr"),
}

# OMW project folder -> licence as used here (short id) and why, where the upstream files are loose.
OMW_LICENSES = {
    "als": ("CC-BY-3.0", "dual-licensed GPL-3 or CC BY 3.0; used under CC BY 3.0"),
    "arb": ("CC-BY-SA-3.0", ""),
    "bul": ("CC-BY-3.0", ""),
    "cow": ("WordNet-style", "COW licence (Princeton WordNet terms)"),
    "cwn": ("WordNet-style", "Chinese Wordnet licence (Princeton WordNet terms)"),
    "dan": ("WordNet-style", "DanNet licence (Princeton WordNet terms)"),
    "ell": ("Apache-2.0", ""),
    "fas": ("free to use", "the author's statement only: \"It's free and you can use it everywhere you want\""),
    "fra": ("CeCILL-C", ""),
    "heb": ("WordNet-style", "Hebrew Wordnet licence (Princeton WordNet terms)"),
    "hrv": ("CC-BY-3.0", ""),
    "isl": ("CC-BY-3.0", ""),
    "ita": ("CC-BY-3.0", ""),
    "iwn": ("ODC-By-1.0", "Open Data Commons Attribution License 1.0, https://opendatacommons.org/licenses/by/1-0/"),
    "mcr": ("CC-BY-3.0", ""),
    "msa": ("MIT", ""),
    "nld": ("CC-BY-SA-4.0", ""),
    "nor": ("WordNet-style", "Norwegian Wordnet licence (Princeton WordNet terms)"),
    "pol": ("WordNet-style", "plWordNet licence (Princeton WordNet terms)"),
    "por": ("CC-BY-SA-3.0", ""),
    "slk": ("CC-BY-SA-3.0", "offered under AGPL-3, CC BY-SA 3.0 or ODbL 1.0; used under CC BY-SA 3.0"),
    "slv": ("CC-BY-SA-3.0", ""),
    "swe": ("CC-BY-3.0", ""),
    "wikt": ("CC-BY-SA-3.0", "Wiktionary: CC BY-SA 3.0 (dual-licensed with the GFDL); used under CC BY-SA 3.0"),
}
# full legal texts written next to the per-project notices (Debian copyright files of the FreeDict packages)
LEGAL_TEXT = {"CC-BY-3.0": "CC-BY-3.0.txt", "CC-BY-SA-3.0": "CC-BY-SA-3.0.txt", "CC-BY-SA-4.0": "CC-BY-SA-4.0.txt"}

# FreeDict dictionaries (Debian dict-freedict-eng-XXX) -> language code used here, entry format
FREEDICT_LANG = {"ara": "arb", "rom": "ron"}  # eng-rom is English-Romanian (not Romani)
WIKDICT = {"bul", "fin", "ind", "jpn", "nor"}  # source package freedict-wikdict
FORMAT = {"deu": "ding", "pol": "pol", "afr": "ergane", "ita": "ergane", "spa": "ergane", "swe": "ergane",
          "srp": "ergane"}  # others: "plain" or, for WIKDICT, "wikdict"
DEB_LICENSE = {"GPL-2+": "GPL-2.0-or-later", "GPL-2": "GPL-2.0-only", "GPL-3+": "GPL-3.0-or-later",
               "CC-BY-SA-3.0": "CC-BY-SA-3.0", "GFDL-1.2+": "GFDL-1.2-or-later"}
# the English words the engine looks up; FreeDict headwords outside them are left out
ENGLISH_VOCABULARY = ("dictionary/senses.tsv", "lemma/forms.tsv", "phrases/wordnet-mwe.tsv", "frequency/words.tsv")
MAX_TRANSLATION_CHARS = 60  # longer "translations" are descriptions or run-on examples


# ----------------------------------------------------------------------------------------- words

BAD_CHAR = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029|]")
ALNUM = re.compile(r"[^\W_]")
C1 = re.compile(r"[\x80-\x9f]")


def has_word_char(w):
    """a letter, a digit, or a currency, math or other symbol (`€`, `°`), not only punctuation"""
    return bool(ALNUM.search(w)) or any(unicodedata.category(c) in ("Sc", "Sm", "So") for c in w)
SPACES = re.compile(r"\s+")


def clean_word(w):
    """One translation as shipped, or None: stripped; none with a `|`, a tab, a newline or another
    control or line-separator character inside, or without a letter or digit; runs of spaces -> one."""
    w = w.strip()
    if not w or BAD_CHAR.search(w) or not has_word_char(w):
        return None
    return SPACES.sub(" ", w)


CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def dedupe_key(w):
    """FreeDict duplicates: words equal but for case (`Løpe`, `løpe`) or, in Cyrillic, stress marks
    (Bulgarian `ба́нка`, `банка`)."""
    if CYRILLIC.search(w):
        w = unicodedata.normalize("NFC", "".join(
            c for c in unicodedata.normalize("NFD", w) if c not in "\u0301\u0300"))
    return w.casefold()


def take_words(candidates, fold=False):
    out, seen = [], set()
    for w in candidates:
        w = clean_word(w)
        if w is None:
            continue
        k = dedupe_key(w) if fold else w
        if k in seen:
            continue
        seen.add(k)
        out.append(w)
        if len(out) == MAX_WORDS:
            break
    return out


# ------------------------------------------------------------------------------------------- OMW

def omw_members(tarball):
    with tarfile.open(tarball, "r:xz") as tar:
        files = {}
        for m in tar.getmembers():
            if m.isfile():
                files[m.name] = tar.extractfile(m).read()
    return files


def read_omw_tab(name, data):
    """-> (header fields, [(pos, Princeton offset, word)] of the lemma rows in file order, stats)"""
    lines = data.decode("utf-8").split("\n")
    header = lines[0].lstrip("#").strip().split("\t")
    lang = header[1].strip()
    rows, stats = [], {"lemma rows": 0, "bad words": 0}
    for line in lines[1:]:
        if not line.strip():
            continue
        parts = line.rstrip("\r").split("\t")
        if len(parts) < 3 or parts[1] not in ("lemma", lang + ":lemma"):
            continue
        stats["lemma rows"] += 1
        m = re.fullmatch(r"(\d{8})-([nvasr])", parts[0].strip())
        if not m:
            raise SystemExit("%s: bad synset %r" % (name, parts[0]))
        w, doubtful = omw_word(parts[2])
        if w is None:
            stats["bad words"] += 1
            continue
        stats["doubtful words"] = stats.get("doubtful words", 0) + doubtful
        rows.append(("a" if m.group(2) == "s" else m.group(2), int(m.group(1)), w, doubtful))
    return header, rows, stats


def omw_word(raw):
    """An OMW lemma -> (word or None, doubtful).  `_` -> space; MultiWordNet's `GAP!`/`PSEUDOGAP!`
    placeholders (no word in the language) dropped; Open Dutch WordNet's wiki links `[[eerste]]`
    unwrapped; WOLF's `c\x9cur` read as `cœur`; the Chinese Open Wordnet's and Norwegian Wordnet's morpheme joints `大+的`,
    `leiar+person` closed up; the Hebrew Wordnet's `!` (does not perfectly match the English) and
    sloWNet's `?`/`!?` prefixes (uncertain) removed, the word marked doubtful."""
    w = raw.replace("_", " ").replace("[[", "").replace("]]", "")
    # WOLF's `œ` came through as the C1 control U+009C (its Windows-1252 byte): read C1 as cp1252
    w = C1.sub(lambda m: m.group().encode("latin-1").decode("cp1252", "replace"), w)
    w = re.sub(r"(?<=\w)\+(?=\w)", "", w)
    w = clean_word(w)
    if w is None or w in ("GAP!", "PSEUDOGAP!"):
        return None, False
    m = re.match(r"^[!?]+\s*", w)
    if m:
        w = clean_word(w[m.end():])
        return w, w is not None
    return w, False


def offset_map(omw_offsets, synset_ids):
    """Princeton WordNet 3.0 offsets (OMW's keys) -> the engine's synset ids.

    The engine's ids come from Debian's wordnet-base, whose data files Debian rebuilds from the
    lexicographer sources with its own fixes, so some lines differ in length and the byte offsets
    after them shift: nouns and adverbs are as Princeton's, but the verbs from v00613036 to
    v02422681 lie 18 bytes later and the adjectives from a01681608 on one byte later.  The shifts
    are found from the data: per part of speech, the differences (Debian offset - OMW offset) of
    nearby synsets that occur for at least 5% of OMW's offsets are the shifts; each OMW offset then
    maps to the one Debian synset that one of those shifts reaches (no two synset lines are a
    shift apart, so the match is unique), and the shifts must form few runs in file order."""
    debian = {}
    for sid in synset_ids:
        debian.setdefault(sid[0], set()).add(int(sid[1:]))
    mapping, report = {}, {}
    for pos in sorted(omw_offsets):
        P, D = sorted(omw_offsets[pos]), sorted(debian.get(pos, ()))
        hist = {}
        for d in D:
            for p in P[bisect.bisect_left(P, d - 3000):bisect.bisect_right(P, d + 3000)]:
                hist[d - p] = hist.get(d - p, 0) + 1
        shifts = sorted(k for k, n in hist.items() if n >= 0.05 * len(P))
        Dset, used = set(D), {}
        for p in P:
            hits = [p + k for k in shifts if p + k in Dset]
            if len(hits) == 1:
                mapping[(pos, p)] = "%s%08d" % (pos, hits[0])
                used[hits[0]] = hits[0] - p
        runs, last = 0, None
        for d in D:
            if d in used and used[d] != last:
                runs, last = runs + 1, used[d]
        if runs > 8:
            raise SystemExit("offset shifts for %s do not form runs (%d runs of %s)" % (pos, runs, shifts))
        report[pos] = (shifts, runs, len(P), sum(1 for p in P if (pos, p) in mapping))
    return mapping, report


def load_omw(tarball, synset_ids):
    files = omw_members(tarball)
    index = tomllib.loads(files["wns/index.toml"].decode("utf-8"))
    labels = {}
    for table in ("packages", "extra"):
        for pkg in index.get(table, {}).values():
            if "source" in pkg:
                labels[pkg["source"]] = (pkg.get("label"), pkg.get("url"), pkg.get("citation"))
    parsed, offsets = [], {}
    for name in sorted(files):
        m = re.fullmatch(r"wns/([a-z]+)/wn-(data|wikt)-([a-z]{3})\.tab", name)
        if not m:
            continue
        header, rows, stats = read_omw_tab(name, files[name])
        if header[1] != m.group(3):
            raise SystemExit("%s: header language %r" % (name, header[1]))
        for pos, off, _, _ in rows:
            offsets.setdefault(pos, set()).add(off)
        parsed.append((name, m.group(1), m.group(2), m.group(3), header, rows, stats))
    mapping, report = offset_map(offsets, synset_ids)
    sources = []  # (source id, lang, project, name, url, {synset: words}, stats)
    for name, project, kind, lang, header, rows, stats in parsed:
        label, url, _ = labels.get(name, (None, None, None))
        if kind == "wikt":
            sid, label = "wikt-" + lang, "Wiktionary (%s), via the Open Multilingual Wordnet" % LANGUAGES[lang][1]
            url = url or header[2]
        else:
            sid = "omw-iwn" if project == "iwn" else "omw-" + lang
            label = re.sub(r"\s+", " ", label or header[0])
            url = url or header[2]
        words = {}
        stats["not in dictionary/synsets.tsv"] = 0
        for pos, off, w, doubtful in rows:
            s = mapping.get((pos, off))
            if s is None:
                stats["not in dictionary/synsets.tsv"] += 1
            else:
                words.setdefault(s, []).append((doubtful, w))
        # file order, the doubtful words after the others
        synsets = {s: take_words([w for _, w in sorted(ws, key=lambda dw: dw[0])], fold=True) for s, ws in words.items()}
        synsets = {s: ws for s, ws in synsets.items() if ws}
        sources.append((sid, lang, project, label, url.strip(), synsets, stats))
    return files, sources, report


# -------------------------------------------------------------------------------------- FreeDict

B64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def b64(s):
    n = 0
    for c in s:
        n = n * 64 + B64[c]
    return n


def dictd_entries(index_path, dict_path):
    """-> (entries [(offset, text)] in file order, {00-database-* name: text})"""
    data = gzip.open(dict_path).read()
    spans, meta = set(), {}
    with open(index_path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            off, ln = b64(parts[1]), b64(parts[2])
            text = data[off:off + ln].decode("utf-8")
            if parts[0].startswith("00database") or parts[0].startswith("00-database"):
                meta[parts[0].replace("-", "")] = text
            else:
                spans.add((off, ln))
    return [(off, data[off:off + ln].decode("utf-8")) for off, ln in sorted(spans)], meta


HEAD_TAGS = re.compile(r"(\s*<[^>]*>)+\s*$")
PRON_START = re.compile(r"\s/(?=\S)")
PRON = re.compile(r"\s/([^/\s][^/]*)/")


def entry_headword(first_line):
    """`bank //bæŋk// /[beɪŋk]/ <n>`, `bank /bˈaŋk/`, `bank <n>`, `leave /lˈiːv/ (left ...) <v>` -> headword"""
    m = PRON_START.search(first_line)
    h = first_line[:m.start()] if m else first_line
    h = HEAD_TAGS.sub("", h)
    return SPACES.sub(" ", h).strip()


WORD_CHAR = re.compile(r"\w")
SKIP_LINE = re.compile(r"^\s*(see|see also|synonyms?|antonyms?|note)\s*:", re.I)
PAREN_NOTE = re.compile(r"(^|\s)\([^()]*\)(?=[\s,;]|$)")


GLUED = re.compile(r"[a-zß-ÿ][A-ZÀ-Þ]")


def split_items(line, fmt):
    """A line of translations -> the translations: labels `[...]`, tags `<...>`, pronunciations
    `/.../` and free-standing parenthetical notes `(...)` removed, split at commas and semicolons.
    In eng-deu a grammar tag ends its translation (`links <adv>l.` -> `links`)."""
    line = re.sub(r"<[^>]*>", "\x00", line)
    line = re.sub(r"\[[^\]]*\]", " ", line)
    line = re.sub(r"(^|\s)/[^/]*/(?=\s|,|$)", " ", line)
    prev = None
    while prev != line:
        prev, line = line, PAREN_NOTE.sub(" ", line)
    if fmt in ("plain", "ergane"):
        # run-on notes after a full stop (`güvenmek. bank acceptance banka kabulü`)
        line = re.split(r"(?<=\w)\.\s", line)[0]
        line = re.sub(r"(?<=\w)\.$", "", line.strip())
    items = []
    for item in re.split(r"[,;]", line):
        if fmt == "ding":
            item = item.split("\x00", 1)[0]
        item = SPACES.sub(" ", item.replace("\x00", " ")).strip()
        if not item or re.search(r"[()\[\]<>{}\"=/]| \+ ", item) or len(item) > MAX_TRANSLATION_CHARS:
            continue  # unbalanced notes, grammar formulas (`jo + comp.`), descriptions
        if fmt == "ergane" and GLUED.search(item):
            continue  # `LaHaya`, `ExtremoOriente`: multi-word translations whose spaces were lost
        items.append(item)
    return items


def parse_entry(text, fmt):
    """dictd entry -> (headword, rank, [(weight, [translations]) per sense]).

    plain    `1. x, y` numbered senses or one line `x, y`; every body line but see/note lines and
             examples.  plain and ergane (the old Ergane-derived dictionaries whose multi-word
             headwords also appear cut to their first word) are read alike; an entry with more
             senses (a headword's main part of speech) ranks first.
    ding     (eng-deu) the first body line; examples, notes, synonyms and see-lines skipped.
             Ranked: entries whose line carries a grammar tag (`<fem>`, `<v>`: lemma entries) before
             untagged ones (mostly inflected forms: `left` -> `abgefahren`), then those without a
             subject label (`[fin.]`, `[min.]`), then by number of examples (+5 for the core entry
             of an irregular verb, which lists its forms: `run (ran, run)` -> `laufen`).
    wikdict  the first body line and `N. x, y` lines; a trailing ` 2.` and the bare ` 3.` lines
             after it number the further senses the same translations serve, which give the
             line its weight (1 + their count; WikDict lists senses alphabetically by gloss, so the
             translations serving most senses come first); English gloss lines skipped.  An entry
             with more senses ranks first.
    pol      Roman-numbered parts; compound (`<N Comp>`) and phrasal (`<V Phras>`) parts and idiom
             lines skipped, `N.` senses as plain.
    """
    lines = text.rstrip("\n").split("\n")
    head = entry_headword(lines[0])
    body = [l for l in lines[1:] if l.strip()]
    groups, rank = [], ()
    if fmt == "ding":
        if body:
            untagged = not re.search(r"<[^>]*\w[^>]*>", body[0])
            labelled = bool(re.search(r"\[[^\]]*\w\.[^\]]*\]", body[0]))
            examples = sum(1 for l in body if l.lstrip().startswith('"'))
            irregular = bool(re.search(r"/ <>", lines[0]))
            rank = (untagged, labelled, -(examples + 5 * irregular))
            groups.append([1, split_items(body[0], fmt)])
    elif fmt == "wikdict":
        rank = (-max(1, len(re.findall(r"(?:^|\s)\d+\.(?=\s|$)", "\n".join(body)))),)
        for i, l in enumerate(body):
            if re.match(r"^\s*\d+\.\s*$", l):
                if groups:
                    groups[-1][0] += 1
                continue
            m = re.match(r"^(\d+)\.\s+(.*)$", l)
            if m:
                l = m.group(2)
            elif i != 0:
                continue
            l = re.sub(r"\s+\d+\.\s*$", "", l)
            groups.append([1, split_items(l, fmt)])
    elif fmt == "pol":
        skip = False
        for l in body:
            m = re.match(r"^([IVXL]+)\.\s+(.*)$", l)
            if m:
                l = m.group(2)
                tag = re.match(r"^<([^>]*)>", l)
                skip = bool(tag and (" " in tag.group(1)))
            if skip or "(:" in l or l.lstrip().startswith("-"):
                continue
            l = re.sub(r"^\s*<[^>]*>\s*", "", l)
            n = re.match(r"^\s*\d+\.( ?)(\S?)", l)
            if n:
                if n.group(1) == " " and n.group(2) and n.group(2) not in "[<":
                    continue  # `2. goods  [w handlu] ...`: an English sub-headword
                l = re.sub(r"^\s*\d+\.\s*", "", l)
            groups.append([1, split_items(l, fmt)])
    else:
        for l in body:
            if SKIP_LINE.match(l) or l.lstrip().startswith('"'):
                continue
            l = re.sub(r"^\s*\d+\.\s*", "", l)
            groups.append([1, split_items(l, fmt)])
        rank = (-len(groups),)
    return head, rank, [(w, g) for w, g in groups if g]


def fix_text(lang, s):
    if lang == "hun":  # the Latin-2 letters ő ű came through as ô û
        s = s.translate(str.maketrans("ôûÔÛ", "őűŐŰ"))
    if lang == "hin":  # multi-word Hindi translations are joined by `~`
        s = s.replace("~", " ")
    if lang == "nld":  # the ligature `ĳ` (U+0133) for the letters ij
        s = s.replace("ĳ", "ij").replace("Ĳ", "IJ")
    return s


def pron_len(first_line):
    m = PRON.search(first_line)
    return len(re.sub(r"[ˈˌː.]", "", m.group(1))) if m else 0


def ergane_entries(texts):
    """Drop the entries of one headword's run that are multi-word entries cut to their first word:
    where the run mixes Ergane's unstressed pronunciations with espeak's stressed ones the stressed
    ones are hyphenated compounds (`bank‐note` -> `bank /bˈaŋk/ billetedebanco`), and a pronunciation
    3 or more sounds longer than the shortest, or longer than the headword's letters + 1, belongs to
    a phrase (`bank /bæŋkəkaunt/`, `the /ðɑːktik/ Nordpolen`)."""
    heads = [t.split("\n", 1)[0] for t in texts]
    prons = [PRON.search(h) for h in heads]
    stressed = [bool(m and re.search(r"[ˈˌ]", m.group(1))) for m in prons]
    keep = list(range(len(texts)))
    if any(stressed) and not all(stressed):
        keep = [i for i in keep if not stressed[i]]
    lens = {i: pron_len(heads[i]) for i in keep}
    shortest = min(lens.values())
    letters = len(entry_headword(heads[0]))
    return [texts[i] for i in keep if lens[i] < shortest + 3 and lens[i] <= letters + 1]


def headword_translations(entries, fmt, lang):
    """entries in file order -> {lower-case headword: [translations]}.

    The old Ergane-derived dictionaries (eng-afr, -ita, -spa, -swe, -srp) also file multi-word
    entries under their first word (eng-afr `the /ðˈə/ Antarktika` for `the Antarctic`), away from the
    headword's own entries, so for them only the first run of consecutive entries of a headword is
    read, less the cut compounds and phrases that ergane_entries() finds in it.  A headword's entries
    are ordered by rank (stable; see parse_entry), and their sense groups are read round-robin
    (the first translation of each group, then the second of each, ...), so the first three
    translations cover different senses.  A capitalised headword (`The` for `The Hague`, `Bank`) is
    read only when the dictionary has no all-lower-case one."""
    runs, closed, last = {}, set(), None
    for off, text in entries:
        head = entry_headword(text.split("\n", 1)[0])
        if not head or not WORD_CHAR.search(head) or "|" in head or "\t" in head or " / " in head:
            last = None
            continue
        if head in runs and last != head and fmt == "ergane":
            closed.add(head)  # a later run
        if head not in closed:
            runs.setdefault(head, []).append(text)
        last = head
    by_key = {}
    for head in sorted(runs, key=lambda h: (h != h.lower(), byte_key(h))):
        key = SPACES.sub(" ", head.lower()).strip()
        if head != head.lower() and key in by_key:
            continue
        texts = ergane_entries(runs[head]) if fmt == "ergane" else runs[head]
        parsed = [parse_entry(fix_text(lang, text), fmt)[1:] for text in texts]
        ordered = [g for rank, gs in sorted(parsed, key=lambda e: e[0]) for g in gs]
        by_key.setdefault(key, []).extend(ordered)
    for key in by_key:
        by_key[key] = [g for w, g in sorted(by_key[key], key=lambda wg: -wg[0])]
    out = {}
    for key, groups in by_key.items():
        rr, depth = [], max((len(g) for g in groups), default=0)
        for i in range(depth):
            rr.extend(g[i] for g in groups if i < len(g))
        words = take_words(rr, fold=(fmt != "ding"))
        if words:
            out[key] = words
    return out


def deb_copyright_license(path, dirname):
    text = open(path, encoding="utf-8").read()
    m = re.search(r"^Files: %s/\*\n(?:.+\n)*?License: (.+)$" % re.escape(dirname), text, re.M)
    if not m:
        raise SystemExit("no Files: %s/* paragraph in %s" % (dirname, path))
    return m.group(1).strip()


def deb_license_paragraph(path, name):
    """Body of the stand-alone `License: name` paragraph of a DEP-5 copyright file, unwrapped."""
    lines = open(path, encoding="utf-8").read().split("\n")
    best = []
    for i, line in enumerate(lines):
        if line.strip() != "License: " + name:
            continue
        body = []
        for l in lines[i + 1:]:
            if not l.startswith(" "):
                break
            body.append("" if l.strip() == "." else l[1:].rstrip())
        if len(body) > len(best):
            best = body
    if len(best) < 50:
        raise SystemExit("no full License: %s text in %s" % (name, path))
    return "\n".join(best).rstrip("\n") + "\n"


def deb_version(doc_dir):
    with gzip.open(os.path.join(doc_dir, "changelog.Debian.gz"), "rt", encoding="utf-8") as f:
        first = f.readline()
    m = re.match(r"^(\S+) \(([^)]+)\)", first)
    return m.group(1), m.group(2)


def load_freedict(deb_root):
    dictd = os.path.join(deb_root, "usr", "share", "dictd")
    out = []
    for index_path in sorted(glob.glob(os.path.join(dictd, "freedict-eng-*.index"))):
        code = os.path.basename(index_path)[len("freedict-eng-"):-len(".index")]
        pkg = "dict-freedict-eng-" + code
        doc = os.path.join(deb_root, "usr", "share", "doc", pkg)
        src_pkg, version = deb_version(doc)
        deb_lic = deb_copyright_license(os.path.join(doc, "copyright"), "eng-" + code)
        lic = " AND ".join(DEB_LICENSE[p.strip()] for p in deb_lic.split(" and "))
        fmt = FORMAT.get(code, "wikdict" if code in WIKDICT else "plain")
        entries, meta = dictd_entries(index_path, index_path[:-len(".index")] + ".dict.dz")
        words = headword_translations(entries, fmt, code)
        short = meta.get("00databaseshort", "").strip() or "FreeDict English-%s" % code
        url = meta.get("00databaseurl", "").strip()
        if not url.startswith("http"):
            url = "https://freedict.org/"
        out.append(dict(code=code, lang=FREEDICT_LANG.get(code, code), pkg=pkg, src=src_pkg,
                        version=version, license=lic, deb_license=deb_lic, short=short, url=url,
                        info=meta.get("00databaseinfo", ""), words=words, entries=len(entries),
                        copyright=os.path.join(doc, "copyright")))
    return out


# -------------------------------------------------------------------------------------- licences

def omw_notice(files, project, lic, why, langs):
    """-> (LICENSES/omw-<project>-LICENSE.txt text, name of the upstream LICENSE copied byte for
    byte when it is HTML, or None)"""
    base = "wns/%s/" % project
    upstream = files[base + "LICENSE"]
    html = re.match(rb"\s*<(!DOCTYPE html|html)", upstream, re.I) is not None
    html_name = "omw-%s-LICENSE.html" % project if html else None
    notice = ("Open Multilingual Wordnet 1.x data (%s, commit %s), folder %s\n"
              "used for: translations/ (%s)\n"
              "licence as used here: %s%s\n" % (OMW_URL, OMW_COMMIT, base, ", ".join(langs), lic,
                                                  " (%s)" % why if why else ""))
    if lic in LEGAL_TEXT:
        notice += "full legal text: %s\n" % LEGAL_TEXT[lic]
    if html:
        notice += "the upstream LICENSE (HTML) is copied unchanged as %s\n" % html_name
    notice += ("\nPlease cite the Open Multilingual Wordnet (Francis Bond and Ryan Foster. 2013. Linking\n"
               "and extending an open multilingual wordnet. ACL 2013, Sofia, 1352-1362) and this wordnet.\n")
    if base + "citation.bib" in files:
        notice += "\n--- %scitation.bib ---\n%s\n" % (base, files[base + "citation.bib"].decode("utf-8").strip())
    if not html:
        notice += "\n--- %sLICENSE ---\n%s\n" % (base, upstream.decode("utf-8").strip())
    return notice, html_name


FREEDICT_INFO_END = re.compile(r"^(The Project|Changelog):", re.M)


def write_licenses(out, files, omw_used, freedict_used, deb_root):
    """-> {source-kind key: licence file name}; writes the files into LICENSES/"""
    lic_dir = os.path.join(out, "LICENSES")
    written, raw, names = {}, {}, {}
    for project, langs in sorted(omw_used.items()):
        lic, why = OMW_LICENSES[project]
        notice, html_name = omw_notice(files, project, lic, why, langs)
        name = "omw-%s-LICENSE.txt" % project
        written[name] = notice
        if html_name:
            raw[html_name] = files["wns/%s/LICENSE" % project]
        names[project] = name
    if freedict_used:
        docs = {}
        for d in freedict_used:
            docs.setdefault(d["src"], d)
        for src, d in sorted(docs.items()):
            text = open(d["copyright"], encoding="utf-8").read()
            written["%s-copyright.txt" % src] = (
                "Debian copyright file of the FreeDict dictionaries (source package %s %s; identical in\n"
                "each dict-freedict-* package built from it), /usr/share/doc/%s/copyright\n\n%s"
                % (src, d["version"], d["pkg"], text))
        info = ["FreeDict English-X dictionaries used for translations/<code>.words.tsv: each one's own\n"
                "database notice (its 00-database-info up to `The Project`), with the Debian package and\n"
                "the licence given in the package's copyright file.  Licence texts: GPL-2.txt, GPL-3.txt,\n"
                "GFDL-1.2.txt, CC-BY-SA-3.0.txt; the Debian copyright files: freedict-copyright.txt,\n"
                "freedict-wikdict-copyright.txt.\n"]
        for d in freedict_used:
            body = FREEDICT_INFO_END.split(d["info"])[0].rstrip()
            info.append("\n==== %s %s (source %s): %s (Debian: %s)\n\n%s\n"
                        % (d["pkg"], d["version"], d["src"], d["license"], d["deb_license"], body))
        written["freedict-eng-NOTICES.txt"] = "".join(info)
        common = "/usr/share/common-licenses"
        for name in ("GPL-2", "GPL-3", "GFDL-1.2"):
            written[name + ".txt"] = open(os.path.join(common, name), encoding="utf-8").read()
        fd = {d["src"]: d["copyright"] for d in freedict_used}
        written["CC-BY-3.0.txt"] = deb_license_paragraph(fd["freedict"], "CC-by-3.0")
        written["CC-BY-SA-3.0.txt"] = deb_license_paragraph(fd["freedict-wikdict"], "CC-BY-SA-3.0")
    existing = os.path.join(lic_dir, "CC-BY-SA-4.0.txt")
    if not os.path.exists(existing):
        raise SystemExit("LICENSES/CC-BY-SA-4.0.txt missing (written by licenses.py)")
    for name, text in sorted(written.items()):
        write_text(os.path.join(lic_dir, name), text.rstrip("\n") + "\n")
    for name, data in sorted(raw.items()):  # copied byte for byte (WOLF's HTML is ISO-8859-1)
        with open(os.path.join(lic_dir, name), "wb") as f:
            f.write(data)
    return names, sorted(written) + sorted(raw)


# ---------------------------------------------------------------------------------------- README

def size(n):
    return "%.1f MB" % (n / 1e6) if n >= 1e6 else "%d KB" % max(1, round(n / 1e3))


def upsert_readme(out, sources_rows, files_rows, how, attribution):
    """README.md is written by readme.py (an earlier build step); put this script's rows and
    paragraphs into it: rows whose first cell starts with a marker are replaced, at the end of
    their table; the paragraphs (`* **translations/**...`) at the end of their section."""
    path = os.path.join(out, "README.md")
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")

    def section(title):
        start = lines.index(title)
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
        return start, end

    def put_rows(title, marker, rows):
        nonlocal lines
        lines = [l for l in lines if not l.startswith(marker)]
        start, end = section(title)
        last = max(i for i in range(start, end) if lines[i].startswith("|"))
        lines[last + 1:last + 1] = rows

    def put_bullet(title, marker, bullet):
        nonlocal lines
        kept, skipping = [], False
        for l in lines:
            if l.startswith(marker):
                skipping = True
                continue
            if skipping and (l.startswith("* ") or l.startswith("## ") or not l.strip()):
                skipping = False
            if not skipping:
                kept.append(l)
        lines = kept
        start, end = section(title)
        last = max(i for i in range(start, end) if lines[i].strip())
        lines[last + 1:last + 1] = bullet.rstrip("\n").split("\n")

    put_rows("## Sources", "| Open Multilingual Wordnet", [r for r in sources_rows if r.startswith("| Open")])
    put_rows("## Sources", "| Debian `dict-freedict-eng-", [r for r in sources_rows if r.startswith("| Debian")])
    put_rows("## Files", "| `translations/", files_rows)
    put_bullet("## How each file is made", "* **translations/**", how)
    put_bullet("## Licenses and attribution", "* **Translations**", attribution)
    write_text(path, "\n".join(lines))


# ------------------------------------------------------------------------------------------ main

def main(tarball, deb_root, out):
    synset_ids = set()
    with open(os.path.join(out, "dictionary", "synsets.tsv"), encoding="utf-8") as f:
        for line in f:
            synset_ids.add(line.split("\t", 1)[0])
    files, omw, shifts = load_omw(tarball, synset_ids)
    progress("OMW: %d wordnet files, %d synset ids in dictionary/synsets.tsv" % (len(omw), len(synset_ids)))
    for pos, (ks, runs, n, mapped) in sorted(shifts.items()):
        progress("  %s: Princeton -> Debian offset shifts %s in %d runs; %d of %d OMW offsets mapped"
                 % (pos, ks, runs, mapped, n))
    freedict = load_freedict(deb_root)
    progress("FreeDict: %d dictionaries" % len(freedict))

    tdir = os.path.join(out, "translations")
    os.makedirs(tdir, exist_ok=True)
    for old in glob.glob(os.path.join(tdir, "*.tsv")):
        os.remove(old)

    by_lang = {}
    for src in omw:
        by_lang.setdefault(src[1], []).append(src)
    sense_sources, omw_used, stats = {}, {}, {}
    for lang, srcs in sorted(by_lang.items()):
        # curated before Wiktionary, then more synsets first
        srcs = sorted(srcs, key=lambda s: (s[0].startswith("wikt-"), -len(s[5]), s[0]))
        merged, used = {}, []
        for sid, _, project, _, _, synsets, st in srcs:
            n = 0
            for s, ws in synsets.items():
                if s not in merged:
                    merged[s] = (ws, sid)
                    n += 1
            if n:
                used.append(sid)
                omw_used.setdefault(project, []).append(lang)
            stats[sid] = (len(synsets), n, st)
        rows = [(s, "|".join(ws), sid) for s, (ws, sid) in sorted(merged.items())]
        write_tsv(os.path.join(tdir, lang + ".tsv"), rows)
        sense_sources[lang] = used

    # FreeDict headwords the engine can look up: its lemmas, word forms, multi-word expressions and
    # frequency words (eng-deu alone has 362,000 headwords, most of them phrases and inflected forms)
    vocab = set()
    for rel in ENGLISH_VOCABULARY:
        with open(os.path.join(out, rel), encoding="utf-8") as f:
            for line in f:
                vocab.add(line.split("\t", 1)[0].lower())
    word_sources = {}
    for d in freedict:
        d["all headwords"] = len(d["words"])
        d["words"] = {k: ws for k, ws in d["words"].items() if k in vocab}
        if not d["words"]:
            continue
        if d["lang"] in word_sources:
            raise SystemExit("two FreeDict dictionaries for %s" % d["lang"])
        sid = "freedict-eng-" + d["code"]
        rows = [(k, "|".join(ws), sid) for k, ws in sorted(d["words"].items(), key=lambda kv: byte_key(kv[0]))]
        write_tsv(os.path.join(tdir, d["lang"] + ".words.tsv"), rows)
        word_sources[d["lang"]] = [sid]
        d["sid"] = sid
    freedict_used = [d for d in freedict if d.get("sid")]

    lic_names, lic_files = write_licenses(out, files, omw_used, freedict_used, deb_root)

    source_rows = []
    for sid, lang, project, label, url, synsets, st in omw:
        if sid not in stats or not stats[sid][1]:
            continue
        source_rows.append((sid, label, OMW_LICENSES[project][0], lic_names[project], url, "sense"))
    for d in freedict_used:
        name = "%s (Debian %s %s)" % (d["short"], d["pkg"], d["version"])
        source_rows.append((d["sid"], name, d["license"], "freedict-eng-NOTICES.txt", d["url"], "word"))
    source_rows.sort(key=lambda r: byte_key(r[0]))
    write_tsv(os.path.join(tdir, "sources.tsv"), source_rows)

    lang_rows = []
    owners = {}
    for code in sorted(set(sense_sources) | set(word_sources)):
        if code not in LANGUAGES:
            raise SystemExit("no name for language %s" % code)
        two, en, own, direction = LANGUAGES[code]
        if two != "-" and owners.setdefault(two, code) != code:
            two = "-"
        lang_rows.append((code, two, en, own, direction, ",".join(sense_sources.get(code, [])) or "-",
                          ",".join(word_sources.get(code, [])) or "-"))
    write_tsv(os.path.join(tdir, "languages.tsv"), lang_rows)

    # report
    total = 0
    report = []
    for code, *_ in lang_rows:
        p1, p2 = os.path.join(tdir, code + ".tsv"), os.path.join(tdir, code + ".words.tsv")
        n1 = sum(1 for _ in open(p1, encoding="utf-8")) if os.path.exists(p1) else 0
        n2 = sum(1 for _ in open(p2, encoding="utf-8")) if os.path.exists(p2) else 0
        b1 = os.path.getsize(p1) if os.path.exists(p1) else 0
        b2 = os.path.getsize(p2) if os.path.exists(p2) else 0
        total += b1 + b2
        report.append((code, n1, b1, n2, b2))
    for name in ("languages.tsv", "sources.tsv"):
        total += os.path.getsize(os.path.join(tdir, name))
    for code, n1, b1, n2, b2 in report:
        progress("%s: %6d synsets %9d bytes | %6d headwords %9d bytes" % (code, n1, b1, n2, b2))
    progress("translations/: %d languages, %d sources, %d bytes in all" % (len(lang_rows), len(source_rows), total))
    for sid, (n, used, st) in sorted(stats.items()):
        progress("%s: %d synsets, %d used; %s" % (sid, n, used, ", ".join("%s %d" % kv for kv in st.items())))
    for d in freedict_used:
        progress("%s: %d entries -> %d headwords, %d of them in the engine's vocabulary"
                 % (d["sid"], d["entries"], d["all headwords"], len(d["words"])))

    # README rows
    sense_files = [r for r in report if r[1]]
    word_files = [r for r in report if r[3]]
    omw_lic = {}
    for sid, lang, project, label, url, synsets, st in omw:
        if sid in stats and stats[sid][1]:
            entry = omw_lic.setdefault(project, [[], OMW_LICENSES[project][0], []])
            entry[2].append(lang)
            if label not in entry[0]:
                entry[0].append(label)
    sources_rows = []
    for project, (labels, lic, langs) in sorted(omw_lic.items()):
        label = "Wiktionary" if project == "wikt" else "; ".join(labels)
        sources_rows.append(
            "| Open Multilingual Wordnet 1.x (github omwn/omw-data commit %s, `wns/%s/`): %s | %s | translations/%s | %s (`LICENSES/%s`) |"
            % (OMW_COMMIT, project, label, OMW_COMMIT, ", ".join("%s.tsv" % l for l in langs), lic, lic_names[project]))
    fd_by = {}
    for d in freedict_used:
        fd_by.setdefault((d["src"], d["version"]), []).append(d)
    for (src, version), ds in sorted(fd_by.items()):
        lics = {}
        for d in ds:
            lics.setdefault(d["license"], []).append(d["code"])
        sources_rows.append(
            "| Debian `dict-freedict-eng-*` from source `%s` (%s) | %s | translations/*.words.tsv | %s (`LICENSES/freedict-eng-NOTICES.txt`, `LICENSES/%s-copyright.txt`) |"
            % (src, ", ".join(d["code"] for d in ds), version,
               "; ".join("%s (%s)" % (l, " ".join(c)) for l, c in sorted(lics.items())), src))
    src_note = "Open Multilingual Wordnet commit %s + Debian `dict-freedict-eng-*`" % OMW_COMMIT
    files_rows = [
        "| `translations/languages.tsv` | languages with translations (`scripts/translations.py`) | code (ISO 639-3), ISO 639-1 code or `-`, English name, own name, direction (`ltr`/`rtl`), sense source ids, word source ids (comma-separated or `-`) | %d | %s | %s | - |"
        % (len(lang_rows), size(os.path.getsize(os.path.join(tdir, "languages.tsv"))), src_note),
        "| `translations/sources.tsv` | where each translation comes from, for the attribution shown with it | source id, name, licence, licence file (in `LICENSES/`), url, kind (`sense`/`word`) | %d | %s | %s | - |"
        % (len(source_rows), size(os.path.getsize(os.path.join(tdir, "sources.tsv"))), src_note),
        "| `translations/<code>.tsv` (%d languages) | WordNet 3.0 synsets in other languages (sense-matched) | synset id (as dictionary/synsets.tsv), words (at most 3, joined by a vertical bar), source id | %s | %s | Open Multilingual Wordnet commit %s | per wordnet (sources.tsv, Sources above) |"
        % (len(sense_files), format(sum(r[1] for r in sense_files), ","), size(sum(r[2] for r in sense_files)), OMW_COMMIT),
        "| `translations/<code>.words.tsv` (%d languages) | English words in other languages, word-level fallback (not sense-matched) | English headword (lower case), translations (at most 3, joined by a vertical bar), source id | %s | %s | Debian `dict-freedict-eng-*` | GPL-2+/GPL-3+/CC BY-SA 3.0 per dictionary (sources.tsv) |"
        % (len(word_files), format(sum(r[3] for r in word_files), ","), size(sum(r[4] for r in word_files))),
    ]
    how = (
        "* **translations/** (`scripts/translations.py`; build.sh runs it last, after README.md is\n"
        "  written, and it puts its rows and these paragraphs back into README.md): `<code>.tsv` keeps\n"
        "  the lemma rows of each Open Multilingual Wordnet file (definitions, examples and Arabic\n"
        "  `lemma:root`/`lemma:brokenplural` rows skipped), up to 3 words per synset in file order,\n"
        "  `_` -> space, words with a vertical bar or a control character dropped, MultiWordNet's and\n"
        "  the Hebrew Wordnet's `GAP!` placeholders dropped, the Hebrew `!` and Slovene `?` marks of\n"
        "  inexact words removed (those words after the others), Dutch `[[links]]` unwrapped, the\n"
        "  Chinese `X+的` joints closed up, WOLF's `c\\x9cur` read as `cœur`.  OMW keys synsets by\n"
        "  Princeton WordNet 3.0 byte offsets, which are not all the engine's: Debian's wordnet-base\n"
        "  is rebuilt from the lexicographer files, so after two edited lines its verb offsets lie 18\n"
        "  bytes later (v00613036 to v02422681) and after one its adjective offsets one byte later\n"
        "  (from a01681608); the script finds these shifts from the data (the offset differences OMW\n"
        "  and dictionary/synsets.tsv share) and maps every OMW synset (`13658027-n` -> `n13658027`,\n"
        "  satellites `s` -> `a`).  Italian has two wordnets: MultiWordNet (more synsets) first,\n"
        "  ItalWordNet for the synsets it lacks.  The Wiktionary-derived files serve the languages\n"
        "  without a curated wordnet here.  `<code>.words.tsv` reads each FreeDict dictd entry's\n"
        "  translation lines (not pronunciations, `<tags>`, `[labels]`, `(notes)`, examples, English\n"
        "  glosses or see-lines) and keeps only headwords the engine can look up (the lemmas of\n"
        "  dictionary/senses.tsv, the forms of lemma/forms.tsv, phrases/wordnet-mwe.tsv,\n"
        "  frequency/words.tsv); a headword's entries are ranked (eng-deu: lemma entries with a\n"
        "  grammar tag, without a subject label, with more examples first; WikDict: translations\n"
        "  serving more senses first) and the first translation of each sense is taken before the\n"
        "  second.  The old Ergane-derived eng-afr, -ita, -spa, -swe and -srp also file multi-word\n"
        "  entries under their first word (`the` -> `Antarktika`); only the first run of a headword's\n"
        "  entries is read, without those whose pronunciation is a phrase's.  eng-hun's `ô û` are\n"
        "  restored to `ő ű`, eng-hin's `~` to spaces, eng-nld's `ĳ` to `ij`.  FreeDict eng-ara is\n"
        "  filed under `arb`, eng-rom (English-Romanian, despite its code) under `ron`; eng-nor\n"
        "  (Bokmål and Nynorsk mixed) stays `nor`.  The OMW data is `$OMW_TARBALL` (default\n"
        "  `../shared/data/omw/omw-wns.tar.xz`: github omwn/omw-data commit %s, its folder `wns/`,\n"
        "  packed; not a Debian or PyPI package).\n" % OMW_COMMIT)
    attribution = (
        "* **Translations** (`translations/`): each row names its source id; `translations/sources.tsv`\n"
        "  gives the source's name, licence, licence file and url, which must be shown with the words.\n"
        "  Open Multilingual Wordnet (Francis Bond and Ryan Foster. 2013. Linking and extending an open\n"
        "  multilingual wordnet. ACL 2013, 1352-1362) and each wordnet's own licence and citation\n"
        "  (`LICENSES/omw-*-LICENSE.txt`); the words of each file are an adaptation under that licence\n"
        "  (CC BY-SA files stay CC BY-SA).  Wiktionary words: CC BY-SA 3.0 (`LICENSES/CC-BY-SA-3.0.txt`).\n"
        "  FreeDict dictionaries: each dictionary's notice in `LICENSES/freedict-eng-NOTICES.txt`;\n"
        "  the `.words.tsv` files derived from GPL dictionaries are under the same GPL version\n"
        "  (`LICENSES/GPL-2.txt`, `GPL-3.txt`; eng-pol also GFDL 1.2+, `GFDL-1.2.txt`).\n")
    upsert_readme(out, sources_rows, files_rows, how, attribution)
    progress("README.md: translations rows")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
