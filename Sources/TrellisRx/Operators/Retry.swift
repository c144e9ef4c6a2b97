extension ObservableType {
  /// Resubscribes to the source whenever it fails, without end.
  ///
  /// Emits the elements of every attempt; completes when an attempt completes; never
  /// emits an error. Each failure disposes the failed subscription before the next one is
  /// made. A source that fails every time loops forever. Disposing disposes the current
  /// attempt.
  public func retry() -> Observable<Element> {
    catchSequence(AnySequence { [source = asObservable()] in AnyIterator { source } })
  }

  /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing after
  /// each failure.
  ///
  /// Emits the elements of every attempt; completes when an attempt completes. When the
  /// last attempt fails, emits its error. `retry(1)` is the source unchanged in effect,
  /// `retry(2)` retries once, and `retry(0)` completes at once without subscribing.
  /// Disposing disposes the current attempt.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    catchSequence(Swift.repeatElement(asObservable(), count: maxAttemptCount))
  }
}
