extension ObservableType {
  /// Continues with the sequence `handler` returns when the source fails.
  ///
  /// Emits the source's elements and completes with it. On a source error, calls `handler`
  /// with the error, disposes the source subscription and subscribes to the returned
  /// sequence, whose events (elements, error, completion) are passed on. An error thrown by
  /// `handler` is emitted as `error`. Disposing disposes whichever subscription is current.
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    CatchProducer(source: asObservable(), handler: handler)
  }

  /// Ends with `element` instead of failing.
  ///
  /// Emits the source's elements and completes with it. On a source error, emits `element`
  /// and completes; the error is dropped. Disposing disposes the source subscription.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    `catch` { _ in Observable.just(element) }
  }

  /// The former name of `catch(_:)`.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    `catch`(handler)
  }

  /// The former name of `catchAndReturn(_:)`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// Subscribes to the sequences of `sequence` one after another, moving to the next one
  /// whenever the current one fails.
  ///
  /// Emits the elements of each sequence tried; completes when one of them completes. When
  /// the last one fails, emits that error; an empty `sequence` completes at once. The
  /// sequence is iterated lazily, once per subscription, so it may be infinite. Disposing
  /// disposes the current subscription.
  public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence)
    -> Observable<Element> where Sequence.Element == Observable<Element>
  {
    catchSequence(sequence)
  }

  /// The former name of `catch(sequence:)`.
  @available(*, deprecated, renamed: "catch(sequence:)")
  public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> Observable<Element> where Sequence.Element == Observable<Element>
  {
    catchSequence(sequence)
  }
}

/// The sequence behind `catch(_:)`: the source and the handler in typed fields, so a
/// subscription hands the handler to its sink as it is (see `StatefulProducer`).
@usableFromInline
final class CatchProducer<Element>: Observable<Element> {
  @usableFromInline
  let source: Observable<Element>
  @usableFromInline
  let handler: (Swift.Error) throws -> Observable<Element>
  /// Subscribes through code specialized where the sequence was made.
  @usableFromInline
  let run: (CatchProducer<Element>, AnyObserver<Element>) -> Disposable

  @inlinable
  init(
    source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>
  ) {
    self.source = source
    self.handler = handler
    run = { producer, observer in
      let sink = CatchSink(handler: producer.handler, observer: observer)
      sink.run(producer.source)
      return sink
    }
    super.init()
  }

  @inlinable
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    onTrampoline { run(self, observer) }
  }
}

/// The sink of `catch(_ handler:)`: the source, then after an error the handler's sequence.
///
/// Both subscriptions live in the sink's upstream slot, one after the other: an error
/// disposes the source's and stores the handler sequence's. `switched` records the move, so
/// a source that fails while it is still being subscribed cannot put its subscription back
/// over the handler's.
@usableFromInline
final class CatchSink<Element>: Sink<Element>, ObserverType {
  @usableFromInline
  let handler: (Swift.Error) throws -> Observable<Element>
  /// Guarded by `upstream`'s lock.
  @usableFromInline
  @exclusivity(unchecked)
  var switched = false

  @inlinable
  init(
    handler: @escaping (Swift.Error) throws -> Observable<Element>,
    observer: AnyObserver<Element>
  ) {
    self.handler = handler
    super.init(observer: observer)
  }

  /// Subscribes to `source` and keeps its subscription, unless it already failed.
  @inlinable
  func run(_ source: Observable<Element>) {
    let subscription = source.subscribe(self)
    let keep = upstream.criticalSection { slot -> Bool in
      if switched || isDisposed { return false }
      slot = subscription
      return true
    }
    if !keep { subscription.dispose() }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forward(event)
    case .completed:
      forwardTerminal(event)
    case .error(let error):
      let source = upstream.criticalSection { slot -> Disposable? in
        switched = true
        return slot.take()
      }
      source?.dispose()
      let fallback: Observable<Element>
      do {
        fallback = try handler(error)
      } catch {
        forwardTerminal(.error(error))
        return
      }
      setUpstream(fallback.subscribe(AnyObserver(eventHandler: forwardFallback)))
    }
  }

  /// Passes on an event of the handler's sequence.
  @inlinable
  func forwardFallback(_ event: Event<Element>) {
    relay(event)
  }
}

/// `Observable.catch(sequence)`, also behind `retry()` and `retry(_:)`.
func catchSequence<Sequence: Swift.Sequence, Element>(_ sequence: Sequence)
  -> Observable<Element> where Sequence.Element == Observable<Element>
{
  Producer { observer in
    let sink = CatchSequenceSink(sources: AnyIterator(sequence.makeIterator()), observer: observer)
    sink.setUpstream(sink.current)
    sink.moveNext()
    return sink
  }
}

/// Subscribes to one source after another while they fail.
///
/// Moving to the next source goes through a gate: a source that fails during `subscribe`
/// only queues the move, which runs after the current one returns, so retrying a
/// synchronously failing source loops instead of growing the stack.
final class CatchSequenceSink<Element>: Sink<Element>, ObserverType {
  let current = SerialDisposable()
  private let sources: AnyIterator<Observable<Element>>
  private let lock = RecursiveLock()
  @exclusivity(unchecked)
  private var lastError: Swift.Error?
  @exclusivity(unchecked)
  private var moving = false
  @exclusivity(unchecked)
  private var pendingMoves = 0

  init(sources: AnyIterator<Observable<Element>>, observer: AnyObserver<Element>) {
    self.sources = sources
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forward(event)
    case .completed:
      forwardTerminal(event)
    case .error(let error):
      lock.performLocked { lastError = error }
      moveNext()
    }
  }

  /// Subscribes to the next source, or ends when there is none; serialized by the gate.
  func moveNext() {
    let enter = lock.performLocked { () -> Bool in
      if moving {
        pendingMoves += 1
        return false
      }
      moving = true
      return true
    }
    guard enter else { return }
    repeat {
      subscribeNext()
    } while lock.performLocked({ () -> Bool in
      if pendingMoves > 0 && !isDisposed {
        pendingMoves -= 1
        return true
      }
      pendingMoves = 0
      moving = false
      return false
    })
  }

  private func subscribeNext() {
    if isDisposed { return }
    guard let next = sources.next() else {
      let error = lock.performLocked { lastError }
      forwardTerminal(error.map { .error($0) } ?? .completed)
      return
    }
    let subscription = SingleAssignmentDisposable()
    current.disposable = subscription
    subscription.setDisposable(next.subscribe(self))
  }
}
