extension ObservableType {
  /// Runs side effects around the source's events and its subscription's life, passing the
  /// events on unchanged.
  ///
  /// For each event, `onNext`/`onError`/`onCompleted` runs before it is passed on and
  /// `afterNext`/`afterError`/`afterCompleted` right after. `onSubscribe` runs before the
  /// source is subscribed, `onSubscribed` after; `onDispose` runs once, after the source
  /// subscription is disposed — whether by disposing the result or after a terminal event.
  ///
  /// Emits, completes and errors as the source does. An error thrown by a handler that
  /// runs before an event is emitted instead of that event; one thrown by `afterNext` is
  /// emitted after the element. Either way the source subscription is disposed. An error
  /// thrown by `afterError` or `afterCompleted`, which run after the terminal event, is
  /// dropped, since nothing may follow a terminal event.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    let before = DoHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted)
    let after = DoHandlers(onNext: afterNext, onError: afterError, onCompleted: afterCompleted)
    return Producer { observer in
      onSubscribe?()
      let sink = DoSink(before: before, after: after, onDispose: onDispose, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      onSubscribed?()
      return sink
    }
  }
}

/// One set of `do` handlers, one per kind of event.
struct DoHandlers<Element> {
  let onNext: ((Element) throws -> Void)?
  let onError: ((Swift.Error) throws -> Void)?
  let onCompleted: (() throws -> Void)?

  func run(_ event: Event<Element>) throws {
    switch event {
    case .next(let element): try onNext?(element)
    case .error(let error): try onError?(error)
    case .completed: try onCompleted?()
    }
  }
}

/// Runs the `do` handlers around each event and `onDispose` after the upstream is gone.
final class DoSink<Element>: Sink<Element>, ObserverType {
  private let before: DoHandlers<Element>
  private let after: DoHandlers<Element>
  private let onDispose: (() -> Void)?

  init(
    before: DoHandlers<Element>, after: DoHandlers<Element>, onDispose: (() -> Void)?,
    observer: AnyObserver<Element>
  ) {
    self.before = before
    self.after = after
    self.onDispose = onDispose
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    do {
      try before.run(event)
    } catch {
      forwardTerminal(.error(error))
      return
    }
    forward(event)
    do {
      try after.run(event)
    } catch {
      if !event.isStopEvent {
        forwardTerminal(.error(error))
        return
      }
    }
    if event.isStopEvent {
      dispose()
    }
  }

  override func disposeResources() {
    onDispose?()
  }
}
