import Foundation
import TrellisRx

/// The defaults of an ``HTTPClient``; a request can override the timeout, the size cap and
/// the retry policy.
public struct HTTPClientConfiguration {
  /// The app's name, sent in the `User-Agent` after `Trellis/<version>`.
  public var appName: String

  /// The app's version, sent after its name when given.
  public var appVersion: String?

  /// Seconds an attempt may take, from sending to the last byte (30 s by default).
  public var timeout: TimeInterval

  /// The largest response body accepted, in bytes (10 MiB by default).
  public var maxResponseBytes: Int

  /// When to retry and how long to wait.
  public var retryPolicy: HTTPRetryPolicy

  /// Where retries wait and what "now" is for `Retry-After` and rate-limit resets. Tests
  /// inject a scheduler of their own; the default is a background dispatch queue.
  public var retryScheduler: SchedulerType

  /// The ETag cache; nil turns conditional requests off.
  public var etagCache: HTTPETagCache?

  /// Header fields sent with every request (a request's own fields win). They count as the
  /// request's own everywhere: their secrets are scrubbed out of errors, and they are part
  /// of the ETag cache key, so clients that share a cache but send different credentials
  /// never see each other's cached bodies.
  public var headers: HTTPHeaders

  /// A configuration; every part has a default.
  public init(
    appName: String = "trellis-app", appVersion: String? = nil, timeout: TimeInterval = 30,
    maxResponseBytes: Int = 10 * 1024 * 1024, retryPolicy: HTTPRetryPolicy = .standard,
    retryScheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .utility),
    etagCache: HTTPETagCache? = HTTPETagCache(), headers: HTTPHeaders = [:]
  ) {
    self.appName = appName
    self.appVersion = appVersion
    self.timeout = timeout
    self.maxResponseBytes = maxResponseBytes
    self.retryPolicy = retryPolicy
    self.retryScheduler = retryScheduler
    self.etagCache = etagCache
    self.headers = headers
  }

  /// `Trellis/<version> <app>[/<app version>]`.
  public var userAgent: String {
    let app = appVersion.map { "\(appName)/\($0)" } ?? appName
    return "Trellis/\(TrellisServices.version) \(app)"
  }

  /// `request` with these ``headers`` under its own: the fields that are sent, and so the
  /// ones redaction, the ETag cache key and the checks before sending look at. Applying it
  /// twice changes nothing.
  func applied(to request: HTTPRequest) -> HTTPRequest {
    var request = request
    request.headers = headers.merging(request.headers)
    return request
  }
}
