/// A subject that holds a current value: each new subscriber receives it first, then
/// every later event.
///
/// `@unchecked Sendable`: `lock` guards `observers`, `element`, `stoppedEvent` and
/// `disposed`; `subscribeThunk` never changes.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, Cancelable,
  ObserverType, SubjectUnsubscribing, @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = BehaviorSubject<Element>

  @usableFromInline
  let lock = RecursiveLock()
  @usableFromInline
  var observers = ObserverBag<Element>()
  @usableFromInline
  var element: Element
  @usableFromInline
  var stoppedEvent: Event<Element>?
  @usableFromInline
  var disposed = false
  /// Subscribes through code specialized where the subject was made (see `init`).
  @usableFromInline
  let subscribeThunk: (BehaviorSubject<Element>, AnyObserver<Element>) -> Disposable

  /// A subject whose current value is `value`.
  @inlinable
  public init(value: Element) {
    element = value
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

  /// The current value; throws the error the subject failed with, or `RxError.disposed`.
  public func value() throws -> Element {
    try lock.performLocked { () -> Result<Element, Error> in
      if disposed { return .failure(RxError.disposed(object: self)) }
      if case .error(let error) = stoppedEvent { return .failure(error) }
      return .success(element)
    }.get()
  }

  /// Sets the current value (for `next`) and sends `event` to the subscribers.
  @inlinable
  public func on(_ event: Event<Element>) {
    let targets = lock.performLocked { () -> ObserverEntries<Element> in
      if disposed || stoppedEvent != nil { return [] }
      switch event {
      case .next(let value):
        element = value
        return observers.entries
      case .error, .completed:
        stoppedEvent = event
        let targets = observers.entries
        observers.removeAll()
        return targets
      }
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
      let key = observers.insert(observer)
      observer.on(.next(element))
      return SubjectSubscription(owner: self, key: key) { owner, key in
        unsafeDowncast(owner, to: BehaviorSubject<Element>.self).unsubscribe(key)
      }
    }
  }

  @inlinable
  func unsubscribe(_ key: UInt64) {
    lock.performLocked { observers.remove(key) }
  }

  /// The observer side: the subject itself.
  public func asObserver() -> BehaviorSubject<Element> {
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
