// The two number routines the playground module's JSON parser and number printing need that
// neither the Embedded Swift runtime nor wasi-libc supplies without pulling in far more:
// `_swift_stdlib_strtod_clocale` (what `Double(String)` calls; wasi-libc's strtod needs 128-bit
// long-double arithmetic from compiler-rt, which the toolchain lacks for wasm32) and `__multi3`
// (the 128-bit multiplication of `multipliedFullWidth`).

#include <stddef.h>
#include <stdint.h>

// MARK: Decimal text to Double, correctly rounded

// A decimal number is D · 10^E with D an integer of at most `maxDigits` digits (a longer one is
// cut there, with a last digit 1 standing for the nonzero digits cut, which keeps every rounding
// decision: a halfway point between two doubles has at most 767 significant digits). The value is
// num / den with both as big integers; scaled by a power of two into [1, 2), long division gives
// 64 bits of it and whether anything is left, which rounds to nearest, ties to even.

enum { maxDigits = 800, limbCount = 140 };  // 140 × 32 bits > 10^(800 + 340) · 2

typedef struct {
  uint32_t limb[limbCount];  // little-endian
} Big;

static void bigSet(Big *x, uint32_t value) {
  for (int i = 0; i < limbCount; i++) x->limb[i] = 0;
  x->limb[0] = value;
}

static void bigMulAdd(Big *x, uint32_t factor, uint32_t addend) {
  uint64_t carry = addend;
  for (int i = 0; i < limbCount; i++) {
    uint64_t product = (uint64_t)x->limb[i] * factor + carry;
    x->limb[i] = (uint32_t)product;
    carry = product >> 32;
  }
}

static int bigBits(const Big *x) {
  for (int i = limbCount - 1; i >= 0; i--) {
    if (x->limb[i]) return i * 32 + 32 - __builtin_clz(x->limb[i]);
  }
  return 0;
}

static void bigShiftLeft(Big *x, int bits) {
  int words = bits / 32, rest = bits % 32;
  for (int i = limbCount - 1; i >= 0; i--) {
    uint32_t high = i - words >= 0 ? x->limb[i - words] : 0;
    uint32_t low = i - words - 1 >= 0 ? x->limb[i - words - 1] : 0;
    x->limb[i] = rest ? (high << rest) | (low >> (32 - rest)) : high;
  }
}

static int bigCompare(const Big *a, const Big *b) {
  for (int i = limbCount - 1; i >= 0; i--) {
    if (a->limb[i] != b->limb[i]) return a->limb[i] < b->limb[i] ? -1 : 1;
  }
  return 0;
}

static void bigSubtract(Big *a, const Big *b) {
  int64_t borrow = 0;
  for (int i = 0; i < limbCount; i++) {
    int64_t difference = (int64_t)a->limb[i] - b->limb[i] - borrow;
    borrow = difference < 0;
    a->limb[i] = (uint32_t)difference;
  }
}

static int isDigit(char c) { return c >= '0' && c <= '9'; }

static Big numerator, denominator;

// Parses `-?digits(.digits)?([eE][+-]?digits)?` at `text`. Returns the end of the number and sets
// `*result`, or returns NULL for other text and for a magnitude beyond the largest Double (as the
// Swift runtime's does on Linux, so `Double(String)` is nil); tiny magnitudes become 0.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  const char *p = text;
  int negative = *p == '-';
  if (negative) p++;
  if (!isDigit(*p)) return NULL;
  int count = 0, cut = 0;
  long exponent = 0;
  bigSet(&numerator, 0);
  for (int fraction = 0;; p++) {
    if (*p == '.' && !fraction) {
      fraction = 1;
      if (!isDigit(p[1])) return NULL;
      continue;
    }
    if (!isDigit(*p)) break;
    if (fraction) exponent--;
    if (count == 0 && *p == '0') continue;
    if (count < maxDigits) {
      bigMulAdd(&numerator, 10, (uint32_t)(*p - '0'));
      count++;
    } else {
      exponent++;
      cut |= *p != '0';
    }
  }
  if (*p == 'e' || *p == 'E') {
    p++;
    int sign = *p == '-' ? -1 : 1;
    if (*p == '-' || *p == '+') p++;
    if (!isDigit(*p)) return NULL;
    long explicit = 0;
    for (; isDigit(*p); p++) {
      if (explicit < 100000) explicit = explicit * 10 + (*p - '0');
    }
    exponent += sign * explicit;
  }
  if (cut) {
    bigMulAdd(&numerator, 10, 1);
    count++;
    exponent--;
  }
  double value = 0;
  if (count == 0 || count + exponent < -340) {
    value = 0;  // zero, or below half the smallest subnormal
  } else if (count + exponent > 310) {
    return NULL;
  } else {
    bigSet(&denominator, 1);
    for (long i = 0; i < (exponent < 0 ? -exponent : exponent); i++) {
      bigMulAdd(exponent < 0 ? &denominator : &numerator, 10, 0);
    }
    // num / den = (num' / den') · 2^binary with num' / den' in [1, 2).
    int binary = bigBits(&numerator) - bigBits(&denominator);
    if (binary > 0) bigShiftLeft(&denominator, binary);
    if (binary < 0) bigShiftLeft(&numerator, -binary);
    if (bigCompare(&numerator, &denominator) < 0) {
      bigShiftLeft(&numerator, 1);
      binary--;
    }
    uint64_t bits = 0;  // 64 bits of the quotient, the leading 1 first
    for (int i = 0; i < 64; i++) {
      bits <<= 1;
      if (bigCompare(&numerator, &denominator) >= 0) {
        bigSubtract(&numerator, &denominator);
        bits |= 1;
      }
      bigShiftLeft(&numerator, 1);
    }
    int sticky = bigBits(&numerator) != 0;
    // The bits a Double keeps: 53, fewer below the smallest normal exponent.
    int kept = binary >= -1022 ? 53 : binary + 1075;
    uint64_t mantissa;
    if (kept < 0) {
      mantissa = 0;
    } else {
      int dropped = 64 - kept;  // 11…64
      mantissa = dropped == 64 ? 0 : bits >> dropped;
      uint64_t rest = dropped == 64 ? bits : bits & ((1ull << dropped) - 1);
      uint64_t half = 1ull << (dropped - 1);
      if (rest > half || (rest == half && (sticky || (mantissa & 1)))) mantissa++;
    }
    if (kept == 53) {
      if (mantissa == 1ull << 53) {
        mantissa >>= 1;
        binary++;
      }
      if (binary > 1023) return NULL;
      uint64_t raw = (uint64_t)(binary + 1023) << 52 | (mantissa & ((1ull << 52) - 1));
      __builtin_memcpy(&value, &raw, sizeof value);
    } else {
      // A subnormal (or, rounded up, the smallest normal): mantissa · 2^-1074.
      __builtin_memcpy(&value, &mantissa, sizeof value);
    }
  }
  *result = negative ? -value : value;
  return p;
}

// MARK: 128-bit multiplication

typedef unsigned __int128 uint128;

// The low 128 bits of a · b, from 32-bit products (a 64 × 64-bit product would call this again).
uint128 __multi3(uint128 a, uint128 b) {
  uint64_t aLow = (uint64_t)a, bLow = (uint64_t)b;
  uint64_t a0 = (uint32_t)aLow, a1 = aLow >> 32, b0 = (uint32_t)bLow, b1 = bLow >> 32;
  uint64_t low = a0 * b0, middle1 = a1 * b0, middle2 = a0 * b1, high = a1 * b1;
  uint64_t cross = (low >> 32) + (uint32_t)middle1 + (uint32_t)middle2;
  uint64_t resultLow = (cross << 32) | (uint32_t)low;
  uint64_t resultHigh = high + (middle1 >> 32) + (middle2 >> 32) + (cross >> 32);
  resultHigh += (uint64_t)(a >> 64) * bLow + aLow * (uint64_t)(b >> 64);
  return (uint128)resultHigh << 64 | resultLow;
}
