/// A subject that holds a current value: each new subscriber receives it first, then
/// every later event.
///
/// `@unchecked Sendable`: `core` guards its state and `element`; `subscribeThunk` never
/// changes.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, Cancelable,
  ObserverType, @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = BehaviorSubject<Element>

  @usableFromInline
  let core = SubjectCore<Element>()
  /// Guarded by `core`.
  @usableFromInline
  @exclusivity(unchecked)
  var element: Element
  /// Subscribes through code specialized where the subject was made (see `PublishSubject`).
  @usableFromInline
  let subscribeThunk: (BehaviorSubject<Element>, AnyObserver<Element>) -> Disposable

  /// A subject whose current value is `value`.
  @inlinable
  public init(value: Element) {
    element = value
    subscribeThunk = { subject, observer in
      subject.core.subscribe(
        observer, to: subject, joinFirst: true, remove: BehaviorSubject.remove
      ) { observer in
        if subject.core.end == nil { observer.on(.next(subject.element)) }
      }
    }
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool { core.isDisposed }

  /// The current value; throws the error the subject failed with, or `RxError.disposed`.
  public func value() throws -> Element {
    try core.performLocked { () -> Result<Element, Error> in
      if core.disposed { return .failure(RxError.disposed(object: self)) }
      if case .failed(let error) = core.end { return .failure(error) }
      return .success(element)
    }.get()
  }

  /// Sets the current value (for `next`) and sends `event` to the subscribers.
  @inlinable
  public func on(_ event: Event<Element>) {
    core.send(event, from: self) { element = $0 }
  }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    subscribeThunk(self, observer)
  }

  @inlinable
  static func remove(_ subject: AnyObject, _ key: UInt64) {
    unsafeDowncast(subject, to: BehaviorSubject<Element>.self).core.unsubscribe(key)
  }

  /// The observer side: the subject itself.
  public func asObserver() -> BehaviorSubject<Element> {
    self
  }

  /// Drops every subscriber and refuses new ones.
  public func dispose() {
    core.dispose {}
  }
}
