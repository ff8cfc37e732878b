#!/usr/bin/env bash
# Runs N random two-device histories (default 10,000) of StoreMergePropertyTests:
# capture, mark, finish, deck, undo, export/restore, merge and review on two
# stores, checking after every step that no review answer is lost or counted
# twice and that restore(export(s)) == s, and at the end that merging is
# commutative and idempotent. Usage: scripts/merge-property.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
sequences=${1:-10000}
swift build --build-tests >&2
started=$(date +%s)
READER_MERGE_SEQUENCES=$sequences swift test --skip-build --filter StoreMergePropertyTests 2>&1 | grep -E '✔|✘|error' | tail -5
echo "merge-property: $sequences sequences in $(( $(date +%s) - started ))s"
