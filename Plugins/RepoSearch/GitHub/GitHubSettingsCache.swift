import Synchronization
import Trellis

/// The GitHub settings (the API's address and the token, whose file is read from disk) read
/// once and kept, so that a request reads nothing: the first request reads them, on the
/// thread it is sent from (a background one), and later requests use what was read.
///
/// They are read again after ``forget()``: the user's `r`, and a request that failed (a
/// token just fixed in its file counts from the next search on).
///
/// `@unchecked Sendable`: `kept` is a `Mutex`; `read` must be safe to call from any thread.
final class GitHubSettingsCache: @unchecked Sendable {
  private let read: @Sendable () throws -> GitHubConfiguration
  private let kept = Mutex<(value: Result<GitHubConfiguration, Error>?, reads: Int)>((nil, 0))

  /// A cache of what `read` returns or throws.
  init(read: @escaping @Sendable () throws -> GitHubConfiguration) {
    self.read = read
  }

  /// How many times the settings were read.
  var reads: Int {
    kept.criticalSection { $0.reads }
  }

  /// The settings: kept from before, else read now (and kept, failure included).
  func configuration() throws -> GitHubConfiguration {
    if let value = kept.criticalSection({ $0.value }) { return try value.get() }
    let value = Result { try read() }
    kept.criticalSection { kept in
      kept.value = value
      kept.reads += 1
    }
    return try value.get()
  }

  /// Forgets what was read: the next request reads the settings again.
  func forget() {
    kept.criticalSection { $0.value = nil }
  }
}
