import Foundation
import RepoSearch
import Trellis

/// Runs git service operations to their end on the calling thread, for tests.
enum Blocking {
  /// The value of `single`, run on the current thread.
  static func value<Value>(_ single: Single<Value>) throws -> Value {
    var result: Result<Value, Error>?
    _ = single.subscribe(
      onSuccess: { result = .success($0) }, onFailure: { result = .failure($0) })
    guard let result else { throw BlockingError.didNotFinish }
    return try result.get()
  }

  /// Every element of `observable`, run on the current thread, and its error if any.
  static func elements<Element>(_ observable: Observable<Element>) -> (
    [Element], Error?
  ) {
    var elements: [Element] = []
    var failure: Error?
    _ = observable.subscribe(onNext: { elements.append($0) }, onError: { failure = $0 })
    return (elements, failure)
  }

  /// The scheduler that runs work at once on the current thread.
  static var scheduler: ImmediateSchedulerType {
    CurrentThreadScheduler.instance
  }
}

enum BlockingError: Error {
  case didNotFinish
}
