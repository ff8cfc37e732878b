#!/usr/bin/env python3
"""Runs every `console` example of README.md and docs/*.md and compares what it prints with the page.

    python3 scripts/docs_check.py READER [--only FILE:LINE] [--show]

A block's `$ ` lines are commands (a line ending in `\\` continues on the next); the lines after one,
up to the next command, are what it prints (stdout and stderr together). A line `...` stands for any
number of lines, and `...` inside a line for any text; `# exit N` at the end of a command or of its
last line is the exit status it must end with (0 otherwise). A command followed by no lines is run and
must succeed, but what it prints is not compared (the page summarises it).

Each block runs in a fresh folder with its own store and a fixed clock (READER_NOW
2026-11-20T09:15:00Z), `Corpora` linked in, `reader` first on PATH and $FIXTURES naming
Tests/Fixtures. An HTML comment just above the fence steers it, one directive a line:

    <!-- docs-check
    setup: SHELL LINE            run once before the first command, hidden from the reader (any number)
    env: NAME=VALUE              set for every command of the block (and the blocks continuing it)
    continue                     keep the folder, store and setup of the block before
    shown-cwd: /home/me/books    the folder as the page shows it
    not-run: reader open *       commands so (a shell pattern, their comment aside) are shown, not run
    skip: REASON                 the whole block is not run
    -->

The home folder is shown as /home/ann, and a carriage return at a line's end is dropped. Stdlib only; exits 1 if any example differs.
"""
import argparse
import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = ["README.md"] + sorted(
    os.path.join("docs", name) for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))
CLOCK = "2026-11-20T09:15:00Z"
SHOWN_HOME = "/home/ann"
EXIT_NOTE = re.compile(r"\s+# exit (\d+)\s*$")
TIMEOUT_SECONDS = 120


class Block:
    def __init__(self, page, line, lines, directives):
        self.page, self.line, self.lines = page, line, lines
        self.setup = [d[len("setup:"):].strip() for d in directives if d.startswith("setup:")]
        self.continues = "continue" in directives
        self.skip = next((d[len("skip:"):].strip() for d in directives if d.startswith("skip:")), None)
        self.not_run = [d[len("not-run:"):].strip() for d in directives if d.startswith("not-run:")]
        self.environment = dict(d[len("env:"):].strip().split("=", 1) for d in directives if d.startswith("env:"))
        self.shown_cwd = next((d[len("shown-cwd:"):].strip() for d in directives if d.startswith("shown-cwd:")), None)

    @property
    def name(self):
        return f"{self.page}:{self.line}"

    def examples(self):
        """(command, expected lines, expected exit status, line of the command) for each `$ ` line."""
        examples, index = [], 0
        while index < len(self.lines):
            text = self.lines[index]
            if not text.startswith("$ "):
                raise ValueError(f"{self.page}:{self.line + 1 + index}: output before any command")
            start = index
            command = text[2:]
            while command.endswith("\\") and index + 1 < len(self.lines):
                index += 1
                command = command + "\n" + self.lines[index]
            index += 1
            output = []
            while index < len(self.lines) and not self.lines[index].startswith("$ "):
                output.append(self.lines[index])
                index += 1
            status = 0
            note = EXIT_NOTE.search(command.splitlines()[-1])
            if note:
                status = int(note.group(1))
            elif output and EXIT_NOTE.search(output[-1]):
                note = EXIT_NOTE.search(output[-1])
                status = int(note.group(1))
                output[-1] = output[-1][:note.start()].rstrip()
            examples.append((command, output, status, self.line + 1 + start))
        return examples


def blocks_of(page):
    lines = open(os.path.join(ROOT, page), encoding="utf-8").read().split("\n")
    blocks, index = [], 0
    while index < len(lines):
        if lines[index].strip() == "```console":
            directives = []
            above = index - 1
            if above >= 0 and lines[above].strip() == "-->":
                top = above
                while top >= 0 and not lines[top].startswith("<!-- docs-check"):
                    top -= 1
                directives = [d.strip() for d in lines[top + 1:above] if d.strip()]
            end = index + 1
            while lines[end].strip() != "```":
                end += 1
            blocks.append(Block(page, index + 1, lines[index + 1:end], directives))
            index = end
        index += 1
    return blocks


def line_matches(pattern, text):
    if "..." not in pattern:
        return pattern == text
    return re.fullmatch(".*".join(re.escape(part) for part in pattern.split("...")), text, re.S) is not None


def lines_match(expected, actual):
    """True when actual fits expected, where a line `...` takes any number of lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(lines_match(expected[1:], actual[skip:]) for skip in range(len(actual) + 1))
    return bool(actual) and line_matches(expected[0], actual[0]) and lines_match(expected[1:], actual[1:])


class Folder:
    """Where a block runs: its files, home and store."""

    def __init__(self, reader):
        self.path = os.path.realpath(tempfile.mkdtemp(prefix="docs-check-"))
        self.home = os.path.join(self.path, ".home")
        os.makedirs(self.home)
        os.symlink(os.path.join(ROOT, "Corpora"), os.path.join(self.path, "Corpora"))
        bindir = os.path.join(self.path, ".bin")
        os.makedirs(bindir)
        os.symlink(os.path.abspath(reader), os.path.join(bindir, "reader"))
        self.environment = {
            "PATH": bindir + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.home,
            "XDG_DATA_HOME": os.path.join(self.home, ".local", "share"),
            "XDG_CONFIG_HOME": os.path.join(self.home, ".config"),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "TERM": "dumb",
            "COLUMNS": "80",
            "READER_NOW": CLOCK,
            "FIXTURES": os.path.join(ROOT, "Tests", "Fixtures"),
        }
        self.setup = []

    def run(self, command):
        """Runs command after the setup lines; returns (status, lines printed)."""
        script = "\n".join(["set -o pipefail"] + [f"{{ {line}\n}} >/dev/null 2>&1" for line in self.setup] + [command])
        try:
            done = subprocess.run(["bash", "-c", script], cwd=self.path, env=self.environment, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            return None, [f"(still running after {TIMEOUT_SECONDS} s)"]
        text = done.stdout.decode("utf-8", "replace")
        text = text.replace(self.home, SHOWN_HOME)
        if self.shown_cwd:
            text = text.replace(self.path, self.shown_cwd)
        # CSV rows end in CRLF (RFC 4180); a page cannot show the CR.
        lines = [line.removesuffix("\r") for line in text.split("\n")]
        if lines and lines[-1] == "":
            lines.pop()
        # A reader cut short by `| head` dies of SIGPIPE; the page's pipeline still did what it shows.
        return (0 if done.returncode == 141 else done.returncode), lines

    def remove(self):
        shutil.rmtree(self.path, ignore_errors=True)


def check(blocks, reader, show):
    failures, checked, folder = [], 0, None
    for block in blocks:
        if block.skip:
            continue
        if not (block.continues and folder):
            if folder:
                folder.remove()
            folder = Folder(reader)
        folder.setup += block.setup
        folder.environment.update(block.environment)
        folder.shown_cwd = block.shown_cwd or getattr(folder, "shown_cwd", None)
        for command, expected, status, line in block.examples():
            if any(fnmatch.fnmatchcase(command.split(" #")[0].strip(), pattern) for pattern in block.not_run):
                continue
            # Commands already run leave their files and store behind; the setup runs once per folder.
            actual_status, actual = folder.run(command)
            folder.setup = []
            checked += 1
            compared = not expected or lines_match(expected, actual)
            if actual_status != status or not compared:
                failures.append((f"{block.page}:{line}", command, expected, status, actual, actual_status))
            elif show:
                print(f"ok {block.page}:{line}")
    if folder:
        folder.remove()
    for where, command, expected, status, actual, actual_status in failures:
        print(f"FAIL {where}: $ {command}")
        if actual_status != status:
            print(f"  exit status {actual_status}, the page says {status}")
        if expected and not lines_match(expected, actual):
            print("  the page shows:")
            print("\n".join("    | " + line for line in expected))
            print("  it prints:")
            print("\n".join("    | " + line for line in actual[:60]))
    print(f"docs examples: {checked - len(failures)}/{checked} as the pages show them")
    return not failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reader")
    parser.add_argument("--only", help="PAGE:LINE of one block's fence")
    parser.add_argument("--show", action="store_true", help="print each example that holds too")
    args = parser.parse_args()
    blocks = [block for page in PAGES for block in blocks_of(page)]
    if args.only:
        blocks = [block for block in blocks if block.name == args.only]
        if not blocks:
            print(f"docs_check.py: no console block at {args.only}", file=sys.stderr)
            sys.exit(64)
    sys.exit(0 if check(blocks, args.reader, args.show) else 1)


if __name__ == "__main__":
    main()
