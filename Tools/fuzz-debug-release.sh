#!/usr/bin/env bash
# Debug against release on the same random scenarios: the release bench prints N valid scenarios
# of the scenario fuzzer (--print-scenarios N --seed S, one JSON text a line), runs them itself
# (--trace-scenarios, the trace lines exactly as `scrollchrome trace` prints them), and the
# debug-built `scrollchrome trace` runs each line; the two outputs must be byte for byte the same.
#
# usage: Tools/fuzz-debug-release.sh N SEED DEBUG_SCROLLCHROME RELEASE_BENCH
set -euo pipefail

if (($# != 4)); then
  echo "usage: $0 N SEED DEBUG_SCROLLCHROME RELEASE_BENCH" >&2
  exit 2
fi
count=$1 seed=$2 debug=$3 bench=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$bench" --print-scenarios "$count" --seed "$seed" >"$work/scenarios.jsonl"
"$bench" --trace-scenarios "$work/scenarios.jsonl" >"$work/release.txt"
index=0
while IFS= read -r scenario; do
  if ! printf '%s\n' "$scenario" | "$debug" trace - >>"$work/debug.txt"; then
    echo "fuzz-debug-release: the debug build refused scenario $index of seed $seed:"
    printf '%s\n' "$scenario"
    exit 1
  fi
  index=$((index + 1))
done <"$work/scenarios.jsonl"

if ! cmp -s "$work/debug.txt" "$work/release.txt"; then
  # Name the first scenario whose lines differ, with the first differing line of each build.
  index=0
  while IFS= read -r scenario; do
    a=$(printf '%s\n' "$scenario" | "$debug" trace - | cksum)
    b=$(printf '%s\n' "$scenario" >"$work/one.jsonl" && "$bench" --trace-scenarios "$work/one.jsonl" | cksum)
    if [[ "$a" != "$b" ]]; then
      echo "fuzz-debug-release: scenario $index of seed $seed traces differently in debug and release:"
      printf '%s\n' "$scenario"
      diff <(printf '%s\n' "$scenario" | "$debug" trace -) \
        <("$bench" --trace-scenarios "$work/one.jsonl") | head -6 || true
      exit 1
    fi
    index=$((index + 1))
  done <"$work/scenarios.jsonl"
  echo "fuzz-debug-release: the outputs differ, but no single scenario does"
  exit 1
fi
echo "fuzz-debug-release: $count scenarios of seed $seed, $(wc -l <"$work/release.txt") lines, the same in debug and release"
