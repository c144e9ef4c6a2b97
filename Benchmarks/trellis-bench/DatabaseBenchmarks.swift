import Foundation
import Trellis
import TrellisTesting

// The database's readers beside its writer:
// - read: a query of 200 rows on an idle database;
// - read while a write waits: the same query while another process (sqlite3) holds the
//   write lock and one of this database's writes waits for it in SQLite's busy handler.
//   Before the reader pool, the query waited for that write (up to the busy timeout).
// Printed: the best of several runs, per query.

/// Runs the database benchmarks.
func runDatabaseBenchmarks(only: [String]) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-bench-db-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("bench.sqlite").path
    let database = try Database(path: path, options: DatabaseOptions(busyTimeout: .seconds(30)))
    try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, title TEXT)")
    try database.transaction {
      for index in 0..<200 {
        try database.execute("INSERT INTO t (title) VALUES (?)", ["row \(index)"])
      }
    }
    let queries = 2_000
    let read = {
      for _ in 0..<queries {
        let rows = (try? database.query("SELECT id, title FROM t ORDER BY id")) ?? []
        check(rows.count == 200, "the query read \(rows.count) rows")
      }
    }
    report(measure("read, idle", events: queries, read))

    let holder = try DatabaseLockProcess(path: path)
    let writeEnded = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      _ = try? database.execute("INSERT INTO t (title) VALUES ('waited')")
      writeEnded.signal()
    }
    Thread.sleep(forTimeInterval: 0.1)  // the write is in SQLite's busy handler by now
    let waiting = measure(
      "read while a write waits for another process's lock", events: queries, read)
    check(writeEnded.wait(timeout: .now()) == .timedOut, "the write did not wait")
    report(waiting)
    try holder.release()
    writeEnded.wait()
    database.close()
  } catch {
    print("trellis-bench db: \(error)")
    exit(1)
  }
}

private func report(_ measurement: Measurement) {
  let perQuery = Double(measurement.bestNanoseconds) / Double(measurement.events) / 1_000
  print(String(format: "%@: %.1f µs a query (best of 5)", measurement.name, perQuery))
}
