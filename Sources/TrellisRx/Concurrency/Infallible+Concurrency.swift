extension InfallibleType {
  /// The sequence's elements as an asynchronous stream, for `for await`.
  ///
  /// Subscribes when the stream is made. The stream yields each element and ends when
  /// the sequence completes, or when the subscription is disposed. Cancelling the
  /// consuming task (or dropping the stream) disposes the subscription.
  public var values: AsyncStream<Element> {
    AsyncStreamBridge.stream(of: asObservable())
  }
}

extension SharedSequence {
  /// The sequence's elements as an asynchronous stream, for `for await`; a `Driver`
  /// yields its replayed latest element first.
  ///
  /// Subscribes when the stream is made. The stream yields each element and ends when
  /// the sequence completes, or when the subscription is disposed. Cancelling the
  /// consuming task (or dropping the stream) disposes the subscription.
  public var values: AsyncStream<Element> {
    AsyncStreamBridge.stream(of: asObservable())
  }
}

/// Builds the non-throwing streams of sequences that cannot error.
enum AsyncStreamBridge {
  /// A stream of `source`'s elements that ends on completion or disposal.
  static func stream<Element>(of source: Observable<Element>) -> AsyncStream<Element> {
    AsyncStream<Element> { continuation in
      let subscription = source.subscribe(
        onNext: { value in
          // Each element is handed to the stream and kept by no one else here.
          nonisolated(unsafe) let value = value
          continuation.yield(value)
        },
        onCompleted: { continuation.finish() },
        onDisposed: { continuation.finish() })
      // Disposing is safe from any thread (the Disposable contract).
      nonisolated(unsafe) let disposable = subscription
      continuation.onTermination = { termination in
        if case .cancelled = termination { disposable.dispose() }
      }
    }
  }
}
