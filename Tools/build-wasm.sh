#!/usr/bin/env bash
# Compiles ScrollChromeCore as Embedded Swift for WebAssembly (DESIGN.md rule 3), links it into
# .build/wasm/ScrollChromeCore.wasm and runs the smoke test (Tools/wasm/smoke.mjs) in Node.
#
# Usage: Tools/build-wasm.sh [--no-smoke]
#
# The core (every .swift file under Sources/ScrollChromeCore, found at run time) is one module;
# Tools/wasm/Exports.swift is a second module that imports it, so the exports see only the public
# API. libm, the allocator and mem* come from Debian's wasi-libc (installed when missing);
# Tools/wasm/Runtime.c covers the few runtime symbols that would otherwise import WASI functions.
# The module must import nothing: it instantiates with an empty import object.
#
# Environment: SWIFT_TOOLCHAIN (default /opt/swift), WASI_LIBC_DIR (default: searched).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

run_smoke=1
for argument in "$@"; do
  case "$argument" in
    --no-smoke) run_smoke=0 ;;
    -h | --help)
      sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
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

if ! wasi_dir="$(find_wasi_libc)"; then
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
rm -f "$out"/*.o "$out/ScrollChromeCore.wasm" "$out/modules"/ScrollChromeCore.*

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
  -Xfrontend -disable-stack-protector
)

"$swiftc" "${swift_flags[@]}" \
  -module-name ScrollChromeCore \
  -emit-module -emit-module-path "$out/modules/ScrollChromeCore.swiftmodule" \
  -c "${sources[@]}" -o "$out/ScrollChromeCore.o"

"$swiftc" "${swift_flags[@]}" \
  -module-name ScrollChromeWasm \
  -I "$out/modules" \
  -c Tools/wasm/Exports.swift -o "$out/Exports.o"

"$clang" --target=wasm32-unknown-unknown -Os -ffreestanding -nostdlib -Wall -Wextra -Werror \
  -c Tools/wasm/Runtime.c -o "$out/Runtime.o"

# MARK: Link

# Exports come from `@_expose(wasm, …)` / `export_name`; unreferenced code is garbage-collected.
"$wasm_ld" \
  --no-entry \
  --strip-debug \
  --gc-sections \
  -z stack-size=131072 \
  -o "$out/ScrollChromeCore.wasm" \
  "$out/ScrollChromeCore.o" "$out/Exports.o" "$out/Runtime.o" \
  "$embedded_lib/libswiftUnicodeDataTables.a" \
  "$wasi_dir/libc.a"

size="$(wc -c <"$out/ScrollChromeCore.wasm" | tr -d ' ')"
echo "wasm sources: ${#sources[@]} core files + Tools/wasm/Exports.swift"
echo "wasm size: $size bytes ($out/ScrollChromeCore.wasm)"

# MARK: Smoke test

if [[ "$run_smoke" -eq 1 ]]; then
  if ! command -v node >/dev/null 2>&1; then
    echo "build-wasm: node not found; install Node 20 or pass --no-smoke" >&2
    exit 1
  fi
  node Tools/wasm/smoke.mjs "$out/ScrollChromeCore.wasm"
fi
