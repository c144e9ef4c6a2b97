import Foundation
import Synchronization
import TrellisRx

@testable import TrellisImages

/// Waits for pipeline results on the test's thread (the pipeline delivers on its own
/// background scheduler), with a bound.
enum PipelineWait {
  struct TimedOut: Error {}

  static func result(_ single: Single<TerminalImage>, timeout: TimeInterval = 10) throws
    -> Result<TerminalImage, Error>
  {
    let results = Results()
    let subscription = results.collect(single)
    defer { subscription.dispose() }
    guard results.wait(count: 1, timeout: timeout), let first = results.all.first else {
      throw TimedOut()
    }
    return first
  }

  static func value(_ single: Single<TerminalImage>) throws -> TerminalImage {
    try result(single).get()
  }

  /// The failure's message (`LocalizedError`'s description, or the error's own).
  static func failure(_ single: Single<TerminalImage>) throws -> String {
    switch try result(single) {
    case .success: return "(succeeded)"
    case .failure(let error):
      return (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }
  }

  /// Results collected from several subscriptions. Guarded by its own `Mutex`.
  final class Results: @unchecked Sendable {
    private let state = Mutex([Result<TerminalImage, Error>]())
    private let arrived = DispatchSemaphore(value: 0)

    func collect(_ single: Single<TerminalImage>) -> Disposable {
      single.subscribe { [self] result in
        state.criticalSection { $0.append(result) }
        arrived.signal()
      }
    }

    var all: [Result<TerminalImage, Error>] { state.criticalSection { $0 } }
    var images: [TerminalImage] { all.compactMap { try? $0.get() } }

    func wait(count: Int, timeout: TimeInterval = 10) -> Bool {
      let deadline = DispatchTime.now() + timeout
      while state.criticalSection({ $0.count }) < count {
        if arrived.wait(timeout: deadline) == .timedOut { return false }
      }
      return true
    }
  }
}

/// A folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-images-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
