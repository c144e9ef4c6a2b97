/// A type that can be viewed as a `ControlEvent`.
public protocol ControlEventType: ObservableType {
  /// This sequence as a `ControlEvent`.
  func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of events of a UI control, such as a button's taps.
///
/// The contract, which whoever builds one must keep: it sends no initial value on
/// subscription, completes when the control goes away, never errors, and delivers on the
/// main scheduler. Subscribing happens on the main thread (through
/// `ConcurrentMainScheduler`): at once when already there.
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The type of the events.
  public typealias Element = PropertyType

  let events: Observable<PropertyType>

  /// A control event backed by `events`, which must keep the contract above.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the events; disposing the result stops them.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as an `Observable`.
  public func asObservable() -> Observable<Element> {
    events
  }

  /// Returns self.
  public func asControlEvent() -> ControlEvent<Element> {
    self
  }
}
