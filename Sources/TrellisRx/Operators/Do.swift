import Synchronization

extension ObservableType {
  /// Runs side effects around the source's events and its subscription's life, passing the
  /// events on unchanged.
  ///
  /// For each event, `onNext`/`onError`/`onCompleted` runs before it is passed on and
  /// `afterNext`/`afterError`/`afterCompleted` right after. `onSubscribe` runs before the
  /// source is subscribed, `onSubscribed` after; `onDispose` runs once, after the source
  /// subscription is disposed — whether by disposing the result or after a terminal event —
  /// and never before `onSubscribed`: a source that ends while being subscribed has its
  /// subscription disposed first, then `onSubscribed` runs, then `onDispose`, as in RxSwift.
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
      sink.finishSubscribing()
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
  /// `subscribing`, `subscribed`, or `disposedWhileSubscribing` (so `onDispose` waits for
  /// `finishSubscribing()`).
  private let phase = Atomic<UInt8>(DoSink.subscribing)
  private static var subscribing: UInt8 { 0 }
  private static var subscribed: UInt8 { 1 }
  private static var disposedWhileSubscribing: UInt8 { 2 }

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

  /// Marks the subscription as set up; runs `onDispose` if the sink was disposed meanwhile.
  func finishSubscribing() {
    let (exchanged, _) = phase.compareExchange(
      expected: DoSink.subscribing, desired: DoSink.subscribed, ordering: .acquiringAndReleasing)
    if !exchanged { onDispose?() }
  }

  override func disposeResources() {
    let (exchanged, _) = phase.compareExchange(
      expected: DoSink.subscribing, desired: DoSink.disposedWhileSubscribing,
      ordering: .acquiringAndReleasing)
    if !exchanged { onDispose?() }
  }
}
