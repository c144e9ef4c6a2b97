extension ObservableType {
  /// Emits the source's elements, or `default` if the source completes without any.
  ///
  /// Forwards every element. When the source completes, first emits `default` if it
  /// produced nothing, then completes. Errors with the source. Disposing disposes the source
  /// subscription.
  public func ifEmpty(default: Element) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = IfEmptyDefaultSink(default: `default`, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// The older name of `ifEmpty(default:)`: emits the source's elements, or `element` if
  /// the source completes without any.
  public func defaultIfEmpty(_ element: Element) -> Observable<Element> {
    ifEmpty(default: element)
  }

  /// Emits the source's elements, or, if the source completes without any, those of
  /// `other`.
  ///
  /// Forwards every element. When the source completes having produced something,
  /// completes; otherwise subscribes to `other` and emits, completes and errors as it does.
  /// Errors with the source. Disposing disposes whichever subscription is current.
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = IfEmptySwitchSink(other: other, observer: observer)
      sink.run(source)
      return sink
    }
  }
}

/// Remembers whether anything came, to emit the default at completion.
final class IfEmptyDefaultSink<Element>: Sink<Element>, ObserverType {
  private let defaultElement: Element
  @exclusivity(unchecked)
  private var isEmpty = true

  init(default: Element, observer: AnyObserver<Element>) {
    defaultElement = `default`
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      isEmpty = false
      forward(event)
    case .error:
      forwardTerminal(event)
    case .completed:
      if isEmpty {
        forward(.next(defaultElement))
      }
      forwardTerminal(.completed)
    }
  }
}

/// Switches to the fallback sequence when the source completes empty.
final class IfEmptySwitchSink<Element>: Sink<Element>, ObserverType {
  private let other: Observable<Element>
  @exclusivity(unchecked)
  private var isEmpty = true
  private let sourceSubscription = SingleAssignmentDisposable()
  private let otherSubscription = SingleAssignmentDisposable()

  init(other: Observable<Element>, observer: AnyObserver<Element>) {
    self.other = other
    super.init(observer: observer)
  }

  /// Subscribes to the source.
  func run(_ source: Observable<Element>) {
    setUpstream(Disposables.create(sourceSubscription, otherSubscription))
    sourceSubscription.setDisposable(source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      isEmpty = false
      forward(event)
    case .error:
      forwardTerminal(event)
    case .completed:
      guard isEmpty else {
        forwardTerminal(event)
        return
      }
      sourceSubscription.dispose()
      otherSubscription.setDisposable(
        other.subscribe(AnyObserver { event in self.onOther(event) }))
    }
  }

  private func onOther(_ event: Event<Element>) {
    relay(event)
  }
}
