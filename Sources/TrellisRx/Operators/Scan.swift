extension ObservableType {
  /// Emits every intermediate result of folding the elements into `seed` with `accumulator`,
  /// which mutates the accumulated value in place.
  ///
  /// Each subscription starts from its own copy of `seed`; emits the accumulated value after
  /// each source element. Completes and errors with the source. An error thrown by
  /// `accumulator` is emitted as `error` and disposes the source subscription. Disposing the
  /// subscription disposes the source subscription.
  @inlinable
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
    -> Observable<A>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// Emits every intermediate result of folding the elements into `seed` with `accumulator`,
  /// which returns the next accumulated value.
  ///
  /// Each subscription starts from `seed`; emits the accumulated value after each source
  /// element. Completes and errors with the source. An error thrown by `accumulator` is
  /// emitted as `error` and disposes the source subscription. Disposing the subscription
  /// disposes the source subscription.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    scan(into: seed) { accumulated, element in
      accumulated = try accumulator(accumulated, element)
    }
  }
}

@usableFromInline
final class ScanSink<Source, Accumulate>: Sink<Accumulate>, ObserverType {
  @usableFromInline
  @exclusivity(unchecked)
  var accumulated: Accumulate
  @usableFromInline
  let accumulator: (inout Accumulate, Source) throws -> Void

  @inlinable
  init(
    seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
    observer: AnyObserver<Accumulate>
  ) {
    self.accumulated = seed
    self.accumulator = accumulator
    super.init(observer: observer)
  }

  @inlinable
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      do {
        try accumulator(&accumulated, element)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      forward(.next(accumulated))
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }
}
