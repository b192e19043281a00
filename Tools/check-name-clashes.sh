#!/usr/bin/env bash
# Fails if a public type of ScrollChromeCore shares its name with a type of SwiftUI, UIKit,
# QuartzCore or Foundation (DESIGN.md rule 10): apps import them side by side, and
# `ScrollChromeSwiftUI` re-exports the core, so a clash makes ordinary SwiftUI code such as
# `.animation(.easeInOut, value: x)` ambiguous.
#
# 1. Builds the core and extracts its symbol graph with the toolchain's swift-symbolgraph-extract.
# 2. Compares every public top-level type (struct, enum, class, actor, protocol, typealias) with
#    the names and prefixes listed in Tools/apple-type-names.txt.
# The compile-side twin of this check is Tools/NameClashCheck, which Tools/typecheck-adapters.sh
# type-checks with the SwiftUI adapter: SwiftUI code that uses `Animation`, `Spring` and
# `Keyframes` unqualified next to `import ScrollChromeSwiftUI`.
#
# Usage: bash Tools/check-name-clashes.sh   (from any directory)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

swift build --target ScrollChromeCore >&2
bin="$(swift build --show-bin-path)"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
swift-symbolgraph-extract -module-name ScrollChromeCore -I "$bin/Modules" \
  -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir "$graphs" >&2

python3 - "$graphs/ScrollChromeCore.symbols.json" Tools/apple-type-names.txt <<'PY'
import json, re, sys

graph, listing = sys.argv[1], sys.argv[2]
kinds = {"swift.struct", "swift.enum", "swift.class", "swift.actor", "swift.protocol",
         "swift.typealias"}
ours = sorted({s["pathComponents"][0] for s in json.load(open(graph))["symbols"]
               if s["kind"]["identifier"] in kinds and len(s["pathComponents"]) == 1})
names, prefixes = set(), []
for line in open(listing):
    line = line.split("#", 1)[0].strip()
    if line.startswith("prefix:"):
        prefixes.append(line.split(":", 1)[1].strip())
    elif line:
        names.add(line)
clashes = [n for n in ours if n in names]
clashes += [n for n in ours for p in prefixes if re.match(re.escape(p) + "[A-Z]", n)]
if clashes:
    for name in sorted(set(clashes)):
        print(f"check-name-clashes: ScrollChromeCore's public type {name} clashes with an Apple type",
              file=sys.stderr)
    sys.exit(1)
print(f"name check: {len(ours)} public ScrollChromeCore types, none named like the "
      f"{len(names)} Apple types or {len(prefixes)} prefixes in {listing}")
PY
