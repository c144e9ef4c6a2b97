extension ObservableType {
  /// Maps each element to an inner sequence with `selector` and emits the inner sequences'
  /// elements one sequence after another, in source order.
  ///
  /// Only one inner sequence is subscribed at a time; the next starts when the running one
  /// completes (the source keeps being observed meanwhile and its mapped sequences wait in
  /// order). Completes when the source and every inner sequence have completed. An error
  /// from the source, the running inner sequence, or thrown by `selector` is emitted at once
  /// and disposes everything. Disposing the subscription disposes the source and the running
  /// inner subscription and drops the waiting ones.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = MergeLimitedSink(selector: selector, maxConcurrent: 1, observer: observer)
      sink.setOuterSubscription(source.subscribe(sink))
      return sink
    }
  }
}
