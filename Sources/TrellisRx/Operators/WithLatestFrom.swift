extension ObservableType {
  /// Combines each element of this sequence with the latest element of `second`, using
  /// `resultSelector`.
  ///
  /// Emits one result per element of this sequence, once `second` has produced an element;
  /// elements that arrive before that are dropped. Elements of `second` alone emit nothing.
  /// Completes when this sequence completes; `second` completing only stops updating the
  /// latest element (its last one keeps being used). Errors when either sequence errors; an
  /// error thrown by `resultSelector` is emitted as `error` and ends the sequence. `second`
  /// is subscribed first. Disposing disposes both subscriptions.
  public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Observable<ResultType> {
    let first = asObservable()
    let second = second.asObservable()
    return Producer { observer in
      let sink = WithLatestFromSink(resultSelector: resultSelector, observer: observer)
      sink.run(first: first, second: second)
      return sink
    }
  }

  /// Replaces each element of this sequence with the latest element of `second`.
  ///
  /// Emits once per element of this sequence, once `second` has produced an element;
  /// elements that arrive before that are dropped. Elements of `second` alone emit nothing.
  /// Completes when this sequence completes; `second` completing only stops updating the
  /// latest element. Errors when either sequence errors. `second` is subscribed first.
  /// Disposing disposes both subscriptions.
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second, resultSelector: { $1 })
  }
}

/// Pairs the elements of the first sequence with the latest element of the second.
final class WithLatestFromSink<First, Second, Result>: Sink<Result>, ObserverType {
  private let lock = RecursiveLock()
  private let resultSelector: (First, Second) throws -> Result
  @exclusivity(unchecked)
  private var latest: Second?
  private let firstSubscription = SingleAssignmentDisposable()
  private let secondSubscription = SingleAssignmentDisposable()

  init(
    resultSelector: @escaping (First, Second) throws -> Result, observer: AnyObserver<Result>
  ) {
    self.resultSelector = resultSelector
    super.init(observer: observer)
  }

  /// Subscribes to `second`, then to `first`.
  func run(first: Observable<First>, second: Observable<Second>) {
    setUpstream(Disposables.create(firstSubscription, secondSubscription))
    secondSubscription.setDisposable(
      second.subscribe(AnyObserver { event in self.onSecond(event) }))
    firstSubscription.setDisposable(first.subscribe(self))
  }

  /// An event of the first sequence.
  func on(_ event: Event<First>) {
    lock.performLocked {
      switch event {
      case .next(let element):
        guard let latest else { return }
        let result: Result
        do {
          result = try resultSelector(element, latest)
        } catch {
          forwardTerminal(.error(error))
          return
        }
        forward(.next(result))
      case .error(let error):
        forwardTerminal(.error(error))
      case .completed:
        forwardTerminal(.completed)
      }
    }
  }

  private func onSecond(_ event: Event<Second>) {
    lock.performLocked {
      switch event {
      case .next(let element):
        latest = element
      case .error(let error):
        forwardTerminal(.error(error))
      case .completed:
        secondSubscription.dispose()
      }
    }
  }
}
