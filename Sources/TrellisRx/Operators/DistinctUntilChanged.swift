extension ObservableType where Element: Equatable {
  /// Drops each element equal (`==`) to the element emitted just before it.
  ///
  /// Emits the first element and every element that differs from the last emitted one.
  /// Completes and errors with the source. Disposing disposes the source subscription.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = DistinctUntilChangedEquatableSink(observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

extension ObservableType {
  /// Drops each element whose key, computed by `keySelector`, equals the key of the element
  /// emitted just before it.
  ///
  /// Emits the first element and every element whose key differs from the last emitted
  /// one's. Completes and errors with the source; an error thrown by `keySelector` is
  /// emitted as `error` and disposes the source subscription. Disposing disposes the source
  /// subscription.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Drops each element that `comparer` finds equal to the element emitted just before it.
  ///
  /// Emits the first element and every element for which `comparer(lastEmitted, element)`
  /// returns false. Completes and errors with the source; an error thrown by `comparer` is
  /// emitted as `error` and disposes the source subscription. Disposing disposes the source
  /// subscription.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each element whose key, computed by `keySelector`, `comparer` finds equal to the
  /// key of the element emitted just before it.
  ///
  /// Emits the first element and every element for which `comparer(lastKey, key)` returns
  /// false. Completes and errors with the source; an error thrown by `keySelector` or
  /// `comparer` is emitted as `error` and disposes the source subscription. Disposing
  /// disposes the source subscription.
  @inlinable
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = DistinctUntilChangedSink(
        keySelector: keySelector, comparer: comparer, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// Drops each element whose value at `keyPath` equals that of the element emitted just
  /// before it.
  ///
  /// Emits the first element and every element whose property differs from the last
  /// emitted one's. Completes and errors with the source. Disposing disposes the source
  /// subscription.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(
    at keyPath: KeyPath<Element, Property>
  ) -> Observable<Element> {
    distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
  }
}

/// Forwards an element unless it equals the last forwarded one.
@usableFromInline
final class DistinctUntilChangedEquatableSink<Element: Equatable>: Sink<Element>, ObserverType {
  @usableFromInline
  @exclusivity(unchecked)
  var last: Element?

  @inlinable
  override init(observer: AnyObserver<Element>) {
    super.init(observer: observer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if let last, last == element { return }
      last = element
      forward(event)
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}

/// Forwards an element unless its key matches the key of the last forwarded one.
@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, ObserverType {
  @usableFromInline
  let keySelector: (Element) throws -> Key
  @usableFromInline
  let comparer: (Key, Key) throws -> Bool
  @usableFromInline
  @exclusivity(unchecked)
  var lastKey: Key?

  @inlinable
  init(
    keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool, observer: AnyObserver<Element>
  ) {
    self.keySelector = keySelector
    self.comparer = comparer
    super.init(observer: observer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      do {
        let key = try keySelector(element)
        if let lastKey, try comparer(lastKey, key) { return }
        lastKey = key
      } catch {
        forwardTerminal(.error(error))
        return
      }
      forward(event)
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}
