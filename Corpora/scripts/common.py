"""Shared helpers for the Corpora generators (deterministic TSV output)."""
import os


def byte_key(s):
    """Sort key equal to LC_ALL=C byte order of the UTF-8 encoding."""
    return s.encode("utf-8")


def row_key(row):
    return tuple(str(c).encode("utf-8") for c in row)


def write_tsv(path, rows):
    """Write rows (iterables of str) as UTF-8, LF, tab-separated, no header."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    n = 0
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            cells = [str(c) for c in row]
            for c in cells:
                if "\t" in c or "\n" in c:
                    raise ValueError("bad cell %r in %s" % (c, path))
            f.write("\t".join(cells) + "\n")
            n += 1
    os.replace(tmp, path)
    return n


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def progress(msg):
    print("  " + msg, flush=True)
