#!/usr/bin/env bash
# Builds the DocC catalog of ScrollChromeCore with the toolchain's docc, warnings as errors.
# Symbol graphs are extracted from the package build's module. Output: .build/docs/ScrollChromeCore.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/symbol-graphs
rm -rf "$graphs"
mkdir -p "$graphs"
swift build --target ScrollChromeCore >/dev/null
swift-symbolgraph-extract -module-name ScrollChromeCore \
  -I "$(swift build --show-bin-path)/Modules" \
  -target "$(uname -m)-unknown-linux-gnu" \
  -minimum-access-level public -output-dir "$graphs"

mkdir -p .build/docs
docc convert Sources/ScrollChromeCore/ScrollChromeCore.docc \
  --fallback-display-name ScrollChromeCore \
  --fallback-bundle-identifier dev.scrollchrome.ScrollChromeCore \
  --additional-symbol-graph-dir "$graphs" \
  --output-path .build/docs/ScrollChromeCore.doccarchive \
  --warnings-as-errors
echo "docs: .build/docs/ScrollChromeCore.doccarchive"
