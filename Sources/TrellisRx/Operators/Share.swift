/// How long the subject behind `share(replay:scope:)` lives, and so what late subscribers
/// are replayed.
public enum SubjectLifetimeScope {
  /// Each connection to the source gets a fresh subject: when the last subscriber leaves,
  /// or the source ends, the replay buffer is dropped, and the next subscriber starts a new
  /// source subscription with an empty buffer. Behaves as
  /// `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()`.
  /// The recommended default: `retry` and `concat` downstream work as expected.
  case whileConnected

  /// One subject for every connection: the buffer outlives disconnections, so a later
  /// subscriber may see elements from an earlier connection, and once the source has ended
  /// every new subscriber gets the buffer and the terminal event without resubscribing.
  /// Behaves as `multicast(ReplaySubject.create(bufferSize: replay)).refCount()`.
  case forever
}

extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying up to `replay`
  /// of the latest elements to each new subscriber.
  ///
  /// The first subscriber connects to the source; later ones join that connection and
  /// first receive the replay buffer. Every subscriber receives the elements, the error and
  /// the completion of the shared subscription. When the last subscriber disposes, the
  /// source subscription is disposed; a later subscriber connects again. With
  /// `.whileConnected` a new connection starts with an empty buffer, and subscribing after
  /// the source ended starts a new connection; with `.forever` the buffer is kept and a
  /// subscriber after the end receives the buffer and the terminal event.
  ///
  /// `replay` 0 and 1 with `.whileConnected` use dedicated lightweight implementations.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    switch scope {
    case .forever:
      return shareForever(source: asObservable(), replay: replay)
    case .whileConnected:
      switch replay {
      case 0: return ShareWhileConnected(source: asObservable(), replaysLatest: false)
      case 1: return ShareWhileConnected(source: asObservable(), replaysLatest: true)
      default: return shareWhileConnected(source: asObservable(), replay: replay)
      }
    }
  }
}

/// `share(replay:scope: .forever)`: one subject behind a reference-counted connection.
@usableFromInline
func shareForever<Element>(source: Observable<Element>, replay: Int) -> Observable<Element> {
  if replay == 0 {
    return source.multicast(PublishSubject()).refCount()
  }
  return source.multicast(ReplaySubject.create(bufferSize: replay)).refCount()
}

/// `share(replay:scope: .whileConnected)` for buffers of two or more: a fresh subject per
/// connection.
@usableFromInline
func shareWhileConnected<Element>(source: Observable<Element>, replay: Int) -> Observable<Element> {
  source.multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
}

/// `share(replay: 0 or 1, scope: .whileConnected)` without a subject: the connection holds
/// the subscribers and, for replay 1, the latest element.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element> {
  @usableFromInline
  let source: Observable<Element>
  @usableFromInline
  let replaysLatest: Bool
  @usableFromInline
  let lock = RecursiveLock()
  /// The live connection, guarded by `lock`; nil when nobody is subscribed.
  @usableFromInline
  @exclusivity(unchecked)
  var connection: ShareWhileConnectedConnection<Element>?
  /// Subscribes through code specialized where the sequence was made, so the connection's
  /// per-event path is specialized too.
  @usableFromInline
  let subscribeThunk: (ShareWhileConnected<Element>, AnyObserver<Element>) -> Disposable

  @inlinable
  init(source: Observable<Element>, replaysLatest: Bool) {
    self.source = source
    self.replaysLatest = replaysLatest
    subscribeThunk = { share, observer in share.addObserver(observer) }
    super.init()
  }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    subscribeThunk(self, observer)
  }

  @inlinable
  final func addObserver(_ observer: AnyObserver<Element>) -> Disposable {
    let (connection, subscription, isFirst) = lock.performLocked {
      () -> (ShareWhileConnectedConnection<Element>, Disposable, Bool) in
      let connection: ShareWhileConnectedConnection<Element>
      if let existing = self.connection {
        connection = existing
      } else {
        connection = ShareWhileConnectedConnection(parent: self)
        self.connection = connection
      }
      let isFirst = connection.observers.isEmpty
      if let element = connection.latest {
        observer.on(.next(element))
      }
      let key = connection.observers.insert(observer)
      let subscription = SubjectSubscription(owner: connection, key: key) { owner, key in
        unsafeDowncast(owner, to: ShareWhileConnectedConnection<Element>.self).unsubscribe(key)
      }
      return (connection, subscription, isFirst)
    }
    if isFirst {
      connection.connect()
    }
    return subscription
  }
}

/// One connection of `ShareWhileConnected` to its source; it shares the parent's lock.
///
/// `@unchecked Sendable`: `shared` is guarded by `parent.lock`; `parent` and `subscription`
/// (itself thread-safe) never change.
@usableFromInline
final class ShareWhileConnectedConnection<Element>: ObserverType, SubjectUnsubscribing,
  @unchecked Sendable
{
  @usableFromInline
  let parent: ShareWhileConnected<Element>
  @usableFromInline
  let subscription = DisposableSlot()
  /// The state an element touches, kept together so the per-element path makes one
  /// access to it (each access to a class property is checked at run time).
  @usableFromInline
  struct Shared {
    @usableFromInline
    var observers = ObserverBag<Element>()
    @usableFromInline
    var latest: Element?
    @usableFromInline
    var disposed = false

    @inlinable
    init() {}
  }

  @usableFromInline
  @exclusivity(unchecked)
  var shared = Shared()

  @inlinable
  var observers: ObserverBag<Element> {
    get { shared.observers }
    _modify { yield &shared.observers }
  }

  @inlinable
  var latest: Element? {
    get { shared.latest }
    set { shared.latest = newValue }
  }

  @inlinable
  var disposed: Bool {
    get { shared.disposed }
    set { shared.disposed = newValue }
  }

  /// Records `element` for replay and returns the subscribers to deliver it to.
  @inlinable
  static func accept(_ element: Element, replaysLatest: Bool, into shared: inout Shared)
    -> ObserverEntries<Element>
  {
    if shared.disposed { return .none }
    if replaysLatest { shared.latest = element }
    return shared.observers.entries
  }

  @inlinable
  init(parent: ShareWhileConnected<Element>) {
    self.parent = parent
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  /// Subscribes to the source; called outside the lock by the first subscriber.
  @inlinable
  func connect() {
    subscription.set(parent.source.subscribe(self))
  }

  @inlinable
  func on(_ event: Event<Element>) {
    let targets = parent.lock.performLocked { () -> ObserverEntries<Element> in
      switch event {
      case .next(let element):
        return Self.accept(element, replaysLatest: parent.replaysLatest, into: &self.shared)
      case .error, .completed:
        if disposed { return .none }
        let targets = observers.entries
        disconnectLocked()
        return targets
      }
    }
    dispatch(event, to: targets)
    if event.isStopEvent {
      subscription.dispose()
    }
  }

  /// Marks the connection finished and detaches it from the parent; needs the lock.
  @inlinable
  func disconnectLocked() {
    disposed = true
    if parent.connection === self {
      parent.connection = nil
    }
    observers.removeAll()
    latest = nil
  }

  @inlinable
  func unsubscribe(_ key: UInt64) {
    let disconnect = parent.lock.performLocked { () -> Bool in
      guard observers.remove(key), observers.isEmpty else { return false }
      disconnectLocked()
      return true
    }
    if disconnect {
      subscription.dispose()
    }
  }
}
