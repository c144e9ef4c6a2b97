extension ObservableConvertibleType {
  /// The callback an async `create` closure emits elements through.
  public typealias ElementObserver<Value> = (Value) -> Void

  /// A sequence whose subscription starts a task running `work`, which emits elements
  /// through the observer it is given.
  ///
  /// Completes when `work` returns and fails with the error it throws. Disposing the
  /// subscription cancels the task; elements emitted after cancellation are dropped.
  ///
  /// - Parameters:
  ///   - detached: Run `work` in a detached task instead of one inheriting the caller's
  ///     context.
  ///   - priority: The task's priority.
  ///   - work: The asynchronous producer.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping (_ observer: ElementObserver<Element>) async throws -> Void
  ) -> Observable<Element> {
    Observable.create { rawObserver in
      // The task is the one caller of the observer from here on: a hand-off, not sharing.
      nonisolated(unsafe) let rawObserver = rawObserver
      let operation: @Sendable () async -> Void = {
        do {
          try await work { element in
            guard !Task.isCancelled else { return }
            rawObserver.onNext(element)
          }
          rawObserver.onCompleted()
        } catch {
          rawObserver.onError(error)
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation)
        : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
  }

  /// The sequence's elements as an asynchronous stream, for `for try await`.
  ///
  /// Subscribes when the stream is made. The stream yields each element, ends when the
  /// sequence completes and throws the sequence's error. Cancelling the consuming task
  /// (or dropping the stream) disposes the subscription and ends the stream; a stream whose
  /// subscription is disposed before the sequence ended throws `CancellationError`.
  public var values: AsyncThrowingStream<Element, Swift.Error> {
    AsyncThrowingStream<Element, Swift.Error> { continuation in
      let finished = PrimitiveSequenceOnceFlag()
      let subscription = asObservable().subscribe(
        onNext: { value in
          // Each element is handed to the stream and kept by no one else here.
          nonisolated(unsafe) let value = value
          continuation.yield(value)
        },
        onError: { error in
          if finished.raise() { continuation.finish(throwing: error) }
        },
        onCompleted: {
          if finished.raise() { continuation.finish() }
        },
        onDisposed: {
          if finished.raise() { continuation.finish(throwing: CancellationError()) }
        })
      // Disposing is safe from any thread (the Disposable contract).
      nonisolated(unsafe) let disposable = subscription
      continuation.onTermination = { termination in
        if case .cancelled = termination { disposable.dispose() }
      }
    }
  }
}

extension AsyncSequence {
  /// The asynchronous sequence as an `Observable`.
  ///
  /// Each subscription starts a task iterating the sequence: it emits each element,
  /// completes when the sequence ends (or is cancelled), and fails with the error the
  /// sequence throws. Disposing the subscription cancels the task.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in
      // The task is the one user of the sequence and the observer from here on.
      nonisolated(unsafe) let sequence = self
      // (the observer too: only the task calls it)
      nonisolated(unsafe) let observer = observer
      let task = Task { @Sendable in
        do {
          for try await value in sequence {
            observer.onNext(value)
          }
          observer.onCompleted()
        } catch is CancellationError {
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}
