import Foundation

/// Reads the parts of a 64-bit little-endian ELF file that ``SharedLibraryFile`` needs, every
/// offset checked against the file's size.
struct ELFReader {
  /// A section header's fields that matter here.
  struct Section {
    let type: UInt32
    let offset: Int
    let size: Int
    let link: Int
    let entrySize: Int
  }

  let data: Data
  let path: String

  private static let sharedObject: UInt16 = 3  // ET_DYN
  private static let loadSegment: UInt32 = 1  // PT_LOAD
  private static let dynamicSection: UInt32 = 6  // SHT_DYNAMIC
  private static let dynamicSymbols: UInt32 = 11  // SHT_DYNSYM
  private static let needed: UInt64 = 1  // DT_NEEDED

  /// The magic, class, byte order, type and machine.
  func checkHeader() throws {
    guard data.count >= 64, data.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else {
      throw SharedLibraryError.notELF(path: path)
    }
    guard byte(4) == 2 else {
      throw SharedLibraryError.notSharedLibrary(path: path, reason: "it is not a 64-bit ELF file")
    }
    guard byte(5) == 1 else {
      throw SharedLibraryError.notSharedLibrary(path: path, reason: "it is big-endian")
    }
    guard try u16(16) == Self.sharedObject else {
      throw SharedLibraryError.notSharedLibrary(
        path: path, reason: "it is an ELF file of type \(try u16(16)), not a shared object")
    }
    let machine = try u16(18)
    guard machine == SharedLibraryFile.processMachine else {
      throw SharedLibraryError.otherMachine(path: path, machine: machine)
    }
  }

  /// Every loadable segment lies in the file.
  func checkSegments() throws {
    let (offset, size, count) = (try field(at: 32), Int(try u16(54)), Int(try u16(56)))
    try require(offset, size * count, "its program headers")
    for index in 0..<count {
      let header = offset + index * size
      guard try u32(header) == Self.loadSegment else { continue }
      try require(try field(at: header + 8), try field(at: header + 32), "segment \(index)")
    }
  }

  /// The section headers.
  func sections() throws -> [Section] {
    let (offset, size, count) = (try field(at: 40), Int(try u16(58)), Int(try u16(60)))
    guard offset != 0, count != 0 else {
      throw SharedLibraryError.notSharedLibrary(path: path, reason: "it has no section headers")
    }
    try require(offset, size * count, "its section headers")
    return try (0..<count).map { index in
      let header = offset + index * size
      return Section(
        type: try u32(header + 4), offset: try field(at: header + 24),
        size: try field(at: header + 32),
        link: Int(try u32(header + 40)), entrySize: try field(at: header + 56))
    }
  }

  /// The names in the `DT_NEEDED` entries of the dynamic section.
  func neededLibraries(in sections: [Section]) throws -> [String] {
    guard let dynamic = sections.first(where: { $0.type == Self.dynamicSection }) else {
      return []
    }
    try require(dynamic.offset, dynamic.size, "its dynamic section")
    let strings = try stringTable(dynamic.link, in: sections)
    var names: [String] = []
    for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
      let tag = try u64(entry)
      if tag == 0 { break }
      if tag == Self.needed { names.append(try string(at: try field(at: entry + 8), in: strings)) }
    }
    return names
  }

  /// The names of the dynamic symbols the file defines.
  func definedDynamicSymbols(in sections: [Section]) throws -> Set<String> {
    guard let symbols = sections.first(where: { $0.type == Self.dynamicSymbols }) else {
      return []
    }
    try require(symbols.offset, symbols.size, "its dynamic symbols")
    let strings = try stringTable(symbols.link, in: sections)
    let entrySize = symbols.entrySize == 0 ? 24 : symbols.entrySize
    var names = Set<String>()
    for entry in stride(from: symbols.offset, to: symbols.offset + symbols.size, by: entrySize) {
      // A defined symbol has a section index; 0 is SHN_UNDEF.
      guard try u16(entry + 6) != 0 else { continue }
      let name = try string(at: Int(try u32(entry)), in: strings)
      if !name.isEmpty { names.insert(name) }
    }
    return names
  }

  // MARK: Reading

  private func stringTable(_ index: Int, in sections: [Section]) throws -> Section {
    guard sections.indices.contains(index) else {
      throw SharedLibraryError.truncated(path: path, reason: "a string table is missing")
    }
    let table = sections[index]
    try require(table.offset, table.size, "a string table")
    return table
  }

  private func string(at offset: Int, in table: Section) throws -> String {
    guard offset < table.size else {
      throw SharedLibraryError.truncated(path: path, reason: "a name lies outside its table")
    }
    let start = data.startIndex + table.offset + offset
    let end = data[start..<(data.startIndex + table.offset + table.size)].firstIndex(of: 0)
    guard let end else {
      throw SharedLibraryError.truncated(path: path, reason: "a name is not terminated")
    }
    return String(decoding: data[start..<end], as: UTF8.self)
  }

  /// Fails unless `count` bytes from `offset` are in the file.
  private func require(_ offset: Int, _ count: Int, _ what: String) throws {
    guard offset >= 0, count >= 0, offset <= data.count, count <= data.count - offset else {
      throw SharedLibraryError.truncated(
        path: path, reason: "the file's \(data.count) bytes end before \(what)")
    }
  }

  private func byte(_ offset: Int) -> UInt8 {
    data[data.startIndex + offset]
  }

  private func read<T: FixedWidthInteger>(_ offset: Int, as _: T.Type) throws -> T {
    try require(offset, MemoryLayout<T>.size, "a header")
    var value: T = 0
    for index in (0..<MemoryLayout<T>.size).reversed() {
      value = value << 8 | T(byte(offset + index))
    }
    return value
  }

  private func u16(_ offset: Int) throws -> UInt16 { try read(offset, as: UInt16.self) }
  private func u32(_ offset: Int) throws -> UInt32 { try read(offset, as: UInt32.self) }
  private func u64(_ offset: Int) throws -> UInt64 { try read(offset, as: UInt64.self) }

  /// A 64-bit field as an offset or size; one too big for this file fails as cut short.
  private func field(at offset: Int) throws -> Int {
    let value = try u64(offset)
    guard value <= UInt64(Int.max) else {
      throw SharedLibraryError.truncated(path: path, reason: "a header holds \(value)")
    }
    return Int(value)
  }

}
