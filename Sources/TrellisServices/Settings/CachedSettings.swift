import Synchronization

/// Settings read once and kept: the first caller to need them reads them, on the thread it
/// runs on (a background one, for a request or a page), and later callers use what was
/// read, failure included. Nothing is read on the main thread when the first reader is a
/// background request.
///
/// There is no notice of a change on disk to observe, so the settings are read again after
/// ``forget()``: a plugin forgets them when a request fails or the user reloads, so a token
/// or key just fixed in its file counts from the next request on.
///
/// ```swift
/// let github = CachedSettings { try GitHubConfiguration.load(from: pluginSettings) }
/// let client = GitHubClient(configuration: { try github.value() }, …)
/// ```
public final class CachedSettings<Value>: Sendable {
  private let read: @Sendable () throws -> Value
  private let kept = Mutex<(value: Result<Value, Error>?, reads: Int)>((nil, 0))

  /// Settings that `read` reads; it must be safe to call from any thread.
  public init(read: @escaping @Sendable () throws -> Value) {
    self.read = read
  }

  /// How many times the settings were read.
  public var reads: Int {
    kept.criticalSection { $0.reads }
  }

  /// The settings: kept from before, else read now (and kept, failure included).
  ///
  /// - Throws: What `read` threw, until ``forget()``.
  public func value() throws -> Value {
    if let value = kept.criticalSection({ $0.value }) { return try value.get() }
    let value = Result { try read() }
    kept.criticalSection { kept in
      kept.value = value
      kept.reads += 1
    }
    return try value.get()
  }

  /// Forgets what was read: the next ``value()`` reads the settings again.
  public func forget() {
    kept.criticalSection { $0.value = nil }
  }
}
