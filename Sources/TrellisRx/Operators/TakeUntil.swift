/// Whether `take(until:behavior:)` and `take(while:behavior:)` also emit the element that
/// ends the sequence.
public enum TakeBehavior {
  /// Emit the element that ends the sequence, then complete.
  case inclusive
  /// Complete without emitting the element that ends the sequence.
  case exclusive
}

extension ObservableType {
  /// Emits the source's elements until `other` produces an element, then completes.
  ///
  /// `other` is subscribed first, then the source. The first element of `other` completes
  /// the result and disposes both subscriptions; `other` completing without an element just
  /// disposes its subscription and lets the source run on. Completes and errors with the
  /// source; an error of `other` is emitted as `error`. Disposing disposes both
  /// subscriptions.
  public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer in
      let sink = TakeUntilSink<Element, Source.Element>(observer: observer)
      sink.run(source: source, other: other)
      return sink
    }
  }

  /// Emits the source's elements until one satisfies `predicate`, then completes.
  ///
  /// The element that satisfies the predicate is emitted before `completed` with
  /// `.inclusive`, and dropped with `.exclusive` (the default); either way the source
  /// subscription is disposed. Completes and errors with the source if it ends sooner; an
  /// error thrown by `predicate` is emitted as `error` and disposes the source subscription.
  /// Disposing disposes the source subscription.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = TakeUntilPredicateSink(
        predicate: predicate, behavior: behavior, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// The RxSwift 5 name of `take(until:)` with another sequence, which it calls.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    take(until: other)
  }

  /// The RxSwift 5 form of `take(until:behavior:)` with a predicate, which it calls.
  @available(*, deprecated, renamed: "take(until:behavior:)")
  public func takeUntil(
    _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    take(until: predicate, behavior: behavior)
  }
}

/// Forwards the source until the other sequence produces an element.
final class TakeUntilSink<Element, Other>: Sink<Element>, ObserverType {
  private let lock = RecursiveLock()
  private let sourceSubscription = SingleAssignmentDisposable()
  private let otherSubscription = SingleAssignmentDisposable()

  /// Subscribes to `other`, then to the source.
  func run(source: Observable<Element>, other: Observable<Other>) {
    setUpstream(Disposables.create(sourceSubscription, otherSubscription))
    otherSubscription.setDisposable(other.subscribe(AnyObserver { event in self.onOther(event) }))
    sourceSubscription.setDisposable(source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      relay(event)
    }
  }

  private func onOther(_ event: Event<Other>) {
    lock.performLocked {
      switch event {
      case .next:
        forwardTerminal(.completed)
      case .error(let error):
        forwardTerminal(.error(error))
      case .completed:
        otherSubscription.dispose()
      }
    }
  }
}

/// Forwards elements until one satisfies the predicate.
final class TakeUntilPredicateSink<Element>: Sink<Element>, ObserverType {
  private let predicate: (Element) throws -> Bool
  private let behavior: TakeBehavior

  init(
    predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior,
    observer: AnyObserver<Element>
  ) {
    self.predicate = predicate
    self.behavior = behavior
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let isLast: Bool
      do {
        isLast = try predicate(element)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      if !isLast {
        forward(event)
        return
      }
      if behavior == .inclusive {
        forward(event)
      }
      forwardTerminal(.completed)
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}
