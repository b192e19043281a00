// The only place the core reaches the platform's C math library (DESIGN.md rule 3).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  @_extern(c, "exp") private func c_exp(_ x: Double) -> Double
  @_extern(c, "log") private func c_log(_ x: Double) -> Double
  @_extern(c, "sin") private func c_sin(_ x: Double) -> Double
  @_extern(c, "cos") private func c_cos(_ x: Double) -> Double
  @_extern(c, "pow") private func c_pow(_ x: Double, _ y: Double) -> Double

  private func exp(_ x: Double) -> Double { c_exp(x) }
  private func log(_ x: Double) -> Double { c_log(x) }
  private func sin(_ x: Double) -> Double { c_sin(x) }
  private func cos(_ x: Double) -> Double { c_cos(x) }
  private func pow(_ x: Double, _ y: Double) -> Double { c_pow(x, y) }
#endif

/// Elementary functions for the core, routed to the platform's C library.
enum Math {
  static let pi = Double.pi
  @inline(__always) static func exp(_ x: Double) -> Double { _exp(x) }
  @inline(__always) static func log(_ x: Double) -> Double { _log(x) }
  @inline(__always) static func sin(_ x: Double) -> Double { _sin(x) }
  @inline(__always) static func cos(_ x: Double) -> Double { _cos(x) }
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
  @inline(__always) static func sqrt(_ x: Double) -> Double { x.squareRoot() }
}

@inline(__always) private func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func _log(_ x: Double) -> Double { log(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
