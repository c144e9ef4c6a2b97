extension ObservableType where Element: ObservableConvertibleType {
  /// Emits the elements of the most recent inner sequence the source emitted.
  ///
  /// When a new inner sequence arrives, the previous inner subscription is disposed and the
  /// new one subscribed. Completes when the source has completed and the latest inner
  /// sequence has completed (at once if none is running). An error from the source or the
  /// latest inner sequence is emitted and disposes everything. Disposing the subscription
  /// disposes the source and the inner subscription.
  public func switchLatest() -> Observable<Element.Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = FlatMapLatestSink<Element, Element>(selector: { $0 }, observer: observer)
      sink.setOuterSubscription(source.subscribe(sink))
      return sink
    }
  }
}
