/// What the four subjects share: the lock, the subscribers, the terminal event, the
/// disposed flag, and the debug check that events arrive one at a time.
///
/// A subject owns one core (holding the lock inline, so a subject is two objects) and
/// adds only what it keeps besides: the current value, the replay buffer, the last
/// element. The core does the rest the same way for all of them: which subscribers an
/// event goes to, how a new subscriber is turned away (disposed subject) or given the
/// ending (stopped subject), and how a subscription is removed.
///
/// The ending is kept as a `SubjectEnd`, which is not generic: a generic class's deinit
/// builds the type of every generic stored property at run time (an `Event<Element>?`
/// would cost a cache lookup per subject destroyed).
///
/// `@unchecked Sendable`: `lock` guards `observers`, `end` and `disposed`;
/// `tracker` is atomic.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
  @usableFromInline
  let lock = RecursiveLock()
  @usableFromInline
  @exclusivity(unchecked)
  var observers = ObserverBag<Element>()
  @usableFromInline
  @exclusivity(unchecked)
  var end: SubjectEnd?
  @usableFromInline
  @exclusivity(unchecked)
  var disposed = false
  @usableFromInline
  let tracker = SynchronizationTracker()

  @inlinable
  init() {}

  /// Runs `body` holding the lock.
  @inlinable
  func performLocked<Result>(_ body: () -> Result) -> Result {
    lock.performLocked(body)
  }

  /// The terminal event the subject stopped with, if it did; needs the lock.
  @inlinable
  var stoppedEvent: Event<Element>? {
    switch end {
    case .none: return nil
    case .completed: return .completed
    case .failed(let error): return .error(error)
    }
  }

  /// Whether anyone is subscribed.
  @inlinable
  var hasObservers: Bool {
    performLocked { !observers.isEmpty }
  }

  /// Whether the subject was disposed.
  @inlinable
  var isDisposed: Bool {
    performLocked { disposed }
  }

  /// Sends `event` to the subscribers there are when it arrives, outside the lock.
  ///
  /// `record` runs under the lock for a `next` element (the subject keeps what it needs
  /// of it). A terminal event is kept and empties the subscribers. Nothing is sent once
  /// the subject stopped or was disposed. `subject` names the subject in the debug report
  /// of two threads sending at once.
  @inlinable
  func send(
    _ event: Event<Element>, from subject: AnyObject, record: (Element) -> Void
  ) {
    #if DEBUG
      let entered = tracker.enter("\(type(of: subject))")
      defer { if entered { tracker.leave() } }
    #endif
    let targets = performLocked { () -> ObserverEntries<Element> in
      if disposed || end != nil { return .none }
      switch event {
      case .next(let element):
        record(element)
        return observers.entries
      case .error, .completed:
        return stop(with: event) ?? .none
      }
    }
    dispatch(event, to: targets)
  }

  /// Called holding the lock: keeps terminal `event` and hands back the subscribers it
  /// goes to, leaving none; nil if the subject already stopped or was disposed.
  @inlinable
  func stop(with event: Event<Element>) -> ObserverEntries<Element>? {
    if disposed || end != nil { return nil }
    end = SubjectEnd(event)
    let targets = observers.entries
    observers.removeAll()
    return targets
  }

  /// Subscribes `observer` to `subject`, under the lock.
  ///
  /// A disposed subject sends `RxError.disposed`. Otherwise `replay` gives the observer
  /// what the subject keeps, and a stopped subject then sends its terminal event. A live
  /// subject adds the observer to its subscribers before `replay` when `joinFirst` (as
  /// `BehaviorSubject` does, so an element sent from inside the replay reaches it too), or
  /// after. `remove` takes a subscriber out when its subscription is disposed; it receives
  /// `subject` back.
  @inlinable
  func subscribe(
    _ observer: AnyObserver<Element>, to subject: AnyObject, joinFirst: Bool = false,
    remove: @escaping (AnyObject, UInt64) -> Void, replay: (AnyObserver<Element>) -> Void
  ) -> Disposable {
    performLocked {
      if disposed {
        observer.on(.error(RxError.disposed(object: subject)))
        return Disposables.create()
      }
      if let stoppedEvent {
        replay(observer)
        observer.on(stoppedEvent)
        return Disposables.create()
      }
      if joinFirst {
        let key = observers.insert(observer)
        replay(observer)
        return SubjectSubscription(owner: subject, key: key, remove: remove)
      }
      replay(observer)
      let key = observers.insert(observer)
      return SubjectSubscription(owner: subject, key: key, remove: remove)
    }
  }

  /// Takes out the subscriber under `key`, if it is still there.
  @inlinable
  func unsubscribe(_ key: UInt64) {
    _ = performLocked { observers.remove(key) }
  }

  /// Drops every subscriber and the terminal event and refuses new subscribers; `release`
  /// runs under the lock for what the subject keeps besides.
  @inlinable
  func dispose(release: () -> Void) {
    performLocked {
      disposed = true
      observers.removeAll()
      end = nil
      release()
    }
  }
}

/// How a subject ended: `Event`'s terminal cases, without the element type.
@usableFromInline
enum SubjectEnd {
  case completed
  case failed(Swift.Error)

  /// The ending `event` stands for; nil for an element.
  @inlinable
  init?<Element>(_ event: Event<Element>) {
    switch event {
    case .next: return nil
    case .completed: self = .completed
    case .error(let error): self = .failed(error)
    }
  }
}
