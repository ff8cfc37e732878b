#!/usr/bin/env bash
# Installs reader into a temporary DESTDIR (a debug build unless CONFIG says
# otherwise) and checks every installed file: the binary and its data (translations
# included), the man page generated from the command definitions, and the bash, zsh and fish
# completions. Run by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
fail() { echo "install-check: $*" >&2; exit 1; }

make -s install CONFIG="${CONFIG:-debug}" DESTDIR="$dest" PREFIX=/usr/local >"$dest.log" 2>&1 || { cat "$dest.log" >&2; fail "make install failed"; }
rm -f "$dest.log"
prefix="$dest/usr/local"
reader="$prefix/bin/reader"

[ "$("$reader" --version)" = "reader $(make -s version)" ] || fail "--version does not print the version in ReaderVersion.swift"
[ "$("$reader" version)" = "$("$reader" --version)" ] || fail "'reader version' and 'reader --version' differ"
[ "$(READER_DATA="$prefix/share/reader" "$reader" lemma went)" = $'went\tgo' ] || fail "the installed data does not load"
READER_DATA="$prefix/share/reader" "$reader" define bank --native es --db "$dest/store.sqlite" | grep -q '^       Spanish: ' \
    || fail "the installed data has no translations"

# `reader serve` finds the browser's scripts in the installed data (no resource bundle beside the binary).
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
READER_DATA="$prefix/share/reader" READER_DB="$dest/store.sqlite" "$reader" serve "$dest" --port "$port" >"$dest/serve.log" 2>&1 &
server=$!
served=""
for _ in $(seq 50); do
    served=$(python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())' \
        "http://127.0.0.1:$port/static/reader.js" 2>/dev/null) && break
    sleep 0.2
done
kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true
grep -q 'const HIGHLIGHTED = engine.highlighted' <<<"$served" || { cat "$dest/serve.log" >&2; fail "the installed reader serve does not serve its scripts"; }

page="$prefix/share/man/man1/reader.1"
[ -s "$page" ] || fail "no man page at share/man/man1/reader.1"
grep -q '^\.Dt READER 1' "$page" || fail "reader.1 is not a section 1 page"
for command in read score batch config; do
    grep -q "^\.It Em $command\$" "$page" || fail "the man page does not document '$command'"
done
if command -v man >/dev/null; then
    MANWIDTH=80 man -l "$page" >"$dest/rendered" 2>/dev/null || fail "man cannot render reader.1"
    grep -q 'reader config set theme light' "$dest/rendered" || fail "the rendered page lacks the examples"
fi

bash_completion="$prefix/share/bash-completion/completions/reader"
bash -n "$bash_completion" || fail "the bash completion script has a syntax error"
bash -c "source '$bash_completion' && complete -p reader" >/dev/null || fail "the bash completion registers nothing for reader"
head -1 "$prefix/share/zsh/site-functions/_reader" | grep -qx '#compdef reader' || fail "the zsh completion is not a #compdef file"
grep -q "complete -c 'reader'\|complete -c reader" "$prefix/share/fish/vendor_completions.d/reader.fish" \
    || fail "the fish completion has no 'complete -c reader'"
echo "install-check: binary, data, man page and bash/zsh/fish completions installed and working"
