extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A `Single` whose subscription starts a task running `work`.
  ///
  /// Succeeds with what `work` returns and fails with the error it throws. Disposing the
  /// subscription cancels the task; a result arriving after that is dropped.
  ///
  /// - Parameters:
  ///   - detached: Run `work` in a detached task instead of one inheriting the caller's
  ///     context.
  ///   - priority: The task's priority.
  ///   - work: The asynchronous operation.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    let single = Single<Element>.create { observer in
      // The task is the one caller of the observer from here on: a hand-off, not sharing.
      nonisolated(unsafe) let observer = observer
      let operation: @Sendable () async -> Void = {
        do {
          observer(.success(try await work()))
        } catch {
          observer(.failure(error))
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation)
        : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
    return PrimitiveSequence(raw: single.asObservable())
  }

  /// Awaits the `Single`'s result: returns its element or throws its error.
  ///
  /// Subscribes when awaited. Cancelling the awaiting task disposes the subscription and
  /// throws `CancellationError`, as does a subscription disposed before the result.
  public var value: Element {
    get async throws {
      let disposable = SingleAssignmentDisposable()
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let resumed = PrimitiveSequenceOnceFlag()
          disposable.setDisposable(
            subscribe(
              onSuccess: { element in
                // The element is handed to the awaiting task and kept by no one else here.
                nonisolated(unsafe) let element = element
                if resumed.raise() { continuation.resume(returning: element) }
              },
              onFailure: { error in
                if resumed.raise() { continuation.resume(throwing: error) }
              },
              onDisposed: {
                if resumed.raise() { continuation.resume(throwing: CancellationError()) }
              }))
        }
      } onCancel: {
        disposable.dispose()
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Awaits the `Maybe`'s result: returns its element, `nil` when it completes empty, or
  /// throws its error.
  ///
  /// Subscribes when awaited. Cancelling the awaiting task disposes the subscription and
  /// throws `CancellationError`, as does a subscription disposed before the result.
  public var value: Element? {
    get async throws {
      let disposable = SingleAssignmentDisposable()
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let resumed = PrimitiveSequenceOnceFlag()
          disposable.setDisposable(
            subscribe(
              onSuccess: { element in
                // The element is handed to the awaiting task and kept by no one else here.
                nonisolated(unsafe) let element: Element? = element
                if resumed.raise() { continuation.resume(returning: element) }
              },
              onError: { error in
                if resumed.raise() { continuation.resume(throwing: error) }
              },
              onCompleted: {
                if resumed.raise() { continuation.resume(returning: nil) }
              },
              onDisposed: {
                if resumed.raise() { continuation.resume(throwing: CancellationError()) }
              }))
        }
      } onCancel: {
        disposable.dispose()
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Awaits the `Completable`: returns when it completes or throws its error.
  ///
  /// Subscribes when awaited. Cancelling the awaiting task disposes the subscription and
  /// throws `CancellationError`, as does a subscription disposed before the result.
  public var value: Void {
    get async throws {
      let disposable = SingleAssignmentDisposable()
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let resumed = PrimitiveSequenceOnceFlag()
          disposable.setDisposable(
            subscribe(
              onCompleted: {
                if resumed.raise() { continuation.resume() }
              },
              onError: { error in
                if resumed.raise() { continuation.resume(throwing: error) }
              },
              onDisposed: {
                if resumed.raise() { continuation.resume(throwing: CancellationError()) }
              }))
        }
      } onCancel: {
        disposable.dispose()
      }
    }
  }
}
