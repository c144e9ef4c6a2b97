/// A subject that emits only its last element, and only when it completes. An error is
/// passed on without an element. Late subscribers get the same ending.
///
/// `@unchecked Sendable`: `core` guards its state and `lastElement`; `subscribeThunk` never
/// changes.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = AsyncSubject<Element>

  @usableFromInline
  let core = SubjectCore<Element>()
  /// Guarded by `core`.
  @usableFromInline
  @exclusivity(unchecked)
  var lastElement: Element?
  /// Subscribes through code specialized where the subject was made (see `PublishSubject`).
  @usableFromInline
  let subscribeThunk: (AsyncSubject<Element>, AnyObserver<Element>) -> Disposable

  /// A subject with no element yet.
  @inlinable
  public override init() {
    subscribeThunk = { subject, observer in
      subject.core.subscribe(observer, to: subject, remove: AsyncSubject.remove) { observer in
        if case .completed = subject.core.end, let last = subject.lastElement {
          observer.on(.next(last))
        }
      }
    }
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Remembers a `next` element; on `completed` emits the last one and completes; on
  /// `error` forwards the error.
  @inlinable
  public func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      core.performLocked {
        if core.end == nil { lastElement = element }
      }
    case .error:
      core.send(event, from: self) { _ in }
    case .completed:
      let (targets, last) = core.performLocked { (core.stop(with: event), lastElement) }
      guard let targets else { return }
      if let last { dispatch(.next(last), to: targets) }
      dispatch(event, to: targets)
    }
  }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    subscribeThunk(self, observer)
  }

  @inlinable
  static func remove(_ subject: AnyObject, _ key: UInt64) {
    unsafeDowncast(subject, to: AsyncSubject<Element>.self).core.unsubscribe(key)
  }

  /// The observer side: the subject itself.
  public func asObserver() -> AsyncSubject<Element> {
    self
  }
}
