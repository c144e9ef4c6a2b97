/// A subject that delivers each event to the subscribers it has at that moment.
///
/// A subscriber added after a terminal event receives that terminal event at once. After
/// `dispose()`, subscribing fails with `RxError.disposed` and events are ignored.
///
/// `@unchecked Sendable`: `lock` guards `observers`, `stoppedEvent` and `disposed`;
/// `subscribeThunk` never changes.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable,
  ObserverType, SubjectUnsubscribing, @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = PublishSubject<Element>

  @usableFromInline
  let lock = RecursiveLock()
  @usableFromInline
  var observers = ObserverBag<Element>()
  @usableFromInline
  var stoppedEvent: Event<Element>?
  @usableFromInline
  var disposed = false
  /// Subscribes through code specialized where the subject was made (see `init`).
  @usableFromInline
  let subscribeThunk: (PublishSubject<Element>, AnyObserver<Element>) -> Disposable

  /// A subject with no subscribers.
  @inlinable
  public override init() {
    subscribeThunk = { subject, observer in subject.addObserver(observer) }
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool {
    lock.performLocked { !observers.isEmpty }
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool {
    lock.performLocked { disposed }
  }

  /// Sends `event` to the current subscribers; after a terminal event, nothing more is sent.
  @inlinable
  public func on(_ event: Event<Element>) {
    let targets = lock.performLocked { () -> ObserverEntries<Element> in
      if disposed || stoppedEvent != nil { return [] }
      let targets = observers.entries
      if event.isStopEvent {
        stoppedEvent = event
        observers.removeAll()
      }
      return targets
    }
    dispatch(event, to: targets)
  }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    subscribeThunk(self, observer)
  }

  @inlinable
  final func addObserver(_ observer: AnyObserver<Element>) -> Disposable {
    lock.performLocked {
      if disposed {
        observer.on(.error(RxError.disposed(object: self)))
        return Disposables.create()
      }
      if let stoppedEvent {
        observer.on(stoppedEvent)
        return Disposables.create()
      }
      return SubjectSubscription(owner: self, key: observers.insert(observer)) { owner, key in
        unsafeDowncast(owner, to: PublishSubject<Element>.self).unsubscribe(key)
      }
    }
  }

  @inlinable
  func unsubscribe(_ key: UInt64) {
    lock.performLocked { observers.remove(key) }
  }

  /// The observer side: the subject itself.
  public func asObserver() -> PublishSubject<Element> {
    self
  }

  /// Drops every subscriber and refuses new ones.
  public func dispose() {
    lock.performLocked {
      disposed = true
      observers.removeAll()
      stoppedEvent = nil
    }
  }
}
