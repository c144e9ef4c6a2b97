extension ObservableType {
  /// Drops the source's elements until `other` produces an element, then emits the rest.
  ///
  /// The source is subscribed first, then `other`. The first element of `other` opens the
  /// gate and disposes the subscription to `other`; `other` completing without an element
  /// just disposes that subscription, leaving the gate shut. Errors when either sequence
  /// errors. When the source completes the subscriptions are disposed, but — as in RxSwift —
  /// `completed` is emitted only if the gate was open; otherwise the result ends silently.
  /// Disposing disposes both subscriptions.
  public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer in
      let sink = SkipUntilSink<Element, Source.Element>(observer: observer)
      sink.run(source: source, other: other)
      return sink
    }
  }

  /// The RxSwift 5 name of `skip(until:)`, which it calls.
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    skip(until: other)
  }
}

/// Forwards the source's elements once the other sequence has produced one.
final class SkipUntilSink<Element, Other>: Sink<Element>, ObserverType {
  private let lock = RecursiveLock()
  @exclusivity(unchecked)
  private var isOpen = false
  private let sourceSubscription = SingleAssignmentDisposable()
  private let otherSubscription = SingleAssignmentDisposable()

  /// Subscribes to the source, then to `other`.
  func run(source: Observable<Element>, other: Observable<Other>) {
    setUpstream(Disposables.create(sourceSubscription, otherSubscription))
    sourceSubscription.setDisposable(source.subscribe(self))
    otherSubscription.setDisposable(other.subscribe(AnyObserver { event in self.onOther(event) }))
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      switch event {
      case .next:
        if isOpen { forward(event) }
      case .error:
        forwardTerminal(event)
      case .completed:
        if isOpen {
          forwardTerminal(event)
        } else {
          dispose()
        }
      }
    }
  }

  private func onOther(_ event: Event<Other>) {
    lock.performLocked {
      switch event {
      case .next:
        isOpen = true
        otherSubscription.dispose()
      case .error(let error):
        forwardTerminal(.error(error))
      case .completed:
        otherSubscription.dispose()
      }
    }
  }
}
