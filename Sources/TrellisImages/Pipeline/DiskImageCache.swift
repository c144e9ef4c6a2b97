import Foundation
import Synchronization
import TrellisRx

/// Downloaded image files kept on disk, under a folder of their own, bounded in bytes:
/// when a new file takes the folder past its bound, the files used longest ago go first.
///
/// Each file is named after its URL's `ImageSource.fingerprint` and written whole (to a temporary
/// name, then renamed), so a crash never leaves half a picture under a real name. Reading
/// a file marks it used (its modification date). Thread-safe: the byte count is guarded by
/// `state`, a `Mutex`; two processes sharing the folder only ever see whole files.
final class DiskImageCache: @unchecked Sendable {
  /// The folder the files live in.
  let directory: URL
  /// The most bytes kept.
  let capacity: Int

  private struct State {
    /// The bytes on disk, once counted.
    var bytes: Int?
  }

  private let state = Mutex(State())
  private let files = FileManager.default

  /// A cache in `directory` (created when the first file is stored) of at most
  /// `capacity` bytes.
  init(directory: URL, capacity: Int) {
    self.directory = directory
    self.capacity = max(0, capacity)
  }

  /// The bytes stored for `url`, or nil.
  func data(for url: URL) -> Data? {
    let path = file(for: url).path
    guard let data = files.contents(atPath: path) else { return nil }
    try? files.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
    return data
  }

  /// Stores `data` for `url`, then trims the folder to its bound. A failure to write
  /// (a full disk, a read-only folder) only means the next request downloads again.
  func store(_ data: Data, for url: URL) {
    guard data.count <= capacity else { return }
    let target = file(for: url)
    do {
      try files.createDirectory(at: directory, withIntermediateDirectories: true)
      let temporary = directory.appendingPathComponent(".\(UUID().uuidString).part")
      try data.write(to: temporary)
      if files.fileExists(atPath: target.path) { try? files.removeItem(at: target) }
      try files.moveItem(at: temporary, to: target)
    } catch {
      return
    }
    let total = state.criticalSection { state -> Int in
      let total = (state.bytes ?? countBytes()) + data.count
      state.bytes = total
      return total
    }
    if total > capacity { trim() }
  }

  /// The bytes the folder holds now (counted once, then kept up to date).
  var bytes: Int {
    state.criticalSection { state in
      let total = state.bytes ?? countBytes()
      state.bytes = total
      return total
    }
  }

  /// Removes the files used longest ago until the folder is within its bound.
  func trim() {
    let entries = listing().sorted { $0.used < $1.used }
    var total = entries.reduce(0) { $0 + $1.size }
    for entry in entries where total > capacity {
      if (try? files.removeItem(at: entry.url)) != nil { total -= entry.size }
    }
    state.criticalSection { $0.bytes = total }
  }

  /// The cache file for `url`.
  func file(for url: URL) -> URL {
    directory.appendingPathComponent(ImageSource.url(url).fingerprint)
  }

  private struct Listed {
    var url: URL
    var size: Int
    var used: Date
  }

  private func listing() -> [Listed] {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
    let urls =
      (try? files.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
    return urls.compactMap { url in
      guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
      else { return nil }
      return Listed(
        url: url, size: values.fileSize ?? 0, used: values.contentModificationDate ?? .distantPast)
    }
  }

  private func countBytes() -> Int {
    listing().reduce(0) { $0 + $1.size }
  }
}
