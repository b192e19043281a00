// The only place the core reaches the platform's C math library (DESIGN.md rule 3).
//
// Hosted platforms import their C library module. Embedded Swift on bare WebAssembly
// (`wasm32-unknown-none-wasm`) has none, so the five functions are declared with their C names
// and `Tools/build-wasm.sh` links them from a libm (`-enable-experimental-feature Extern`).
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(ucrt)
  import ucrt
#else
  @_extern(c, "exp") private func exp(_ x: Double) -> Double
  @_extern(c, "log") private func log(_ x: Double) -> Double
  @_extern(c, "sin") private func sin(_ x: Double) -> Double
  @_extern(c, "cos") private func cos(_ x: Double) -> Double
  @_extern(c, "pow") private func pow(_ x: Double, _ y: Double) -> Double
#endif

/// Elementary functions for the core, routed to the platform's C math library.
///
/// Every other core file calls these instead of importing a platform module, so the core stays
/// free of platform imports and compiles as Embedded Swift.
enum Math {
  /// The ratio of a circle's circumference to its diameter.
  static let pi = Double.pi

  /// Returns `e` raised to the power `x`.
  @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }

  /// Returns the natural logarithm of `x`.
  @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }

  /// Returns the sine of `x` radians.
  @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }

  /// Returns the cosine of `x` radians.
  @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }

  /// Returns `x` raised to the power `y`.
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }

  /// Returns the square root of `x` (IEEE 754, correctly rounded; no C library call).
  @inline(__always) static func sqrt(_ x: Double) -> Double { x.squareRoot() }
}

// MARK: Private

// Inside `Math`, `exp(x)` names `Math.exp`; these file-scope forwarders reach the C functions.
@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
