import Synchronization

/// A sequence that subscribes to its source only when told to, with `connect()`, and
/// shares that one subscription among its subscribers.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes to the source, if not already connected, and returns the connection;
  /// disposing it disconnects from the source.
  func connect() -> Disposable
}

/// The base class of connectable sequences, returned by `multicast`, `publish`, `replay`
/// and `replayAll`.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
  /// Subscribes to the source, if not already connected, and returns the connection;
  /// disposing it disconnects from the source.
  public func connect() -> Disposable {
    fatalError("ConnectableObservable.connect is abstract; \(type(of: self)) must override it")
  }
}

extension ObservableType {
  /// A connectable sequence that relays the source's events through `subject`.
  ///
  /// Subscribers subscribe to `subject` and receive what it emits; nothing is requested
  /// from the source until `connect()`. The connection forwards every source event to the
  /// subject; a terminal event ends the connection. The same subject is used for every
  /// connection, so once it has ended, later subscribers get its terminal behaviour.
  /// Disposing the connection disposes the source subscription; subscribers stay
  /// subscribed to the subject.
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    MulticastConnectable(source: asObservable(), makeSubject: { subject })
  }

  /// A connectable sequence that relays the source's events through a subject made by
  /// `makeSubject`.
  ///
  /// Like `multicast(_:)`, but a new subject is made for the first subscriber or
  /// connection after the previous connection ended (by a terminal event or by disposing
  /// the connection), so every connection starts fresh.
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    MulticastConnectable(source: asObservable(), makeSubject: makeSubject)
  }

  /// For each subscriber, makes a subject with `subjectSelector`, passes it (as a sequence)
  /// to `selector`, subscribes the subscriber to the result and then connects the source
  /// to the subject.
  ///
  /// Emits, completes and errors as the selector's result does; an error thrown by either
  /// closure is emitted as `error`. Disposing disposes the result's subscription and the
  /// connection.
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    let source = asObservable()
    return Producer { observer in
      let sink = AnonymousSink(observer: observer)
      do {
        let subject = try subjectSelector()
        let connectable = MulticastConnectable(source: source, makeSubject: { subject })
        let result = try selector(connectable.asObservable())
        let subscription = result.subscribe(AnyObserver(eventHandler: sink.on))
        sink.setUpstream(Disposables.create(subscription, connectable.connect()))
      } catch {
        sink.on(.error(error))
      }
      return sink
    }
  }

  /// A connectable sequence that shares the source through a `PublishSubject`: subscribers
  /// receive the events emitted after they subscribed, once `connect()` was called.
  ///
  /// Every connection gets a new subject, so after a disconnect the old subscribers hear
  /// nothing more from the next connection.
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject() })
  }

  /// A connectable sequence that shares the source through a `ReplaySubject` of
  /// `bufferSize`: each subscriber first receives up to `bufferSize` latest elements.
  /// Every connection gets a new subject.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
  }

  /// A connectable sequence that shares the source through an unbounded `ReplaySubject`:
  /// each subscriber first receives every element emitted so far.
  /// Every connection gets a new subject.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.createUnbounded() })
  }
}

/// The connectable sequence behind `multicast`: subscribers go to the current subject, and
/// `connect()` subscribes the source to it.
///
/// `@unchecked Sendable`: `lock` guards `subject` and `connection`; the
/// rest is immutable.
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
  @unchecked Sendable
{
  typealias SourceElement = Subject.Observer.Element

  private let source: Observable<SourceElement>
  private let makeSubject: () -> Subject
  fileprivate let lock = RecursiveLock()
  /// The subject for the current (or next) connection, made on demand; guarded by `lock`.
  @exclusivity(unchecked)
  fileprivate var subject: Subject?
  /// The live connection; guarded by `lock`.
  @exclusivity(unchecked)
  fileprivate var connection: MulticastConnection<Subject>?

  init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
    super.init()
  }

  /// The current subject, made if there is none; needs the lock.
  private var currentSubject: Subject {
    if let subject { return subject }
    let made = makeSubject()
    subject = made
    return made
  }

  override func connect() -> Disposable {
    lock.performLocked {
      if let connection { return connection }
      let subscription = SingleAssignmentDisposable()
      let connection = MulticastConnection(
        parent: self, observer: currentSubject.asObserver(), subscription: subscription)
      self.connection = connection
      subscription.setDisposable(source.subscribe(connection))
      return connection
    }
  }

  override func subscribeObserver(_ observer: AnyObserver<Subject.Element>) -> Disposable {
    let subject = lock.performLocked { currentSubject }
    return subject.subscribe(observer)
  }
}

/// One connection of a `MulticastConnectable`: forwards source events to the subject and,
/// when it ends or is disposed, detaches from the parent so the next connection starts anew.
///
/// Events check the atomic `disposed` flag rather than the parent's lock: `connect()` holds
/// that lock while it subscribes the source, and a source delivering from another thread
/// while holding a lock of its own must not wait for it.
///
/// `@unchecked Sendable`: the lock of `connectable` guards `parent` and `subscription`;
/// `disposed` is atomic; `connectable` and `observer` never change.
private final class MulticastConnection<Subject: SubjectType>: ObserverType, Disposable,
  @unchecked Sendable
{
  typealias Element = Subject.Observer.Element

  /// The connectable this connection was made by, for its lock.
  private let connectable: MulticastConnectable<Subject>
  /// The same connectable until the connection detaches from it.
  @exclusivity(unchecked)
  private var parent: MulticastConnectable<Subject>?
  @exclusivity(unchecked)
  private var subscription: Disposable?
  private let observer: Subject.Observer
  private let disposed = Atomic<Bool>(false)

  init(
    parent: MulticastConnectable<Subject>, observer: Subject.Observer,
    subscription: Disposable
  ) {
    self.parent = parent
    self.connectable = parent
    self.observer = observer
    self.subscription = subscription
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  func on(_ event: Event<Element>) {
    if disposed.load(ordering: .acquiring) { return }
    if event.isStopEvent {
      dispose()
    }
    observer.on(event)
  }

  func dispose() {
    let toDispose = connectable.lock.performLocked { () -> Disposable? in
      disposed.store(true, ordering: .releasing)
      guard let parent else { return nil }
      if parent.connection === self {
        parent.connection = nil
        parent.subject = nil
      }
      self.parent = nil
      return subscription.take()
    }
    toDispose?.dispose()
  }
}
