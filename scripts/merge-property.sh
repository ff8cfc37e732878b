#!/usr/bin/env bash
# Runs N random two-device histories (default 10,000; seeds 0..N-1) of
# StoreMergePropertyTests: capture, mark, finish, deck, undo, export/restore,
# merge and review on two stores, checking after every step that no review
# answer is lost or counted twice and that restore(export(s)) == s, and at the
# end that merging is commutative and idempotent. The histories set no
# setting: a merge keeps this store's settings unless --take-settings, so
# settings are outside the symmetry (StoreMergeSettingsTests checks them:
# A into B taking settings equals B into A). The seeds are split into JOBS
# shards run side by side (default: the number of cores); a failure names
# its seed. Usage: scripts/merge-property.sh [N] [JOBS]. Not part of `make test`
# (about 45 minutes for 10,000 on 2 busy cores); the unit suite runs 20.
set -euo pipefail
cd "$(dirname "$0")/.."
sequences=${1:-10000}
jobs=${2:-$(nproc)}
swift build --build-tests >&2
# The test bundle itself, not `swift test`: SwiftPM lets one run use .build at a time.
tests=$(swift build --show-bin-path)/readerPackageTests.xctest
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$(date +%s)
pids=()
for (( shard = 0; shard < jobs; shard++ )); do
    first=$(( sequences * shard / jobs ))
    count=$(( sequences * (shard + 1) / jobs - first ))
    READER_MERGE_FIRST_SEED=$first READER_MERGE_SEQUENCES=$count \
        "$tests" --testing-library swift-testing --filter StoreMergePropertyTests > "$logs/$shard.log" 2>&1 &
    pids+=($!)
done
failed=0
for (( shard = 0; shard < jobs; shard++ )); do
    # A shard that ran no test (a renamed suite) is a failure too.
    if ! wait "${pids[$shard]}" || ! grep -q 'Test run with 1 test' "$logs/$shard.log"; then
        failed=1
        echo "merge-property: shard $shard (seeds from $(( sequences * shard / jobs ))) failed:"
        grep -E '✘|seed [0-9]+' "$logs/$shard.log" | head -20
    fi
done
echo "merge-property: $sequences sequences in $jobs shards, $(( $(date +%s) - started ))s, $([ $failed = 0 ] && echo 'no failure' || echo FAILED)"
exit $failed
