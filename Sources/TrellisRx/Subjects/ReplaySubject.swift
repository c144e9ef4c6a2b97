/// A subject that replays buffered elements to each new subscriber, then delivers later
/// events. A late subscriber after the end receives the buffer and then the terminal event.
///
/// `@unchecked Sendable`: `core` guards its state and `buffer`; `bufferSize` and
/// `subscribeThunk` never change.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, Cancelable,
  ObserverType, @unchecked Sendable
{
  /// The observer side's type.
  public typealias SubjectObserverType = ReplaySubject<Element>

  @usableFromInline
  let core = SubjectCore<Element>()
  /// The kept elements, oldest first; guarded by `core`.
  @usableFromInline
  @exclusivity(unchecked)
  var buffer = Queue<Element>()
  @usableFromInline
  let bufferSize: Int
  /// Subscribes through code specialized where the subject was made (see `PublishSubject`).
  @usableFromInline
  let subscribeThunk: (ReplaySubject<Element>, AnyObserver<Element>) -> Disposable

  @inlinable
  init(bufferSize: Int) {
    self.bufferSize = bufferSize
    subscribeThunk = { subject, observer in
      subject.core.subscribe(observer, to: subject, remove: ReplaySubject.remove) { observer in
        for element in subject.buffer.elements { observer.on(.next(element)) }
      }
    }
    super.init()
  }

  /// A subject that replays up to `bufferSize` most recent elements.
  @inlinable
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    precondition(
      bufferSize >= 0, "ReplaySubject.create(bufferSize:) needs a bufferSize of 0 or more")
    return ReplaySubject(bufferSize: bufferSize)
  }

  /// A subject that replays every element it ever received.
  @inlinable
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: .max)
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool { core.isDisposed }

  /// Buffers a `next` element and sends `event` to the subscribers.
  @inlinable
  public func on(_ event: Event<Element>) {
    core.send(event, from: self) { element in
      guard bufferSize > 0 else { return }
      buffer.enqueue(element)
      if buffer.count > bufferSize { _ = buffer.dequeue() }
    }
  }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    subscribeThunk(self, observer)
  }

  @inlinable
  static func remove(_ subject: AnyObject, _ key: UInt64) {
    unsafeDowncast(subject, to: ReplaySubject<Element>.self).core.unsubscribe(key)
  }

  /// The observer side: the subject itself.
  public func asObserver() -> ReplaySubject<Element> {
    self
  }

  /// Drops every subscriber and the buffer, and refuses new subscribers.
  public func dispose() {
    core.dispose { buffer.removeAll() }
  }
}
