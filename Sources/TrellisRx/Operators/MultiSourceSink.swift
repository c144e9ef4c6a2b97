/// The part every sink of several sources shares — `combineLatest` and `zip`, fixed-arity
/// and collection: the lock that serializes the sources, and each source's subscription.
///
/// A source's subscription is kept until that source ends (`endSource(at:)`) or the sink is
/// disposed, which disposes the ones still kept. A source that ends while it is still being
/// subscribed (it emitted its terminal event at once) has its subscription disposed as soon
/// as `subscribe(_:at:_:)` gets it.
@usableFromInline
class MultiSourceSink<Result>: Sink<Result> {
  @usableFromInline
  let lock = RecursiveLock()
  /// Guarded by `lock`.
  @usableFromInline
  @exclusivity(unchecked)
  var sources: ContiguousArray<SourceSlot>

  @inlinable
  init(sourceCount: Int, observer: AnyObserver<Result>) {
    sources = ContiguousArray(repeating: .subscribing, count: sourceCount)
    super.init(observer: observer)
  }

  /// Subscribes `observer` to `source`, the source at `index`, and keeps the subscription.
  @inlinable
  final func subscribe<Element>(
    _ source: Observable<Element>, at index: Int, _ observer: AnyObserver<Element>
  ) {
    let subscription = source.subscribe(observer)
    let ended = lock.performLocked { () -> Bool in
      guard case .subscribing = sources[index] else { return true }
      sources[index] = .subscribed(subscription)
      return false
    }
    if ended { subscription.dispose() }
  }

  /// Disposes the subscription of the source at `index`, which has ended.
  @inlinable
  final func endSource(at index: Int) {
    let subscription = lock.performLocked { () -> Disposable? in
      defer { sources[index] = .ended }
      if case .subscribed(let subscription) = sources[index] { return subscription }
      return nil
    }
    subscription?.dispose()
  }

  @inlinable
  override func disposeResources() {
    let subscriptions = lock.performLocked { () -> [Disposable] in
      var subscriptions: [Disposable] = []
      for index in sources.indices {
        if case .subscribed(let subscription) = sources[index] {
          subscriptions.append(subscription)
        }
        sources[index] = .ended
      }
      return subscriptions
    }
    for subscription in subscriptions { subscription.dispose() }
  }
}

/// What a `MultiSourceSink` knows of one source's subscription. Not nested in the generic
/// sink, so it is one type for every sink: destroying a sink needs no type built at run time.
@usableFromInline
enum SourceSlot {
  case subscribing
  case subscribed(Disposable)
  case ended
}
