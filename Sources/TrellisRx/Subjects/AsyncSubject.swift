/// A subject that emits only its last element, and only when it completes. An error is
/// passed on without an element. Late subscribers get the same ending.
///
/// `@unchecked Sendable`: `lock` guards `observers`, `lastElement` and `stoppedEvent`.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  SubjectUnsubscribing, @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = AsyncSubject<Element>

  private let lock = RecursiveLock()
  private var observers = ObserverBag<Element>()
  private var lastElement: Element?
  private var stoppedEvent: Event<Element>?

  /// A subject with no element yet.
  public override init() {
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool {
    lock.performLocked { !observers.isEmpty }
  }

  /// Remembers a `next` element; on `completed` emits the last one and completes; on
  /// `error` forwards the error.
  public func on(_ event: Event<Element>) {
    let (targets, events) = lock.performLocked {
      () -> (ObserverEntries<Element>, [Event<Element>]) in
      if stoppedEvent != nil { return ([], []) }
      switch event {
      case .next(let value):
        lastElement = value
        return ([], [])
      case .error:
        stoppedEvent = event
        let targets = observers.entries
        observers.removeAll()
        return (targets, [event])
      case .completed:
        stoppedEvent = event
        let targets = observers.entries
        observers.removeAll()
        if let lastElement { return (targets, [.next(lastElement), .completed]) }
        return (targets, [.completed])
      }
    }
    for event in events { dispatch(event, to: targets) }
  }

  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    lock.performLocked {
      switch stoppedEvent {
      case .some(.completed):
        if let lastElement { observer.on(.next(lastElement)) }
        observer.on(.completed)
        return Disposables.create()
      case .some(let event):
        observer.on(event)
        return Disposables.create()
      case .none:
        return SubjectSubscription(owner: self, key: observers.insert(observer))
      }
    }
  }

  @usableFromInline
  func unsubscribe(_ key: UInt64) {
    lock.performLocked { observers.remove(key) }
  }

  /// The observer side: the subject itself.
  public func asObserver() -> AsyncSubject<Element> {
    self
  }
}
