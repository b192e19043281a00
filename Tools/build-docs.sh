#!/usr/bin/env bash
# Builds the DocC catalogs of ScrollChromeCore, ScrollChromeUIKit and ScrollChromeSwiftUI with the
# toolchain's docc, warnings as errors, after checking that every Swift snippet of the SwiftUI
# catalog has its compiled twin. Output: .build/docs/ScrollChromeCore.doccarchive,
# .build/docs/ScrollChromeUIKit.doccarchive and .build/docs/ScrollChromeSwiftUI.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

# Converts catalog $1 of module $2 with the symbol graphs in directory $3.
convert() {
  mkdir -p .build/docs
  docc convert "$1" \
    --fallback-display-name "$2" \
    --fallback-bundle-identifier "dev.scrollchrome.$2" \
    --additional-symbol-graph-dir "$3" \
    --output-path ".build/docs/$2.doccarchive" \
    --warnings-as-errors
  echo "docs: .build/docs/$2.doccarchive"
}

# --- ScrollChromeCore: symbol graphs from the package build's module --------------------------

graphs=.build/symbol-graphs
rm -rf "$graphs"
mkdir -p "$graphs"
swift build --target ScrollChromeCore >/dev/null
swift-symbolgraph-extract -module-name ScrollChromeCore \
  -I "$(swift build --show-bin-path)/Modules" \
  -target "$(uname -m)-unknown-linux-gnu" \
  -minimum-access-level public -output-dir "$graphs"

convert Sources/ScrollChromeCore/ScrollChromeCore.docc ScrollChromeCore "$graphs"

# --- The adapters: symbol graphs from the adapter type check's modules -----------------------

# On Linux the adapter modules compile to nothing, so Tools/typecheck-adapters.sh builds them
# against Tools/AppleSurfaces (.build/apple-surfaces/ScrollChromeUIKit.swiftmodule and
# ScrollChromeSwiftUI.swiftmodule). The symbol graphs the script writes beside them have no
# extension blocks, without which docc drops a module's extensions of UIKit and SwiftUI types
# (`UINavigationController.shyNavigationBar`, `View.shyTopBar`), so each graph is extracted again
# from its module, with them.
if ! log="$(bash Tools/typecheck-adapters.sh 2>&1)"; then
  echo "$log" >&2
  echo "build-docs: Tools/typecheck-adapters.sh failed" >&2
  exit 1
fi
surfaces=.build/apple-surfaces

# Each adapter module re-exports ScrollChromeCore, so its symbol graph holds the core's symbols too
# and its documentation links to them as its own. The core's doc comments link to the core's
# articles; each adapter catalog is built together with them (every article but the core's landing
# page, and their images), so that those links resolve in the adapter's archive as well.
#
# Extracts adapter module $1's symbol graphs (see above) and converts its catalog with the core's
# articles.
convert_adapter() {
  local module=$1
  local graphs=".build/symbol-graphs-$2"
  rm -rf "$graphs"
  mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$module" \
    -I "$surfaces" -I "$(swift build --show-bin-path)/Modules" \
    -module-cache-path "$surfaces/ModuleCache" \
    -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -emit-extension-block-symbols \
    -experimental-allowed-reexported-modules=ScrollChromeCore -output-dir "$graphs"

  local catalog=".build/docs-catalogs/$module.docc"
  rm -rf "$catalog"
  mkdir -p "$catalog"
  cp -R "Sources/$module/$module.docc/." "$catalog"
  for article in Sources/ScrollChromeCore/ScrollChromeCore.docc/*.md; do
    [[ "$(basename "$article")" == ScrollChromeCore.md ]] || cp "$article" "$catalog"
  done
  mkdir -p "$catalog/Resources"
  cp -R Sources/ScrollChromeCore/ScrollChromeCore.docc/Resources/. "$catalog/Resources"

  convert "$catalog" "$module" "$graphs"
}

convert_adapter ScrollChromeUIKit uikit

# --- ScrollChromeSwiftUI: the same, after checking the snippets' twins ----------------------

# Every ```swift block of an article or extension file <Name>.md has its compiled twin in
# Tools/AdapterSnippets/SwiftUI/Articles/<Name>Snippets.swift, which Tools/typecheck-adapters.sh
# type-checks: the block's lines must appear there one after another, as written (indentation
# aside, since the twin nests them in a view).
check_twins() {
  local article name twin block twin_text problems=0
  local articles
  mapfile -t articles < <(find Sources/ScrollChromeSwiftUI/ScrollChromeSwiftUI.docc -name '*.md' | sort)
  for article in "${articles[@]}"; do
    name="$(basename "$article" .md)"
    twin="Tools/AdapterSnippets/SwiftUI/Articles/${name}Snippets.swift"
    grep -q '^```swift' "$article" || continue
    if [[ ! -f "$twin" ]]; then
      echo "build-docs: $article has Swift snippets but no twin $twin" >&2
      problems=1
      continue
    fi
    twin_text=$'\n'"$(sed -E 's/^[[:space:]]+//; s/[[:space:]]+$//' "$twin")"$'\n'
    while IFS= read -r -d '' block; do
      if [[ "$twin_text" != *$'\n'"$block"$'\n'* ]]; then
        echo "build-docs: a snippet of $article is not line for line in $twin:" >&2
        echo "$block" >&2
        problems=1
      fi
    done < <(awk '
      /^```swift[[:space:]]*$/ { inside = 1; block = ""; next }
      inside && /^```[[:space:]]*$/ { inside = 0; printf "%s%c", block, 0; next }
      inside {
        line = $0; sub(/^[ \t]+/, "", line); sub(/[ \t]+$/, "", line)
        block = (block == "" ? line : block "\n" line)
      }
    ' "$article")
  done
  return "$problems"
}
check_twins || exit 1

convert_adapter ScrollChromeSwiftUI swiftui
