import Synchronization

extension ObservableType {
  /// Maps each element to an inner sequence with `selector` and emits the elements of the
  /// most recent inner sequence only.
  ///
  /// When a source element arrives, the previous inner subscription is disposed and the new
  /// inner sequence is subscribed. Completes when the source has completed and the latest
  /// inner sequence has completed (at once if none is running). An error from the source,
  /// from the latest inner sequence, or thrown by `selector` is emitted and disposes
  /// everything. Disposing the subscription disposes the source and the inner subscription.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    SelectorProducer(source: asObservable(), selector: selector) { producer, observer in
      let sink = FlatMapLatestSink(selector: producer.selector, observer: observer)
      sink.setOuterSubscription(producer.source.subscribe(sink))
      return sink
    }
  }
}

/// The subscription of the latest inner sequence, guarded by its own mutex.
@usableFromInline
struct FlatMapLatestSlot {
  @usableFromInline
  var subscription: Disposable?
  @usableFromInline
  var id = 0
  @usableFromInline
  var isDisposed = false

  @inlinable
  init() {}
}

/// The switching sink behind `flatMapLatest` and `switchLatest`.
///
/// `lock` serializes downstream events and guards `latest`, `hasLatest` and `stopped`; the
/// latest inner subscription lives in `slot`. An inner sequence that finishes during its own
/// `subscribe` call is never stored, and an inner `just` is not subscribed at all: its
/// element is emitted as subscribing it would.
@usableFromInline
final class FlatMapLatestSink<SourceElement, Inner: ObservableConvertibleType>: Sink<
  Inner.Element
>, ObserverType
{
  @usableFromInline
  let selector: (SourceElement) throws -> Inner
  @usableFromInline
  let lock = RecursiveLock()
  @usableFromInline
  @exclusivity(unchecked)
  var latest = 0
  @usableFromInline
  @exclusivity(unchecked)
  var hasLatest = false
  @usableFromInline
  @exclusivity(unchecked)
  var stopped = false
  @usableFromInline
  let slot = Mutex(FlatMapLatestSlot())

  @inlinable
  init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>) {
    self.selector = selector
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

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let next = lock.performLocked { () -> (Int, Observable<Inner.Element>)? in
        do {
          let inner = try selector(element).asObservable()
          hasLatest = true
          latest = latest &+ 1
          return (latest, inner)
        } catch {
          forwardTerminal(.error(error))
          return nil
        }
      }
      if let (id, inner) = next {
        if let just = inner as? JustProducer<Inner.Element> {
          emitJust(just.element, id: id)
        } else {
          subscribeInner(inner, id: id)
        }
      }
    case .error(let error):
      lock.performLocked { forwardTerminal(.error(error)) }
    case .completed:
      lock.performLocked {
        stopped = true
        releaseUpstream()
        if !hasLatest {
          forwardTerminal(.completed)
        }
      }
    }
  }

  /// Makes `id` the latest inner sequence and disposes the previous one's subscription.
  @inlinable
  func switchSlot(to id: Int) {
    let previous = slot.criticalSection { slot -> Disposable? in
      slot.id = id
      return slot.subscription.take()
    }
    previous?.dispose()
  }

  /// What subscribing an inner `just` would do, without the subscription: the previous
  /// inner sequence disposed, then the element, then the completion.
  @inlinable
  func emitJust(_ element: Inner.Element, id: Int) {
    switchSlot(to: id)
    if isDisposed { return }
    lock.performLocked {
      guard latest == id else { return }
      forward(.next(element))
      guard latest == id else { return }
      hasLatest = false
      if stopped {
        forwardTerminal(.completed)
      }
    }
  }

  @inlinable
  func subscribeInner(_ source: Observable<Inner.Element>, id: Int) {
    switchSlot(to: id)
    if isDisposed { return }
    let observer = FlatMapLatestInnerObserver(parent: self, id: id)
    let subscription = source.subscribe(observer)
    if observer.state.load(ordering: .acquiring) == FlatMapInnerState.finished {
      subscription.dispose()
      return
    }
    let kept = slot.criticalSection { slot -> Bool in
      if slot.isDisposed || slot.id != id { return false }
      let (registered, _) = observer.state.compareExchange(
        expected: FlatMapInnerState.subscribing, desired: FlatMapInnerState.registered,
        ordering: .acquiringAndReleasing)
      if registered {
        slot.subscription = subscription
      }
      return registered
    }
    if !kept {
      subscription.dispose()
    }
  }

  @inlinable
  func innerOn(
    _ event: Event<Inner.Element>, from observer: FlatMapLatestInnerObserver<SourceElement, Inner>
  ) {
    if event.isStopEvent {
      let previous = observer.state.exchange(
        FlatMapInnerState.finished, ordering: .acquiringAndReleasing)
      if previous == FlatMapInnerState.registered {
        let subscription = slot.criticalSection { slot -> Disposable? in
          guard slot.id == observer.id else { return nil }
          return slot.subscription.take()
        }
        subscription?.dispose()
      }
    }
    lock.performLocked {
      guard latest == observer.id else { return }
      switch event {
      case .next:
        forward(event)
      case .error:
        forwardTerminal(event)
      case .completed:
        hasLatest = false
        if stopped {
          forwardTerminal(.completed)
        }
      }
    }
  }

  @inlinable
  override func disposeResources() {
    let subscription = slot.criticalSection { slot -> Disposable? in
      slot.isDisposed = true
      return slot.subscription.take()
    }
    subscription?.dispose()
  }
}

/// Receives one inner sequence's events for a `FlatMapLatestSink`.
@usableFromInline
final class FlatMapLatestInnerObserver<SourceElement, Inner: ObservableConvertibleType>:
  ObserverType
{
  @usableFromInline
  let parent: FlatMapLatestSink<SourceElement, Inner>
  @usableFromInline
  let id: Int
  @usableFromInline
  let state = Atomic<Int>(FlatMapInnerState.subscribing)

  @inlinable
  init(parent: FlatMapLatestSink<SourceElement, Inner>, id: Int) {
    self.parent = parent
    self.id = id
  }

  @inlinable
  func on(_ event: Event<Inner.Element>) {
    parent.innerOn(event, from: self)
  }
}
