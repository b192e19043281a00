#!/usr/bin/env bash
# Prints the instructions the full stack (shy bar + 3 followers + header with effects + pull)
# executes per scroll event and per animation frame, and what a shy bar and three followers cost
# per UIKit sample through the runtime (as the UIKit driver runs them: one notification, the
# runtime samples the scroll view, applies what changed) and through the engine fed directly (the
# host model, the tracker and the four behaviours, called one after the other), counted by
# callgrind: figures that do not depend on machine noise.
#
# Builds scrollchrome-bench in release, installs Debian's valgrind if it is missing, and runs
# `scrollchrome-bench --instructions N`, `--frame-instructions N`, `--runtime-instructions N` and
# `--engine-instructions N` under `valgrind --tool=callgrind`, collecting only inside the
# workload function of each (after an uncounted warm-up). Usage: Tools/count-instructions.sh [N]
set -euo pipefail

count="${1:-200000}"
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

# Counts the instructions inside function $2 while running the bench with flag $1; prints them.
counted() {
  valgrind --tool=callgrind --callgrind-out-file="$out/$2.out" --toggle-collect="*$2*" \
    "$bench" "$1" "$count" >&2 2>"$out/$2.log" || { cat "$out/$2.log" >&2; exit 1; }
  local total
  total="$(sed -n 's/^summary: *//p' "$out/$2.out" | head -n 1)"
  if [ -z "$total" ] || [ "$total" -eq 0 ]; then
    echo "count-instructions: callgrind counted nothing inside $2" >&2
    exit 1
  fi
  echo "$total"
}

events="$(counted --instructions instructionWorkload)"
frames="$(counted --frame-instructions frameInstructionWorkload)"
runtime="$(counted --runtime-instructions runtimeSampleWorkload)"
engine="$(counted --engine-instructions engineSampleWorkload)"
echo "instructions: $events for $count events, $frames for $count frames"
echo "instructions per event: $(( (events + count / 2) / count ))"
echo "instructions per frame: $(( (frames + count / 2) / count ))"
echo "instructions per runtime sample: $(( (runtime + count / 2) / count ))"
echo "instructions per engine sample: $(( (engine + count / 2) / count ))"
echo "runtime / engine: $(( (runtime * 100 + engine / 2) / engine ))%"
