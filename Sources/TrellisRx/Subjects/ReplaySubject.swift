/// A subject that replays buffered elements to each new subscriber, then delivers later
/// events. A late subscriber after the end receives the buffer and then the terminal event.
///
/// `@unchecked Sendable`: `lock` guards `observers`, `buffer`, `head`, `stoppedEvent` and
/// `disposed`; `bufferSize` never changes.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, Cancelable,
  ObserverType, SubjectUnsubscribing, @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = ReplaySubject<Element>

  private let lock = RecursiveLock()
  private var observers = ObserverBag<Element>()
  private var buffer: [Element] = []
  private var head = 0
  private let bufferSize: Int
  private var stoppedEvent: Event<Element>?
  private var disposed = false

  private init(bufferSize: Int) {
    self.bufferSize = bufferSize
    super.init()
  }

  /// A subject that replays up to `bufferSize` most recent elements.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    precondition(
      bufferSize >= 0, "ReplaySubject.create(bufferSize:) needs a bufferSize of 0 or more")
    return ReplaySubject(bufferSize: bufferSize)
  }

  /// A subject that replays every element it ever received.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: .max)
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool {
    lock.performLocked { !observers.isEmpty }
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool {
    lock.performLocked { disposed }
  }

  /// Buffers a `next` element and sends `event` to the subscribers.
  public func on(_ event: Event<Element>) {
    let targets = lock.performLocked {
      () -> ObserverEntries<Element> in
      if disposed || stoppedEvent != nil { return [] }
      switch event {
      case .next(let value):
        append(value)
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

  private func append(_ value: Element) {
    guard bufferSize > 0 else { return }
    buffer.append(value)
    if buffer.count - head > bufferSize { head += 1 }
    if head > 32 && head * 2 > buffer.count {
      buffer.removeFirst(head)
      head = 0
    }
  }

  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    lock.performLocked {
      if disposed {
        observer.on(.error(RxError.disposed(object: self)))
        return Disposables.create()
      }
      for value in buffer[head...] { observer.on(.next(value)) }
      if let stoppedEvent {
        observer.on(stoppedEvent)
        return Disposables.create()
      }
      return SubjectSubscription(owner: self, key: observers.insert(observer))
    }
  }

  @usableFromInline
  func unsubscribe(_ key: UInt64) {
    lock.performLocked { observers.remove(key) }
  }

  /// The observer side: the subject itself.
  public func asObserver() -> ReplaySubject<Element> {
    self
  }

  /// Drops every subscriber and the buffer, and refuses new subscribers.
  public func dispose() {
    lock.performLocked {
      disposed = true
      observers.removeAll()
      buffer = []
      head = 0
      stoppedEvent = nil
    }
  }
}
