import Foundation

/// The colour and erase capabilities of a compiled terminfo entry (the binary format of
/// term(5)), read without ncurses.
///
/// Both storage formats are read: the legacy one (magic 0432, 16-bit numbers) and ncurses
/// 6.1's extended-number one (magic 01036, 32-bit numbers, needed for `colors#0x1000000`),
/// with ncurses' extended capabilities after them (where `RGB` and `Tc` live). Bytes that
/// are not a well-formed entry (too short, a count or offset pointing past the end) give no
/// entry rather than a crash; a damaged extended section leaves only the extended
/// capabilities out.
public struct TerminfoEntry: Equatable, Sendable {
  /// The entry's names, as in its first field (`xterm-256color`, `xterm with 256 colors`).
  public var names: [String]
  /// `colors`: how many colours the terminal shows; nil when the entry does not say.
  public var colors: Int?
  /// `bce`: the terminal erases with the current background colour.
  public var backColorErase: Bool
  /// The names of the extended (user-defined) capabilities the entry sets: booleans that
  /// are true, and numbers and strings that are present.
  public var extendedCapabilities: Set<String>

  /// Whether the entry says the terminal takes 24-bit colour: the `RGB` or `Tc` extended
  /// capability, or `colors` of 2^24 or more (the `-direct` entries).
  public var directColor: Bool {
    extendedCapabilities.contains("RGB") || extendedCapabilities.contains("Tc")
      || (colors ?? 0) >= 1 << 24
  }

  /// The entry given explicitly.
  public init(
    names: [String], colors: Int?, backColorErase: Bool, extendedCapabilities: Set<String> = []
  ) {
    self.names = names
    self.colors = colors
    self.backColorErase = backColorErase
    self.extendedCapabilities = extendedCapabilities
  }

  /// The index of `bce` among the standard booleans, and of `colors` among the numbers.
  private static let backColorEraseIndex = 28
  private static let colorsIndex = 13

  /// The entry in `bytes`, or nil when they are no well-formed compiled entry.
  public init?(bytes: [UInt8]) {
    var reader = TerminfoReader(bytes: bytes)
    let numberSize: Int
    switch reader.short() {
    case 0o432: numberSize = 2
    case 0o1036: numberSize = 4
    default: return nil
    }
    guard let nameSize = reader.count(), let booleanCount = reader.count(),
      let numberCount = reader.count(), let stringCount = reader.count(),
      let tableSize = reader.count(),
      let nameBytes = reader.bytes(nameSize),
      let booleans = reader.bytes(booleanCount).map(Array.init)
    else { return nil }
    reader.alignToEven()
    guard let numbers = reader.numbers(numberCount, size: numberSize),
      reader.skip(stringCount * 2 + tableSize)
    else { return nil }
    let nameText = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
    names = nameText.split(separator: "|").map(String.init)
    backColorErase =
      booleans.count > Self.backColorEraseIndex
      && booleans[Self.backColorEraseIndex] == 1
    let colorCount = numbers.count > Self.colorsIndex ? numbers[Self.colorsIndex] : -1
    colors = colorCount >= 0 ? colorCount : nil
    reader.alignToEven()
    extendedCapabilities = reader.extendedCapabilities(numberSize: numberSize) ?? []
  }

  /// The entry for `term`, from the first of ``searchDirectories(environment:)`` that has
  /// it (as `<dir>/<first letter>/<term>`, or `<dir>/<hex of the first letter>/<term>` as
  /// macOS stores them); nil when none has it, when it is unreadable or malformed, or when
  /// `term` is empty or holds a `/` or starts with `.` (no path can be made from it).
  public init?(term: String, environment: [String: String]) {
    guard let first = term.unicodeScalars.first, first.isASCII, !term.contains("/"),
      !term.hasPrefix(".")
    else { return nil }
    let letter = String(first)
    let hex = String(first.value, radix: 16)
    for directory in Self.searchDirectories(environment: environment) {
      for sub in [letter, hex] {
        let path = "\(directory)/\(sub)/\(term)"
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        guard let entry = TerminfoEntry(bytes: Array(data)) else { return nil }
        self = entry
        return
      }
    }
    return nil
  }

  /// Where compiled entries are looked for, in ncurses' order: `$TERMINFO`, `~/.terminfo`,
  /// each directory of `$TERMINFO_DIRS` (an empty one stands for the system directories),
  /// then `/etc/terminfo`, `/lib/terminfo` and `/usr/share/terminfo`.
  public static func searchDirectories(environment: [String: String]) -> [String] {
    let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    var directories: [String] = []
    if let terminfo = environment["TERMINFO"], !terminfo.isEmpty { directories.append(terminfo) }
    if let home = environment["HOME"], !home.isEmpty { directories.append(home + "/.terminfo") }
    if let list = environment["TERMINFO_DIRS"] {
      for directory in list.split(separator: ":", omittingEmptySubsequences: false) {
        directories += directory.isEmpty ? system : [String(directory)]
      }
    }
    directories += system
    var seen = Set<String>()
    return directories.filter { seen.insert($0).inserted }
  }
}

/// A cursor over a compiled entry's bytes: little-endian shorts and numbers, every read
/// checked against the end.
private struct TerminfoReader {
  let bytes: [UInt8]
  var position = 0

  /// The next 16-bit signed number, or nil past the end.
  mutating func short() -> Int? {
    guard let pair = self.bytes(2), let low = pair.first, let high = pair.last else { return nil }
    return Int(Int16(bitPattern: UInt16(low) | UInt16(high) << 8))
  }

  /// A count from the header: a short that is not negative.
  mutating func count() -> Int? {
    guard let value = short(), value >= 0 else { return nil }
    return value
  }

  /// The next `count` bytes, or nil when fewer are left.
  mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
    guard count >= 0, count <= bytes.count - position else { return nil }
    defer { position += count }
    return bytes[position..<position + count]
  }

  /// Skips `count` bytes; false when fewer are left.
  mutating func skip(_ count: Int) -> Bool {
    bytes(count) != nil
  }

  /// Moves to an even offset, as the format pads after the names and booleans.
  mutating func alignToEven() {
    if position % 2 == 1 { position += 1 }
  }

  /// `count` signed little-endian numbers of `size` bytes (2 or 4).
  mutating func numbers(_ count: Int, size: Int) -> [Int]? {
    guard let raw = bytes(count * size) else { return nil }
    return stride(from: raw.startIndex, to: raw.endIndex, by: size).map { start in
      if size == 2 {
        return Int(Int16(bitPattern: UInt16(raw[start]) | UInt16(raw[start + 1]) << 8))
      }
      let value =
        UInt32(raw[start]) | UInt32(raw[start + 1]) << 8 | UInt32(raw[start + 2]) << 16
        | UInt32(raw[start + 3]) << 24
      return Int(Int32(bitPattern: value))
    }
  }

  /// The extended section (header of five shorts; booleans; numbers; string offsets; name
  /// offsets; the table of string values then names): the names of the booleans that are
  /// true and of the numbers and strings that are present. Nil when there is none or it is
  /// damaged.
  mutating func extendedCapabilities(numberSize: Int) -> Set<String>? {
    guard let booleanCount = count(), let numberCount = count(), let stringCount = count(),
      count() != nil, let tableSize = count(),
      let booleans = bytes(booleanCount)
    else { return nil }
    alignToEven()
    guard let numbers = self.numbers(numberCount, size: numberSize),
      let stringOffsets = self.numbers(stringCount, size: 2),
      let nameOffsets = self.numbers(booleanCount + numberCount + stringCount, size: 2),
      let table = bytes(tableSize).map(Array.init)
    else { return nil }
    // The names follow the last string value.
    var namesStart = 0
    for offset in stringOffsets where offset >= 0 {
      guard offset < table.count else { return nil }
      let end = table[offset...].firstIndex(of: 0) ?? table.count
      namesStart = max(namesStart, end + 1)
    }
    let present =
      booleans.map { $0 == 1 } + numbers.map { $0 >= 0 } + stringOffsets.map { $0 >= 0 }
    var names = Set<String>()
    for (index, offset) in nameOffsets.enumerated() where present[index] {
      let start = namesStart + offset
      guard offset >= 0, start < table.count else { return nil }
      let end = table[start...].firstIndex(of: 0) ?? table.count
      names.insert(String(decoding: table[start..<end], as: UTF8.self))
    }
    return names
  }
}
