#!/usr/bin/env bash
# Compiles ScrollChromeCore as Embedded Swift for WebAssembly (DESIGN.md rule 3), links it into
# .build/wasm/ScrollChromeCore.wasm and runs the smoke test (Tools/wasm/smoke.mjs) in Node.
#
# Usage: Tools/build-wasm.sh [--no-smoke] [--no-install] [--playground DIR]
#
# --playground DIR also builds the playground's module (the core, the ScrollChromeScenario target —
# the scenario parser, checks and stepper it shares with `scrollchrome trace` — and
# Tools/wasm/Playground/*.swift) into
# .build/wasm/ScrollChromePlayground.wasm
# and writes DIR/index.html: Tools/wasm/Playground/playground.html with the module inlined as
# base64. `swift run scrollchrome playground` runs this. `--playground docs/playground` writes the
# page the repository ships (CI fails when the committed one is not what the sources build). The
# build is reproducible: the same sources give the same bytes in any clone, at any path (files in
# a fixed order, no debug information, source paths mapped to relative ones).
# --no-install reports a missing wasi-libc (exit 2) instead of installing it.
#
# The core (every .swift file under Sources/ScrollChromeCore, found at run time) is one module;
# Tools/wasm/Exports.swift is a second module that imports it, so the exports see the public and
# package API, as the package's own modules do. libm, the allocator and mem* come from Debian's
# wasi-libc (installed when missing); Tools/wasm/Runtime.c covers the few runtime symbols that
# would otherwise import WASI functions. The module must import nothing: it instantiates with an
# empty import object.
#
# Environment: SWIFT_TOOLCHAIN (default /opt/swift), WASI_LIBC_DIR (default: searched).
set -euo pipefail
# The order `sort` gives the sources, and so the module's bytes, do not depend on the locale.
export LC_ALL=C

invoked_from=$PWD
cd "$(dirname "${BASH_SOURCE[0]}")/.."

run_smoke=1
install=1
playground=""
while [[ $# -gt 0 ]]; do
  argument=$1
  shift
  case "$argument" in
    --no-smoke) run_smoke=0 ;;
    --no-install) install=0 ;;
    --playground)
      if [[ $# -eq 0 ]]; then
        echo "build-wasm: --playground needs a folder" >&2
        exit 2
      fi
      playground=$1
      [[ "$playground" == /* ]] || playground="$invoked_from/$playground"
      shift
      ;;
    -h | --help)
      sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "build-wasm: unknown argument '$argument' (try --help)" >&2
      exit 2
      ;;
  esac
done

toolchain="${SWIFT_TOOLCHAIN:-/opt/swift}"
swiftc="$toolchain/usr/bin/swiftc"
clang="$toolchain/usr/bin/clang"
wasm_ld="$toolchain/usr/bin/wasm-ld"
target="wasm32-unknown-none-wasm"
embedded_lib="$toolchain/usr/lib/swift/embedded/$target"
out=".build/wasm"

for tool in "$swiftc" "$clang" "$wasm_ld"; do
  if [[ ! -x "$tool" ]]; then
    echo "build-wasm: $tool not found (set SWIFT_TOOLCHAIN)" >&2
    exit 1
  fi
done
if [[ ! -d "$embedded_lib" ]]; then
  echo "build-wasm: the toolchain at $toolchain has no Embedded Swift standard library for" \
    "$target ($embedded_lib)" >&2
  exit 2
fi

# MARK: wasi-libc (libm, dlmalloc, mem*)

find_wasi_libc() {
  local dir
  for dir in "${WASI_LIBC_DIR:-}" /usr/lib/wasm32-wasi /usr/share/wasi-sysroot/lib/wasm32-wasi \
    /usr/lib/wasi-sysroot/lib/wasm32-wasi; do
    if [[ -n "$dir" && -f "$dir/libc.a" ]]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if ! wasi_dir="$(find_wasi_libc)" && [[ "$install" -eq 0 ]]; then
  echo "build-wasm: wasi-libc not found (apt-get install wasi-libc, or set WASI_LIBC_DIR)" >&2
  exit 2
fi
if [[ -z "${wasi_dir:-}" ]]; then
  echo "build-wasm: installing wasi-libc"
  sudo_cmd=()
  if [[ "$(id -u)" -ne 0 ]]; then sudo_cmd=(sudo); fi
  apt_log="$(mktemp)"
  if ! { "${sudo_cmd[@]}" apt-get update -q &&
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q wasi-libc; } \
    >"$apt_log" 2>&1; then
    cat "$apt_log" >&2
    echo "build-wasm: could not install wasi-libc" >&2
    exit 1
  fi
  rm -f "$apt_log"
  wasi_dir="$(find_wasi_libc)" || {
    echo "build-wasm: wasi-libc installed but libc.a not found" >&2
    exit 1
  }
fi

# MARK: Compile

mkdir -p "$out/modules"
rm -f "$out"/*.o "$out"/*.wasm "$out/modules"/ScrollChromeCore.*

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
  < <(find Sources/ScrollChromeCore -name '*.swift' -type f -print0 | sort -z)
if [[ ${#sources[@]} -eq 0 ]]; then
  echo "build-wasm: no Swift sources under Sources/ScrollChromeCore" >&2
  exit 1
fi

swift_flags=(
  -target "$target"
  -enable-experimental-feature Embedded
  -enable-experimental-feature Extern
  -swift-version 6
  -wmo
  -parse-as-library
  -Osize
  -lto=llvm-full
  -Xfrontend -disable-stack-protector
  -file-prefix-map "$PWD=."
)

"$swiftc" "${swift_flags[@]}" \
  -module-name ScrollChromeCore -package-name scrollchrome \
  -emit-module -emit-module-path "$out/modules/ScrollChromeCore.swiftmodule" \
  -c "${sources[@]}" -o "$out/ScrollChromeCore.o"

"$swiftc" "${swift_flags[@]}" \
  -module-name ScrollChromeWasm -package-name scrollchrome \
  -I "$out/modules" \
  -c Tools/wasm/Exports.swift -o "$out/Exports.o"

"$clang" --target=wasm32-unknown-unknown -Os -ffreestanding -nostdlib -Wall -Wextra -Werror \
  -c Tools/wasm/Runtime.c -o "$out/Runtime.o"

# MARK: Link

# Exports come from `@_expose(wasm, …)` / `export_name`; unreferenced code is garbage-collected.
# The playground's module is also stripped of its name section (--strip-all).
link() {
  local module=$1 strip=$2
  shift 2
  "$wasm_ld" \
    --no-entry \
    "$strip" \
    --gc-sections \
    -z stack-size=131072 \
    -o "$module" \
    "$out/ScrollChromeCore.o" "$@" "$out/Runtime.o" \
    "$embedded_lib/libswiftUnicodeDataTables.a" \
    "$wasi_dir/libc.a"
  echo "wasm size: $(wc -c <"$module" | tr -d ' ') bytes ($module)"
}

echo "wasm sources: ${#sources[@]} core files + Tools/wasm/Exports.swift"
link "$out/ScrollChromeCore.wasm" --strip-debug "$out/Exports.o"

# MARK: Playground

# The ScrollChromeScenario target (every .swift file of its folder) parses and checks a scenario
# and steps it, as `scrollchrome trace` does; the playground compiles it with its own files as one
# module, which keeps the module smaller than importing it would (no cross-module calls).
if [[ -n "$playground" ]]; then
  scenario_sources=()
  while IFS= read -r -d '' file; do scenario_sources+=("$file"); done \
    < <(find Sources/ScrollChromeScenario -name '*.swift' -type f -print0 | sort -z)
  "$swiftc" "${swift_flags[@]}" \
    -module-name ScrollChromePlayground -package-name scrollchrome \
    -I "$out/modules" \
    -c Tools/wasm/Playground/*.swift "${scenario_sources[@]}" -o "$out/Playground.o"
  for source in Allocator Numbers; do
    "$clang" --target=wasm32-unknown-unknown -Os -ffreestanding -nostdlib -Wall -Wextra -Werror \
      -c "Tools/wasm/Playground/$source.c" -o "$out/$source.o"
  done
  link "$out/ScrollChromePlayground.wasm" --strip-all "$out/Playground.o" "$out/Allocator.o" \
    "$out/Numbers.o"
  mkdir -p "$playground"
  base64 -w0 "$out/ScrollChromePlayground.wasm" >"$out/playground.b64"
  awk -v payload="$out/playground.b64" '
    index($0, "@WASM_BASE64@") {
      getline wasm < payload
      at = index($0, "@WASM_BASE64@")
      print substr($0, 1, at - 1) wasm substr($0, at + length("@WASM_BASE64@"))
      next
    }
    { print }
  ' Tools/wasm/Playground/playground.html >"$playground/index.html"
  echo "playground: $playground/index.html"
fi

# MARK: Smoke test

if [[ "$run_smoke" -eq 1 ]]; then
  if ! command -v node >/dev/null 2>&1; then
    echo "build-wasm: node not found; install Node 20 or pass --no-smoke" >&2
    exit 1
  fi
  node Tools/wasm/smoke.mjs "$out/ScrollChromeCore.wasm"
fi
