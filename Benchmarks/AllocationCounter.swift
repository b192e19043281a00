#if os(Linux) && (arch(x86_64) || arch(arm64))
  import Glibc
  import Synchronization
#endif

/// Counts the heap allocations of the whole process: every call of `malloc`, `calloc`, `realloc`,
/// `posix_memalign`, `aligned_alloc`, `memalign` and `valloc`.
///
/// On Linux (glibc, x86_64 or arm64) ``install()`` points the GOT slots through which every loaded
/// object — the Swift runtime, libc, libstdc++, this executable — calls those functions at
/// counting wrappers that forward to the C library's own functions. Swift's allocations all end
/// there (`swift_allocObject` → `swift_slowAlloc` → `malloc`/`posix_memalign`), so the count is
/// the number of calls, not a difference of bytes in use: an allocation freed within the measured
/// loop still counts.
///
/// Not counted: the dynamic linker's own allocations (`dlopen`, thread-local storage) and objects
/// loaded after ``install()``. ``selfCheck(arrays:)`` proves the counter sees Swift allocations.
/// Elsewhere the counter is unavailable and ``count`` is `nil`.
enum AllocationCounter {
  // MARK: Internal

  /// The outcome of ``install()``.
  struct Installation {
    /// The number of GOT slots now pointing at the counting wrappers.
    var slots: Int
    /// The number of loaded objects with at least one such slot.
    var objects: Int
  }

  #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// The number of allocation calls since ``install()``, or `nil` if it hooked nothing.
    static var count: Int? {
      isInstalled.load(ordering: .relaxed) ? allocationCalls.load(ordering: .relaxed) : nil
    }

    /// Hooks every loaded object's allocation calls. Call once, first thing in `main`, before any
    /// thread starts.
    ///
    /// - Returns: How many slots and objects were hooked.
    @discardableResult
    static func install() -> Installation {
      let hooks = Self.hooks()
      let names = Set(hooks.keys)
      var installation = Installation(slots: 0, objects: 0)
      for object in LoadedObject.all() {
        let slots = object.slots(importing: names)
        var patched = 0
        for slot in slots where LoadedObject.patch(slot.address, with: hooks[slot.name]!) {
          patched += 1
        }
        installation.slots += patched
        installation.objects += patched > 0 ? 1 : 0
      }
      isInstalled.store(installation.slots > 0, ordering: .relaxed)
      return installation
    }
  #else
    /// The number of allocation calls since ``install()``: unavailable on this platform.
    static var count: Int? { nil }

    /// Does nothing: GOT hooking needs glibc's dynamic linker.
    ///
    /// - Returns: No slots.
    @discardableResult
    static func install() -> Installation { Installation(slots: 0, objects: 0) }
  #endif

  /// Proves the counter sees Swift allocations: appends to `arrays` fresh arrays, keeping each one
  /// alive so the optimizer cannot remove or stack-promote them.
  ///
  /// - Parameter arrays: How many fresh arrays to allocate.
  /// - Returns: The number of allocations counted meanwhile (at least `arrays` when the counter
  ///   works), or `nil` without a counter.
  static func selfCheck(arrays: Int) -> Int? {
    var kept = [[Int]](repeating: [], count: arrays)
    let before = count
    for index in 0..<arrays {
      var fresh: [Int] = []
      fresh.append(index)
      kept[index] = fresh
    }
    let after = count
    precondition(kept.reduce(0) { $0 + $1.count } == arrays, "self-check arrays were lost")
    guard let before, let after else { return nil }
    return after - before
  }

  // MARK: Private

  #if os(Linux) && (arch(x86_64) || arch(arm64))
    private static let isInstalled = Atomic<Bool>(false)

    /// The counting wrapper for each symbol the C library defines, by name. Reading the globals
    /// here also initializes them, so the wrappers never run a lazy initializer (which could call
    /// `malloc` and recurse).
    private static func hooks() -> [String: UInt] {
      _ = allocationCalls.load(ordering: .relaxed)
      var hooks: [String: UInt] = [:]
      if libcMalloc != nil { hooks["malloc"] = unsafeBitCast(countingMalloc, to: UInt.self) }
      if libcCalloc != nil { hooks["calloc"] = unsafeBitCast(countingCalloc, to: UInt.self) }
      if libcRealloc != nil { hooks["realloc"] = unsafeBitCast(countingRealloc, to: UInt.self) }
      if libcPosixMemalign != nil {
        hooks["posix_memalign"] = unsafeBitCast(countingPosixMemalign, to: UInt.self)
      }
      if libcAlignedAlloc != nil {
        hooks["aligned_alloc"] = unsafeBitCast(countingAlignedAlloc, to: UInt.self)
      }
      if libcMemalign != nil { hooks["memalign"] = unsafeBitCast(countingMemalign, to: UInt.self) }
      if libcValloc != nil { hooks["valloc"] = unsafeBitCast(countingValloc, to: UInt.self) }
      return hooks
    }
  #endif
}

#if os(Linux) && (arch(x86_64) || arch(arm64))
  // MARK: The wrappers

  private typealias SizeAllocator = @convention(c) (Int) -> UnsafeMutableRawPointer?
  private typealias PairAllocator = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
  private typealias Reallocator =
    @convention(c) (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer?
  private typealias PosixAllocator =
    @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int, Int) -> Int32

  /// Every allocation call since the process started counting.
  private let allocationCalls = Atomic<Int>(0)

  /// The C library's definition of `name` (the first in the global lookup scope), before any slot
  /// is patched.
  private func libc<Function>(_ name: String, as type: Function.Type) -> Function? {
    dlsym(nil, name).map { unsafeBitCast($0, to: type) }
  }

  private let libcMalloc = libc("malloc", as: SizeAllocator.self)
  private let libcCalloc = libc("calloc", as: PairAllocator.self)
  private let libcRealloc = libc("realloc", as: Reallocator.self)
  private let libcPosixMemalign = libc("posix_memalign", as: PosixAllocator.self)
  private let libcAlignedAlloc = libc("aligned_alloc", as: PairAllocator.self)
  private let libcMemalign = libc("memalign", as: PairAllocator.self)
  private let libcValloc = libc("valloc", as: SizeAllocator.self)

  private let countingMalloc: SizeAllocator = { size in
    allocationCalls.add(1, ordering: .relaxed)
    return libcMalloc!(size)
  }

  private let countingCalloc: PairAllocator = { count, size in
    allocationCalls.add(1, ordering: .relaxed)
    return libcCalloc!(count, size)
  }

  private let countingRealloc: Reallocator = { pointer, size in
    allocationCalls.add(1, ordering: .relaxed)
    return libcRealloc!(pointer, size)
  }

  private let countingPosixMemalign: PosixAllocator = { result, alignment, size in
    allocationCalls.add(1, ordering: .relaxed)
    return libcPosixMemalign!(result, alignment, size)
  }

  private let countingAlignedAlloc: PairAllocator = { alignment, size in
    allocationCalls.add(1, ordering: .relaxed)
    return libcAlignedAlloc!(alignment, size)
  }

  private let countingMemalign: PairAllocator = { alignment, size in
    allocationCalls.add(1, ordering: .relaxed)
    return libcMemalign!(alignment, size)
  }

  private let countingValloc: SizeAllocator = { size in
    allocationCalls.add(1, ordering: .relaxed)
    return libcValloc!(size)
  }
#endif
