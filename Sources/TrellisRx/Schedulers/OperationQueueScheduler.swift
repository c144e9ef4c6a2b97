import Foundation

/// A scheduler that runs work as operations on an `OperationQueue`, each with the same
/// priority.
///
/// Work runs when the queue gets to it, on the queue's threads; with more than one
/// concurrent operation allowed, scheduled work may run in parallel and out of order, so
/// operators that need serial delivery want `maxConcurrentOperationCount = 1`. Disposing
/// the result of `schedule` before the operation starts keeps the work from running;
/// once it has run, disposing disposes what the work returned.
public class OperationQueueScheduler: ImmediateSchedulerType {
  /// The queue the work is added to.
  public let operationQueue: OperationQueue
  /// The priority every scheduled operation gets.
  public let queuePriority: Operation.QueuePriority

  /// A scheduler adding its work to `operationQueue`, with `queuePriority`.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds an operation running `action` with `state` to the queue. Disposing the result
  /// before it runs cancels it; afterwards it disposes what `action` returned.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let cancel = SingleAssignmentDisposable()
    // The scheduler contract: `state` and `action` are handed to the queue, which runs them once.
    nonisolated(unsafe) let (state, action) = (state, action)
    let operation = BlockOperation {
      guard !cancel.isDisposed else { return }
      cancel.setDisposable(action(state))
    }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return cancel
  }
}
