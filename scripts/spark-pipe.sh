#!/usr/bin/env bash
# Run `reader batch --stdin-jsonl` as a mapper under Apache Spark in local mode (RDD.pipe) and check
# that its output equals a direct run of the same binary on the same input.
#
#   scripts/spark-pipe.sh [--reader PATH] [--partitions N]
#
# Needs python3 with venv and Java 17+. Creates (once) a venv with pip `pyspark` in
# ${SPARK_VENV:-${TMPDIR:-/tmp}/reader-spark-venv}. Input: the texts of Corpora/leveled/rewrites.jsonl
# as {"id","text"} lines plus one malformed line, so error records are shown to flow through too.
# Exit status 0 when Spark's records equal the direct run's, 1 otherwise.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
READER="$HERE/.build/release/reader"
PARTITIONS=4
while [ $# -gt 0 ]; do
  case "$1" in
    --reader) READER="$2"; shift 2 ;;
    --partitions) PARTITIONS="$2"; shift 2 ;;
    *) echo "usage: $0 [--reader PATH] [--partitions N]" >&2; exit 64 ;;
  esac
done
command -v java >/dev/null || { echo "error: Spark needs Java 17+ (apt-get install openjdk-17-jre-headless)" >&2; exit 1; }
if [ ! -x "$READER" ]; then
  echo "[spark] building the release binary"
  (cd "$HERE" && swift build -c release --product reader >/dev/null)
fi

VENV="${SPARK_VENV:-${TMPDIR:-/tmp}/reader-spark-venv}"
if [ ! -x "$VENV/bin/python" ]; then
  echo "[spark] creating venv $VENV"
  python3 -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --disable-pip-version-check pyspark

WORK="$(mktemp -d "${TMPDIR:-/tmp}/reader-spark.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
python3 - "$HERE/Corpora/leveled/rewrites.jsonl" "$WORK/input.jsonl" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as src, open(sys.argv[2], "w", encoding="utf-8") as out:
    for n, line in enumerate(src):
        row = json.loads(line)
        out.write(json.dumps({"id": row["id"], "text": row["text"]}) + "\n")
        if n == 100:
            out.write('{"id": "broken", "text": \n')  # malformed on purpose
PY

# Local mode stays on loopback: without these Spark binds to the machine's network interface
# ("resolves to a loopback address ... using 192.0.2.2 instead").
export SPARK_LOCAL_IP=127.0.0.1 SPARK_LOCAL_HOSTNAME=localhost
"$READER" batch --stdin-jsonl <"$WORK/input.jsonl" >"$WORK/direct.jsonl" 2>"$WORK/direct.err"
"$VENV/bin/python" "$HERE/scripts/spark_pipe.py" "$READER" "$WORK/input.jsonl" "$WORK/spark.jsonl" "$PARTITIONS"
"$VENV/bin/python" "$HERE/scripts/spark_pipe.py" --compare "$WORK/direct.jsonl" "$WORK/spark.jsonl"
