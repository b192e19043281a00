// The few C-library symbols the Embedded Swift runtime may ask for that would otherwise pull
// WASI imports out of wasi-libc's libc.a. Everything else (malloc/posix_memalign/free from
// dlmalloc, memcpy/memmove/memset/memcmp, libm) comes from libc.a and imports nothing, so the
// module instantiates with an empty import object. Unused definitions are garbage-collected by
// wasm-ld; `Tools/build-wasm.sh` fails if the linked module imports anything.

#include <stddef.h>
#include <stdint.h>

// MARK: Output

// `print` and runtime failure messages go through `putchar`. There is no console in a bare
// module, so the bytes are kept in a buffer the host can read (`runtime_output`).
static unsigned char output[4096];
static uint32_t outputLength;

int putchar(int c) {
  if (outputLength < sizeof output) output[outputLength++] = (unsigned char)c;
  return c & 0xff;
}

__attribute__((export_name("runtime_output")))
const unsigned char *runtime_output(void) { return output; }

__attribute__((export_name("runtime_output_length")))
uint32_t runtime_output_length(void) { return outputLength; }

// MARK: Randomness

// Seeds `Hasher` (Set, Dictionary). The core never needs secrecy, and a fixed stream keeps the
// module free of imports and its runs reproducible (DESIGN.md rule 2). SplitMix64.
static uint64_t randomState = 0x5343524F4C4C4348ull;  // "SCROLLCH"

void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  while (count > 0) {
    uint64_t z = (randomState += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    for (int i = 0; i < 8 && count > 0; i++, count--) *bytes++ = (unsigned char)(z >> (8 * i));
  }
}

uint32_t arc4random(void) {
  uint32_t value;
  arc4random_buf(&value, sizeof value);
  return value;
}

uint32_t arc4random_uniform(uint32_t bound) {
  if (bound < 2) return 0;
  uint32_t minimum = -bound % bound;
  for (;;) {
    uint32_t value = arc4random();
    if (value >= minimum) return value % bound;
  }
}
