/// A type that can be viewed as a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// This value as a `ControlProperty`.
  func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI control, both observable and bindable: a text field's text.
///
/// As a sequence it carries the control's current value on subscription and then the
/// changes the user makes (programmatic changes are not reported). The contract, which
/// whoever builds one must keep: it never errors, completes when the control goes away,
/// replays the current value to each subscriber, and delivers on the main scheduler.
/// Subscribing happens on the main thread (through `ConcurrentMainScheduler`).
///
/// As an observer it sets the property: `next` elements go to the value sink, completion
/// is passed on, and an error is a programming error (debug builds trap).
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The type of the property.
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  let valueSink: AnyObserver<PropertyType>

  /// A control property whose values come from `values` and whose bound elements go to
  /// `valueSink`.
  public init<Values: ObservableType, ValueSink: ObserverType>(
    values: Values, valueSink: ValueSink
  ) where Element == Values.Element, Element == ValueSink.Element {
    self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer` to the property's values; disposing the result stops them.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The values after the first: the changes the user makes. (The name does not promise
  /// that consecutive values differ.)
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// The property's values as an `Observable`.
  public func asObservable() -> Observable<Element> {
    values
  }

  /// Returns self.
  public func asControlProperty() -> ControlProperty<Element> {
    self
  }

  /// Sets the property: `next` and `completed` go to the value sink; an error traps in
  /// debug builds and is ignored in release builds.
  public func on(_ event: Event<Element>) {
    switch event {
    case .error(let error):
      BinderDiagnostics.fatalErrorInDebug("Binding error: \(error)")
    case .next, .completed:
      valueSink.on(event)
    }
  }
}

extension ControlPropertyType where Element == String? {
  /// The property with `nil` read as the empty string: its values are never `nil`, and a
  /// bound `String` sets the underlying optional property.
  public var orEmpty: ControlProperty<String> {
    let original: ControlProperty<String?> = asControlProperty()
    let values: Observable<String> = original.values.map { $0 ?? "" }
    let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
    return ControlProperty<String>(values: values, valueSink: valueSink)
  }
}
