#!/usr/bin/env bash
# Builds the DocC catalogs of ScrollChromeCore and ScrollChromeUIKit with the toolchain's docc,
# warnings as errors. Output: .build/docs/ScrollChromeCore.doccarchive and
# .build/docs/ScrollChromeUIKit.doccarchive
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

# --- ScrollChromeUIKit: symbol graphs from the adapter type check's module -------------------

# On Linux the module compiles to nothing, so Tools/typecheck-adapters.sh builds it against
# Tools/AppleSurfaces (.build/apple-surfaces/ScrollChromeUIKit.swiftmodule). The symbol graph the
# script writes beside it has no extension blocks, without which docc drops the module's
# extensions of UIKit types (`UINavigationController.shyNavigationBar`, `UIView.apply`), so the
# graph is extracted again from that module, with them.
if ! log="$(bash Tools/typecheck-adapters.sh 2>&1)"; then
  echo "$log" >&2
  echo "build-docs: Tools/typecheck-adapters.sh failed" >&2
  exit 1
fi
surfaces=.build/apple-surfaces
uikit_graphs=.build/symbol-graphs-uikit
rm -rf "$uikit_graphs"
mkdir -p "$uikit_graphs"
swift-symbolgraph-extract -module-name ScrollChromeUIKit \
  -I "$surfaces" -I "$(swift build --show-bin-path)/Modules" \
  -module-cache-path "$surfaces/ModuleCache" \
  -target "$(uname -m)-unknown-linux-gnu" \
  -minimum-access-level public -emit-extension-block-symbols \
  -experimental-allowed-reexported-modules=ScrollChromeCore -output-dir "$uikit_graphs"

# ScrollChromeUIKit re-exports ScrollChromeCore, so its symbol graph holds the core's symbols too
# and the UIKit documentation links to them as its own. The core's doc comments link to the core's
# articles; the UIKit catalog is built together with them (every article but the core's landing
# page, and their images), so that those links resolve in the UIKit archive as well.
catalog=.build/docs-catalogs/ScrollChromeUIKit.docc
rm -rf "$catalog"
mkdir -p "$catalog"
cp -R Sources/ScrollChromeUIKit/ScrollChromeUIKit.docc/. "$catalog"
for article in Sources/ScrollChromeCore/ScrollChromeCore.docc/*.md; do
  [[ "$(basename "$article")" == ScrollChromeCore.md ]] || cp "$article" "$catalog"
done
mkdir -p "$catalog/Resources"
cp -R Sources/ScrollChromeCore/ScrollChromeCore.docc/Resources/. "$catalog/Resources"

convert "$catalog" ScrollChromeUIKit "$uikit_graphs"
