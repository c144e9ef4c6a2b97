extension ObservableType {
  /// Folds every element into `seed` with `accumulator` and, when the source completes,
  /// emits `mapResult` of the final value and completes.
  ///
  /// Emits nothing before the source completes. An error from the source, or thrown by
  /// `accumulator` or `mapResult`, is emitted as `error` and disposes the source
  /// subscription. Disposing the subscription disposes the source subscription.
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    reduce(
      into: seed,
      { accumulated, element in accumulated = try accumulator(accumulated, element) },
      mapResult: mapResult)
  }

  /// Folds every element into `seed` with `accumulator` and, when the source completes,
  /// emits the final value and completes; see `reduce(_:accumulator:mapResult:)`.
  public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }

  /// Folds every element into `seed` with `accumulator`, which mutates the value in place,
  /// and, when the source completes, emits `mapResult` of the final value and completes.
  ///
  /// Not in RxSwift 6, which has only the returning forms; this mirrors
  /// `Sequence.reduce(into:_:)`. Emits nothing before the source completes. An error from
  /// the source, or thrown by `accumulator` or `mapResult`, is emitted as `error` and
  /// disposes the source subscription. Disposing the subscription disposes the source
  /// subscription.
  public func reduce<A, Result>(
    into seed: A, _ accumulator: @escaping (inout A, Element) throws -> Void,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer { observer in
      let sink = ReduceSink(
        seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// Folds every element into `seed` with `accumulator`, which mutates the value in place,
  /// and, when the source completes, emits the final value and completes; see
  /// `reduce(into:_:mapResult:)`.
  public func reduce<A>(into seed: A, _ accumulator: @escaping (inout A, Element) throws -> Void)
    -> Observable<A>
  {
    reduce(into: seed, accumulator, mapResult: { $0 })
  }
}

final class ReduceSink<Source, Accumulate, Result>: Sink<Result>, ObserverType {
  @exclusivity(unchecked)
  var accumulated: Accumulate
  let accumulator: (inout Accumulate, Source) throws -> Void
  let mapResult: (Accumulate) throws -> Result

  init(
    seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
    mapResult: @escaping (Accumulate) throws -> Result, observer: AnyObserver<Result>
  ) {
    self.accumulated = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
    super.init(observer: observer)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      do {
        try accumulator(&accumulated, element)
      } catch {
        forwardTerminal(.error(error))
      }
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      let result: Result
      do {
        result = try mapResult(accumulated)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      forward(.next(result))
      forwardTerminal(.completed)
    }
  }
}
