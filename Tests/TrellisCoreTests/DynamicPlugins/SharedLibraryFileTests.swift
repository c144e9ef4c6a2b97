import Foundation
import Testing
import TrellisCore

/// Shared libraries the test builds with the C compiler, whole, cut short and altered.
@Suite struct SharedLibraryFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("shared-library-\(UUID().uuidString)")

  /// Compiles `source` into the shared library `name` in the test's folder.
  func library(_ name: String, _ source: String, flags: [String] = ["-shared", "-fPIC"]) throws
    -> String
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let input = folder.appendingPathComponent("\(name).c")
    try Data(source.utf8).write(to: input)
    let output = folder.appendingPathComponent(name).path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["cc"] + flags + ["-o", output, input.path, "-lm"]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "cc failed for \(name)")
    return output
  }

  /// A copy of the file at `path` named `name`, changed by `change`.
  func altered(_ path: String, _ name: String, _ change: (inout Data) -> Void) throws -> String {
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    change(&data)
    let copy = folder.appendingPathComponent(name).path
    try data.write(to: URL(fileURLWithPath: copy))
    return copy
  }

  func error(_ path: String) -> SharedLibraryError? {
    do {
      _ = try SharedLibraryFile(path: path)
      return nil
    } catch {
      return error as? SharedLibraryError
    }
  }

  @Test func aLibrarySaysWhatItNeedsAndDefines() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try library(
      "libgood.so",
      """
      #include <math.h>
      double trellis_test_entry(double x) { return sqrt(x); }
      static int hidden(void) { return 1; }
      """)
    let file = try SharedLibraryFile(path: path)
    #expect(file.definedSymbols.contains("trellis_test_entry"))
    #expect(!file.definedSymbols.contains("hidden"))
    #expect(!file.definedSymbols.contains("sqrt"))  // needed, not defined
    #expect(file.neededLibraries == ["libm.so.6"])  // libc is left out: nothing uses it.
  }

  @Test func filesThatAreNoLibrariesSaySo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = folder.appendingPathComponent("notes.so").path
    try Data("not a library at all".utf8).write(to: URL(fileURLWithPath: text))
    #expect(error(text) == .notELF(path: text))
    let random = folder.appendingPathComponent("random.so").path
    try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(
      to: URL(fileURLWithPath: random))
    #expect(error(random) == .notELF(path: random))
    let missing = folder.appendingPathComponent("missing.so").path
    #expect(error(missing).map { "\($0)" }?.hasPrefix("\(missing) cannot be read") == true)
    let executable = try library("program", "int main(void) { return 0; }", flags: ["-no-pie"])
    #expect(error(executable).map { "\($0)" }?.contains("not a shared object") == true)
  }

  @Test func aLibraryCutShortOrForAnotherMachineIsRefusedBeforeLoading() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try library("libfull.so", "int trellis_test_entry(void) { return 42; }")
    let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
    let cut = try altered(path, "libcut.so") { $0 = $0.prefix(size / 3) }
    let cutError = try #require(error(cut))
    guard case .truncated = cutError else {
      Issue.record("expected truncated, got \(cutError)")
      return
    }
    #expect("\(cutError)".hasSuffix("; build or copy it again"))
    let tail = try altered(path, "libtail.so") { $0 = $0.prefix(size - 64) }
    #expect(error(tail).map { if case .truncated = $0 { true } else { false } } == true)
    let other = try altered(path, "libarm.so") { data in
      data[18] = 0xB7  // EM_AARCH64 on x86_64, and the reverse is EM_X86_64 below
      data[19] = 0
      if SharedLibraryFileTests.machine == 183 { data[18] = 62 }
    }
    #expect(error(other).map { "\($0)" }?.contains("built for another processor") == true)
    let narrow = try altered(path, "lib32.so") { $0[4] = 1 }
    #expect(error(narrow).map { "\($0)" }?.contains("not a 64-bit ELF file") == true)
  }

  static var machine: Int {
    #if arch(arm64)
      return 183
    #else
      return 62
    #endif
  }
}
