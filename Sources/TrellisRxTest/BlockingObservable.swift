import Foundation
import Synchronization

/// A sequence consumed by blocking the calling thread until it ends, as RxBlocking's
/// `toBlocking()`. On the main thread the main run loop keeps turning while waiting, so
/// work sent to `MainScheduler` still runs.
public struct BlockingObservable<Element> {
  let timeout: TimeInterval?
  let source: Observable<Element>

  /// Every element, once the sequence completes; throws its error, or `RxError.timeout`.
  public func toArray() throws -> [Element] {
    switch materialize() {
    case .completed(let elements): return elements
    case .failed(_, let error): throw error
    }
  }

  /// The first element (nil for an empty sequence), without waiting for the rest.
  public func first() throws -> Element? {
    switch run(stoppingAfter: 1) {
    case .completed(let elements): return elements.first
    case .failed(let elements, let error):
      if let first = elements.first { return first }
      throw error
    }
  }

  /// The last element (nil for an empty sequence), once the sequence completes.
  public func last() throws -> Element? {
    try toArray().last
  }

  /// The only element, once the sequence completes; throws `RxError.noElements` for an
  /// empty sequence, and `RxError.moreThanOneElement` as soon as a second element arrives
  /// (without waiting for the rest), or the sequence's error.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// The only element that satisfies `predicate`, once the sequence completes; throws
  /// `RxError.noElements` when none does, and `RxError.moreThanOneElement` as soon as a
  /// second one arrives (without waiting for the rest). An error thrown by `predicate`, or
  /// the sequence's error, is thrown, and `predicate` is not called again.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let elements: [Element]
    switch run(stoppingAfter: 2, where: predicate) {
    case .completed(let kept): elements = kept
    case .failed(_, let error): throw error
    }
    guard elements.count == 1 else {
      throw elements.isEmpty ? RxError.noElements : RxError.moreThanOneElement
    }
    return elements[0]
  }

  /// How the sequence ended and what it emitted, without throwing.
  public func materialize() -> MaterializedSequenceResult<Element> {
    run(stoppingAfter: nil)
  }

  /// Subscribes and blocks until the sequence ends, or until `limit` elements satisfying
  /// `predicate` were kept (then disposing the subscription), or until the timeout.
  /// Elements that do not satisfy `predicate` are dropped; an error it throws ends the run.
  private func run(
    stoppingAfter limit: Int?, where predicate: ((Element) throws -> Bool)? = nil
  ) -> MaterializedSequenceResult<Element> {
    let state = Mutex<(elements: [Element], end: Error??)>(([], nil))
    let done = DispatchSemaphore(value: 0)
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      source.subscribe { event in
        // The predicate runs outside the lock, and only while the run has not ended.
        var event = event
        if case .next(let element) = event, let predicate {
          guard state.criticalSection({ $0.end == nil }) else { return }
          do {
            guard try predicate(element) else { return }
          } catch {
            event = .error(error)
          }
        }
        let finished = state.criticalSection { state -> Bool in
          guard state.end == nil else { return false }
          switch event {
          case .next(let element):
            state.elements.append(element)
            if let limit, state.elements.count >= limit { state.end = .some(nil) }
          case .error(let error): state.end = .some(error)
          case .completed: state.end = .some(nil)
          }
          return state.end != nil
        }
        if finished { done.signal() }
      })
    // Monotonic time, so a wall-clock adjustment cannot end the wait early or late.
    let deadline = timeout.map { DispatchTime.now() + $0 }
    var timedOut = false
    if Thread.isMainThread {
      while state.criticalSection({ $0.end == nil }) {
        if let deadline, DispatchTime.now() >= deadline {
          timedOut = true
          break
        }
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
      }
    } else if let deadline {
      // A semaphore may wake a little before its deadline; only a wait that reached it
      // counts as a timeout.
      while done.wait(timeout: deadline) == .timedOut {
        if DispatchTime.now() >= deadline {
          timedOut = true
          break
        }
      }
    } else {
      done.wait()
    }
    subscription.dispose()
    let (elements, end) = state.criticalSection { ($0.elements, $0.end) }
    if timedOut { return .failed(elements: elements, error: RxError.timeout) }
    if case .some(.some(let error)) = end { return .failed(elements: elements, error: error) }
    return .completed(elements: elements)
  }
}

/// How a blocking sequence ended.
public enum MaterializedSequenceResult<Element> {
  /// It completed after emitting `elements`.
  case completed(elements: [Element])
  /// It failed with `error` after emitting `elements`.
  case failed(elements: [Element], error: Error)
}

extension ObservableConvertibleType {
  /// This sequence as a `BlockingObservable`; `timeout` (seconds) bounds every wait.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}
