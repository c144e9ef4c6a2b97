import Foundation

/// Another process holding a database's write lock: the `sqlite3` command, started on the
/// file with `BEGIN IMMEDIATE` and kept in its transaction until ``release()``. For tests
/// of what an app does while its writes wait ("the database is busy") — the screen must go
/// on drawing, the write must land once the lock is let go.
///
/// ```swift
/// let holder = try DatabaseLockProcess(path: databasePath)  // returns once it holds the lock
/// try harness.send(keys: "a")                               // a save that now waits
/// …
/// try holder.release()                                      // the save goes through
/// ```
///
/// The lock is let go when ``release()`` is called, when the value is deinitialized, or at
/// the latest when `atMost` seconds have passed (the process is then ended).
public final class DatabaseLockProcess {
  /// What went wrong starting or stopping the holder.
  public struct Failure: Error, CustomStringConvertible {
    /// What happened.
    public let description: String
  }

  /// The `sqlite3` command it runs (Debian package `sqlite3`).
  public static let command = "/usr/bin/sqlite3"

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  /// Starts `sqlite3` on `path`, begins a write transaction (`BEGIN EXCLUSIVE` when
  /// `exclusive`, else `BEGIN IMMEDIATE`; in WAL mode both keep other writers out and let
  /// readers read), and returns once it holds the write lock.
  ///
  /// - Throws: ``Failure`` when `sqlite3` is missing, or did not get the lock within
  ///   `atMost` seconds.
  public init(path: String, exclusive: Bool = false, atMost: TimeInterval = 20) throws {
    guard FileManager.default.isExecutableFile(atPath: Self.command) else {
      throw Failure(description: "\(Self.command) is missing: install the sqlite3 package")
    }
    process.executableURL = URL(fileURLWithPath: Self.command)
    process.arguments = ["-batch", path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let script = """
      .timeout \(Int(atMost * 1_000))
      BEGIN \(exclusive ? "EXCLUSIVE" : "IMMEDIATE");
      CREATE TABLE IF NOT EXISTS trellis_lock_probe (x);
      SELECT 'locked';

      """
    input.fileHandleForWriting.write(Data(script.utf8))
    let deadline = Date().addingTimeInterval(atMost)
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("locked") {
      guard Date() < deadline, process.isRunning else {
        process.terminate()
        throw Failure(
          description: "sqlite3 did not take the write lock of \(path): "
            + String(decoding: seen, as: UTF8.self))
      }
      seen += output.fileHandleForReading.availableData
    }
    let stopper = process
    DispatchQueue.global().asyncAfter(deadline: .now() + atMost) {
      if stopper.isRunning { stopper.terminate() }
    }
  }

  deinit {
    try? release()
  }

  /// Rolls the transaction back (the file is left as it was), ends `sqlite3` and waits for
  /// it: the lock is free when this returns. Releasing twice does nothing.
  public func release() throws {
    guard process.isRunning else { return }
    input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
