#!/usr/bin/env bash
# Type-checks the UIKit and SwiftUI adapters on a machine that has neither (DESIGN.md rule 8).
#
# 1. Every Swift file of Sources/ScrollChromeUIKit must be wrapped in `#if canImport(UIKit)`, and
#    every file of Sources/ScrollChromeSwiftUI in `#if canImport(SwiftUI)`, so that a plain
#    `swift build` on Linux compiles them to nothing.
#    No adapter file may exceed 150 lines.
# 2. The core is built with SwiftPM and its .swiftmodule reused.
# 3. Tools/AppleSurfaces/<Module>/ is built into modules named ObjectiveC, UIKit, QuartzCore and
#    SwiftUI: signature-faithful copies of the Apple API the adapters use, with `fatalError()`
#    bodies. They are a compile check, never a simulator.
# 4. Each adapter target is type-checked against them in Swift 6 mode with main-actor default
#    isolation, as Package.swift builds it; any error or warning fails the script.
# 5. ScrollChromeUIKit and ScrollChromeSwiftUI are built as modules (with the symbol graphs
#    Tools/build-docs.sh documents), and the example app (Examples/ScrollChromeExample, its UIKit
#    and its SwiftUI screens) and the adapter tests (Tests/ScrollChromeUIKitTests, each file
#    wrapped in `#if canImport(UIKit)`) are type-checked against them and the surfaces.
# 6. An app's SwiftUI file (Tools/NameClashCheck) is type-checked against ScrollChromeSwiftUI.
#
# `#selector` and `@objc` need the compiler's Objective-C interop, which is off on Linux; it is
# switched on for the surfaces and the type check only (-enable-objc-interop). Nothing is linked.
#
# Usage: bash Tools/typecheck-adapters.sh   (from any directory)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

surfaces="Tools/AppleSurfaces"
out="$root/.build/apple-surfaces"
objc_interop=(-Xfrontend -enable-objc-interop)


fail() {
  echo "typecheck-adapters: $*" >&2
  exit 1
}

# Prints why `file` is not wrapped in `#if canImport(framework)` ... `#endif`, or nothing.
# Outside the wrapper only blank lines and `//` comments are allowed, and the wrapper may not have
# an `#else` branch (code that would compile without the framework).
wrapping_problem() {
  local file=$1 framework=$2
  awk -v want="#if canImport(${framework})" '
    { line = $0; sub(/^[ \t]+/, "", line); sub(/[ \t]+$/, "", line) }
    depth == 0 && (line == "" || line ~ /^\/\//) { next }
    depth == 0 && opened { problem = "code after the closing #endif (line " NR ")"; exit }
    depth == 0 && line == want { depth = 1; opened = 1; next }
    depth == 0 { problem = "first code line is not `" want "` (line " NR ")"; exit }
    depth == 1 && line ~ /^#(else|elseif)/ { problem = "`" want "` has an #else branch"; exit }
    line ~ /^#if/ { depth++; next }
    line ~ /^#endif/ { depth--; next }
    END {
      if (problem == "" && !opened) problem = "no `" want "` wrapper"
      if (problem == "" && depth != 0) problem = "the wrapper is not closed by #endif"
      print problem
    }
  ' "$file"
}

# Collects the Swift files of a target, sorted, into the array named by $2.
swift_files() {
  local dir=$1
  local -n files_ref=$2
  mapfile -d '' files_ref < <(find "$dir" -name '*.swift' -type f -print0 | sort -z)
}

# --- 1. Wrappers -----------------------------------------------------------------------------

for pair in ScrollChromeUIKit:UIKit ScrollChromeSwiftUI:SwiftUI; do
  target=${pair%%:*}
  framework=${pair##*:}
  swift_files "Sources/$target" files
  [[ ${#files[@]} -gt 0 ]] || fail "Sources/$target has no Swift files"
  for file in "${files[@]}"; do
    problem="$(wrapping_problem "$file" "$framework")"
    [[ -z "$problem" ]] || fail "$file: $problem"
    # The house limit for adapter files: small enough to review line by line.
    lines=$(wc -l <"$file")
    ((lines <= 150)) || fail "$file: $lines lines, over the 150 an adapter file may have"
  done
done

# --- 2. The core -----------------------------------------------------------------------------

if ! log="$(swift build --target ScrollChromeCore 2>&1)"; then
  echo "$log" >&2
  fail "swift build --target ScrollChromeCore failed"
fi
bin="$(swift build --show-bin-path)"
core_modules=""
for candidate in "$bin/Modules" "$bin"; do
  if [[ -e "$candidate/ScrollChromeCore.swiftmodule" ]]; then
    core_modules="$candidate"
    break
  fi
done
[[ -n "$core_modules" ]] || fail "no ScrollChromeCore.swiftmodule under $bin"

# --- 3. The surfaces -------------------------------------------------------------------------

rm -rf "$out"
mkdir -p "$out"
common=(-swift-version 6 -parse-as-library -module-cache-path "$out/ModuleCache" "${objc_interop[@]}")
# The adapters use the core's `package` declarations (its runtime): they are compiled in the
# package SwiftPM compiled the core in, whose name its build description records.
package_name="$(python3 -c '
import json, sys
arguments = json.load(open(sys.argv[1]))["swiftCommands"]
for command in arguments.values():
    flags = command.get("otherArguments", []) + command.get("arguments", [])
    if "-package-name" in flags:
        print(flags[flags.index("-package-name") + 1])
        break
' "$bin/description.json")"
[[ -n "$package_name" ]] || fail "no -package-name in $bin/description.json"
adapter=(-package-name "$package_name")

# Dependencies first: UIKit re-exports ObjectiveC (through Foundation on Apple platforms).
for module in ObjectiveC UIKit QuartzCore SwiftUI; do
  swift_files "$surfaces/$module" files
  [[ ${#files[@]} -gt 0 ]] || fail "$surfaces/$module has no Swift files"
  swiftc -emit-module "${common[@]}" -I "$out" -module-name "$module" \
    -emit-module-path "$out/$module.swiftmodule" "${files[@]}" \
    || fail "the $module surface in $surfaces/$module does not build"
done

# --- 4. The adapters -------------------------------------------------------------------------

# The documentation's snippets (Tools/AdapterSnippets/<framework>) are type-checked as part of
# their adapter module, so they compile exactly as an app would write them, without shipping in it.
for pair in ScrollChromeUIKit:UIKit ScrollChromeSwiftUI:SwiftUI; do
  target=${pair%%:*}
  framework=${pair##*:}
  swift_files "Sources/$target" files
  swift_files "Tools/AdapterSnippets/$framework" snippets
  swiftc -typecheck "${common[@]}" "${adapter[@]}" -default-isolation MainActor \
    -warnings-as-errors -I "$out" -I "$core_modules" -module-name "$target" "${files[@]}" \
    "${snippets[@]}" \
    || fail "$target does not type-check against $surfaces"
  count=${#files[@]}
  noun=files
  [[ $count -eq 1 ]] && noun=file
  echo "$target: $count $noun and ${#snippets[@]} snippet file(s) type-check against $surfaces"
done

# --- 5. The adapters as modules -----------------------------------------------------------------

# Apps, the example app and the adapter tests import ScrollChromeUIKit and ScrollChromeSwiftUI;
# the modules (and their symbol graphs, which Tools/build-docs.sh documents) are built here
# against the surfaces.
mkdir -p "$out/symbol-graphs"
for target in ScrollChromeUIKit ScrollChromeSwiftUI; do
  swift_files "Sources/$target" files
  swiftc -emit-module "${common[@]}" "${adapter[@]}" -default-isolation MainActor -I "$out" \
    -I "$core_modules" -module-name "$target" -emit-module-path "$out/$target.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs" "${files[@]}" \
    || fail "$target does not build as a module against $surfaces"
done

# The example app (one module, its `@main` app delegate included; its SwiftUI screens in
# Sources/SwiftUI) imports ScrollChromeUIKit and ScrollChromeSwiftUI as an app does, and the
# adapter tests import ScrollChromeUIKit as a test bundle does. Apps are not built with main-actor default
# isolation; the test cases are `@MainActor` classes (an XCTestCase subclass cannot take the
# default, whose initialiser would differ in isolation from XCTestCase's). XCTest comes from the
# toolchain.
swift_files "Examples/ScrollChromeExample/Sources" example
[[ ${#example[@]} -gt 0 ]] || fail "Examples/ScrollChromeExample/Sources has no Swift files"
swiftc -typecheck "${common[@]}" -warnings-as-errors -I "$out" -I "$core_modules" \
  -module-name ScrollChromeExample "${example[@]}" \
  || fail "the example app does not type-check against $surfaces"
echo "ScrollChromeExample: ${#example[@]} file(s) type-check against $surfaces, ScrollChromeUIKit and ScrollChromeSwiftUI"

swift_files "Tests/ScrollChromeUIKitTests" tests
[[ ${#tests[@]} -gt 0 ]] || fail "Tests/ScrollChromeUIKitTests has no Swift files"
for file in "${tests[@]}"; do
  problem="$(wrapping_problem "$file" UIKit)"
  [[ -z "$problem" ]] || fail "$file: $problem"
done
swiftc -typecheck "${common[@]}" -warnings-as-errors -I "$out" -I "$core_modules" \
  -module-name ScrollChromeUIKitTests "${tests[@]}" \
  || fail "ScrollChromeUIKitTests does not type-check against $surfaces"
echo "ScrollChromeUIKitTests: ${#tests[@]} file(s) type-check against $surfaces and ScrollChromeUIKit"

# --- 6. Names that do not clash ----------------------------------------------------------------

# Tools/NameClashCheck is an app's SwiftUI file: it imports ScrollChromeSwiftUI (the module of
# section 5, re-exporting the core) and uses SwiftUI's `Animation`, `Spring` and `Keyframes`
# unqualified. A public core type of one of those names makes it ambiguous (DESIGN.md rule 10).
swift_files "Tools/NameClashCheck" clients
swiftc -typecheck "${common[@]}" -default-isolation MainActor -warnings-as-errors \
  -I "$out" -I "$core_modules" -module-name NameClashCheck "${clients[@]}" \
  || fail "SwiftUI's Animation, Spring or Keyframes is ambiguous beside ScrollChromeSwiftUI"
echo "NameClashCheck: SwiftUI's Animation, Spring and Keyframes stay unambiguous beside ScrollChromeSwiftUI"

