import Synchronization

extension ObservableType {
  /// Maps each element to an inner sequence with `selector` and merges the elements of all
  /// inner sequences into one sequence, in the order they arrive.
  ///
  /// Every inner sequence is subscribed as soon as its source element arrives and runs
  /// concurrently with the others; events are delivered one at a time. Completes when the
  /// source and every inner sequence have completed. An error from the source, from any
  /// inner sequence, or thrown by `selector` is emitted at once and disposes the source and
  /// every inner subscription. Disposing the subscription disposes all of them.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    SelectorProducer(source: asObservable(), selector: selector) { producer, observer in
      let sink = FlatMapSink(
        selector: producer.selector, dropWhileActive: false, observer: observer)
      sink.setOuterSubscription(producer.source.subscribe(sink))
      return sink
    }
  }
}

/// The states of one inner subscription of `flatMap`: still inside its `subscribe` call,
/// registered as running, or finished.
@usableFromInline
enum FlatMapInnerState {
  @inlinable static var subscribing: Int { 0 }
  @inlinable static var registered: Int { 1 }
  @inlinable static var finished: Int { 2 }
}

/// The inner subscriptions of a `flatMap` that outlived their own `subscribe` call.
@usableFromInline
struct FlatMapRegistry {
  @usableFromInline
  var running: [ObjectIdentifier: Disposable] = [:]
  @usableFromInline
  var isDisposed = false

  @inlinable
  init() {}
}

/// The merge sink behind `flatMap`, `flatMapFirst`, `merge()` and `Observable.merge`.
///
/// Downstream events are serialized with `lock`, which also guards `activeCount` and
/// `stopped`. Inner subscriptions that are still running after their `subscribe` call
/// returned are kept in `registry` (its own mutex, never held while calling out); those
/// that finish during `subscribe`, as `from` does, never touch it. An inner `just` is not
/// subscribed at all: its element is emitted as the selector returns it.
@usableFromInline
final class FlatMapSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element>,
  ObserverType
{
  @usableFromInline
  let selector: (SourceElement) throws -> Inner
  /// `flatMapFirst`: ignore source elements while an inner sequence runs.
  @usableFromInline
  let dropWhileActive: Bool
  @usableFromInline
  let lock = RecursiveLock()
  @usableFromInline
  @exclusivity(unchecked)
  var activeCount = 0
  @usableFromInline
  @exclusivity(unchecked)
  var stopped = false
  @usableFromInline
  let registry = Mutex(FlatMapRegistry())

  @inlinable
  init(
    selector: @escaping (SourceElement) throws -> Inner, dropWhileActive: Bool,
    observer: AnyObserver<Inner.Element>
  ) {
    self.selector = selector
    self.dropWhileActive = dropWhileActive
    super.init(observer: observer)
  }

  /// Stores the source subscription, or disposes it if the source already completed.
  @inlinable
  func setOuterSubscription(_ subscription: Disposable) {
    lock.performLocked {
      if stopped {
        subscription.dispose()
      } else {
        setUpstream(subscription)
      }
    }
  }

  /// `Observable.merge(sources)`: subscribes every source, then completes once all have.
  @inlinable
  func run(sources: [Observable<Inner.Element>]) {
    lock.performLocked { activeCount += sources.count }
    for source in sources {
      subscribeInner(source)
    }
    lock.performLocked {
      stopped = true
      if activeCount == 0 {
        forwardTerminal(.completed)
      }
    }
  }

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let inner = lock.performLocked { () -> Observable<Inner.Element>? in
        if dropWhileActive && activeCount != 0 { return nil }
        do {
          let mapped = try selector(element).asObservable()
          if let just = mapped as? JustProducer<Inner.Element> {
            // Subscribing `just` would emit its element and complete before returning:
            // emitting the element here is the same, without an inner subscription.
            forward(.next(just.element))
            return nil
          }
          activeCount += 1
          return mapped
        } catch {
          forwardTerminal(.error(error))
          return nil
        }
      }
      if let inner {
        subscribeInner(inner)
      }
    case .error(let error):
      lock.performLocked { forwardTerminal(.error(error)) }
    case .completed:
      lock.performLocked {
        stopped = true
        disposeOuterSubscription()
        if activeCount == 0 {
          forwardTerminal(.completed)
        }
      }
    }
  }

  /// Disposes the source subscription while inner sequences keep running.
  @inlinable
  func disposeOuterSubscription() {
    releaseUpstream()
  }

  @inlinable
  func subscribeInner(_ source: Observable<Inner.Element>) {
    if isDisposed { return }
    let observer = FlatMapInnerObserver(parent: self)
    let subscription = source.subscribe(observer)
    if observer.state.load(ordering: .acquiring) == FlatMapInnerState.finished {
      subscription.dispose()
      return
    }
    let key = ObjectIdentifier(observer)
    let kept = registry.criticalSection { registry -> Bool in
      if registry.isDisposed { return false }
      registry.running[key] = subscription
      let (registered, _) = observer.state.compareExchange(
        expected: FlatMapInnerState.subscribing, desired: FlatMapInnerState.registered,
        ordering: .acquiringAndReleasing)
      if !registered {
        registry.running[key] = nil
      }
      return registered
    }
    if !kept {
      subscription.dispose()
    }
  }

  /// Called by an inner observer on its terminal event; releases its subscription if it
  /// was registered.
  @inlinable
  func innerFinished(_ observer: FlatMapInnerObserver<SourceElement, Inner>) {
    let previous = observer.state.exchange(
      FlatMapInnerState.finished, ordering: .acquiringAndReleasing)
    guard previous == FlatMapInnerState.registered else { return }
    let key = ObjectIdentifier(observer)
    let subscription = registry.criticalSection { $0.running.removeValue(forKey: key) }
    subscription?.dispose()
  }

  @inlinable
  func innerOn(
    _ event: Event<Inner.Element>, from observer: FlatMapInnerObserver<SourceElement, Inner>
  ) {
    switch event {
    case .next:
      lock.performLocked { forward(event) }
    case .error:
      innerFinished(observer)
      lock.performLocked { forwardTerminal(event) }
    case .completed:
      innerFinished(observer)
      lock.performLocked {
        activeCount -= 1
        if stopped && activeCount == 0 {
          forwardTerminal(.completed)
        }
      }
    }
  }

  @inlinable
  override func disposeResources() {
    let running = registry.criticalSection { registry -> [Disposable] in
      registry.isDisposed = true
      let running = Array(registry.running.values)
      registry.running = [:]
      return running
    }
    for subscription in running {
      subscription.dispose()
    }
  }
}

/// Receives one inner sequence's events for a `FlatMapSink`.
@usableFromInline
final class FlatMapInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
  @usableFromInline
  let parent: FlatMapSink<SourceElement, Inner>
  @usableFromInline
  let state = Atomic<Int>(FlatMapInnerState.subscribing)

  @inlinable
  init(parent: FlatMapSink<SourceElement, Inner>) {
    self.parent = parent
  }

  @inlinable
  func on(_ event: Event<Inner.Element>) {
    parent.innerOn(event, from: self)
  }
}
