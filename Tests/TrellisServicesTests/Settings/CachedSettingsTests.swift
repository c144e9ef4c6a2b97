import Foundation
import Synchronization
import Testing
import TrellisServices

/// Settings read once and kept across callers on many threads; a failed read is kept too,
/// and ``CachedSettings/forget()`` makes the next caller read the file again.
@Suite struct CachedSettingsTests {
  /// A settings file of its own, in a fresh folder.
  private static func file(_ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cached-settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("token")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func manyCallersOnManyThreadsReadTheFileOnce() throws {
    let url = try Self.file("first")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let cached = CachedSettings { try String(contentsOf: url, encoding: .utf8) }
    let seen = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let value = (try? cached.value()) ?? "failed"
      seen.withLock { $0.append(value) }
    }
    #expect(seen.withLock { $0 } == Array(repeating: "first", count: 8))
    // Several threads may race to the first read; none reads after one has kept it.
    let firstReads = cached.reads
    #expect((1...8).contains(firstReads))
    try Data("second".utf8).write(to: url)
    #expect(try cached.value() == "first")
    #expect(cached.reads == firstReads)
    cached.forget()
    #expect(try cached.value() == "second")
    #expect(cached.reads == firstReads + 1)
  }

  @Test func aFailedReadIsKeptUntilForgotten() throws {
    let url = try Self.file("token")
    let folder = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: url)
    let cached = CachedSettings { try String(contentsOf: url, encoding: .utf8) }
    #expect(throws: (any Error).self) { try cached.value() }
    try Data("fixed".utf8).write(to: url)
    #expect(throws: (any Error).self) { try cached.value() }
    #expect(cached.reads == 1)
    cached.forget()
    #expect(try cached.value() == "fixed")
  }
}
