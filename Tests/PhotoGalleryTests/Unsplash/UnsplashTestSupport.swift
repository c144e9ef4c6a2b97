import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import PhotoGallery

/// The access key the tests configure; long and distinctive, so a leak is easy to find.
let unsplashTestKey = "uNsPlAsH-TeSt-KeY-0123456789abcdef"

/// The text of the fixture `name` (in Tests/PhotoGalleryTests/Fixtures).
func unsplashFixture(_ name: String) throws -> String {
  let base = (name as NSString).deletingPathExtension
  let url = try #require(
    Bundle.module.url(forResource: base, withExtension: "json", subdirectory: "Fixtures"))
  return try String(contentsOf: url, encoding: .utf8)
}

/// A fixture served as the API serves JSON, with `headers` added.
func unsplashResponse(
  _ fixture: String, status: Int = 200, headers: [String: String] = [:]
) throws -> FixtureResponse {
  FixtureResponse.json(
    try unsplashFixture(fixture), status: status,
    headers: ["Content-Type": "application/json; charset=utf-8"].merging(headers) { $1 })
}

/// A client for `server` (or `baseURL`) with `key`, retrying 5xx after `retryDelay`.
func unsplashTestClient(
  _ server: FixtureServer, key: String? = unsplashTestKey, baseURL: URL? = nil,
  retryDelay: RxTimeInterval = .milliseconds(20)
) -> UnsplashClient {
  let configuration = UnsplashConfiguration(
    baseURL: baseURL ?? server.baseURL,
    accessKey: key.map { Secret($0, source: .environment(variable: "UNSPLASH_ACCESS_KEY")) })
  return UnsplashClient(
    http: HTTPClient(
      configuration: .init(appName: "photo-gallery-tests", timeout: 20, retryPolicy: .never)),
    configuration: { configuration },
    scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated), retryDelay: retryDelay)
}

/// The result of a subscription, filled in on whatever thread it arrives.
final class UnsplashTestOutcome<Value>: @unchecked Sendable {
  /// Guards `stored`.
  private let lock = NSLock()
  private var stored: Result<Value, Error>?

  var result: Result<Value, Error>? {
    lock.withLock { stored }
  }

  func set(_ result: Result<Value, Error>) {
    lock.withLock { stored = result }
  }
}

/// Subscribes to `single` and waits (at most 20 s) for its result.
func unsplashResult<Value>(_ single: Single<Value>) -> Result<Value, UnsplashError> {
  let outcome = UnsplashTestOutcome<Value>()
  let subscription = single.subscribe { outcome.set($0) }
  defer { subscription.dispose() }
  let deadline = Date().addingTimeInterval(20)
  while outcome.result == nil && Date() < deadline {
    usleep(2_000)
  }
  switch outcome.result {
  case .success(let value): return .success(value)
  case .failure(let error as UnsplashError): return .failure(error)
  case .failure(let error):
    Issue.record("expected an UnsplashError, got \(error)")
    return .failure(.unreadableResponse(reason: "\(error)"))
  case nil:
    Issue.record("no result within 20 s")
    return .failure(.unreadableResponse(reason: "no result"))
  }
}

/// The value of `single`, or nil (recording an issue) when it fails.
func unsplashValue<Value>(_ single: Single<Value>) -> Value? {
  switch unsplashResult(single) {
  case .success(let value): return value
  case .failure(let error):
    Issue.record("expected a value, got \(error)")
    return nil
  }
}

/// The error of `single`, or nil (recording an issue) when it succeeds.
func unsplashError<Value>(_ single: Single<Value>) -> UnsplashError? {
  switch unsplashResult(single) {
  case .success(let value):
    Issue.record("expected an error, got \(value)")
    return nil
  case .failure(let error): return error
  }
}

/// Waits until `condition` holds, checking every 5 ms, for at most 10 s.
func unsplashWaitUntil(_ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(10)
  while !condition() {
    if Date() >= deadline { return false }
    usleep(5_000)
  }
  return true
}
