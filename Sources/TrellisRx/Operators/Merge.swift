extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the elements of every inner sequence the source emits into one sequence.
  ///
  /// Each inner sequence is subscribed when it arrives and runs concurrently with the
  /// others; events are delivered one at a time, in arrival order. Completes when the
  /// source and every inner sequence have completed. An error from the source or any inner
  /// sequence is emitted at once and disposes everything. Disposing the subscription
  /// disposes the source and every inner subscription.
  public func merge() -> Observable<Element.Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = FlatMapSink<Element, Element>(
        selector: { $0 }, dropWhileActive: false, observer: observer)
      sink.setOuterSubscription(source.subscribe(sink))
      return sink
    }
  }

  /// Merges the inner sequences the source emits, running at most `maxConcurrent` of them
  /// at a time; the others wait in arrival order and start as running ones complete.
  ///
  /// Completes when the source has completed and every inner sequence, queued ones
  /// included, has completed. An error from the source or a running inner sequence is
  /// emitted at once and disposes everything. Disposing the subscription disposes the source
  /// and the running inner subscriptions and drops the queue.
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = MergeLimitedSink<Element, Element>(
        selector: { $0 }, maxConcurrent: maxConcurrent, observer: observer)
      sink.setOuterSubscription(source.subscribe(sink))
      return sink
    }
  }
}

extension ObservableType {
  /// Merges the elements of all `sources` into one sequence.
  ///
  /// Subscribes every source at once, in order; events are delivered one at a time, in
  /// arrival order. Completes when every source has completed (at once for an empty
  /// collection). The first error is emitted and disposes every other subscription;
  /// sources not yet subscribed when it happens are never subscribed. Disposing the
  /// subscription disposes every source subscription.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Observable<Element>
  where Collection.Element == Observable<Element> {
    merge(Array(sources))
  }

  /// Merges the elements of all `sources` into one sequence; see `merge(_:)` on a collection.
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Producer { observer in
      let sink = FlatMapSink<Observable<Element>, Observable<Element>>(
        selector: { $0 }, dropWhileActive: false, observer: observer)
      sink.run(sources: sources)
      return sink
    }
  }

  /// Merges the elements of all `sources` into one sequence; see `merge(_:)` on a collection.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}

/// The merge sink behind `merge(maxConcurrent:)`, `concat()` and `concatMap`: at most
/// `maxConcurrent` inner subscriptions at a time, the rest queued in arrival order.
///
/// `lock` serializes downstream events and guards the counters and the queue; the inner
/// subscriptions live in `group`.
final class MergeLimitedSink<SourceElement, Inner: ObservableConvertibleType>: Sink<
  Inner.Element
>, ObserverType
{
  let selector: (SourceElement) throws -> Inner
  let maxConcurrent: Int
  let lock = RecursiveLock()
  let group = CompositeDisposable()
  @exclusivity(unchecked)
  var stopped = false
  @exclusivity(unchecked)
  var activeCount = 0
  @exclusivity(unchecked)
  var queue = Queue<Inner>()

  init(
    selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int,
    observer: AnyObserver<Inner.Element>
  ) {
    self.selector = selector
    self.maxConcurrent = maxConcurrent
    super.init(observer: observer)
  }

  /// Stores the source subscription, or disposes it if the source already completed.
  func setOuterSubscription(_ subscription: Disposable) {
    lock.performLocked {
      if stopped {
        subscription.dispose()
      } else {
        setUpstream(subscription)
      }
    }
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let inner = lock.performLocked { () -> Inner? in
        do {
          if activeCount < maxConcurrent {
            activeCount += 1
            return try selector(element)
          }
          queue.enqueue(try selector(element))
        } catch {
          forwardTerminal(.error(error))
        }
        return nil
      }
      if let inner {
        subscribeInner(inner)
      }
    case .error(let error):
      lock.performLocked { forwardTerminal(.error(error)) }
    case .completed:
      lock.performLocked {
        if activeCount == 0 {
          forwardTerminal(.completed)
        } else {
          releaseUpstream()
        }
        stopped = true
      }
    }
  }

  func subscribeInner(_ inner: Inner) {
    let subscription = SingleAssignmentDisposable()
    guard let key = group.insert(subscription) else { return }
    let observer = MergeLimitedInnerObserver(parent: self, key: key)
    subscription.setDisposable(inner.asObservable().subscribe(observer))
  }

  func innerOn(_ event: Event<Inner.Element>, key: CompositeDisposable.DisposeKey) {
    lock.performLocked {
      switch event {
      case .next:
        forward(event)
      case .error:
        forwardTerminal(event)
      case .completed:
        group.remove(for: key)
        if let next = queue.dequeue() {
          subscribeInner(next)
        } else {
          activeCount -= 1
          if stopped && activeCount == 0 {
            forwardTerminal(.completed)
          }
        }
      }
    }
  }

  override func disposeResources() {
    group.dispose()
  }
}

/// Receives one inner sequence's events for a `MergeLimitedSink`.
final class MergeLimitedInnerObserver<SourceElement, Inner: ObservableConvertibleType>:
  ObserverType
{
  let parent: MergeLimitedSink<SourceElement, Inner>
  let key: CompositeDisposable.DisposeKey

  init(parent: MergeLimitedSink<SourceElement, Inner>, key: CompositeDisposable.DisposeKey) {
    self.parent = parent
    self.key = key
  }

  func on(_ event: Event<Inner.Element>) {
    parent.innerOn(event, key: key)
  }
}
