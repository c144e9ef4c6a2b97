import Foundation
import Synchronization
import TrellisRx

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Routes a URLSession's callbacks to the ``HTTPTransfer`` of each task, and keeps
/// credentials from following a redirect to another origin: another scheme (`https` to
/// `http` would send them in clear text), host or port.
///
/// `@unchecked Sendable`: its one property, `transfers`, is a `Mutex`.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let transfers = Mutex<[Int: HTTPTransfer]>([:])

  /// Sends `task`'s callbacks to `transfer` until the task completes.
  func register(_ transfer: HTTPTransfer, for task: URLSessionTask) {
    transfers.criticalSection { $0[task.taskIdentifier] = transfer }
  }

  private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
    transfers.criticalSection { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let allowed = transfer(for: dataTask)?.receive(response) ?? false
    completionHandler(allowed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if transfer(for: dataTask)?.receive(data) != true {
      dataTask.cancel()
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?
  ) {
    let transfer = transfers.criticalSection { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.complete(error)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    var request = request
    // Foundation on Linux drops a trailing `/` from the Location it follows (`/a/` becomes
    // `/a`, which a server redirects again, forever): resolve the Location here instead.
    if let location = response.value(forHTTPHeaderField: "Location"),
      let base = response.url ?? task.currentRequest?.url,
      let resolved = URL(string: location, relativeTo: base)?.absoluteURL,
      resolved != request.url
    {
      request.url = resolved
    }
    completionHandler(Self.redirect(request, from: task.originalRequest?.url))
  }

  /// `request`, a redirect of a request first sent to `origin`, as it may be sent: unless it
  /// stays on that origin (same scheme, host and port, default ports included; see
  /// ``HTTPOrigin``), every secret-bearing header field — `Authorization`, cookies, API
  /// keys, tokens — is removed.
  static func redirect(_ request: URLRequest, from origin: URL?) -> URLRequest {
    if HTTPOrigin.isSameOrigin(request.url, as: origin) { return request }
    var request = request
    for name in (request.allHTTPHeaderFields ?? [:]).keys where HTTPRedaction.isSecret(name: name) {
      request.setValue(nil, forHTTPHeaderField: name)
    }
    return request
  }
}
