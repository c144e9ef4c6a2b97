import Foundation
import Synchronization
import TrellisRx

/// An in-memory cache of `GET` responses that carried an `ETag`, for conditional requests:
/// ``HTTPClient`` sends `If-None-Match` when it holds an entry, and a `304 Not Modified`
/// answer is served from here.
///
/// Entries are keyed by method, URL, `Accept` and a fingerprint of the request's credentials
/// (so one account's cached answer never serves another's). ``HTTPClient`` passes the
/// request with its configured header fields applied, so a credential set on the client
/// counts as much as one set on the request. Past `maxEntries` or `maxBytes` of
/// bodies, the least recently used entries go. Safe to share between clients and threads.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the entries, their order and the byte
/// count; the limits never change.
public final class HTTPETagCache: @unchecked Sendable {
  /// One cached response.
  public struct Entry: Sendable {
    /// The validator to send back as `If-None-Match`.
    public let etag: String
    /// The cached status (200–299).
    public let status: Int
    /// The cached header fields.
    public let headers: HTTPHeaders
    /// The cached body.
    public let body: Data
  }

  private struct State {
    var entries: [String: Entry] = [:]
    var order: [String] = []
    var bytes = 0
  }

  /// The most entries kept.
  public let maxEntries: Int

  /// The most body bytes kept, all entries together; a larger body is not cached.
  public let maxBytes: Int

  private let state = Mutex(State())

  /// An empty cache of at most `maxEntries` entries and `maxBytes` bytes of bodies.
  public init(maxEntries: Int = 256, maxBytes: Int = 8 * 1024 * 1024) {
    self.maxEntries = max(1, maxEntries)
    self.maxBytes = max(0, maxBytes)
  }

  /// The number of entries.
  public var count: Int {
    state.criticalSection { $0.entries.count }
  }

  /// Removes every entry.
  public func removeAll() {
    state.criticalSection { $0 = State() }
  }

  /// The entry for `request`, if any (and marks it recently used).
  public func entry(for request: HTTPRequest) -> Entry? {
    let key = Self.key(for: request)
    return state.criticalSection { state in
      guard let entry = state.entries[key] else { return nil }
      state.order.removeAll { $0 == key }
      state.order.append(key)
      return entry
    }
  }

  /// Keeps `response` for `request` when it is a 2xx with an `ETag` and fits; a 2xx without
  /// one drops any stale entry.
  public func store(_ response: HTTPResponse, for request: HTTPRequest) {
    guard response.isSuccess, !response.isFromCache else { return }
    let key = Self.key(for: request)
    state.criticalSection { state in
      Self.remove(key, from: &state)
      guard let etag = response.etag, response.body.count <= maxBytes else { return }
      state.entries[key] = Entry(
        etag: etag, status: response.status, headers: response.headers, body: response.body)
      state.order.append(key)
      state.bytes += response.body.count
      while state.entries.count > maxEntries || state.bytes > maxBytes,
        let oldest = state.order.first
      {
        Self.remove(oldest, from: &state)
      }
    }
  }

  private static func remove(_ key: String, from state: inout State) {
    guard let old = state.entries.removeValue(forKey: key) else { return }
    state.bytes -= old.body.count
    state.order.removeAll { $0 == key }
  }

  /// The URL plus a hash of the credential headers (never the credentials themselves).
  private static func key(for request: HTTPRequest) -> String {
    var hasher = Hasher()
    for field in request.headers where HTTPRedaction.isSecret(name: field.name) {
      hasher.combine(field.name.lowercased())
      hasher.combine(field.value)
    }
    hasher.combine(request.headers["Accept"])
    return "\(request.method) \(request.url.absoluteString) \(hasher.finalize())"
  }
}
