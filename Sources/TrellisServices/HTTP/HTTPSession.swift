import Foundation
import Synchronization
import TrellisRx

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession an ``HTTPClient`` sends through: no cookies, no URL cache, no credential
/// store, and no folder made for them (see ``URLSessionStores``; the client does conditional
/// requests itself). Made at the first request — an app that never sends one never starts
/// libcurl and its TLS library, which cost megabytes — and invalidated, its tasks
/// cancelled, when the last client or request holding it goes.
final class HTTPSession: @unchecked Sendable {  // `session` is guarded by its Mutex.
  private let delegate = HTTPSessionDelegate()
  private let timeout: TimeInterval
  private let session = Mutex<URLSession?>(nil)

  /// A session whose tasks give up after `timeout` seconds without data.
  init(timeout: TimeInterval) {
    self.timeout = timeout
    URLSessionStores.prepare()
  }

  deinit {
    session.criticalSection { $0?.invalidateAndCancel() }
  }

  /// Starts `request` as a task reporting to `transfer`.
  func start(_ request: URLRequest, reportingTo transfer: HTTPTransfer) {
    let task = session.criticalSection { session in
      let current = session ?? makeSession()
      session = current
      return current.dataTask(with: request)
    }
    delegate.register(transfer, for: task)
    transfer.start(task)
  }

  private func makeSession() -> URLSession {
    let configuration = URLSessionStores.configuration(timeout: timeout)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.name = "Trellis.HTTPClient"
    return URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
  }
}
