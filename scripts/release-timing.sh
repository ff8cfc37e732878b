# Sourced by the scripts that time the release `reader` with hyperfine
# (cold-start.sh, import-bench.sh, review-start.sh): moves to the checkout,
# checks for hyperfine, builds `reader` in release as $bin, and makes a
# temporary $work folder removed on exit. $1 names the caller in messages
# and in the folder's name.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
command -v hyperfine >/dev/null || { echo "$1: needs hyperfine (apt-get install hyperfine)" >&2; exit 69; }
swift build -c release --static-swift-stdlib --product reader >/dev/null
bin="$(swift build -c release --show-bin-path)/reader"
work="$(mktemp -d "${TMPDIR:-/tmp}/reader-${1%.sh}.XXXXXX")"
trap 'rm -rf "$work"' EXIT
