// Filtering operators of `Infallible`, as in RxSwift. Each wraps the `Observable` operator
// of the same name; a closure that throws here breaks the promise of no error (as in
// RxSwift, the error is passed on and `subscribe(_:)` traps on it in debug builds).

extension InfallibleType {
  /// Drops each element whose `keySelector` key equals the previous element's key; emits
  /// the first element and every one whose key differs. Completes with the source.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops each element `comparer` finds equal to the previous one; emits the first element
  /// and every one it finds different. Completes with the source.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops each element whose `keySelector` key `comparer` finds equal to the previous
  /// element's key; emits the first element and every one whose key differs. Completes
  /// with the source.
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) throws -> K,
    comparer: @escaping (K, K) throws -> Bool
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops each element whose property at `keyPath` equals the previous element's; emits
  /// the first element and every one whose property differs. Completes with the source.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(at: keyPath))
  }

  /// Emits the first `count` elements, then completes and disposes the source
  /// subscription; completes at once when `count` is 0, or with the source if it ends
  /// sooner.
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(count))
  }

  /// Emits the source's elements for `duration` on `scheduler`, then completes and
  /// disposes the source subscription; completes with the source if it ends sooner.
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().take(for: duration, scheduler: scheduler))
  }

  /// Emits the source's elements until `other` emits an element, then completes and
  /// disposes both subscriptions. `other` completing changes nothing.
  public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other.asObservable()))
  }

  /// Emits the source's elements until `other` emits an element, then completes and
  /// disposes both subscriptions. `other` completing changes nothing; an error from
  /// `other` is passed on, as in RxSwift, so `other` should not fail.
  public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other))
  }

  /// Emits elements until one satisfies `predicate`, then completes (emitting that element
  /// first with `.inclusive`) and disposes the source subscription.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(until: predicate, behavior: behavior))
  }

  /// Emits elements while they satisfy `predicate`; at the first that does not, completes
  /// (emitting it first with `.inclusive`) and disposes the source subscription.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(while: predicate, behavior: behavior))
  }

  /// Drops the first `count` elements and emits the rest; completes with the source.
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().skip(count))
  }

  /// Drops the elements the source emits within `duration` of subscription on
  /// `scheduler`, and emits the rest; completes with the source.
  public func skip(for duration: RxTimeInterval, scheduler: SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().skip(duration, scheduler: scheduler))
  }

  /// Drops elements while they satisfy `predicate`, then emits the first that does not and
  /// every later one; completes with the source.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
    Infallible(asObservable().skip(while: predicate))
  }

  /// Drops the source's elements until `other` emits an element, then emits the rest and
  /// disposes the subscription to `other`; completes with the source. An error from
  /// `other` is passed on, as in RxSwift, so `other` should not fail.
  public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().skip(until: other))
  }
}
