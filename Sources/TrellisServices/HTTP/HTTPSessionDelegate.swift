import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Routes a URLSession's callbacks to the ``HTTPTransfer`` of each task, and keeps
/// credentials from following a redirect to another host.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let transfers = Mutex<[Int: HTTPTransfer]>([:])

  /// Sends `task`'s callbacks to `transfer` until the task completes.
  func register(_ transfer: HTTPTransfer, for task: URLSessionTask) {
    transfers.withLock { $0[task.taskIdentifier] = transfer }
  }

  private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
    transfers.withLock { $0[task.taskIdentifier] }
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
    let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.complete(error)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    var request = request
    let from = task.originalRequest?.url
    if request.url?.host != from?.host || request.url?.port != from?.port {
      for name in (request.allHTTPHeaderFields ?? [:]).keys
      where HTTPRedaction.isSecret(name: name) {
        request.setValue(nil, forHTTPHeaderField: name)
      }
    }
    completionHandler(request)
  }
}
