#!/usr/bin/env bash
# Prints the instructions the full stack (shy bar + 3 followers + header with effects + pull)
# executes per scroll event, counted by callgrind: a figure that does not depend on machine noise.
#
# Builds scrollchrome-bench in release, installs Debian's valgrind if it is missing, and runs
# `scrollchrome-bench --instructions N` under `valgrind --tool=callgrind`, collecting only inside
# `instructionWorkload` (after an uncounted warm-up lap). Usage: Tools/count-instructions.sh [N]
set -euo pipefail

events="${1:-200000}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if ! command -v valgrind >/dev/null 2>&1; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y --no-install-recommends valgrind
fi

swift build -c release --product scrollchrome-bench >&2
bench="$(swift build -c release --show-bin-path)/scrollchrome-bench"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" \
  --toggle-collect='*instructionWorkload*' "$bench" --instructions "$events" >&2 2>"$out/log" \
  || { cat "$out/log" >&2; exit 1; }

total="$(sed -n 's/^summary: *//p' "$out/callgrind.out" | head -n 1)"
if [ -z "$total" ] || [ "$total" -eq 0 ]; then
  echo "count-instructions: callgrind counted nothing inside instructionWorkload" >&2
  exit 1
fi
echo "instructions: $total for $events events"
echo "instructions per event: $(( (total + events / 2) / events ))"
