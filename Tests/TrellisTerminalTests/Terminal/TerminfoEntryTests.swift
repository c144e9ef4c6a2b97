import Foundation
import Testing
import TrellisTerminal

/// Compiled terminfo entries read without ncurses: the system's own (legacy format), one
/// `tic` compiles in both formats with extended capabilities, and damaged ones, which give
/// no entry and never crash.
@Suite struct TerminfoEntryTests {
  /// A fresh directory under the temporary one.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-terminfo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Compiles `source` with ncurses' own `tic` into `directory`.
  func compile(_ source: String, into directory: URL) throws {
    let file = directory.appendingPathComponent("entry.src")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let tic = Process()
    tic.executableURL = URL(fileURLWithPath: "/usr/bin/tic")
    tic.arguments = ["-x", "-o", directory.path, file.path]
    try tic.run()
    tic.waitUntilExit()
    #expect(tic.terminationStatus == 0)
  }

  @Test func theSystemsXterm256colorEntry() throws {
    // ncurses-base ships it in /lib/terminfo or /usr/share/terminfo.
    let entry = try #require(TerminfoEntry(term: "xterm-256color", environment: [:]))
    #expect(entry.names.first == "xterm-256color")
    #expect(entry.colors == 256)
    #expect(entry.backColorErase)
    #expect(!entry.directColor)
    let screen = try #require(TerminfoEntry(term: "screen", environment: [:]))
    #expect(screen.colors == 8)
    #expect(!screen.backColorErase)
  }

  @Test func bothFormatsAndExtendedCapabilities() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try compile(
      """
      trellis-direct|a direct-colour test entry,
      \tam, bce, colors#0x1000000, pairs#0x10000, cols#80,
      \tRGB, Tc, XT, Smulx=\\E[4:%p1%dm, U8#1,
      \tel=\\E[K,
      trellis-plain|a 16-bit test entry without bce,
      \tam, colors#256, cols#80, Ms=\\E]52;%p1%s;%p2%s\\007,
      """, into: directory)
    let environment = ["TERMINFO": directory.path]
    let direct = try #require(TerminfoEntry(term: "trellis-direct", environment: environment))
    #expect(direct.colors == 1 << 24)
    #expect(direct.backColorErase)
    #expect(direct.directColor)
    #expect(direct.extendedCapabilities.isSuperset(of: ["RGB", "Tc", "XT", "Smulx", "U8"]))
    let raw = try Data(contentsOf: directory.appendingPathComponent("t/trellis-direct"))
    #expect(raw.prefix(2) == Data([0x1E, 0x02]))  // the 32-bit number format
    let plain = try #require(TerminfoEntry(term: "trellis-plain", environment: environment))
    #expect(plain.colors == 256)
    #expect(!plain.backColorErase)
    #expect(!plain.directColor)
    #expect(plain.extendedCapabilities == ["Ms"])
    let plainRaw = try Data(contentsOf: directory.appendingPathComponent("t/trellis-plain"))
    #expect(plainRaw.prefix(2) == Data([0x1A, 0x01]))  // the legacy format
  }

  @Test func damagedEntriesGiveNothingAndNeverCrash() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try compile("trellis-direct|x,\n\tbce, colors#0x1000000, RGB, Tc,\n", into: directory)
    let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("t/trellis-direct")))
    let whole = try #require(TerminfoEntry(bytes: bytes))
    // Every truncation: no crash; cut inside the standard part, no entry.
    for length in 0..<bytes.count {
      let entry = TerminfoEntry(bytes: Array(bytes[..<length]))
      if let entry {
        #expect(entry.colors == whole.colors)
        #expect(entry.backColorErase == whole.backColorErase)
      }
    }
    #expect(TerminfoEntry(bytes: Array(bytes[..<20])) == nil)
    // Every byte flipped in turn, and counts pointing far past the end: no crash.
    for index in bytes.indices {
      var damaged = bytes
      damaged[index] ^= 0xFF
      _ = TerminfoEntry(bytes: damaged)
    }
    var huge = bytes
    huge[2] = 0xFF
    huge[3] = 0x7F
    #expect(TerminfoEntry(bytes: huge) == nil)
    var negative = bytes
    negative[4] = 0xFF
    negative[5] = 0xFF
    #expect(TerminfoEntry(bytes: negative) == nil)
    #expect(TerminfoEntry(bytes: Array("not terminfo at all".utf8)) == nil)
    // A damaged file found on the search path gives no entry either.
    try Data(bytes[..<30]).write(to: directory.appendingPathComponent("t/trellis-cut"))
    #expect(TerminfoEntry(term: "trellis-cut", environment: ["TERMINFO": directory.path]) == nil)
  }

  @Test func namesThatCannotBePathsAreNotLookedUp() {
    for term in ["", "../x", "a/b", ".hidden"] {
      #expect(TerminfoEntry(term: term, environment: [:]) == nil)
    }
  }

  @Test func theSearchOrderIsNcurses() {
    let directories = TerminfoEntry.searchDirectories(environment: [
      "TERMINFO": "/opt/ti", "HOME": "/home/u", "TERMINFO_DIRS": "/a::/b",
    ])
    #expect(
      directories == [
        "/opt/ti", "/home/u/.terminfo", "/a", "/etc/terminfo", "/lib/terminfo",
        "/usr/share/terminfo", "/b",
      ])
  }
}
