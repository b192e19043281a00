#if os(Linux) && (arch(x86_64) || arch(arm64))
  import Glibc

  /// One ELF object the dynamic linker has loaded (the executable, the Swift runtime, libc, …),
  /// read from the debugger interface `_r_debug` that glibc's `<link.h>` documents.
  ///
  /// Only what ``AllocationCounter`` needs: the GOT slots through which the object calls a function
  /// of another object, found from its dynamic section's relocation tables.
  struct LoadedObject {
    // MARK: Internal

    /// One GOT slot: the address the object jumps through to call `name`.
    struct Slot {
      /// The imported function.
      var name: String
      /// The slot's address in memory.
      var address: UInt
    }

    /// The load bias: the object's addresses are its link-time addresses plus `base`.
    let base: UInt
    /// The object's path, empty for the executable.
    let name: String
    /// The object's dynamic section.
    let dynamic: UnsafeRawPointer

    /// Every object in the dynamic linker's list, in load order.
    static func all() -> [LoadedObject] {
      guard let debug = dlsym(nil, "_r_debug") else { return [] }
      // struct r_debug { int r_version; struct link_map *r_map; … }
      var link = debug.load(fromByteOffset: pointerSize, as: UnsafeRawPointer?.self)
      var objects: [LoadedObject] = []
      while let map = link {
        // struct link_map { ElfW(Addr) l_addr; char *l_name; ElfW(Dyn) *l_ld; … *l_next; … }
        let name = map.load(fromByteOffset: pointerSize, as: UnsafePointer<CChar>?.self)
        if let dynamic = map.load(fromByteOffset: 2 * pointerSize, as: UnsafeRawPointer?.self) {
          objects.append(
            LoadedObject(
              base: map.load(as: UInt.self), name: name.map { String(cString: $0) } ?? "",
              dynamic: dynamic))
        }
        link = map.load(fromByteOffset: 3 * pointerSize, as: UnsafeRawPointer?.self)
      }
      return objects
    }

    /// The GOT slots through which this object calls (or takes the address of) one of `names`:
    /// its `JUMP_SLOT` and `GLOB_DAT` relocations against those symbols.
    ///
    /// - Parameter names: The imported functions of interest.
    /// - Returns: Each slot with the function's name.
    func slots(importing names: Set<String>) -> [Slot] {
      let table = DynamicTable(dynamic, base: base)
      guard table.symbols != 0, table.strings != 0 else { return [] }
      var slots: [Slot] = []
      let relocationTables = [
        (table.relocations, table.relocationsSize),
        (table.pltRelocations, table.usesRela ? table.pltRelocationsSize : 0),
      ]
      for (start, size) in relocationTables where start != 0 {
        for index in 0..<Int(size) / Self.relaSize {
          // Elf64_Rela { Elf64_Addr r_offset; Elf64_Xword r_info; Elf64_Sxword r_addend; }
          let entry = UnsafeRawPointer(bitPattern: start + UInt(index * Self.relaSize))!
          let info = entry.load(fromByteOffset: 8, as: UInt.self)
          guard Self.slotRelocationTypes.contains(info & 0xffff_ffff) else { continue }
          // Elf64_Sym { Elf64_Word st_name; … } is 24 bytes long.
          let symbol = UnsafeRawPointer(bitPattern: table.symbols + (info >> 32) * 24)!
          let nameOffset = UInt(symbol.load(as: UInt32.self))
          let name = String(cString: UnsafePointer<CChar>(bitPattern: table.strings + nameOffset)!)
          guard names.contains(name) else { continue }
          slots.append(Slot(name: name, address: base + entry.load(as: UInt.self)))
        }
      }
      return slots
    }

    /// Makes the slot's page writable (it may be read-only after relocation, `RELRO`) and stores
    /// `function` in it. The page stays writable: acceptable for a benchmark process only.
    ///
    /// - Parameters:
    ///   - slot: The slot's address.
    ///   - function: The new target.
    /// - Returns: Whether the slot now holds `function`.
    static func patch(_ slot: UInt, with function: UInt) -> Bool {
      let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
      let page = UnsafeMutableRawPointer(bitPattern: slot & ~(pageSize - 1))
      guard mprotect(page, Int(pageSize), PROT_READ | PROT_WRITE) == 0,
        let pointer = UnsafeMutableRawPointer(bitPattern: slot)
      else { return false }
      pointer.storeBytes(of: function, as: UInt.self)
      return true
    }

    // MARK: Private

    private static let pointerSize = MemoryLayout<UInt>.size
    private static let relaSize = 24

    #if arch(x86_64)
      /// `R_X86_64_GLOB_DAT`, `R_X86_64_JUMP_SLOT`.
      private static let slotRelocationTypes: Set<UInt> = [6, 7]
    #else
      /// `R_AARCH64_GLOB_DAT`, `R_AARCH64_JUMP_SLOT`.
      private static let slotRelocationTypes: Set<UInt> = [1025, 1026]
    #endif
  }

  /// The entries of a dynamic section that locate the symbol and relocation tables.
  private struct DynamicTable {
    var symbols: UInt = 0
    var strings: UInt = 0
    var relocations: UInt = 0
    var relocationsSize: UInt = 0
    var pltRelocations: UInt = 0
    var pltRelocationsSize: UInt = 0
    var usesRela = false

    /// Reads `Elf64_Dyn { Elf64_Sxword d_tag; Elf64_Xword d_val; }` entries up to `DT_NULL`.
    ///
    /// glibc relocates the address entries in place when the section is writable; where it is not
    /// (the vDSO), they are still offsets from `base`, and smaller than it.
    init(_ dynamic: UnsafeRawPointer, base: UInt) {
      var entry = dynamic
      while true {
        let tag = entry.load(as: Int64.self)
        if tag == 0 { break }
        let value = entry.load(fromByteOffset: 8, as: UInt.self)
        let address = value != 0 && value < base ? value + base : value
        switch tag {
        case 2: pltRelocationsSize = value  // DT_PLTRELSZ
        case 5: strings = address  // DT_STRTAB
        case 6: symbols = address  // DT_SYMTAB
        case 7: relocations = address  // DT_RELA
        case 8: relocationsSize = value  // DT_RELASZ
        case 20: usesRela = value == 7  // DT_PLTREL: DT_RELA
        case 23: pltRelocations = address  // DT_JMPREL
        default: break
        }
        entry += 16
      }
    }
  }
#endif
