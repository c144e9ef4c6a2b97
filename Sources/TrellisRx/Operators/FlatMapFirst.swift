extension ObservableType {
  /// Maps a source element to an inner sequence with `selector` only while no inner
  /// sequence is running, and emits that inner sequence's elements.
  ///
  /// Source elements that arrive while an inner sequence runs are dropped without calling
  /// `selector`. Completes when the source and the running inner sequence have completed.
  /// An error from the source, the inner sequence, or thrown by `selector` is emitted at
  /// once and disposes everything. Disposing the subscription disposes the source and the
  /// inner subscription.
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = FlatMapSink(selector: selector, dropWhileActive: true, observer: observer)
      sink.setOuterSubscription(source.subscribe(sink))
      return sink
    }
  }
}
