import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession an ``HTTPClient`` sends through: ephemeral, with URLSession's own cache
/// and cookies off (the client does conditional requests itself). Invalidated — its tasks
/// cancelled — when the last client or request holding it goes.
final class HTTPSession: @unchecked Sendable {
  private let delegate = HTTPSessionDelegate()
  private let session: URLSession

  /// A session whose tasks give up after `timeout` seconds without data.
  init(timeout: TimeInterval) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.timeoutIntervalForRequest = timeout
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.name = "Trellis.HTTPClient"
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// Starts `request` as a task reporting to `transfer`.
  func start(_ request: URLRequest, reportingTo transfer: HTTPTransfer) {
    let task = session.dataTask(with: request)
    delegate.register(transfer, for: task)
    transfer.start(task)
  }
}
