/// A subject that delivers each event to the subscribers it has at that moment.
///
/// A subscriber added after a terminal event receives that terminal event at once. After
/// `dispose()`, subscribing fails with `RxError.disposed` and events are ignored.
///
/// `@unchecked Sendable`: `core` guards the state; `subscribeThunk` never changes.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable,
  ObserverType, @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = PublishSubject<Element>

  @usableFromInline
  let core = SubjectCore<Element>()
  /// Subscribes through code specialized where the subject was made: `subscribeObserver`
  /// is reached through the class's vtable, in code compiled for any `Element`.
  @usableFromInline
  let subscribeThunk: (PublishSubject<Element>, AnyObserver<Element>) -> Disposable

  /// A subject with no subscribers.
  @inlinable
  public override init() {
    subscribeThunk = { subject, observer in
      subject.core.subscribe(observer, to: subject, remove: PublishSubject.remove) { _ in }
    }
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool { core.isDisposed }

  /// Sends `event` to the current subscribers; after a terminal event, nothing more is sent.
  @inlinable
  public func on(_ event: Event<Element>) {
    core.send(event, from: self) { _ in }
  }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    subscribeThunk(self, observer)
  }

  @inlinable
  static func remove(_ subject: AnyObject, _ key: UInt64) {
    unsafeDowncast(subject, to: PublishSubject<Element>.self).core.unsubscribe(key)
  }

  /// The observer side: the subject itself.
  public func asObserver() -> PublishSubject<Element> {
    self
  }

  /// Drops every subscriber and refuses new ones.
  public func dispose() {
    core.dispose {}
  }
}
